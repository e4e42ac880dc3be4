import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/open.js';
import { emailChanges, users } from '../../db/schema.js';
import { withTransaction } from '../../db/transaction.js';
import type { UserRecord } from './repository.js';

/** Replaces the user's pending change of e-mail with this one. */
export async function storeEmailChange(
  db: Database,
  user: UserRecord,
  change: { newEmail: string; tokenHash: string; expiresAt: Date },
  now: Date,
): Promise<void> {
  await withTransaction(db, async (tx) => {
    await tx.delete(emailChanges).where(eq(emailChanges.userId, user.id));
    await tx.delete(emailChanges).where(lt(emailChanges.expiresAt, now));
    await tx.insert(emailChanges).values({ userId: user.id, ...change });
  });
}

/** Drops the user's pending change of e-mail: its link could not be sent. */
export async function dropEmailChange(db: Database, user: UserRecord): Promise<void> {
  await db.delete(emailChanges).where(eq(emailChanges.userId, user.id));
}

export type EmailChangeOutcome = { changed: string } | { unknown: true } | { taken: true };

/**
 * Applies the change a token confirms, once: the token is spent whatever happens, and the e-mail changes
 * only when no other user has taken the address since.
 */
export async function applyEmailChange(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<EmailChangeOutcome> {
  return withTransaction(db, async (tx) => {
    const [change] = await tx
      .delete(emailChanges)
      .where(and(eq(emailChanges.tokenHash, tokenHash), gt(emailChanges.expiresAt, now)))
      .returning();
    if (!change) return { unknown: true };
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, change.newEmail))
      .limit(1);
    if (taken) return { taken: true };
    await tx.update(users).set({ email: change.newEmail }).where(eq(users.id, change.userId));
    return { changed: change.newEmail };
  });
}
