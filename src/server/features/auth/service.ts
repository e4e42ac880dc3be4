import type { LoginRequest, LoginResponse, SessionResponse } from '../../../contract/auth.js';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/errors.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { presentAgency, presentLocation, presentUser } from './presenter.js';
import {
  findAgencyWithActivePlan,
  findUserByEmail,
  findUserById,
  locationsOfUser,
  type UserRow,
} from './repository.js';

const WRONG_CREDENTIALS = 'The e-mail or password is not correct';

/** Verifying against this keeps a wrong e-mail as slow as a wrong password. */
const decoyHash = hashPassword('decoy password that matches nothing');

/** What the web app stores about a session: the user, the agency's look and plan, and the usable locations. */
export async function sessionPayload(ctx: AppContext, user: UserRow): Promise<SessionResponse> {
  const [found, locations] = await Promise.all([
    findAgencyWithActivePlan(ctx.db, user.agencyId),
    locationsOfUser(ctx.db, user.id),
  ]);
  if (!found) throw new Error(`agency ${user.agencyId} of user ${user.id} is missing`);
  return {
    data: presentUser(user),
    brand: null,
    agency: presentAgency(found.agency, found.plan),
    activeLocations: locations.map(presentLocation),
  };
}

export async function startSession(ctx: AppContext, user: UserRow): Promise<LoginResponse> {
  const payload = await sessionPayload(ctx, user);
  const { token } = await ctx.sessions.create(user.id);
  return { ...payload, data: { ...payload.data, token } };
}

export async function login(ctx: AppContext, input: LoginRequest, address: string): Promise<LoginResponse> {
  await ctx.loginLimiter.assertAllowed(input.email, address);
  const user = await findUserByEmail(ctx.db, input.email);
  const matches = user?.passwordHash
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyPassword(await decoyHash, input.password).then(() => false);
  if (!user || !matches) {
    await ctx.loginLimiter.recordFailure(input.email, address);
    throw new AppError(401, 'wrong_credentials', WRONG_CREDENTIALS);
  }
  await ctx.loginLimiter.clear(input.email);
  return startSession(ctx, user);
}

export async function currentSession(ctx: AppContext, userId: string): Promise<SessionResponse> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AppError(401, 'session_ended', 'Your session has ended. Please sign in again');
  return sessionPayload(ctx, user);
}
