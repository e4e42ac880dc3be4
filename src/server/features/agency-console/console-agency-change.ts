import { AppError } from '../../core/errors.js';
import type { Principal } from '../../core/principal.js';
import type { Database } from '../../db/open.js';
import { withTransaction } from '../../db/transaction.js';
import type { AgencyScope } from '../../platform/scope.js';
import {
  type ConsoleAgency,
  type ConsoleAgencyChange,
  lockConsoleAgency,
  updateConsoleAgency,
} from './console-agency-repository.js';
import type { ConsoleDeps } from './deps.js';

/** A change worked out from the agency as it is: the columns to set, and what the audit log shows. */
export interface AgencyChangePlan {
  set: ConsoleAgencyChange;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/**
 * Changes the agency and records the change in its audit log, together or not at all. The agency is
 * locked while the change is worked out, so the log's "before" is what the change replaced.
 */
export function changeConsoleAgency(
  { db, audit }: Pick<ConsoleDeps, 'db' | 'audit'>,
  scope: AgencyScope,
  principal: Principal,
  action: string,
  plan: (agency: ConsoleAgency, tx: Database) => AgencyChangePlan | Promise<AgencyChangePlan>,
): Promise<{ previous: ConsoleAgency; agency: ConsoleAgency }> {
  return withTransaction(db, async (tx) => {
    const previous = await lockConsoleAgency(tx, scope);
    if (!previous) throw AppError.notFound('Agency');
    const { set, before, after } = await plan(previous, tx);
    const agency = await updateConsoleAgency(tx, scope, set);
    if (!agency) throw AppError.notFound('Agency');
    await audit.record(tx, scope, principal, { action, subject: previous.name, before, after });
    return { previous, agency };
  });
}
