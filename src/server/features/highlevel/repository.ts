import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/open.js';
import { agencyHighLevel, agencyOauthStates } from '../../db/schema.js';
import type { AgencyScope } from '../../platform/scope.js';

export type HighLevelRow = typeof agencyHighLevel.$inferSelect;

/** HighLevel's authorisation must come back within this time. */
const STATE_LIFETIME_MS = 15 * 60_000;

export async function findConnection(db: Database, agencyId: string): Promise<HighLevelRow | undefined> {
  const [row] = await db.select().from(agencyHighLevel).where(eq(agencyHighLevel.agencyId, agencyId));
  return row;
}

/** The connection, locked until the transaction ends: one refresh at a time spends a refresh token. */
export async function lockConnection(db: Database, agencyId: string): Promise<HighLevelRow | undefined> {
  const [row] = await db
    .select()
    .from(agencyHighLevel)
    .where(eq(agencyHighLevel.agencyId, agencyId))
    .for('update');
  return row;
}

export async function saveConnection(db: Database, row: HighLevelRow): Promise<void> {
  await db
    .insert(agencyHighLevel)
    .values(row)
    .onConflictDoUpdate({ target: agencyHighLevel.agencyId, set: { ...row } });
}

export async function recordRefreshError(db: Database, agencyId: string, message: string): Promise<void> {
  await db
    .update(agencyHighLevel)
    .set({ refreshError: message })
    .where(eq(agencyHighLevel.agencyId, agencyId));
}

/** The agencies with HighLevel connected, for the hourly sync. */
export async function connectedAgencies(db: Database): Promise<string[]> {
  const rows = await db.select({ agencyId: agencyHighLevel.agencyId }).from(agencyHighLevel);
  return rows.map((row) => row.agencyId);
}

export async function recordSynced(db: Database, agencyId: string, at: Date): Promise<void> {
  await db
    .update(agencyHighLevel)
    .set({ syncedAt: at, syncError: null })
    .where(eq(agencyHighLevel.agencyId, agencyId));
}

export async function recordSyncError(db: Database, agencyId: string, message: string): Promise<void> {
  await db.update(agencyHighLevel).set({ syncError: message }).where(eq(agencyHighLevel.agencyId, agencyId));
}

export async function removeConnection(db: Database, scope: AgencyScope): Promise<void> {
  await db.delete(agencyHighLevel).where(eq(agencyHighLevel.agencyId, scope.agencyId));
}

export async function createAgencyState(db: Database, scope: AgencyScope, userId: string, now: Date) {
  const [row] = await db
    .insert(agencyOauthStates)
    .values({ agencyId: scope.agencyId, userId, createdAt: now })
    .returning({ id: agencyOauthStates.id });
  if (!row) throw new Error('The authorisation state was not stored');
  return row.id;
}

/** Uses a state once: this agency's, this user's, unused and fresh. */
export async function takeAgencyState(
  db: Database,
  scope: AgencyScope,
  userId: string,
  id: string,
  now: Date,
) {
  const used = await db
    .update(agencyOauthStates)
    .set({ usedAt: now })
    .where(
      and(
        eq(agencyOauthStates.id, id),
        eq(agencyOauthStates.agencyId, scope.agencyId),
        eq(agencyOauthStates.userId, userId),
        isNull(agencyOauthStates.usedAt),
        gt(agencyOauthStates.createdAt, new Date(now.getTime() - STATE_LIFETIME_MS)),
      ),
    )
    .returning({ id: agencyOauthStates.id });
  return used.length === 1;
}
