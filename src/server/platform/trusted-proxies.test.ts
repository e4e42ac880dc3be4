import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { startTestApp, type TestApp } from '../test/app.js';

/** A sign-in with a made-up first X-Forwarded-For entry, as any client can send. */
const forged = (t: TestApp, i: number, via: string, realClient: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    payload: { email: `forger-${i}@example.com`, password: 'guess' },
    remoteAddress: via,
    headers: { 'x-forwarded-for': `203.0.113.${i % 250}, ${realClient}` },
  });

describe('TRUST_PROXY believes only the configured proxies', () => {
  let behindProxy: TestApp;
  let direct: TestApp;
  beforeAll(async () => {
    behindProxy = await startTestApp({ env: { TRUST_PROXY: '10.0.0.0/8' } });
    direct = await startTestApp();
  });
  afterAll(async () => {
    await behindProxy.close();
    await direct.close();
  });

  it('behind a trusted proxy, made-up addresses before the one it saw do not dodge the limit of 50 per address', async () => {
    const statuses = [];
    for (let i = 0; i < 60; i++)
      statuses.push((await forged(behindProxy, i, '10.0.0.5', '198.51.100.7')).statusCode);
    expect(statuses.slice(0, 50).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(50).every((status) => status === 429)).toBe(true);
  });

  it('a client that is not a trusted proxy cannot name its own address at all', async () => {
    const statuses = [];
    for (let i = 0; i < 52; i++)
      statuses.push((await forged(direct, i, '198.51.100.8', `192.0.2.${i}`)).statusCode);
    expect(statuses.at(-1)).toBe(429);
  });

  it('reads a hop count, a list of addresses and networks, and refuses a bare "true"', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 172.16.0.0/12, ::1' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '172.16.0.0/12',
      '::1',
    ]);
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: must be false, a number of proxy hops/,
    );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/40' })).toThrow(/TRUST_PROXY/);
  });
});
