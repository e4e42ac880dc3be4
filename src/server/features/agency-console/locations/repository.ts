import { and, asc, eq, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { LocationInput } from '../../../../contract/agency-console/locations.js';
import { containing } from '../../../db/like.js';
import type { Database } from '../../../db/open.js';
import { locations, plans, userLocations, users } from '../../../db/schema.js';
import type { AgencyScope, LocationRecord } from '../../../platform/scope.js';

/** A location as the console shows it: with its plan's name and the users given it. */
export interface ConsoleLocationRecord {
  location: LocationRecord;
  planName: string | null;
  users: LocationUser[];
}

export interface LocationUser {
  id: string;
  userName: string;
  email: string;
  role: string;
}

export interface LocationFilter {
  search?: string | undefined;
  status: 'active' | 'archived';
}

function searchCondition(search: string): SQL | undefined {
  const pattern = containing(search);
  return or(
    ilike(locations.businessName, pattern),
    ilike(locations.firstName, pattern),
    ilike(locations.email, pattern),
    ilike(locations.id, pattern),
  );
}

/** The users given each of these locations, by name. */
async function usersOf(db: Database, locationIds: readonly string[]): Promise<Map<string, LocationUser[]>> {
  const byLocation = new Map<string, LocationUser[]>();
  if (locationIds.length === 0) return byLocation;
  const rows = await db
    .select({
      locationId: userLocations.locationId,
      id: users.id,
      userName: users.userName,
      email: users.email,
      role: users.role,
    })
    .from(userLocations)
    .innerJoin(users, eq(users.id, userLocations.userId))
    .where(inArray(userLocations.locationId, [...locationIds]))
    .orderBy(sql`lower(${users.userName})`, users.id);
  for (const { locationId, ...user } of rows) {
    byLocation.set(locationId, [...(byLocation.get(locationId) ?? []), user]);
  }
  return byLocation;
}

async function withPlansAndUsers(
  db: Database,
  rows: { location: LocationRecord; planName: string | null }[],
): Promise<ConsoleLocationRecord[]> {
  const users = await usersOf(
    db,
    rows.map((row) => row.location.id),
  );
  return rows.map((row) => ({ ...row, users: users.get(row.location.id) ?? [] }));
}

/**
 * The agency's client locations: its trial visitors' businesses are not clients, and the console neither
 * lists nor changes them (the free trial's own page does).
 */
const clientOf = (scope: AgencyScope) =>
  and(eq(locations.agencyId, scope.agencyId), eq(locations.trial, false));

/** The agency's locations matching the filter, by business name. */
export async function listConsoleLocations(
  db: Database,
  scope: AgencyScope,
  filter: LocationFilter,
): Promise<ConsoleLocationRecord[]> {
  const conditions: (SQL | undefined)[] = [
    clientOf(scope),
    filter.status === 'archived' ? isNotNull(locations.archivedAt) : isNull(locations.archivedAt),
  ];
  if (filter.search) conditions.push(searchCondition(filter.search));
  const rows = await db
    .select({ location: locations, planName: plans.name })
    .from(locations)
    .leftJoin(plans, eq(plans.id, locations.planId))
    .where(and(...conditions))
    .orderBy(sql`lower(${locations.businessName})`, asc(locations.id));
  return withPlansAndUsers(db, rows);
}

/** One of the agency's locations, archived or not. */
/**
 * Holds the location's row until the transaction ends, so two changes made at once are recorded one
 * after the other, each with the values the other left. False when the agency has no such location.
 */
export async function lockLocation(db: Database, scope: AgencyScope, locationId: string): Promise<boolean> {
  const rows = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.id, locationId), clientOf(scope)))
    .for('update');
  return rows.length > 0;
}

export async function findConsoleLocation(
  db: Database,
  scope: AgencyScope,
  locationId: string,
): Promise<ConsoleLocationRecord | undefined> {
  const rows = await db
    .select({ location: locations, planName: plans.name })
    .from(locations)
    .leftJoin(plans, eq(plans.id, locations.planId))
    .where(and(eq(locations.id, locationId), clientOf(scope)))
    .limit(1);
  const [found] = await withPlansAndUsers(db, rows);
  return found;
}

export async function insertLocation(
  db: Database,
  scope: AgencyScope,
  id: string,
  input: LocationInput,
): Promise<LocationRecord | undefined> {
  // An id already taken (by any agency's location) inserts nothing, and the caller says so.
  const [row] = await db
    .insert(locations)
    .values({ ...input, id, agencyId: scope.agencyId })
    .onConflictDoNothing({ target: locations.id })
    .returning();
  return row;
}

export async function updateLocation(
  db: Database,
  scope: AgencyScope,
  locationId: string,
  input: LocationInput,
): Promise<LocationRecord | undefined> {
  const [row] = await db
    .update(locations)
    .set(input)
    .where(and(eq(locations.id, locationId), clientOf(scope)))
    .returning();
  return row;
}

/**
 * Archives (with the time) or restores (with null) a location, only when that changes it: the row
 * when it changed, else undefined (already so, or not the agency's).
 */
export async function setArchivedAt(
  db: Database,
  scope: AgencyScope,
  locationId: string,
  archivedAt: Date | null,
): Promise<LocationRecord | undefined> {
  const [row] = await db
    .update(locations)
    .set({ archivedAt })
    .where(
      and(
        eq(locations.id, locationId),
        clientOf(scope),
        archivedAt ? isNull(locations.archivedAt) : isNotNull(locations.archivedAt),
      ),
    )
    .returning();
  return row;
}
