import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app.js';
import { createTenant } from '../../test/factories.js';
import { generate, WORLD_BREAD_DAY } from '../../test/generate.js';
import { signIn } from '../../test/sign-in.js';

const TOKEN = 'metrics-token-for-the-scraper';
let t: TestApp;
let bare: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { METRICS_TOKEN: TOKEN } });
  bare = await startTestApp();
});
afterAll(async () => {
  await t.close();
  await bare.close();
});

const scrape = (app: TestApp, token?: string) =>
  app.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('GET /metrics', () => {
  it('is not served without METRICS_TOKEN, and asks for the token where there is one', async () => {
    expect((await scrape(bare, TOKEN)).statusCode).toBe(404);
    expect((await scrape(t)).statusCode).toBe(401);
    expect((await scrape(t, `${TOKEN}x`)).statusCode).toBe(401);
  });

  it('counts requests by route, generations by provider, and reads queues, money and pictures waiting', async () => {
    const tenant = await createTenant(t.database.db, t.secretBox);
    const token = await signIn(t.app, tenant.user);
    await generate(t.app, token, {
      locationId: tenant.location.id,
      event: WORLD_BREAD_DAY,
      platform: 'Instagram',
      action: 'social',
    });
    const response = await scrape(t, TOKEN);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="POST",route="\/v1\/posts\/generate",status="200"\} 1/,
    );
    expect(text).toMatch(
      /ai_call_duration_seconds_count\{provider="builtin",action="social",outcome="ok"\} 1/,
    );
    expect(text).toContain('job_queue_waiting');
    expect(text).toContain('ledger_cents_total');
    expect(text).toContain('pictures_waiting 0');
    expect(text).toContain('process_resident_memory_bytes');
  });
});
