import type { Database } from '../../db/open.js';
import { stripeEvents } from '../../db/schema.js';

/**
 * Records a Stripe event as acted on, in the transaction of its effect. False when it was recorded
 * before: a replay, or a second delivery at the same time, which waits for the first and does nothing.
 */
export async function recordEvent(
  tx: Database,
  event: { id: string; type: string },
  agencyId: string,
): Promise<boolean> {
  const rows = await tx
    .insert(stripeEvents)
    .values({ eventId: event.id, agencyId, type: event.type })
    .onConflictDoNothing({ target: stripeEvents.eventId })
    .returning({ eventId: stripeEvents.eventId });
  return rows.length > 0;
}
