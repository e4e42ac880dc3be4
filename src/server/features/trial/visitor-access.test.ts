import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app.js';
import { createAgency } from '../../test/factories.js';
import { startTrialVisitor } from '../../test/trial-visitor.js';

/**
 * A trial visitor's session opens the trial calendar and nothing else: walked from the registered route
 * table, every route outside this list answers a visitor 403, whatever it is.
 */
const VISITOR_ROUTES = [
  'GET /v1/auth/session',
  'POST /v1/auth/logout',
  'GET /v1/locations/:locationId/calendar/:year',
  'GET /v1/calendar/:year',
  'POST /v1/posts/generate',
  'GET /v1/locations/:locationId/posts',
  'GET /v1/prompt-options/:kind',
  'GET /v1/trial/me',
  'POST /v1/trial/me/upgrade-clicked',
  'DELETE /v1/trial/me',
  'PUT /v1/user/updateuser',
  // Personalise in the trial calendar: the visitor's own business's brand profile, gone with the trial.
  'GET /v1/locations/:locationId/brand-profile',
  'PUT /v1/locations/:locationId/brand-profile',
  'PUT /v1/locations/:locationId/brand-profile/logo',
  'DELETE /v1/locations/:locationId/brand-profile/logo',
];

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  const agency = await createAgency(t.database.db, t.secretBox);
  token = (await startTrialVisitor(t, agency.id)).token;
});
afterAll(() => t.close());

const guardedRoutes = () =>
  t.app.routeAccess.filter((route) => route.access !== 'public' && route.method !== 'HEAD');

/** A concrete URL for a route pattern: parameters get a plausible value. */
const sampleUrl = (pattern: string) => pattern.replace(/:[A-Za-z_]+/g, 'ABCDEFGHIJ0123456789');

describe("a trial visitor's reach", () => {
  it('the routes a visitor may call are exactly those the trial calendar needs', () => {
    const admitted = guardedRoutes()
      .filter(
        (route) =>
          route.access === 'member-or-visitor' ||
          (Array.isArray(route.access) && route.access.includes('demo_user')),
      )
      .map((route) => `${route.method} ${route.url}`);
    expect(admitted.sort()).toEqual([...VISITOR_ROUTES].sort());
  });

  it('every other route answers a visitor 403', async () => {
    const others = guardedRoutes().filter(
      (route) => !VISITOR_ROUTES.includes(`${route.method} ${route.url}`),
    );
    expect(others.length).toBeGreaterThan(40);
    for (const route of others) {
      const response = await t.app.inject({
        method: route.method,
        url: sampleUrl(route.url),
        headers: { 'x-auth-token': token },
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(response.json()).toMatchObject({ code: 'forbidden' });
    }
  });

  it('the session still works after all those refusals', async () => {
    const session = await t.app.inject({
      method: 'GET',
      url: '/v1/auth/session',
      headers: { 'x-auth-token': token },
    });
    expect(session.statusCode).toBe(200);
  });
});
