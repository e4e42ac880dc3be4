import { eq } from 'drizzle-orm';
import type { Database } from '../../db/open.js';
import { agencies, locations, userLocations, users } from '../../db/schema.js';
import type { UserRow } from '../auth/repository.js';

export async function findLocationWithAgency(db: Database, locationId: string) {
  const [row] = await db
    .select({ location: locations, agency: agencies })
    .from(locations)
    .innerJoin(agencies, eq(agencies.id, locations.agencyId))
    .where(eq(locations.id, locationId))
    .limit(1);
  return row;
}

/**
 * Finds the embedded user by e-mail or creates them, flags them as a platform user and grants the
 * location; nothing when the e-mail belongs to another agency's user.
 */
export async function upsertEmbeddedUser(
  db: Database,
  input: { agencyId: string; email: string; locationId: string; userName: string },
): Promise<UserRow | undefined> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(users)
      .values({
        agencyId: input.agencyId,
        email: input.email,
        userName: input.userName,
        name: input.userName,
        role: 'agency',
        type: 'agency_user',
        ghl: true,
      })
      .onConflictDoUpdate({
        target: users.email,
        set: { ghl: true },
        setWhere: eq(users.agencyId, input.agencyId),
      })
      .returning();
    const user = inserted[0];
    if (!user) return undefined;
    await tx
      .insert(userLocations)
      .values({ userId: user.id, locationId: input.locationId })
      .onConflictDoNothing();
    return user;
  });
}
