import { randomUUID } from 'node:crypto';
import { and, count, eq, gt, inArray, lt, min, sql } from 'drizzle-orm';
import type { Clock } from '../core/clock.js';
import { AppError } from '../core/errors.js';
import type { Database } from '../db/open.js';
import { secretAttempts } from '../db/schema.js';
import { withTransaction } from '../db/transaction.js';

/** How many attempts under a key may fail within the window. */
export interface Allowance {
  key: string;
  limit: number;
}

/** A recorded attempt: forget it once the secret proved right. */
export interface Attempt {
  succeeded(options?: { forget?: readonly string[] }): Promise<void>;
}

/**
 * Limits attempts at a secret by taking each attempt before the secret is checked: under a lock per
 * key, the failures in the window are counted and the attempt recorded in one transaction. However many
 * guesses arrive at once, on however many instances, at most `limit` of them reach the check.
 */
export class AttemptLimiter {
  constructor(
    private readonly db: Database,
    private readonly windowMs: number,
    private readonly clock: Clock,
  ) {}

  /** Records an attempt under every key, or throws 429 with the time to retry when one is used up. */
  async take(allowances: readonly Allowance[], refusal: string): Promise<Attempt> {
    const attemptId = randomUUID();
    const keys = [...new Set(allowances.map((allowance) => allowance.key))].sort();
    await withTransaction(this.db, async (tx) => {
      // Sorted, so two attempts sharing keys never wait on each other in opposite orders.
      for (const key of keys)
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
      // The time is read once the locks are held: read before, an attempt that waited behind others would be older
      // than theirs, and would be told to wait longer than the window ("25 hours" for a day).
      const now = this.clock();
      const since = new Date(now.getTime() - this.windowMs);
      await tx
        .delete(secretAttempts)
        .where(and(inArray(secretAttempts.key, keys), lt(secretAttempts.createdAt, since)));
      for (const { key, limit } of allowances) {
        const [window] = await tx
          .select({ failures: count(), oldest: min(secretAttempts.createdAt) })
          .from(secretAttempts)
          .where(and(eq(secretAttempts.key, key), gt(secretAttempts.createdAt, since)));
        if (window && window.failures >= limit && window.oldest) {
          throw tooMany(refusal, window.oldest.getTime() + this.windowMs - now.getTime());
        }
      }
      await tx.insert(secretAttempts).values(keys.map((key) => ({ attemptId, key, createdAt: now })));
    });
    return {
      succeeded: async (options = {}) => {
        const forget = options.forget ?? [];
        await this.db
          .delete(secretAttempts)
          .where(
            forget.length > 0
              ? sql`${secretAttempts.attemptId} = ${attemptId} or ${inArray(secretAttempts.key, [...forget])}`
              : eq(secretAttempts.attemptId, attemptId),
          );
      },
    };
  }
}

function tooMany(refusal: string, waitMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const minutes = Math.ceil(seconds / 60);
  // A window of a day (trial sign-ups) is better told in hours.
  const wait =
    minutes > 90 ? `${Math.ceil(minutes / 60)} hours` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return AppError.of('too_many_attempts', `${refusal} Please try again in ${wait}.`, {
    headers: { 'retry-after': String(seconds) },
  });
}

/**
 * The network a client address stands for in a limit: an IPv4 address itself, an IPv6 address its /64
 * (one subscriber's share, in which it can pick any address it likes), an IPv4-mapped one its IPv4.
 */
export function networkOf(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!address.includes(':')) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array.from({ length: 8 - left.length - right.length }, () => '0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
