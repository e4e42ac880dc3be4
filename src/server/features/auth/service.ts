import type { LoginRequest, LoginResponse, SessionResponse } from '../../../contract/auth.js';
import type { SessionOrigin } from '../../../contract/roles.js';
import { AppError } from '../../core/errors.js';
import type { Principal } from '../../core/principal.js';
import type { Database } from '../../db/open.js';
import { type AttemptLimiter, networkOf } from '../../infra/attempt-limiter.js';
import { hashPassword, verifyPassword } from '../../infra/passwords.js';
import { sessionEnded } from '../../platform/access.js';
import { presentAgency } from '../agencies/presenter.js';
import { findAgencyOfUser } from '../agencies/repository.js';
import { refuseIfSuspended } from '../agencies/suspension.js';
import type { LocationsFeature } from '../locations/index.js';
import { presentLocation } from '../locations/presenter.js';
import { presentUser } from '../users/presenter.js';
import { findSignedInUser, findUserByEmail, type UserRecord } from '../users/repository.js';
import type { SessionStore } from './session-store.js';

const WRONG_CREDENTIALS = 'The e-mail or password is not correct';

/** The attempts key of an e-mail's failed sign-ins. */
export const signInEmailKey = (email: string) => `sign-in:email:${email}`;

/** Verifying against this keeps a wrong e-mail as slow as a wrong password. */
const decoyHash = hashPassword('decoy password that matches nothing');

export interface AuthDeps {
  db: Database;
  sessions: SessionStore;
  attempts: AttemptLimiter;
  /** Failed sign-ins allowed per e-mail in the window; one network address may be an office, so five times as many. */
  maxFailures: number;
  locations: Pick<LocationsFeature, 'locationsOfUser'>;
}

export function createAuthService({ db, sessions, attempts, maxFailures, locations }: AuthDeps) {
  /** What the web app needs about a session: the user, the agency's look and plan, and the usable locations. */
  async function sessionPayload(user: UserRecord, origin: SessionOrigin): Promise<SessionResponse> {
    const [found, usable] = await Promise.all([findAgencyOfUser(db, user), locations.locationsOfUser(user)]);
    if (!found) throw new Error(`agency ${user.agencyId} of user ${user.id} is missing`);
    // Every way in (a password, an embedded link, an accepted invitation) ends here.
    refuseIfSuspended(found.agency, user.role);
    return {
      data: presentUser(user, origin),
      brand: null,
      agency: presentAgency(found.agency, found.plan),
      activeLocations: usable.map(presentLocation),
    };
  }

  async function startSession(user: UserRecord, origin: SessionOrigin): Promise<LoginResponse> {
    const payload = await sessionPayload(user, origin);
    const { token } = await sessions.create(user.id, origin);
    return { ...payload, data: { ...payload.data, token } };
  }

  async function login(input: LoginRequest, address: string): Promise<LoginResponse> {
    const emailKey = signInEmailKey(input.email);
    const attempt = await attempts.take(
      [
        { key: emailKey, limit: maxFailures },
        { key: `sign-in:address:${networkOf(address)}`, limit: maxFailures * 5 },
      ],
      'Too many failed sign-in attempts.',
    );
    const user = await findUserByEmail(db, input.email);
    const matches = user?.passwordHash
      ? await verifyPassword(user.passwordHash, input.password)
      : await verifyPassword(await decoyHash, input.password).then(() => false);
    if (!user || !matches) throw AppError.of('wrong_credentials', WRONG_CREDENTIALS);
    // The e-mail's earlier failures are forgotten; the address's stay.
    await attempt.succeeded({ forget: [emailKey] });
    return startSession(user, 'password');
  }

  async function currentSession(principal: Principal): Promise<SessionResponse> {
    const user = await findSignedInUser(db, principal.userId);
    if (!user) throw sessionEnded();
    return sessionPayload(user, principal.origin);
  }

  return {
    login,
    startSession,
    currentSession,
    logout: (principal: Principal) => sessions.revoke(principal.sessionId),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
