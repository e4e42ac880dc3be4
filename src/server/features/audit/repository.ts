import { and, desc, eq, gte, ilike, like, lt, or, type SQL } from 'drizzle-orm';
import type { AuditQuery } from '../../../contract/agency-console/audit.js';
import { containing, startingWith } from '../../db/like.js';
import type { Database } from '../../db/open.js';
import { auditEvents } from '../../db/schema.js';
import type { AgencyScope } from '../../platform/scope.js';

export type AuditRecord = typeof auditEvents.$inferSelect;
export type NewAuditRecord = Omit<typeof auditEvents.$inferInsert, 'id' | 'agencyId' | 'createdAt'>;

export async function insertAuditEvent(
  db: Database,
  scope: AgencyScope,
  event: NewAuditRecord,
  at: Date,
): Promise<void> {
  await db.insert(auditEvents).values({ ...event, agencyId: scope.agencyId, createdAt: at });
}

/** The day after a date, as the exclusive end of a "to" filter. */
function dayAfter(date: string): Date {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day;
}

export async function listAuditEvents(
  db: Database,
  scope: AgencyScope,
  query: AuditQuery,
): Promise<AuditRecord[]> {
  const conditions: SQL[] = [eq(auditEvents.agencyId, scope.agencyId)];
  if (query.action) conditions.push(like(auditEvents.action, startingWith(query.action)));
  if (query.actor) conditions.push(ilike(auditEvents.actorEmail, containing(query.actor)));
  if (query.from) conditions.push(gte(auditEvents.createdAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) conditions.push(lt(auditEvents.createdAt, dayAfter(query.to)));
  if (query.before) {
    const [time = '', id = ''] = query.before.split('~');
    const at = new Date(time);
    const earlier = or(
      lt(auditEvents.createdAt, at),
      and(eq(auditEvents.createdAt, at), lt(auditEvents.id, id)),
    );
    if (earlier) conditions.push(earlier);
  }
  return db
    .select()
    .from(auditEvents)
    .where(and(...conditions))
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(query.limit);
}

/** The cursor of the page after this event. */
export const cursorAfter = (event: AuditRecord) => `${event.createdAt.toISOString()}~${event.id}`;
