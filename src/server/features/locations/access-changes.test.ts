import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { userLocations } from '../../db/schema.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { createTenant } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';

/**
 * Two instances of the product on one database, as behind a load balancer. Each keeps granted
 * locations and resolved sessions in memory for a few seconds; a change made anywhere must reach
 * both at once, not after that time.
 */
let one: TestApp;
let two: TestApp;
beforeAll(async () => {
  one = await startTestApp();
  two = await startTestApp({ sameDatabaseAs: one });
});
afterAll(async () => {
  await two.close();
  await one.close();
});

const posts = (instance: TestApp, token: string, locationId: string) =>
  instance.app.inject({
    method: 'GET',
    url: `/v1/locations/${locationId}/posts?year=2026`,
    headers: { 'x-auth-token': token },
  });

/** Milliseconds until every instance answers the status, asking every 5 ms for at most 2 s. */
async function untilAll(status: number, ask: (instance: TestApp) => Promise<{ statusCode: number }>) {
  const started = performance.now();
  for (;;) {
    const answers = await Promise.all([one, two].map(ask));
    if (answers.every((answer) => answer.statusCode === status)) return performance.now() - started;
    if (performance.now() - started > 2_000) return Number.POSITIVE_INFINITY;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('access changes reach every instance at once', () => {
  it("taking a location from a user is refused on every instance within a second, long before the cache's 5 s", async () => {
    const { location, user } = await createTenant(one.database.db, one.secretBox);
    const token = await signIn(one.app, user);
    expect((await posts(one, token, location.id)).statusCode).toBe(200);
    expect((await posts(two, token, location.id)).statusCode).toBe(200);

    await one.database.db
      .delete(userLocations)
      .where(and(eq(userLocations.userId, user.id), eq(userLocations.locationId, location.id)));

    expect(await untilAll(404, (instance) => posts(instance, token, location.id))).toBeLessThan(1_000);
  });

  it('signing out on one instance ends the session on the other within a second', async () => {
    const { location, user } = await createTenant(one.database.db, one.secretBox);
    const token = await signIn(one.app, user);
    expect((await posts(two, token, location.id)).statusCode).toBe(200);

    const out = await one.app.inject({
      method: 'POST',
      url: '/v1/auth/logout',
      headers: { 'x-auth-token': token },
    });
    expect(out.statusCode).toBe(200);

    expect(await untilAll(401, (instance) => posts(instance, token, location.id))).toBeLessThan(1_000);
  });

  it.skipIf(inject('testDatabase').kind !== 'postgres')(
    'a dropped listening connection comes back by itself, and changes still reach every instance',
    async () => {
      await one.database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where query like 'LISTEN%' and datname = current_database() and pid <> pg_backend_pid()`,
      );
      await new Promise((resolve) => setTimeout(resolve, 500));
      const { location, user } = await createTenant(one.database.db, one.secretBox);
      const token = await signIn(one.app, user);
      expect((await posts(two, token, location.id)).statusCode).toBe(200);
      await one.database.db
        .delete(userLocations)
        .where(and(eq(userLocations.userId, user.id), eq(userLocations.locationId, location.id)));
      expect(await untilAll(404, (instance) => posts(instance, token, location.id))).toBeLessThan(1_000);
    },
  );
});
