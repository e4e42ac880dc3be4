import { and, desc, eq, gte, lte } from 'drizzle-orm';
import type { Database } from '../../db/open.js';
import { posts } from '../../db/schema.js';

export type PostRow = typeof posts.$inferSelect;
export type NewPost = typeof posts.$inferInsert;

export async function insertPost(db: Database, post: NewPost): Promise<PostRow> {
  const [row] = await db.insert(posts).values(post).returning();
  if (!row) throw new Error('post insert returned no row');
  return row;
}

export async function findPost(db: Database, id: string): Promise<PostRow | undefined> {
  const [row] = await db.select().from(posts).where(eq(posts.id, id)).limit(1);
  return row;
}

/** The newest result of each event of a location in a year: the version the card shows. */
export async function latestPostsOfYear(db: Database, locationId: string, year: number): Promise<PostRow[]> {
  const rows = await db
    .selectDistinctOn([posts.eventDate, posts.eventTitle])
    .from(posts)
    .where(
      and(
        eq(posts.locationId, locationId),
        gte(posts.eventDate, `${year}-01-01`),
        lte(posts.eventDate, `${year}-12-31`),
      ),
    )
    .orderBy(posts.eventDate, posts.eventTitle, desc(posts.createdAt));
  return rows;
}
