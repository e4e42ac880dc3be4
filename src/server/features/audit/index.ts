import type { AuditEvent } from '../../../contract/agency-console/audit.js';
import { auditRoutes } from '../../../contract/agency-console/audit.js';
import type { Clock } from '../../core/clock.js';
import type { Principal } from '../../core/principal.js';
import type { Database } from '../../db/open.js';
import { bind } from '../../platform/routes.js';
import type { AgencyScope } from '../../platform/scope.js';
import { maskSecrets } from './mask.js';
import { type AuditRecord, cursorAfter, insertAuditEvent, listAuditEvents } from './repository.js';

/** One change made in a console, as the code that made it describes it. */
export interface AuditEntry {
  /** Dotted, area first: `brand.colours`, `location.create`, `agency.suspend`. */
  action: string;
  /** What it was done to, in words an admin recognises: a location's name, a plan's name. */
  subject: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

function present(event: AuditRecord): AuditEvent {
  return {
    id: event.id,
    at: event.createdAt.toISOString(),
    actor: { id: event.actorId, email: event.actorEmail, role: event.actorRole },
    action: event.action,
    subject: event.subject,
    before: event.before,
    after: event.after,
  };
}

export function createAuditFeature({ db, clock }: { db: Database; clock: Clock }) {
  /**
   * Records a change in the agency's log. Pass the transaction the change was made in, so the change
   * and its record are written together or not at all.
   */
  async function record(
    executor: Database,
    scope: AgencyScope,
    principal: Pick<Principal, 'userId' | 'email' | 'role'>,
    entry: AuditEntry,
  ) {
    await insertAuditEvent(
      executor,
      scope,
      {
        actorId: principal.userId,
        actorEmail: principal.email,
        actorRole: principal.role,
        action: entry.action,
        subject: entry.subject,
        before: entry.before ? maskSecrets(entry.before) : null,
        after: entry.after ? maskSecrets(entry.after) : null,
      },
      clock(),
    );
  }

  const routes = [
    bind(auditRoutes.list, async ({ scope, query }) => {
      const events = await listAuditEvents(db, scope, query);
      const last = events.at(-1);
      return {
        events: events.map(present),
        next: events.length === query.limit && last ? cursorAfter(last) : null,
      };
    }),
  ];
  return { routes, service: { record } };
}

export type AuditService = ReturnType<typeof createAuditFeature>['service'];
