import { and, eq, gt, isNotNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/open.js';
import { agencies, passwordResets, users } from '../../db/schema.js';

/** Keeps a reset link for the user, and drops every link of anyone that has expired. */
export async function storePasswordReset(
  db: Database,
  reset: { userId: string; tokenHash: string; expiresAt: Date },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(passwordResets).where(lt(passwordResets.expiresAt, now));
    await tx.insert(passwordResets).values(reset);
  });
}

/** Whether a live reset link has this token, so a wrong one costs no password hashing. */
export async function isLiveReset(db: Database, tokenHash: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(and(eq(passwordResets.tokenHash, tokenHash), gt(passwordResets.expiresAt, now)))
    .limit(1);
  return row !== undefined;
}

/** Whether the live reset link with this token is for a user of a suspended agency. */
export async function isResetInSuspendedAgency(db: Database, tokenHash: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .innerJoin(agencies, eq(agencies.id, users.agencyId))
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        gt(passwordResets.expiresAt, now),
        isNotNull(agencies.suspendedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Spends a live reset link and sets the password it was for. Every other link of that user goes too,
 * so a link sent earlier cannot undo the new password. Null when no live link has this token.
 */
export async function applyPasswordReset(
  db: Database,
  tokenHash: string,
  passwordHash: string,
  now: Date,
): Promise<{ id: string; email: string } | null> {
  return db.transaction(async (tx) => {
    const [reset] = await tx
      .delete(passwordResets)
      .where(and(eq(passwordResets.tokenHash, tokenHash), gt(passwordResets.expiresAt, now)))
      .returning({ userId: passwordResets.userId });
    if (!reset) return null;
    await tx.delete(passwordResets).where(eq(passwordResets.userId, reset.userId));
    const [user] = await tx
      .update(users)
      .set({ passwordHash })
      .where(eq(users.id, reset.userId))
      .returning({ id: users.id, email: users.email });
    return user ?? null;
  });
}
