import { and, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { NewsListQuery } from '../../../contract/agency-console/news.js';
import { NEWS_LIST_PAGE_SIZE } from '../../../contract/agency-console/news.js';
import { containing } from '../../db/like.js';
import type { Database } from '../../db/open.js';
import { agencies, locations, newsItemLocations, newsItemPlans, newsItems, plans } from '../../db/schema.js';
import type { AgencyScope, LocationScope } from '../../platform/scope.js';
import type { FeedCursor } from './feed-cursor.js';

export type NewsRecord = typeof newsItems.$inferSelect;

/** The columns a console change sets; the agency and the author are the scope's and the principal's. */
export type NewsValues = Omit<typeof newsItems.$inferInsert, 'id' | 'agencyId'>;

/** Which plans and locations an item is for; only the list its audience names has entries. */
export interface NewsAudienceIds {
  planIds: string[];
  locationIds: string[];
}

export type NewsWithAudience = NewsRecord & NewsAudienceIds;

/**
 * Descending as the indexes are built (nulls last). The columns are never null, but the planner reads
 * an index in order only for the very order it was built in.
 */
const descending = (column: AnyPgColumn) => sql`${column} desc nulls last`;

const ofAgency = (scope: AgencyScope, newsId: string) =>
  and(eq(newsItems.id, newsId), eq(newsItems.agencyId, scope.agencyId));

/** The plans and locations of each of these items. */
async function withAudience(db: Database, items: NewsRecord[]): Promise<NewsWithAudience[]> {
  if (items.length === 0) return [];
  const ids = items.map((item) => item.id);
  const [planRows, locationRows] = await Promise.all([
    db.select().from(newsItemPlans).where(inArray(newsItemPlans.newsId, ids)),
    db.select().from(newsItemLocations).where(inArray(newsItemLocations.newsId, ids)),
  ]);
  return items.map((item) => ({
    ...item,
    planIds: planRows.filter((row) => row.newsId === item.id).map((row) => row.planId),
    locationIds: locationRows.filter((row) => row.newsId === item.id).map((row) => row.locationId),
  }));
}

export async function insertNewsItem(
  db: Database,
  scope: AgencyScope,
  values: NewsValues,
): Promise<NewsRecord> {
  const [row] = await db
    .insert(newsItems)
    .values({ ...values, agencyId: scope.agencyId })
    .returning();
  if (!row) throw new Error('the news item was not inserted');
  return row;
}

/**
 * Holds the item's row until the transaction ends, so two changes made at once are recorded one after
 * the other, each with the values the other left. Undefined when the agency has no such item.
 */
export async function lockNewsItem(
  db: Database,
  scope: AgencyScope,
  newsId: string,
): Promise<NewsWithAudience | undefined> {
  const rows = await db.select().from(newsItems).where(ofAgency(scope, newsId)).for('update');
  const [found] = await withAudience(db, rows);
  return found;
}

export async function findNewsItem(
  db: Database,
  scope: AgencyScope,
  newsId: string,
): Promise<NewsWithAudience | undefined> {
  const rows = await db.select().from(newsItems).where(ofAgency(scope, newsId));
  const [found] = await withAudience(db, rows);
  return found;
}

export async function updateNewsItem(
  db: Database,
  scope: AgencyScope,
  newsId: string,
  values: Partial<NewsValues>,
): Promise<NewsRecord | undefined> {
  const [row] = await db.update(newsItems).set(values).where(ofAgency(scope, newsId)).returning();
  return row;
}

export async function deleteNewsItem(
  db: Database,
  scope: AgencyScope,
  newsId: string,
): Promise<NewsRecord | undefined> {
  const [row] = await db.delete(newsItems).where(ofAgency(scope, newsId)).returning();
  return row;
}

/** Makes the item's plans and locations these; the item was found in the caller's agency. */
export async function replaceAudience(db: Database, item: NewsRecord, audience: NewsAudienceIds) {
  await db.delete(newsItemPlans).where(eq(newsItemPlans.newsId, item.id));
  await db.delete(newsItemLocations).where(eq(newsItemLocations.newsId, item.id));
  if (audience.planIds.length > 0) {
    await db.insert(newsItemPlans).values(audience.planIds.map((planId) => ({ newsId: item.id, planId })));
  }
  if (audience.locationIds.length > 0) {
    await db
      .insert(newsItemLocations)
      .values(audience.locationIds.map((locationId) => ({ newsId: item.id, locationId })));
  }
}

/** Those of the ids that are plans of the agency. */
export async function plansOfAgency(db: Database, scope: AgencyScope, planIds: readonly string[]) {
  if (planIds.length === 0) return [];
  const rows = await db
    .select({ id: plans.id })
    .from(plans)
    .where(and(eq(plans.agencyId, scope.agencyId), inArray(plans.id, [...planIds])));
  return rows.map((row) => row.id);
}

/** Those of the ids that are locations of the agency, archived ones too. */
export async function locationsOfAgency(db: Database, scope: AgencyScope, locationIds: readonly string[]) {
  if (locationIds.length === 0) return [];
  const rows = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.agencyId, scope.agencyId), inArray(locations.id, [...locationIds])));
  return rows.map((row) => row.id);
}

