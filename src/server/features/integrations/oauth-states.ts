import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/open.js';
import { oauthStates } from '../../db/schema.js';
import type { LocationScope } from '../../platform/scope.js';

/** Facebook Login must come back within this time. */
export const STATE_LIFETIME_MS = 15 * 60_000;

export async function createState(
  db: Database,
  scope: LocationScope,
  userId: string,
  now: Date,
): Promise<string> {
  const [row] = await db
    .insert(oauthStates)
    .values({ locationId: scope.locationId, userId, provider: 'facebook', createdAt: now })
    .returning({ id: oauthStates.id });
  if (!row) throw new Error('The login state was not stored');
  return row.id;
}

/**
 * Uses the state once: true only for a state made for this location and user, not used and not expired.
 * The update is conditional, so two completions with one state cannot both pass.
 */
export async function takeState(
  db: Database,
  scope: LocationScope,
  userId: string,
  id: string,
  now: Date,
): Promise<boolean> {
  const used = await db
    .update(oauthStates)
    .set({ usedAt: now })
    .where(
      and(
        eq(oauthStates.id, id),
        eq(oauthStates.locationId, scope.locationId),
        eq(oauthStates.userId, userId),
        isNull(oauthStates.usedAt),
        gt(oauthStates.createdAt, new Date(now.getTime() - STATE_LIFETIME_MS)),
      ),
    )
    .returning({ id: oauthStates.id });
  return used.length === 1;
}
