import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/open.js';
import {
  agencies,
  brandProfiles,
  locations,
  posts,
  trialVisitors,
  userLocations,
  users,
} from '../../db/schema.js';
import { newLocationId } from '../../infra/ids.js';
import type { UserRecord } from '../users/repository.js';

export type TrialVisitorRecord = typeof trialVisitors.$inferSelect;
export type TrialAgencyRecord = typeof agencies.$inferSelect;

/** What a visitor types into the trial form. */
export interface VisitorDetails {
  userName: string;
  businessName: string;
  email: string;
}

/** Which agency's trial a visitor opened: by its slug on the shared host, or by its own domain. */
export type TrialAgencyName = { slug: string } | { host: string };

/**
 * The agency whose trial page this is, before anyone signs up. A suspended agency, and the operator's
 * own, have none.
 */
export async function findTrialAgency(
  db: Database,
  named: TrialAgencyName,
): Promise<TrialAgencyRecord | undefined> {
  const [row] = await db
    .select()
    .from(agencies)
    .where(
      and(
        'slug' in named ? eq(agencies.trialSlug, named.slug) : eq(agencies.domain, named.host),
        isNull(agencies.suspendedAt),
        eq(agencies.operator, false),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Holds the agency's trial for this e-mail until the transaction ends, so the same visitor signing up
 * twice at once gets one trial, not two.
 */
export async function lockVisitorEmail(tx: Database, agencyId: string, email: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`trial:${agencyId}:${email}`}, 0))`);
}

export async function findVisitorByEmail(
  db: Database,
  agencyId: string,
  email: string,
): Promise<TrialVisitorRecord | undefined> {
  const [row] = await db
    .select()
    .from(trialVisitors)
    .where(and(eq(trialVisitors.agencyId, agencyId), eq(trialVisitors.email, email)))
    .limit(1);
  return row;
}

/** The trial of a signed-in visitor, with its agency (whose links lead to its upgrade pages). */
export async function findVisitorOfUser(db: Database, userId: string) {
  const [row] = await db
    .select({ visitor: trialVisitors, agency: agencies })
    .from(trialVisitors)
    .innerJoin(agencies, eq(agencies.id, trialVisitors.agencyId))
    .where(eq(trialVisitors.userId, userId))
    .limit(1);
  return row;
}

/**
 * A new trial: a user of role demo_user, a business (location) of its own marked as a trial, the grant
 * between them, and the visitor's record with the count at 0. The user's e-mail is a placeholder at a
 * reserved domain: e-mails are unique across the product as sign-in names, and a visitor never signs
 * in with one (their own e-mail stays on the trial, unique within the agency).
 */
export async function createTrial(
  tx: Database,
  agencyId: string,
  home: { country: string; timeZone: string },
  details: VisitorDetails,
  now: Date,
): Promise<{ visitor: TrialVisitorRecord; user: UserRecord }> {
  const userId = randomUUID();
  const [user] = await tx
    .insert(users)
    .values({
      id: userId,
      agencyId,
      userName: details.userName,
      name: details.userName,
      email: `trial-${userId}@visitors.invalid`,
      role: 'demo_user',
      type: 'agency_user',
      createdAt: now,
    })
    .returning();
  const locationId = newLocationId();
  await tx.insert(locations).values({
    id: locationId,
    agencyId,
    businessName: details.businessName,
    firstName: details.userName,
    email: details.email,
    country: home.country,
    timeZone: home.timeZone,
    trial: true,
    createdAt: now,
  });
  await tx.insert(userLocations).values({ userId, locationId, createdAt: now });
  const [visitor] = await tx
    .insert(trialVisitors)
    .values({
      agencyId,
      userId,
      locationId,
      userName: details.userName,
      businessName: details.businessName,
      email: details.email,
      startedAt: now,
      lastSeenAt: now,
    })
    .returning();
  if (!user || !visitor) throw new Error('trial insert returned no row');
  return { visitor, user };
}

/**
 * Where a new trial business is: where the agency's first client is (an agency's clients are mostly in
 * one region), else the product's default of the US and New York time.
 */
export async function trialHome(
  db: Database,
  agencyId: string,
): Promise<{ country: string; timeZone: string }> {
  const [first] = await db
    .select({ country: locations.country, timeZone: locations.timeZone })
    .from(locations)
    .where(and(eq(locations.agencyId, agencyId), eq(locations.trial, false), isNull(locations.archivedAt)))
    .orderBy(locations.createdAt)
    .limit(1);
  return first ?? { country: 'US', timeZone: 'America/New_York' };
}

/** Marks the visitor seen now, at most once per interval, so reading the count does not write each time. */
export async function touchVisitor(db: Database, visitor: TrialVisitorRecord, now: Date, intervalMs: number) {
  await db
    .update(trialVisitors)
    .set({ lastSeenAt: now })
    .where(
      and(
        eq(trialVisitors.id, visitor.id),
        lt(trialVisitors.lastSeenAt, new Date(now.getTime() - intervalMs)),
      ),
    );
}

/** Records the first time the visitor asked to upgrade; later clicks keep that time. */
export async function recordUpgradeClicked(db: Database, visitor: TrialVisitorRecord, now: Date) {
  await db
    .update(trialVisitors)
    .set({
      upgradeClickedAt: sql`coalesce(${trialVisitors.upgradeClickedAt}, ${now.toISOString()}::timestamptz)`,
      lastSeenAt: now,
    })
    .where(eq(trialVisitors.id, visitor.id));
}

/**
 * Deletes a trial: the visitor's record, their business with its posts, and their user with its
 * sessions, in the transaction given. Answers the stored pictures of those posts and the business's
 * logo, to remove once the transaction has committed.
 */
export async function deleteTrialRows(tx: Database, visitor: TrialVisitorRecord): Promise<string[]> {
  const pictures = await tx
    .select({ path: posts.imagePath })
    .from(posts)
    .where(and(eq(posts.locationId, visitor.locationId), isNotNull(posts.imagePath)));
  // The logo of the brand profile the visitor filled in goes with the pictures.
  const logos = await tx
    .select({ path: brandProfiles.logoPath })
    .from(brandProfiles)
    .where(and(eq(brandProfiles.locationId, visitor.locationId), isNotNull(brandProfiles.logoPath)));
  await tx.delete(trialVisitors).where(eq(trialVisitors.id, visitor.id));
  await tx.delete(locations).where(and(eq(locations.id, visitor.locationId), eq(locations.trial, true)));
  await tx.delete(users).where(and(eq(users.id, visitor.userId), eq(users.role, 'demo_user')));
  return [...pictures, ...logos].flatMap((row) => (row.path ? [row.path] : []));
}

/**
 * Trials whose last activity is older than their agency keeps trial data, oldest first, across every
 * agency: only the retention job reads this way.
 */
export async function expiredTrials(db: Database, now: Date, limit: number): Promise<TrialVisitorRecord[]> {
  return db
    .select({ visitor: trialVisitors })
    .from(trialVisitors)
    .innerJoin(agencies, eq(agencies.id, trialVisitors.agencyId))
    .where(
      lt(
        trialVisitors.lastSeenAt,
        sql`${now.toISOString()}::timestamptz - make_interval(days => ${agencies.trialRetentionDays})`,
      ),
    )
    .orderBy(trialVisitors.lastSeenAt)
    .limit(limit)
    .then((rows) => rows.map((row) => row.visitor));
}
