import { and, eq, ne } from 'drizzle-orm';
import type { SessionUser } from '../../../contract/auth.js';
import type { ChangePassword, UpdateProfile } from '../../../contract/users.js';
import type { AppContext } from '../../context.js';
import { users } from '../../db/schema.js';
import type { Principal } from '../../http/access.js';
import { AppError, badRequest, notFound } from '../../http/errors.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { presentUser } from '../auth/presenter.js';
import { findUserById } from '../auth/repository.js';

/** Users change their own profile; agency admins also those of their agency's users, but not a superadmin's. */
async function editableUser(ctx: AppContext, principal: Principal, userId: string) {
  const user = await findUserById(ctx.db, userId);
  const mayEdit =
    user &&
    (user.id === principal.userId ||
      principal.role === 'superadmin' ||
      (principal.role === 'admin' && user.agencyId === principal.agencyId && user.role !== 'superadmin'));
  if (!user || !mayEdit) throw notFound('User');
  return user;
}

export async function updateProfile(
  ctx: AppContext,
  principal: Principal,
  input: UpdateProfile,
): Promise<SessionUser> {
  await editableUser(ctx, principal, input._id);
  const taken = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, input.email), ne(users.id, input._id)))
    .limit(1);
  if (taken.length > 0) throw badRequest('email', 'is already used by another user');
  const [updated] = await ctx.db
    .update(users)
    .set({
      userName: input.userName,
      name: input.userName,
      email: input.email,
      ...(input.contactNumber === undefined ? {} : { contactNumber: input.contactNumber }),
    })
    .where(eq(users.id, input._id))
    .returning();
  if (!updated) throw notFound('User');
  return presentUser(updated);
}

/** Changes the caller's own password and ends their other sessions. */
export async function changePassword(
  ctx: AppContext,
  principal: Principal,
  input: ChangePassword,
): Promise<void> {
  if (input._id !== principal.userId) throw notFound('User');
  const user = await findUserById(ctx.db, principal.userId);
  if (!user) throw notFound('User');
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, input.old_password))) {
    throw new AppError(400, 'wrong_password', 'old_password: is not your current password', 'old_password');
  }
  await ctx.db
    .update(users)
    .set({ passwordHash: await hashPassword(input.new_password) })
    .where(eq(users.id, user.id));
  await ctx.sessions.revokeOthers(user.id, principal.sessionId);
}
