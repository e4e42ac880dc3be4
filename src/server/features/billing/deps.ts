import type { Clock } from '../../core/clock.js';
import type { Database } from '../../db/open.js';
import type { JobQueue } from '../../infra/jobs.js';
import type { Mailer } from '../../infra/mailer.js';
import type { SecretBox } from '../../infra/secret-box.js';
import type { StripeClients } from '../../infra/stripe.js';
import type { SystemScopes } from '../../platform/scope.js';

/** What card payments need from the rest of the product. */
export interface BillingDeps {
  db: Database;
  clock: Clock;
  secretBox: SecretBox;
  /** A Stripe client for each agency's own secret key. */
  stripe: StripeClients;
  jobs: Pick<JobQueue, 'send' | 'work'>;
  mailer: Mailer;
  /** Auto-recharge and verified webhooks work on a location with nobody signed in. */
  systemScopes: SystemScopes;
  /** The address the product is reached at, for the link in e-mails. */
  publicUrl: string;
}
