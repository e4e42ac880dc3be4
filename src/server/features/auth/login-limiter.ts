import { and, count, eq, gt, lt, min, or } from 'drizzle-orm';
import { AppError } from '../../core/errors.js';
import type { Database } from '../../db/open.js';
import { loginFailures } from '../../db/schema.js';

export interface LoginLimits {
  maxFailuresPerEmail: number;
  /** One network address may be an office of many people, so it gets a larger allowance. */
  maxFailuresPerAddress: number;
  windowMs: number;
}

/** Limits failed sign-ins per e-mail and per address within a sliding window, counted in the database. */
export class LoginLimiter {
  constructor(
    private readonly db: Database,
    private readonly limits: LoginLimits,
    private readonly now: () => Date,
  ) {}

  /** Throws 429 with the time to retry when either limit is used up. */
  async assertAllowed(email: string, address: string): Promise<void> {
    const since = new Date(this.now().getTime() - this.limits.windowMs);
    const [byEmail] = await this.db
      .select({ failures: count(), oldest: min(loginFailures.createdAt) })
      .from(loginFailures)
      .where(and(eq(loginFailures.email, email), gt(loginFailures.createdAt, since)));
    const [byAddress] = await this.db
      .select({ failures: count(), oldest: min(loginFailures.createdAt) })
      .from(loginFailures)
      .where(and(eq(loginFailures.address, address), gt(loginFailures.createdAt, since)));
    for (const [window, limit] of [
      [byEmail, this.limits.maxFailuresPerEmail],
      [byAddress, this.limits.maxFailuresPerAddress],
    ] as const) {
      if (window && window.failures >= limit && window.oldest) {
        const retryAt = window.oldest.getTime() + this.limits.windowMs;
        const seconds = Math.max(1, Math.ceil((retryAt - this.now().getTime()) / 1000));
        const minutes = Math.ceil(seconds / 60);
        throw AppError.of(
          'too_many_attempts',
          `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
          { headers: { 'retry-after': String(seconds) } },
        );
      }
    }
  }

  async recordFailure(email: string, address: string): Promise<void> {
    const now = this.now();
    await this.db.insert(loginFailures).values({ email, address, createdAt: now });
    const expired = new Date(now.getTime() - this.limits.windowMs);
    await this.db
      .delete(loginFailures)
      .where(
        and(
          or(eq(loginFailures.email, email), eq(loginFailures.address, address)),
          lt(loginFailures.createdAt, expired),
        ),
      );
  }

  /** A successful sign-in forgets the e-mail's failures; those of the address stay. */
  async clear(email: string): Promise<void> {
    await this.db.delete(loginFailures).where(eq(loginFailures.email, email));
  }
}
