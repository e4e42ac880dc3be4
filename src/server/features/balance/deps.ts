import type { Database } from '../../db/open.js';
import type { JobQueue } from '../../infra/jobs.js';
import type { LocationScope, SystemScopes } from '../../platform/scope.js';
import type { AuditService } from '../audit/index.js';

/** Whether the location's agency takes cards: its Stripe publishable key, or null when it has not set up card payments. */
export type CardPayments = (scope: LocationScope) => Promise<{ publishableKey: string } | null>;

/**
 * Starts an auto-recharge of the location. Called after a debit took the balance under the location's
 * threshold while auto-recharge is set and has not stopped itself; whatever runs the recharge checks
 * all of that again when it runs.
 */
export type LowBalance = (scope: LocationScope) => Promise<void>;

/** What the balance needs from the rest of the product. */
export interface BalanceDeps {
  db: Database;
  jobs: Pick<JobQueue, 'schedule' | 'work'>;
  /** Reservations left behind by an instance that died are refunded with nobody signed in. */
  systemScopes: SystemScopes;
  audit: Pick<AuditService, 'record'>;
  cardPayments: CardPayments;
  lowBalance: LowBalance;
}
