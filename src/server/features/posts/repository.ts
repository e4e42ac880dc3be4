import { and, count, desc, eq, gte, lte } from 'drizzle-orm';
import type { Database } from '../../db/open.js';
import { posts } from '../../db/schema.js';
import type { LocationScope } from '../../platform/scope.js';

export type PostRecord = typeof posts.$inferSelect;
/** A post to store; the location comes from the scope. */
export type NewPost = Omit<typeof posts.$inferInsert, 'id' | 'locationId' | 'createdAt'>;

export async function insertPost(db: Database, scope: LocationScope, post: NewPost): Promise<PostRecord> {
  const [row] = await db
    .insert(posts)
    .values({ ...post, locationId: scope.locationId })
    .returning();
  if (!row) throw new Error('post insert returned no row');
  return row;
}

export async function findPost(
  db: Database,
  scope: LocationScope,
  id: string,
): Promise<PostRecord | undefined> {
  const [row] = await db
    .select()
    .from(posts)
    .where(and(eq(posts.id, id), eq(posts.locationId, scope.locationId)))
    .limit(1);
  return row;
}

/** The newest result of each event of a location in a year: the version the card shows. */
export async function latestPostsOfYear(
  db: Database,
  scope: LocationScope,
  year: number,
): Promise<PostRecord[]> {
  return db
    .selectDistinctOn([posts.eventDate, posts.eventTitle])
    .from(posts)
    .where(
      and(
        eq(posts.locationId, scope.locationId),
        gte(posts.eventDate, `${year}-01-01`),
        lte(posts.eventDate, `${year}-12-31`),
      ),
    )
    .orderBy(posts.eventDate, posts.eventTitle, desc(posts.createdAt));
}

/**
 * How many posts the location has had written for the event on the platform: the next one's draft
 * number. The built-in writer deals its phrases out across a month by draft, so a location's first
 * drafts of a month's days do not repeat one another, and each new draft of a day reads differently.
 */
export async function draftsWritten(
  db: Database,
  scope: LocationScope,
  event: { date: string; title: string },
  platform: string,
): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(posts)
    .where(
      and(
        eq(posts.locationId, scope.locationId),
        eq(posts.eventDate, event.date),
        eq(posts.eventTitle, event.title),
        eq(posts.platform, platform),
        eq(posts.action, 'social'),
      ),
    );
  return row?.value ?? 0;
}
