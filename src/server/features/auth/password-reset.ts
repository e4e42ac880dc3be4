import { type PasswordResetRequested, RESET_PASSWORD_PAGE } from '../../../contract/auth.js';
import type { Config } from '../../config.js';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/errors.js';
import type { Database } from '../../db/open.js';
import { type AttemptLimiter, networkOf } from '../../infra/attempt-limiter.js';
import { brandedMail } from '../../infra/branded-mail.js';
import { refuseCommonPassword } from '../../infra/common-passwords.js';
import type { Mail, Mailer } from '../../infra/mailer.js';
import { hashPassword } from '../../infra/passwords.js';
import { hashToken, newToken } from '../../infra/tokens.js';
import { findAgencyOfUser } from '../agencies/repository.js';
import { agencySuspended } from '../agencies/suspension.js';
import { findUserByEmail, type UserRecord } from '../users/repository.js';
import {
  applyPasswordReset,
  isLiveReset,
  isResetInSuspendedAgency,
  storePasswordReset,
} from './password-reset-repository.js';
import { signInEmailKey } from './service.js';
import type { SessionStore } from './session-store.js';

/** A reset link works this long. */
const LINK_LIFETIME_MS = 30 * 60_000;
/** Requests per e-mail in the attempts window: enough to retry, too few to fill someone's inbox. */
const REQUESTS_PER_EMAIL = 3;
/** Requests per network address in the window; an office shares one. */
const REQUESTS_PER_ADDRESS = 20;
/** Wrong reset links allowed per network address in the window. */
const MAX_WRONG_TOKENS = 10;

const linkGone = () =>
  AppError.of('not_found', 'This reset link is not valid any more. Please ask for a new one.');

export type ResetLinkDelivery = PasswordResetRequested['delivery'];

/**
 * How reset links reach people: by e-mail where SMTP is set up; in development without it, in the
 * server's log for whoever runs it; in production without it, not at all. A link is never shown to the
 * person asking, who may not own the e-mail.
 */
export function resetLinkDelivery(config: Pick<Config, 'SMTP_URL' | 'NODE_ENV'>): ResetLinkDelivery {
  if (config.SMTP_URL) return 'email';
  return config.NODE_ENV === 'development' ? 'server-log' : 'none';
}

/** Where the feature reports what happens after it answered. */
export interface ResetLog {
  info(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

export interface PasswordResetDeps {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  attempts: AttemptLimiter;
  sessions: Pick<SessionStore, 'revokeAll'>;
  delivery: ResetLinkDelivery;
  /** Where the reset page is served, for the link in the e-mail. */
  publicUrl: string;
}

/**
 * "Forgot password?": a single-use link, valid for 30 minutes, sent to the account's e-mail. The answer
 * is the same whether or not an account uses the e-mail, and arrives as fast: the link is made and sent
 * after it.
 */
export function createPasswordResets({
  db,
  clock,
  mailer,
  attempts,
  sessions,
  delivery,
  publicUrl,
}: PasswordResetDeps) {
  /** The mail for the account, from its agency by name, and the link in it when it may have one. */
  async function mailFor(user: UserRecord): Promise<{ mail: Mail; link: string | null }> {
    const found = await findAgencyOfUser(db, user);
    if (!found) throw new Error(`agency ${user.agencyId} of user ${user.id} is missing`);
    const brand = found.agency;
    if (!user.passwordHash) {
      // An account of the marketing platform signs in through it; a reset would give it a second way
      // in that its agency never set up, so its owner is told where to sign in instead.
      return {
        link: null,
        mail: brandedMail({
          to: user.email,
          brand,
          subject: 'About your password',
          paragraphs: [
            `Someone asked to reset the password of ${user.email}. This account has no password: it signs in through your agency's marketing platform, so open the app from there.`,
          ],
          footer: 'If you did not ask for this, ignore this e-mail.',
        }),
      };
    }
    const token = newToken();
    const now = clock();
    await storePasswordReset(
      db,
      { userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + LINK_LIFETIME_MS) },
      now,
    );
    const link = `${publicUrl}${RESET_PASSWORD_PAGE}?token=${token}`;
    return {
      link,
      mail: brandedMail({
        to: user.email,
        brand,
        subject: 'Reset your password',
        paragraphs: [
          `Someone asked to reset the password of ${user.email}. Open this link within 30 minutes to choose a new one; it works once:`,
        ],
        action: { label: 'Choose a new password', url: link },
        footer:
          'Every session of the account ends when the password changes. If you did not ask for this, ignore this e-mail: your password stays as it is.',
      }),
    };
  }

  async function deliver(user: UserRecord, log: ResetLog): Promise<void> {
    const { mail, link } = await mailFor(user);
    if (delivery === 'email') await mailer.send(mail);
    else if (link) {
      log.info(
        { email: user.email, link },
        'password reset link (no e-mail set up; logged in development only)',
      );
    }
  }

  async function request(email: string, address: string, log: ResetLog): Promise<PasswordResetRequested> {
    await attempts.take(
      [
        { key: `password-reset:email:${email}`, limit: REQUESTS_PER_EMAIL },
        { key: `password-reset:address:${networkOf(address)}`, limit: REQUESTS_PER_ADDRESS },
      ],
      'Too many password reset requests.',
    );
    if (delivery === 'none') return { delivery };
    const user = await findUserByEmail(db, email);
    // After answering: waiting for the link and the mail server would make a known e-mail answer
    // slower than an unknown one.
    if (user) {
      void deliver(user, log).catch((error: unknown) =>
        log.error({ err: error }, 'the password reset link was not made or sent'),
      );
    }
    return { delivery };
  }

  async function reset(
    input: { token: string; password: string },
    address: string,
  ): Promise<{ email: string }> {
    refuseCommonPassword(input.password, 'password');
    const attempt = await attempts.take(
      [{ key: `password-reset-link:address:${networkOf(address)}`, limit: MAX_WRONG_TOKENS }],
      'Too many wrong reset links.',
    );
    const tokenHash = hashToken(input.token);
    if (await isResetInSuspendedAgency(db, tokenHash, clock())) throw agencySuspended();
    // Checked before the slow hashing; spent only after it, in one transaction with the new password.
    const changed =
      (await isLiveReset(db, tokenHash, clock())) &&
      (await applyPasswordReset(db, tokenHash, await hashPassword(input.password), clock()));
    if (!changed) throw linkGone();
    // Whoever knew the old password, or held a session, is out.
    await sessions.revokeAll(changed.id);
    // The new password works at once, even where wrong guesses had locked the e-mail's sign-in.
    await attempt.succeeded({ forget: [signInEmailKey(changed.email)] });
    return { email: changed.email };
  }

  return { request, reset };
}

export type PasswordResets = ReturnType<typeof createPasswordResets>;
