import { and, asc, count, eq, gte, ilike, inArray, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import { containing } from '../../db/like.js';
import type { Database } from '../../db/open.js';
import { agencies, locations, plans, posts, sessions, users } from '../../db/schema.js';
import type { AgencyScope } from '../../platform/scope.js';

/** A calendar month as [start, end), in UTC. */
export interface Month {
  start: Date;
  end: Date;
}

export function monthOf(now: Date): Month {
  return {
    start: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
    end: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)),
  };
}

export interface AgencyCounts {
  id: string;
  name: string;
  domain: string | null;
  suspendedAt: Date | null;
  createdAt: Date;
  locations: number;
  users: number;
  postsThisMonth: number;
}

/**
 * Agencies the operator runs (never its own) with their counts, in one query: each count is a grouped
 * subquery joined once, so the list costs the same for ten agencies as for ten thousand.
 */
async function agenciesWithCounts(
  db: Database,
  where: SQL | undefined,
  month: Month,
): Promise<AgencyCounts[]> {
  const liveLocations = db
    .select({ agencyId: locations.agencyId, n: count().as('location_count') })
    .from(locations)
    .where(and(isNull(locations.archivedAt), eq(locations.trial, false)))
    .groupBy(locations.agencyId)
    .as('live_locations');
  const members = db
    .select({ agencyId: users.agencyId, n: count().as('user_count') })
    .from(users)
    .where(ne(users.role, 'demo_user'))
    .groupBy(users.agencyId)
    .as('members');
  const monthPosts = db
    .select({ agencyId: locations.agencyId, n: count().as('post_count') })
    .from(posts)
    .innerJoin(locations, eq(locations.id, posts.locationId))
    // Posts written for clients, as the agency's dashboard counts them: a tone, a translation or a picture of a
    // post is not another, and a free-trial visitor is not a client.
    .where(
      and(
        eq(posts.action, 'social'),
        eq(locations.trial, false),
        gte(posts.createdAt, month.start),
        lt(posts.createdAt, month.end),
      ),
    )
    .groupBy(locations.agencyId)
    .as('month_posts');
  return db
    .select({
      id: agencies.id,
      name: agencies.name,
      domain: agencies.domain,
      suspendedAt: agencies.suspendedAt,
      createdAt: agencies.createdAt,
      locations: sql<number>`coalesce(${liveLocations.n}, 0)`.mapWith(Number),
      users: sql<number>`coalesce(${members.n}, 0)`.mapWith(Number),
      postsThisMonth: sql<number>`coalesce(${monthPosts.n}, 0)`.mapWith(Number),
    })
    .from(agencies)
    .leftJoin(liveLocations, eq(liveLocations.agencyId, agencies.id))
    .leftJoin(members, eq(members.agencyId, agencies.id))
    .leftJoin(monthPosts, eq(monthPosts.agencyId, agencies.id))
    .where(and(eq(agencies.operator, false), where))
    .orderBy(sql`lower(${agencies.name})`, agencies.id);
}

/** Every agency whose name or domain contains the search, case-insensitively; all without one. */
export function listAgencies(db: Database, search: string | undefined, month: Month) {
  const pattern = search ? containing(search) : null;
  return agenciesWithCounts(
    db,
    pattern ? or(ilike(agencies.name, pattern), ilike(agencies.domain, pattern)) : undefined,
    month,
  );
}

/** One agency the operator runs, with its counts; undefined for the operator's own or an unknown id. */
export async function agencyWithCounts(db: Database, scope: AgencyScope, month: Month) {
  const [row] = await agenciesWithCounts(db, eq(agencies.id, scope.agencyId), month);
  return row;
}

const runAgencyFields = { id: agencies.id, name: agencies.name, suspendedAt: agencies.suspendedAt };
const isRunAgency = (scope: AgencyScope) =>
  and(eq(agencies.id, scope.agencyId), eq(agencies.operator, false));

/** An agency the operator runs; undefined for the operator's own or an unknown id. */
export async function findRunAgency(db: Database, scope: AgencyScope) {
  const [row] = await db.select(runAgencyFields).from(agencies).where(isRunAgency(scope)).limit(1);
  return row;
}

/** The same, locked for the rest of the transaction, so two changes of its state happen one after the other. */
export async function lockRunAgency(tx: Database, scope: AgencyScope) {
  const [row] = await tx
    .select(runAgencyFields)
    .from(agencies)
    .where(isRunAgency(scope))
    .for('update')
    .limit(1);
  return row;
}

export async function setSuspendedAt(tx: Database, scope: AgencyScope, at: Date | null): Promise<void> {
  await tx.update(agencies).set({ suspendedAt: at }).where(eq(agencies.id, scope.agencyId));
}

/** A new agency with the given id; undefined when its domain is another agency's already. */
export async function insertAgency(
  tx: Database,
  agency: Pick<typeof agencies.$inferInsert, 'id' | 'name' | 'domain' | 'customisation' | 'trialSlug'>,
) {
  const [row] = await tx
    .insert(agencies)
    .values(agency)
    .onConflictDoNothing({ target: agencies.domain })
    .returning({ id: agencies.id });
  return row;
}

/** Gives the agency a plan and puts the agency itself on it. */
export async function startOnPlan(
  tx: Database,
  scope: AgencyScope,
  plan: Pick<typeof plans.$inferInsert, 'name' | 'type' | 'apps' | 'userLimit'>,
): Promise<void> {
  const [row] = await tx
    .insert(plans)
    .values({ ...plan, agencyId: scope.agencyId })
    .returning({ id: plans.id });
  if (!row) throw new Error('plan insert returned no row');
  await tx.update(agencies).set({ activePlanId: row.id }).where(eq(agencies.id, scope.agencyId));
}

/** Ends every session of the agency's users. */
export async function endSessionsOfAgency(tx: Database, scope: AgencyScope): Promise<void> {
  await tx
    .delete(sessions)
    .where(
      inArray(
        sessions.userId,
        tx.select({ id: users.id }).from(users).where(eq(users.agencyId, scope.agencyId)),
      ),
    );
}

/** The client locations in use (not archived, not trials) of every agency the operator runs, or of the one given. */
export async function customersOf(db: Database, scope: AgencyScope | null) {
  return db
    .select({ location: locations, agencyName: agencies.name })
    .from(locations)
    .innerJoin(agencies, eq(agencies.id, locations.agencyId))
    .where(
      and(
        eq(agencies.operator, false),
        isNull(locations.archivedAt),
        eq(locations.trial, false),
        scope ? eq(agencies.id, scope.agencyId) : undefined,
      ),
    )
    .orderBy(asc(agencies.name), asc(locations.businessName));
}
