import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/open.js';
import { trialLinks } from '../../db/schema.js';

/** Keeps a trial link, and drops every link of anyone that has expired. */
export async function storeTrialLink(
  db: Database,
  link: { userId: string; tokenHash: string; expiresAt: Date },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(trialLinks).where(lt(trialLinks.expiresAt, now));
    await tx.insert(trialLinks).values(link);
  });
}

/**
 * Spends a live link: it and every other link of its visitor go, so each works once and an older one
 * cannot open the trial after a newer was used. The visitor's user id, or null when no live link has
 * this token.
 */
export async function spendTrialLink(db: Database, tokenHash: string, now: Date): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [link] = await tx
      .delete(trialLinks)
      .where(and(eq(trialLinks.tokenHash, tokenHash), gt(trialLinks.expiresAt, now)))
      .returning({ userId: trialLinks.userId });
    if (!link) return null;
    await tx.delete(trialLinks).where(eq(trialLinks.userId, link.userId));
    return link.userId;
  });
}
