import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/open.js';
import { locations, userLocations } from '../../db/schema.js';
import type { LocationRecord, LocationScope } from '../../platform/scope.js';

/**
 * A location by id, before any access check: only the access check itself and sign-in (where the
 * link names the location) read a location this way. An archived location is found by nobody here:
 * only the agency's console, through its own scope, reaches it.
 */
export async function findLocationForAccessCheck(
  db: Database,
  locationId: string,
): Promise<LocationRecord | undefined> {
  const [row] = await db
    .select()
    .from(locations)
    .where(and(eq(locations.id, locationId), isNull(locations.archivedAt)))
    .limit(1);
  return row;
}

/**
 * The locations a user may use, oldest grant first (the first is the active one after sign-in).
 * Grants of archived locations are kept, so restoring one gives it back, but they are not usable.
 */
export async function locationsOfUser(db: Database, userId: string): Promise<LocationRecord[]> {
  const rows = await db
    .select({ location: locations })
    .from(userLocations)
    .innerJoin(locations, eq(locations.id, userLocations.locationId))
    .where(and(eq(userLocations.userId, userId), isNull(locations.archivedAt)))
    .orderBy(userLocations.createdAt, locations.businessName);
  return rows.map((row) => row.location);
}

export async function isAssigned(db: Database, userId: string, locationId: string): Promise<boolean> {
  const rows = await db
    .select({ locationId: userLocations.locationId })
    .from(userLocations)
    .where(and(eq(userLocations.userId, userId), eq(userLocations.locationId, locationId)))
    .limit(1);
  return rows.length > 0;
}

export async function updateCompany(
  db: Database,
  scope: LocationScope,
  company: { businessName: string; email: string; phoneNumber: string; address: string },
): Promise<LocationRecord | undefined> {
  const [row] = await db.update(locations).set(company).where(eq(locations.id, scope.locationId)).returning();
  return row;
}