/** A page of the agency's items matching the filter, newest first, and how many match in all. */
export async function listNewsItems(
  db: Database,
  scope: AgencyScope,
  query: NewsListQuery,
): Promise<{ items: NewsWithAudience[]; total: number }> {
  const conditions: (SQL | undefined)[] = [eq(newsItems.agencyId, scope.agencyId)];
  if (query.status !== 'all') conditions.push(eq(newsItems.status, query.status));
  if (query.search) conditions.push(ilike(newsItems.title, containing(query.search)));
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(newsItems)
      .where(where)
      .orderBy(descending(newsItems.createdAt), descending(newsItems.id))
      .limit(NEWS_LIST_PAGE_SIZE)
      .offset((query.page - 1) * NEWS_LIST_PAGE_SIZE),
    db.select({ total: count() }).from(newsItems).where(where),
  ]);
  return { items: await withAudience(db, rows), total: counted?.total ?? 0 };
}

/**
 * Whether the location is in an item's audience: every location for `all`; for `plans`, a location on
 * one of the item's plans as the location is now; for `locations`, one named. Each test is one primary
 * key look-up.
 */
function visibleTo(scope: LocationScope): SQL | undefined {
  const onItsPlans = sql`exists (
    select 1 from ${newsItemPlans}
    join ${locations} on ${locations.planId} = ${newsItemPlans.planId}
    where ${newsItemPlans.newsId} = ${newsItems.id} and ${locations.id} = ${scope.locationId}
  )`;
  const named = sql`exists (
    select 1 from ${newsItemLocations}
    where ${newsItemLocations.newsId} = ${newsItems.id} and ${newsItemLocations.locationId} = ${scope.locationId}
  )`;
  return or(
    eq(newsItems.audience, 'all'),
    and(eq(newsItems.audience, 'plans'), onItsPlans),
    and(eq(newsItems.audience, 'locations'), named),
  );
}

export interface FeedRow {
  item: NewsRecord;
  agencyName: string;
}

/**
 * The published items of the location's agency it may see, pinned first, then newest, after the
 * cursor: read along the feed index in its own order, so a page costs its own rows.
 */
export async function feedPage(
  db: Database,
  scope: LocationScope,
  after: FeedCursor | null,
  limit: number,
): Promise<FeedRow[]> {
  const conditions: (SQL | undefined)[] = [
    eq(newsItems.agencyId, scope.agencyId),
    // Written as a literal, so the planner always matches the feed index's own condition.
    sql`${newsItems.status} = 'published'`,
    visibleTo(scope),
  ];
  if (after) {
    conditions.push(
      sql`(${newsItems.pinned}, ${newsItems.createdAt}, ${newsItems.id}) < (${after.pinned}::boolean, ${after.createdAt}::timestamptz, ${after.id}::uuid)`,
    );
  }
  return db
    .select({ item: newsItems, agencyName: agencies.name })
    .from(newsItems)
    .innerJoin(agencies, eq(agencies.id, newsItems.agencyId))
    .where(and(...conditions))
    .orderBy(descending(newsItems.pinned), descending(newsItems.createdAt), descending(newsItems.id))
    .limit(limit);
}
