import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { containing } from '../../db/like.js';
import type { Database } from '../../db/open.js';
import { trialVisitors } from '../../db/schema.js';
import type { AgencyScope } from '../../platform/scope.js';
import type { TrialVisitorRecord } from './repository.js';

/** The agency's trial visitors whose name, business or e-mail contains the search. */
function leadsOf(scope: AgencyScope, search: string | undefined): SQL | undefined {
  const pattern = search ? containing(search) : null;
  return and(
    eq(trialVisitors.agencyId, scope.agencyId),
    pattern
      ? or(
          ilike(trialVisitors.userName, pattern),
          ilike(trialVisitors.businessName, pattern),
          ilike(trialVisitors.email, pattern),
        )
      : undefined,
  );
}

const NEWEST_FIRST = [desc(trialVisitors.startedAt), desc(trialVisitors.id)];

/** One page of the agency's leads, newest first, and how many match in all. */
export async function leadsPage(
  db: Database,
  scope: AgencyScope,
  filter: { search?: string | undefined; page: number; pageSize: number },
): Promise<{ leads: TrialVisitorRecord[]; total: number }> {
  const where = leadsOf(scope, filter.search);
  const [matching] = await db.select({ n: count() }).from(trialVisitors).where(where);
  const leads = await db
    .select()
    .from(trialVisitors)
    .where(where)
    .orderBy(...NEWEST_FIRST)
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  return { leads, total: matching?.n ?? 0 };
}

/** Every lead matching the search, newest first, for the download. */
export function allLeads(db: Database, scope: AgencyScope, search: string | undefined) {
  return db
    .select()
    .from(trialVisitors)
    .where(leadsOf(scope, search))
    .orderBy(...NEWEST_FIRST);
}
