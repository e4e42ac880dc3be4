import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/open.js';
import { posts, publications, socialAccounts } from '../../db/schema.js';
import type { LocationScope } from '../../platform/scope.js';

export type PublicationRow = typeof publications.$inferSelect;

/** A publication with what the screens show of its account and post. */
export interface PublicationView {
  publication: PublicationRow;
  account: { id: string; kind: 'facebook-page' | 'instagram'; name: string };
  post: { eventTitle: string; eventDate: string; html: string };
}

const viewColumns = {
  publication: publications,
  account: { id: socialAccounts.id, kind: socialAccounts.kind, name: socialAccounts.name },
  post: { eventTitle: posts.eventTitle, eventDate: posts.eventDate, html: posts.html },
};

export function listPublications(db: Database, scope: LocationScope): Promise<PublicationView[]> {
  return db
    .select(viewColumns)
    .from(publications)
    .innerJoin(socialAccounts, eq(socialAccounts.id, publications.accountId))
    .innerJoin(posts, eq(posts.id, publications.postId))
    .where(and(eq(publications.locationId, scope.locationId), sql`${publications.status} <> 'cancelled'`))
    .orderBy(asc(publications.scheduledAt))
    .limit(500);
}

export async function findPublication(
  db: Database,
  scope: LocationScope,
  id: string,
): Promise<PublicationView | undefined> {
  const [row] = await db
    .select(viewColumns)
    .from(publications)
    .innerJoin(socialAccounts, eq(socialAccounts.id, publications.accountId))
    .innerJoin(posts, eq(posts.id, publications.postId))
    .where(and(eq(publications.id, id), eq(publications.locationId, scope.locationId)));
  return row;
}

export async function insertPublication(
  db: Database,
  scope: LocationScope,
  values: { postId: string; accountId: string; scheduledAt: Date },
): Promise<PublicationRow> {
  const [row] = await db
    .insert(publications)
    .values({ ...values, locationId: scope.locationId })
    .returning();
  if (!row) throw new Error('The publication was not stored');
  return row;
}

/** Changes a publication only while it is in one of the given states; undefined when it is not. */
export async function updateIf(
  db: Database,
  scope: LocationScope,
  id: string,
  from: readonly PublicationRow['status'][],
  set: Partial<PublicationRow>,
): Promise<PublicationRow | undefined> {
  const [row] = await db
    .update(publications)
    .set(set)
    .where(
      and(
        eq(publications.id, id),
        eq(publications.locationId, scope.locationId),
        inArray(publications.status, [...from]),
      ),
    )
    .returning();
  return row;
}

/**
 * Publications to start now: scheduled ones that are due, and those an instance took longer ago than
 * the lease, which stopped mid-way. Oldest first, a batch at a time.
 */
export function duePublications(db: Database, now: Date, leaseMs: number): Promise<{ id: string }[]> {
  return db
    .select({ id: publications.id })
    .from(publications)
    .where(
      or(
        and(eq(publications.status, 'scheduled'), lte(publications.scheduledAt, now)),
        and(
          eq(publications.status, 'publishing'),
          lt(publications.claimedAt, new Date(now.getTime() - leaseMs)),
        ),
      ),
    )
    .orderBy(asc(publications.scheduledAt))
    .limit(100);
}
