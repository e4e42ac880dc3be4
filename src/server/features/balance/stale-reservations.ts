import { and, asc, eq, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { ledgerEntries } from '../../db/schema.js';
import { defineJob } from '../../infra/jobs.js';
import type { BalanceDeps } from './deps.js';
import { refundReservation } from './usage-charge.js';

/** Longer than any AI call may take with its retries: a reservation this old was left by an instance that died. */
export const STALE_RESERVATION_MINUTES = 15;

/** How many reservations one run refunds at most; the next run, minutes later, takes the rest. */
const BATCH = 500;

export const refundStaleReservationsJob = defineJob({
  name: 'balance.refund-stale-reservations',
  data: z.object({}),
  policy: 'singleton',
  // A failed run is not retried: the next scheduled run does the same work.
  retryLimit: 0,
  retryDelaySeconds: 60,
  expireInSeconds: 240,
});

export const REFUND_STALE_RESERVATIONS_CRON = '*/5 * * * *';

/**
 * Refunds the reservations of AI actions still reserved after 15 minutes: the instance running the
 * action died before it could settle or refund it. Every location's, so it reads across tenants; each
 * refund is booked in the location's own scope, once, by its unique source key. Answers how many it refunded.
 */
export async function refundStaleReservations(
  deps: Pick<BalanceDeps, 'db' | 'systemScopes'>,
): Promise<number> {
  const stale = await deps.db
    .select()
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.status, 'reserved'),
        lt(ledgerEntries.createdAt, sql`now() - make_interval(mins => ${STALE_RESERVATION_MINUTES})`),
      ),
    )
    .orderBy(asc(ledgerEntries.createdAt))
    .limit(BATCH);
  let refunded = 0;
  for (const reservation of stale) {
    // A location deleted meanwhile took its entries with it.
    const scope = await deps.systemScopes.location(reservation.locationId);
    if (scope && (await refundReservation(deps.db, scope, reservation))) refunded++;
  }
  return refunded;
}
