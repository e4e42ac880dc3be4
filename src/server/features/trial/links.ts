import {
  type StartedTrial,
  TRIAL_LINK_PARAM,
  TRIAL_PAGE,
  type TrialLinkRequested,
} from '../../../contract/trial.js';
import { AppError } from '../../core/errors.js';
import { AttemptLimiter, networkOf } from '../../infra/attempt-limiter.js';
import { brandedMail } from '../../infra/branded-mail.js';
import { hashToken, newToken } from '../../infra/tokens.js';
import { findSignedInUser } from '../users/repository.js';
import type { TrialDeps } from './deps.js';
import { spendTrialLink, storeTrialLink } from './links-repository.js';
import { presentTrialStatus } from './presenter.js';
import {
  findTrialAgency,
  findVisitorByEmail,
  findVisitorOfUser,
  type TrialAgencyName,
  type TrialAgencyRecord,
} from './repository.js';

const HOUR_MS = 60 * 60_000;
/** A link works this long. */
const LINK_LIFETIME_MS = 30 * 60_000;
/** Links asked for per e-mail in an hour: enough to retry, too few to fill someone's inbox. */
const REQUESTS_PER_EMAIL = 3;
/** Links asked for per network address in an hour; an office shares one. */
const REQUESTS_PER_ADDRESS = 20;
/** Wrong links allowed per network address in an hour. */
const MAX_WRONG_TOKENS = 10;

const linkGone = () =>
  AppError.of(
    'not_found',
    'This link to your trial is not valid any more: it works once, for 30 minutes. Ask for a new one on the trial page.',
  );

/** Where the link is reported once the answer has gone. */
export interface TrialLinkLog {
  info(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

/**
 * "Continue my trial in another browser": the trial page e-mails the visitor a single-use link, valid for
 * 30 minutes, to the address the trial was started with. Typing an address proves nothing, so the link
 * goes only to the address and is never shown, and the answer is the same whether or not it has a trial.
 */
export function createTrialLinks(deps: TrialDeps) {
  const { db, clock } = deps;
  const attempts = new AttemptLimiter(db, HOUR_MS, clock);

  /**
   * The trial page the link opens: on the agency's own domain where the visitor asked from it (the
   * agency's, as stored: never a host the request named), else on the shared host.
   */
  function pageOf(agency: TrialAgencyRecord, named: TrialAgencyName): string {
    return 'host' in named && agency.domain
      ? `https://${agency.domain}${TRIAL_PAGE}`
      : `${deps.publicUrl}${TRIAL_PAGE}/${agency.trialSlug}`;
  }

  async function deliver(
    agency: TrialAgencyRecord,
    named: TrialAgencyName,
    email: string,
    log: TrialLinkLog,
  ) {
    const visitor = await findVisitorByEmail(db, agency.id, email);
    if (!visitor) return;
    const token = newToken();
    const now = clock();
    await storeTrialLink(
      db,
      {
        userId: visitor.userId,
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + LINK_LIFETIME_MS),
      },
      now,
    );
    const link = `${pageOf(agency, named)}?${new URLSearchParams({ [TRIAL_LINK_PARAM]: token })}`;
    if (deps.linkDelivery === 'server-log') {
      log.info({ email, link }, 'free trial link (no e-mail set up; logged in development only)');
      return;
    }
    const sent = await deps.mailer.send(
      brandedMail({
        to: email,
        brand: agency,
        subject: 'Continue your free trial',
        paragraphs: [
          `Someone asked to open the free trial of ${visitor.businessName} in another browser. Open this link within 30 minutes to continue it there; it works once:`,
        ],
        action: { label: 'Continue my trial', url: link },
        footer: 'If you did not ask for this, ignore this e-mail: your trial stays where it is.',
      }),
    );
    // Never shown instead: typing an address is not owning it. The link expires unused.
    if (!sent.delivered) log.error({ email }, 'the free trial link could not be e-mailed');
  }

  async function send(
    named: TrialAgencyName,
    email: string,
    address: string,
    log: TrialLinkLog,
  ): Promise<TrialLinkRequested> {
    const agency = await findTrialAgency(db, named);
    if (!agency) throw AppError.notFound('Free trial');
    const delivery = deps.linkDelivery;
    // Nothing can be sent: said at once, and not counted against anyone.
    if (delivery === 'none') return { delivery };
    await attempts.take(
      [
        { key: `trial-link:email:${agency.id}:${email}`, limit: REQUESTS_PER_EMAIL },
        { key: `trial-link:address:${networkOf(address)}`, limit: REQUESTS_PER_ADDRESS },
      ],
      'Too many links to a trial were asked for.',
    );
    // After answering: looking the trial up and waiting for the mail server would make an e-mail with a
    // trial answer slower than one without.
    void deliver(agency, named, email, log).catch((error: unknown) =>
      log.error({ err: error }, 'the free trial link was not made or sent'),
    );
    return { delivery };
  }

  async function open(token: string, address: string): Promise<StartedTrial> {
    const attempt = await attempts.take(
      [{ key: `trial-link-open:address:${networkOf(address)}`, limit: MAX_WRONG_TOKENS }],
      'Too many wrong links to a trial.',
    );
    const userId = await spendTrialLink(db, hashToken(token), clock());
    if (!userId) throw linkGone();
    const found = await findVisitorOfUser(db, userId);
    const user = await findSignedInUser(db, userId);
    // The agency suspended since, or the trial deleted: the link opens nothing.
    if (!found || !user || found.agency.suspendedAt !== null) throw linkGone();
    await attempt.succeeded();
    const session = await deps.auth.startSession(user, 'trial');
    return { ...session, trial: presentTrialStatus(found.visitor, found.agency) };
  }

  return { send, open };
}
