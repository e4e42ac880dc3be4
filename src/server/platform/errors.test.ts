import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestApp, type TestApp } from '../test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('API conventions', () => {
  it('an unknown /v1 path is a JSON 404 naming the path', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({
      message: 'No such endpoint: GET /v1/no-such-thing',
      code: 'not_found',
    });
  });

  it('a malformed address is a 400 in the same error shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/chat/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'bad_url', message: expect.stringContaining('not valid') });
  });

  it('without a built web app, other paths are a JSON 404 too', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/auth/sign-in' });
    expect(response.statusCode).toBe(404);
  });

  it('every response carries a request id, and a sane one given by the caller is kept', async () => {
    const own = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(own.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const given = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(given.headers['x-request-id']).toBe('abc-123');
    // Anything else a caller sends is not used as the log's id: a new one is made.
    for (const unsafe of ['a b', 'x'.repeat(65), 'id\nforged-log-line', '<script>']) {
      const replaced = await t.app.inject({
        method: 'GET',
        url: '/healthz',
        headers: { 'x-request-id': unsafe },
      });
      expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('sends security headers: a CSP without inline scripts and frame-ancestors from configuration', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBeUndefined();
  });

  it('frame-ancestors lists the platforms FRAME_ANCESTORS names', async () => {
    const framed = await startTestApp({
      env: { FRAME_ANCESTORS: "'self' https://app.example-platform.com" },
    });
    const response = await framed.app.inject({ method: 'GET', url: '/healthz' });
    expect(String(response.headers['content-security-policy'])).toContain(
      "frame-ancestors 'self' https://app.example-platform.com",
    );
    await framed.close();
  });

  it('serves the OpenAPI document generated from the route schemas, and its docs page', async () => {
    const document = await t.app.inject({ method: 'GET', url: '/v1/openapi.json' });
    expect(document.statusCode).toBe(200);
    const body = z
      .object({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) })
      .parse(document.json());
    expect(body.openapi).toMatch(/^3\./);
    expect(Object.keys(body.paths)).toContain('/readyz');
    const docs = await t.app.inject({ method: 'GET', url: '/v1/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toContain('text/html');
  });
});
