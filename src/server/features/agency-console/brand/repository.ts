import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../../db/open.js';
import { agencies } from '../../../db/schema.js';
import type { AgencyScope } from '../../../platform/scope.js';

/** Whether another agency has this host name. */
export async function domainTakenByOther(db: Database, scope: AgencyScope, domain: string): Promise<boolean> {
  const rows = await db
    .select({ id: agencies.id })
    .from(agencies)
    .where(and(eq(agencies.domain, domain), ne(agencies.id, scope.agencyId)))
    .limit(1);
  return rows.length > 0;
}
