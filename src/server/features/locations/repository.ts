import { and, eq, isNull } from 'drizzle-orm';
import type { Role } from '../../../contract/roles.js';
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

/** Whose locations are asked for: the user, of their own agency, in their role there. */
export interface LocationUser {
  id: string;
  agencyId: string;
  role: Role;
}

/**
 * The locations a user may use, as the access check allows them (policy.ts): the ones given to them, oldest
 * grant first (the first is the active one after sign-in), then, for an agency's admin, every other location of
 * the agency by name, so one created a moment ago can be opened at once. Grants of archived locations are kept,
 * so restoring one gives it back, but they are not usable.
 */
export async function locationsOfUser(db: Database, user: LocationUser): Promise<LocationRecord[]> {
  const rows = await db
    .select({ location: locations })
    .from(userLocations)
    .innerJoin(locations, eq(locations.id, userLocations.locationId))
    .where(and(eq(userLocations.userId, user.id), isNull(locations.archivedAt)))
    .orderBy(userLocations.createdAt, locations.businessName);
  const granted = rows.map((row) => row.location);
  if (user.role !== 'admin') return granted;
  const given = new Set(granted.map((location) => location.id));
  const agencyLocations = await db
    .select()
    .from(locations)
    .where(and(eq(locations.agencyId, user.agencyId), isNull(locations.archivedAt)))
    .orderBy(locations.businessName);
  return [...granted, ...agencyLocations.filter((location) => !given.has(location.id))];
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
