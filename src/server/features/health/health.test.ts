import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('health probes', () => {
  it('GET /healthz answers while the process is up', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz answers when the database does', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz is 503 when the database does not answer', async () => {
    const broken = await startTestApp();
    await broken.database.close();
    const response = await broken.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: 'The database is not answering', code: 'not_ready' });
    await broken.app.close();
  });
});
