import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/errors.js';

/** Years not yet computed that one user may ask for per minute; browsing a calendar asks a few. */
export const UNCACHED_YEARS_PER_MINUTE = 30;
const WINDOW_MS = 60_000;

/**
 * Keeps one user (however many sessions they open) from making this instance compute year after year
 * for everyone else's wait. It
 * guards this instance's own work, so it is counted here and not shared.
 */
export class YearAllowance {
  readonly #used = new Map<string, { count: number; since: number }>();

  constructor(private readonly clock: Clock) {}

  take(userId: string): void {
    const now = this.clock().getTime();
    for (const [key, entry] of this.#used) if (now - entry.since >= WINDOW_MS) this.#used.delete(key);
    const entry = this.#used.get(userId) ?? { count: 0, since: now };
    if (entry.count >= UNCACHED_YEARS_PER_MINUTE) {
      const seconds = Math.max(1, Math.ceil((entry.since + WINDOW_MS - now) / 1000));
      throw AppError.of(
        'too_many_requests',
        `Too many different years at once. Please try again in ${seconds} seconds.`,
        {
          headers: { 'retry-after': String(seconds) },
        },
      );
    }
    entry.count += 1;
    this.#used.set(userId, entry);
  }
}
