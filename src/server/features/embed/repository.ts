import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/open.js';
import { agencies, locations, usedEmbedProofs, userLocations, users } from '../../db/schema.js';
import { withTransaction } from '../../db/transaction.js';
import type { UserRecord } from '../users/repository.js';

/**
 * The location an embed link names, with its agency, before anyone is signed in; never an archived one,
 * nor a trial visitor's business.
 */
export async function findLocationWithAgency(db: Database, locationId: string) {
  const [row] = await db
    .select({ location: locations, agency: agencies })
    .from(locations)
    .innerJoin(agencies, eq(agencies.id, locations.agencyId))
    .where(and(eq(locations.id, locationId), isNull(locations.archivedAt), eq(locations.trial, false)))
    .limit(1);
  return row;
}

/**
 * Finds the embedded user by e-mail or creates them, and grants the location, in one transaction;
 * nothing when the e-mail belongs to another agency's user.
 */
export async function upsertEmbeddedUser(
  db: Database,
  input: { agencyId: string; email: string; locationId: string; userName: string },
): Promise<UserRecord | undefined> {
  return withTransaction(db, async (tx) => {
    const inserted = await tx
      .insert(users)
      .values({
        agencyId: input.agencyId,
        email: input.email,
        userName: input.userName,
        name: input.userName,
        role: 'agency',
        type: 'agency_user',
      })
      .onConflictDoUpdate({
        target: users.email,
        // A no-op update, so the existing row is returned; only for a user of the same agency, and never
        // a trial visitor, whose trial is reached through the trial form alone.
        set: { name: sql`${users.name}` },
        setWhere: and(eq(users.agencyId, input.agencyId), ne(users.role, 'demo_user')),
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

/**
 * Records a proof as used; false when it was used before. One conditional insert, so two requests
 * racing with the same link cannot both get in.
 */
export async function consumeProof(
  db: Database,
  proof: string,
  expiresAt: Date,
  now: Date,
): Promise<boolean> {
  await db.delete(usedEmbedProofs).where(lt(usedEmbedProofs.expiresAt, now));
  const inserted = await db
    .insert(usedEmbedProofs)
    .values({ proofHash: createHash('sha256').update(proof).digest('hex'), expiresAt })
    .onConflictDoNothing()
    .returning({ proofHash: usedEmbedProofs.proofHash });
  return inserted.length > 0;
}
