import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/open.js';
import { locations } from '../../../db/schema.js';
import type { AgencyScope } from '../../../platform/scope.js';

/** Whether the location is one of the agency's. */
export async function isAgencyLocation(
  db: Database,
  scope: AgencyScope,
  locationId: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.id, locationId), eq(locations.agencyId, scope.agencyId)))
    .limit(1);
  return rows.length > 0;
}
