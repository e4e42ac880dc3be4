import { and, desc, eq, gte, lte } from 'drizzle-orm';
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
