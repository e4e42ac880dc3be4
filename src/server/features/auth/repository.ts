import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/open.js';
import { agencies, locations, plans, userLocations, users } from '../../db/schema.js';

export type UserRow = typeof users.$inferSelect;
export type AgencyRow = typeof agencies.$inferSelect;
export type PlanRow = typeof plans.$inferSelect;
export type LocationRow = typeof locations.$inferSelect;

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findAgencyWithActivePlan(
  db: Database,
  agencyId: string,
): Promise<{ agency: AgencyRow; plan: PlanRow | null } | undefined> {
  const [row] = await db
    .select({ agency: agencies, plan: plans })
    .from(agencies)
    .leftJoin(plans, eq(plans.id, agencies.activePlanId))
    .where(eq(agencies.id, agencyId))
    .limit(1);
  return row;
}

/** The locations a user may use, oldest first (the first is the active one after sign-in). */
export async function locationsOfUser(db: Database, userId: string): Promise<LocationRow[]> {
  const rows = await db
    .select({ location: locations })
    .from(userLocations)
    .innerJoin(locations, eq(locations.id, userLocations.locationId))
    .where(eq(userLocations.userId, userId))
    .orderBy(userLocations.createdAt, locations.businessName);
  return rows.map((row) => row.location);
}

export async function userHasLocation(db: Database, userId: string, locationId: string): Promise<boolean> {
  const rows = await db
    .select({ locationId: userLocations.locationId })
    .from(userLocations)
    .where(and(eq(userLocations.userId, userId), eq(userLocations.locationId, locationId)))
    .limit(1);
  return rows.length > 0;
}
