import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { FREE_GENERATIONS } from '../../../contract/trial.js';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/errors.js';
import type { Principal } from '../../core/principal.js';
import type { Database } from '../../db/open.js';
import { trialVisitors } from '../../db/schema.js';

export const trialUsedUp = () =>
  AppError.of(
    'trial_used_up',
    `You have used your ${FREE_GENERATIONS} free posts. Upgrade to keep writing posts for your business.`,
  );

/**
 * Takes one of the visitor's free generations with one conditional update, so however many requests
 * arrive at once, on however many instances, no more than the allowance get through. The new count,
 * or null when none is left.
 */
async function takeOne(db: Database, userId: string, now: Date): Promise<number | null> {
  const [row] = await db
    .update(trialVisitors)
    .set({ generationsUsed: sql`${trialVisitors.generationsUsed} + 1`, lastSeenAt: now })
    .where(and(eq(trialVisitors.userId, userId), lt(trialVisitors.generationsUsed, FREE_GENERATIONS)))
    .returning({ used: trialVisitors.generationsUsed });
  return row?.used ?? null;
}

async function giveOneBack(db: Database, userId: string): Promise<void> {
  await db
    .update(trialVisitors)
    .set({ generationsUsed: sql`${trialVisitors.generationsUsed} - 1` })
    .where(and(eq(trialVisitors.userId, userId), gt(trialVisitors.generationsUsed, 0)));
}

/**
 * Runs a generation; a trial visitor's first takes one of their free generations, before any model is
 * asked, and gives it back when the generation fails (the provider failed or timed out, the visitor left).
 * Anyone else's generation runs as it is.
 */
export async function withFreeGeneration<T>(
  deps: { db: Database; clock: Clock },
  principal: Principal,
  generate: () => Promise<T>,
): Promise<T> {
  if (principal.role !== 'demo_user') return generate();
  if ((await takeOne(deps.db, principal.userId, deps.clock())) === null) throw trialUsedUp();
  try {
    return await generate();
  } catch (error) {
    await giveOneBack(deps.db, principal.userId);
    throw error;
  }
}
