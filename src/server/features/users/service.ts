import type { SessionUser } from '../../../contract/auth.js';
import type { EmailChange, OwnProfileInput, ProfileInput } from '../../../contract/users.js';
import { AppError } from '../../core/errors.js';
import type { Principal } from '../../core/principal.js';
import type { Database } from '../../db/open.js';
import type { AttemptLimiter } from '../../infra/attempt-limiter.js';
import { refuseCommonPassword } from '../../infra/common-passwords.js';
import { hashPassword, verifyPassword } from '../../infra/passwords.js';
import type { AgencyScope } from '../../platform/scope.js';
import type { EmailChanges } from './email-change.js';
import { mayEditUser } from './policy.js';
import { presentUser } from './presenter.js';
import { findAgencyUser, setPasswordHash, type UserRecord, updateAgencyUser } from './repository.js';

/** Ends a user's sessions but one; the auth feature provides it. */
export interface SessionEnder {
  revokeOthers(userId: string, keepSessionId: string): Promise<void>;
}

export interface UsersDeps {
  db: Database;
  sessions: SessionEnder;
  attempts: AttemptLimiter;
  /** Wrong current passwords allowed per user in the window, as for sign-in. */
  maxFailures: number;
  emailChanges: Pick<EmailChanges, 'request'>;
}

export function createUsersService({ db, sessions, attempts, maxFailures, emailChanges }: UsersDeps) {
  async function updateProfile(
    principal: Principal,
    scope: AgencyScope,
    userId: string,
    input: ProfileInput,
  ): Promise<{ user: SessionUser; emailChange: EmailChange | null }> {
    const user = await findAgencyUser(db, scope, userId);
    if (!user || !mayEditUser(principal, user)) throw AppError.notFound('User');
    // A new e-mail changes only once its owner confirms it; its link is sent first, so a link that
    // cannot be sent leaves the whole profile as it was.
    const emailChange = input.email === user.email ? null : await emailChanges.request(user, input.email);
    // The name and number change now.
    const updated = await updateAgencyUser(db, scope, user.id, {
      userName: input.userName,
      contactNumber: input.contactNumber,
    });
    if (!updated) throw AppError.notFound('User');
    return { user: presentUser(updated, principal.origin), emailChange };
  }

  /** Proves the caller knows their password, within the same limit as a password change. */
  async function checkCurrentPassword(user: UserRecord, password: string, field: string): Promise<void> {
    const key = `password:user:${user.id}`;
    const attempt = await attempts.take([{ key, limit: maxFailures }], 'Too many wrong passwords.');
    if (!user.passwordHash || !(await verifyPassword(user.passwordHash, password))) {
      throw AppError.of('wrong_password', `${field}: is not your current password`, { field });
    }
    await attempt.succeeded({ forget: [key] });
  }

  /** One's own profile; someone holding an open session cannot move the account to their own e-mail. */
  async function updateOwnProfile(principal: Principal, scope: AgencyScope, input: OwnProfileInput) {
    const user = await findAgencyUser(db, scope, principal.userId);
    if (!user) throw AppError.notFound('User');
    if (input.email !== user.email) {
      if (!user.passwordHash) {
        throw AppError.invalid('email', 'changes in your marketing platform, through which you sign in');
      }
      if (!input.currentPassword)
        throw AppError.invalid('currentPassword', 'is required to change your e-mail');
      await checkCurrentPassword(user, input.currentPassword, 'currentPassword');
    }
    return updateProfile(principal, scope, user.id, input);
  }

  /** Changes the caller's own password (the user named must be the caller) and ends their other sessions. */
  async function changeOwnPassword(
    principal: Principal,
    scope: AgencyScope,
    userId: string,
    passwords: { current: string; next: string },
    fields: { current: string; next: string },
  ): Promise<void> {
    const user = await findAgencyUser(db, scope, userId);
    if (!user || user.id !== principal.userId) throw AppError.notFound('User');
    refuseCommonPassword(passwords.next, fields.next);
    await checkCurrentPassword(user, passwords.current, fields.current);
    await setPasswordHash(db, user, await hashPassword(passwords.next));
    await sessions.revokeOthers(user.id, principal.sessionId);
  }

  return { updateProfile, updateOwnProfile, changeOwnPassword };
}

export type UsersService = ReturnType<typeof createUsersService>;
