import { CONFIRM_EMAIL_PAGE, type EmailChange } from '../../../contract/users.js';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/errors.js';
import type { Database } from '../../db/open.js';
import { type AttemptLimiter, networkOf } from '../../infra/attempt-limiter.js';
import { brandedMail } from '../../infra/branded-mail.js';
import type { Mailer } from '../../infra/mailer.js';
import { hashToken, newToken } from '../../infra/tokens.js';
import { findAgencyOfUser } from '../agencies/repository.js';
import { applyEmailChange, dropEmailChange, storeEmailChange } from './email-change-repository.js';
import { findUserByEmail, type UserRecord } from './repository.js';

/** A confirmation link works this long. */
const LINK_LIFETIME_MS = 30 * 60_000;
/** Changes of e-mail one user may ask for in the attempts window. */
const MAX_REQUESTS = 5;
/** Wrong confirmation tokens allowed per network address in the attempts window. */
const MAX_WRONG_TOKENS = 10;

export interface EmailChangeDeps {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  attempts: AttemptLimiter;
  /** Where the confirmation page is served, for the link in the e-mail. */
  publicUrl: string;
}

/**
 * A new e-mail is used only once its owner opens the link sent to it, so nobody can take an address
 * they cannot read, nor learn whether it is registered: the answer is the same either way, and the
 * owner of an address already in use is told so by e-mail instead of getting a link.
 */
export function createEmailChanges({ db, clock, mailer, attempts, publicUrl }: EmailChangeDeps) {
  async function request(user: UserRecord, newEmail: string): Promise<EmailChange> {
    // Each request e-mails an address the user chose: a few per window, so nobody is mailed over and over.
    await attempts.take(
      [{ key: `mail:email-change:${user.id}`, limit: MAX_REQUESTS }],
      'Too many e-mail changes.',
    );
    const token = newToken();
    const now = clock();
    await storeEmailChange(
      db,
      user,
      { newEmail, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + LINK_LIFETIME_MS) },
      now,
    );
    const link = `${publicUrl}${CONFIRM_EMAIL_PAGE}?token=${token}`;
    const inUse = (await findUserByEmail(db, newEmail)) !== undefined;
    const found = await findAgencyOfUser(db, user);
    if (!found) throw new Error(`agency ${user.agencyId} of user ${user.id} is missing`);
    const brand = found.agency;
    const sent = await mailer.send(
      inUse
        ? brandedMail({
            to: newEmail,
            brand,
            subject: 'Your e-mail address was entered for another account',
            paragraphs: [
              `Someone asked to use ${newEmail} for another account. It is already used for one, so nothing changed. If this was you, sign in with it instead.`,
            ],
            footer: 'You need not do anything.',
          })
        : brandedMail({
            to: newEmail,
            brand,
            subject: 'Confirm your new e-mail address',
            paragraphs: [`Open this link within 30 minutes to use ${newEmail} to sign in:`],
            action: { label: 'Confirm my new e-mail', url: link },
            footer: 'If you did not ask for this, ignore this e-mail.',
          }),
    );
    // A link shown on screen proves nothing about who reads the address. Where e-mail is set up, a link
    // that could not be sent is never shown instead: the change is dropped and may be asked for again.
    if (sent.refused) {
      await dropEmailChange(db, user);
      throw AppError.of(
        'mail_unavailable',
        `The confirmation e-mail to ${newEmail} could not be sent, so your e-mail is unchanged. Please try again later.`,
        { field: 'email' },
      );
    }
    // With no e-mail set up, the person who asked is the only one the link can be shown to.
    return { sentTo: newEmail, link: sent.delivered ? null : link };
  }

  async function confirm(token: string, address: string): Promise<string> {
    const key = `email-change:address:${networkOf(address)}`;
    const attempt = await attempts.take(
      [{ key, limit: MAX_WRONG_TOKENS }],
      'Too many wrong confirmation links.',
    );
    const outcome = await applyEmailChange(db, hashToken(token), clock());
    if ('unknown' in outcome) {
      throw AppError.of(
        'not_found',
        'This confirmation link is not valid any more. Please ask for a new one.',
      );
    }
    await attempt.succeeded();
    if ('taken' in outcome) {
      throw AppError.of(
        'conflict',
        'This e-mail address is used by another account now, so it was not changed.',
      );
    }
    return outcome.changed;
  }

  return { request, confirm };
}

export type EmailChanges = ReturnType<typeof createEmailChanges>;
