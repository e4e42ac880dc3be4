import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/open.js';
import { locations } from '../../../db/schema.js';
import type { AgencyScope } from '../../../platform/scope.js';

/** Whether the location is one of the agency's clients (a trial visitor's business never signs in embedded). */
export async function isAgencyLocation(
  db: Database,
  scope: AgencyScope,
  locationId: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: locations.id })
    .from(locations)
    .where(
      and(eq(locations.id, locationId), eq(locations.agencyId, scope.agencyId), eq(locations.trial, false)),
    )
    .limit(1);
  return rows.length > 0;
}
