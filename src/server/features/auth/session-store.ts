import { and, eq, ne } from 'drizzle-orm';
import type { SessionOrigin } from '../../../contract/roles.js';
import type { Clock } from '../../core/clock.js';
import type { Principal } from '../../core/principal.js';
import type { Database } from '../../db/open.js';
import { agencies, sessions, users } from '../../db/schema.js';
import type { AccessChanges } from '../../infra/access-changes.js';
import { hashToken, newToken } from '../../infra/tokens.js';
import { TtlCache } from '../../infra/ttl-cache.js';
import { refuseIfSuspended } from '../agencies/suspension.js';

const DAY_MS = 86_400_000;
/**
 * A resolved session is trusted for this long without asking the database again. Ending a session,
 * changing its user's role, or suspending its agency clears it on every instance at once (see
 * access-changes.ts).
 */
const RESOLVE_CACHE_MS = 5_000;
/** last_seen_at is refreshed at most this often, so reads do not each cause a write. */
const TOUCH_INTERVAL_MS = 60_000;

export interface SessionPolicy {
  idleDays: number;
  maxDays: number;
}

/** Opaque session tokens: 32 random bytes given to the client, only their hash kept. */
export class SessionStore {
  readonly #resolved: TtlCache<string, Principal & { expiresAt: number }>;

  constructor(
    private readonly db: Database,
    private readonly policy: SessionPolicy,
    private readonly now: Clock,
    accessChanges: AccessChanges,
  ) {
    this.#resolved = new TtlCache(RESOLVE_CACHE_MS, 10_000, () => this.now().getTime());
    accessChanges.onChange(() => this.#resolved.clear());
  }

  async create(userId: string, origin: SessionOrigin): Promise<{ token: string; sessionId: string }> {
    const token = newToken();
    const now = this.now();
    const [row] = await this.db
      .insert(sessions)
      .values({
        tokenHash: hashToken(token),
        userId,
        origin,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + this.policy.maxDays * DAY_MS),
      })
      .returning({ id: sessions.id });
    if (!row) throw new Error('session insert returned no row');
    return { token, sessionId: row.id };
  }

  /** The principal of a live session, or null when the token is unknown, expired or idle too long. */
  async resolve(token: string): Promise<Principal | null> {
    const tokenHash = hashToken(token);
    const cached = this.#resolved.get(tokenHash);
    // A session ended while this lookup runs must not be put back by it.
    const generation = this.#resolved.generation;
    if (cached && cached.expiresAt > this.now().getTime()) {
      const { expiresAt: _expires, ...principal } = cached;
      return principal;
    }
    const [row] = await this.db
      .select({
        sessionId: sessions.id,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        userId: users.id,
        agencyId: users.agencyId,
        email: users.email,
        role: users.role,
        origin: sessions.origin,
        agencySuspendedAt: agencies.suspendedAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .innerJoin(agencies, eq(agencies.id, users.agencyId))
      .where(eq(sessions.tokenHash, tokenHash))
      .limit(1);
    if (!row) return null;
    // Refused with the reason while the agency is suspended; resuming the agency ends the session.
    refuseIfSuspended({ suspendedAt: row.agencySuspendedAt }, row.role);
    const now = this.now().getTime();
    const idleLimit = row.lastSeenAt.getTime() + this.policy.idleDays * DAY_MS;
    if (now >= row.expiresAt.getTime() || now >= idleLimit) {
      await this.db.delete(sessions).where(eq(sessions.id, row.sessionId));
      return null;
    }
    if (now - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      await this.db
        .update(sessions)
        .set({ lastSeenAt: new Date(now) })
        .where(eq(sessions.id, row.sessionId));
    }
    const { lastSeenAt: _seen, expiresAt: _expires, agencySuspendedAt: _suspended, ...principal } = row;
    this.#resolved.setUnlessCleared(
      tokenHash,
      { ...principal, expiresAt: Math.min(row.expiresAt.getTime(), idleLimit) },
      generation,
    );
    return principal;
  }

  async revoke(sessionId: string): Promise<void> {
    this.#resolved.deleteWhere((principal) => principal.sessionId === sessionId);
    await this.db.delete(sessions).where(eq(sessions.id, sessionId));
  }

  /** Ends every session of the user but the one given (after a password change). */
  async revokeOthers(userId: string, keepSessionId: string): Promise<void> {
    this.#resolved.deleteWhere(
      (principal) => principal.userId === userId && principal.sessionId !== keepSessionId,
    );
    await this.db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
  }

  /** Ends every session of the user (after a password reset: whoever knew the old password is out). */
  async revokeAll(userId: string): Promise<void> {
    this.#resolved.deleteWhere((principal) => principal.userId === userId);
    await this.db.delete(sessions).where(eq(sessions.userId, userId));
  }
}
