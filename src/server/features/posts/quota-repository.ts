import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/open.js';
import { usageCounters } from '../../db/schema.js';
import type { LocationScope } from '../../platform/scope.js';

/**
 * Takes one unit of a window when fewer than `limit` are taken; false when it is used up. The location's
 * earlier windows of the kind are cleared when a window's first unit is taken, once a window rather than on
 * every request.
 */
export async function takeUnit(
  db: Database,
  scope: LocationScope,
  window: { kind: string; start: Date; limit: number },
): Promise<boolean> {
  const [taken] = await db
    .insert(usageCounters)
    .values({ locationId: scope.locationId, kind: window.kind, windowStart: window.start, count: 1 })
    .onConflictDoUpdate({
      target: [usageCounters.locationId, usageCounters.kind, usageCounters.windowStart],
      set: { count: sql`${usageCounters.count} + 1` },
      setWhere: lt(usageCounters.count, window.limit),
    })
    .returning({ count: usageCounters.count });
  if (taken?.count === 1) {
    await db
      .delete(usageCounters)
      .where(
        and(
          eq(usageCounters.locationId, scope.locationId),
          eq(usageCounters.kind, window.kind),
          lt(usageCounters.windowStart, window.start),
        ),
      );
  }
  return taken !== undefined;
}

/** Gives a unit back, for work that failed before it produced anything. */
export async function giveBackUnit(
  db: Database,
  scope: LocationScope,
  window: { kind: string; start: Date },
): Promise<void> {
  await db
    .update(usageCounters)
    .set({ count: sql`${usageCounters.count} - 1` })
    .where(
      and(
        eq(usageCounters.locationId, scope.locationId),
        eq(usageCounters.kind, window.kind),
        eq(usageCounters.windowStart, window.start),
        sql`${usageCounters.count} > 0`,
      ),
    );
}
