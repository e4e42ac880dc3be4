import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app.js';
import { enforceAccess } from './access.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A concrete URL for a route pattern: parameters get a plausible value. */
function sampleUrl(pattern: string): string {
  return pattern.replace(/:[A-Za-z_]+/g, 'ABCDEFGHIJ0123456789').replace(/\*$/, 'x');
}

describe('route access', () => {
  it('registering a route without declared access fails at start', async () => {
    const app = Fastify();
    app.decorate('routeAccess', []);
    const start = async () => {
      await app.register(async (scope) => {
        enforceAccess(scope, { resolve: async () => null });
        scope.get('/undeclared', async () => 'open');
      });
      await app.ready();
    };
    await expect(start()).rejects.toThrow('Route GET /undeclared must declare config.access');
    await app.close();
  });

  it('every route declares public, signed-in, member-or-visitor or a role list', () => {
    expect(t.app.routeAccess.length).toBeGreaterThan(0);
    for (const route of t.app.routeAccess) {
      const access = route.access;
      const declared = ['public', 'signed-in', 'member-or-visitor'].includes(String(access));
      expect(declared || Array.isArray(access), route.url).toBe(true);
    }
  });

  it('every non-public route answers 401 without a token and with a wrong token', async () => {
    const guarded = t.app.routeAccess.filter((route) => route.access !== 'public' && route.method !== 'HEAD');
    for (const route of guarded) {
      const url = sampleUrl(route.url);
      const method = route.method;
      const anonymous = await t.app.inject({ method, url });
      expect(anonymous.statusCode, `${route.method} ${route.url} without a token`).toBe(401);
      expect(anonymous.json()).toMatchObject({ code: 'unauthorized' });
      for (const header of ['x-auth-token', 'apikey']) {
        const forged = await t.app.inject({ method, url, headers: { [header]: 'not-a-real-session-token' } });
        expect(forged.statusCode, `${route.method} ${route.url} with a wrong ${header}`).toBe(401);
        expect(forged.json()).toMatchObject({ code: 'session_ended' });
      }
    }
  });
});
