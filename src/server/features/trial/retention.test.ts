import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencies, locations, trialVisitors, users } from '../../db/schema.js';
import { AccessChanges } from '../../infra/access-changes.js';
import { openMediaStore } from '../../infra/open-media.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { createAgency } from '../../test/factories.js';
import { startTrialVisitor } from '../../test/trial-visitor.js';
import { SessionStore } from '../auth/session-store.js';
import { removeExpiredTrials } from './retention.js';

const DAY = 86_400_000;
let clock = new Date('2026-03-01T12:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => clock });
});
afterAll(() => t.close());

async function exists(userId: string, locationId: string) {
  const db = t.database.db;
  const [visitor] = await db.select().from(trialVisitors).where(eq(trialVisitors.userId, userId));
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  const [location] = await db.select().from(locations).where(eq(locations.id, locationId));
  return { visitor: Boolean(visitor), user: Boolean(user), location: Boolean(location) };
}

describe('the nightly removal of old trial data', () => {
  it("removes trials whose last activity is older than their agency's retention, and only those", async () => {
    const keepsAWeek = await createAgency(t.database.db, t.secretBox);
    await t.database.db.update(agencies).set({ trialRetentionDays: 7 }).where(eq(agencies.id, keepsAWeek.id));
    const keepsLonger = await createAgency(t.database.db, t.secretBox);
    const old = await startTrialVisitor(t, keepsAWeek.id);
    const sameDayElsewhere = await startTrialVisitor(t, keepsLonger.id);
    clock = new Date(clock.getTime() + 5 * DAY);
    const recent = await startTrialVisitor(t, keepsAWeek.id);

    clock = new Date(clock.getTime() + 3 * DAY);
    const deps = {
      db: t.database.db,
      clock: () => clock,
      media: openMediaStore(t.config),
      sessions: new SessionStore(
        t.database.db,
        { idleDays: 7, maxDays: 30 },
        () => clock,
        new AccessChanges(),
      ),
    };
    expect(await removeExpiredTrials(deps)).toBeGreaterThanOrEqual(1);

    const where = (visitor: typeof old) => [visitor.data._id, visitor.activeLocations[0]?.id ?? ''] as const;
    expect(await exists(...where(old))).toEqual({ visitor: false, user: false, location: false });
    expect(await exists(...where(recent))).toEqual({ visitor: true, user: true, location: true });
    expect(await exists(...where(sameDayElsewhere))).toEqual({ visitor: true, user: true, location: true });
    const session = await t.app.inject({
      method: 'GET',
      url: '/v1/auth/session',
      headers: { 'x-auth-token': old.token },
    });
    expect(session.statusCode).toBe(401);
  });
});
