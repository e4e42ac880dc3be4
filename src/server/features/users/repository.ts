import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/open.js';
import { users } from '../../db/schema.js';
import type { AgencyScope } from '../../platform/scope.js';

export type UserRecord = typeof users.$inferSelect;

/** The user an e-mail names, for sign-in, before anyone is signed in. */
export async function findUserByEmail(db: Database, email: string): Promise<UserRecord | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

/** The user of a live session. */
export async function findSignedInUser(db: Database, userId: string): Promise<UserRecord | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

export async function findAgencyUser(
  db: Database,
  scope: AgencyScope,
  userId: string,
): Promise<UserRecord | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.agencyId, scope.agencyId), ne(users.role, 'demo_user')))
    .limit(1);
  return row;
}

export async function updateAgencyUser(
  db: Database,
  scope: AgencyScope,
  userId: string,
  changes: { userName: string; contactNumber?: string },
): Promise<UserRecord | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...changes, name: changes.userName })
    .where(and(eq(users.id, userId), eq(users.agencyId, scope.agencyId)))
    .returning();
  return row;
}

export async function setPasswordHash(db: Database, user: UserRecord, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, user.id));
}
