import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventDataResponseSchema } from '../../../contract/calendar.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { createLocation, createTenant, createUser } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  const { user } = await createTenant(t.database.db, t.secretBox);
  token = await signIn(t.app, user);
});
afterAll(() => t.close());

const get = (query: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: `/v1/chat/event-data?${query}`,
    headers: { 'x-auth-token': token, ...headers },
  });

describe('GET /v1/chat/event-data', () => {
  it("returns the year's events sorted by date, as calendar dates of that year", async () => {
    const response = await get('year=2026');
    expect(response.statusCode).toBe(200);
    const { holidays } = eventDataResponseSchema.parse(response.json());
    expect(holidays.length).toBeGreaterThan(500);
    expect(holidays.every((event) => event.date.startsWith('2026-'))).toBe(true);
    const dates = holidays.map((event) => event.date);
    expect(dates).toEqual([...dates].sort());
    expect(holidays).toContainEqual(
      expect.objectContaining({ date: '2026-10-16', title: 'World Bread Day' }),
    );
  });

  it('uses the US public holidays when no location is named', async () => {
    const { holidays } = eventDataResponseSchema.parse((await get('year=2026')).json());
    const july4 = holidays.filter(
      (event) => event.date === '2026-07-04' && /independence/i.test(event.title),
    );
    expect(july4).toHaveLength(1);
    expect(holidays.some((event) => event.date === '2026-11-26' && /thanksgiving/i.test(event.title))).toBe(
      true,
    );
  });

  it("uses the location's country", async () => {
    const { agency, location } = await createTenant(t.database.db, t.secretBox);
    const london = await createLocation(t.database.db, agency, { country: 'GB' });
    const user = await createUser(t.database.db, agency, [location.id, london.id]);
    const own = await signIn(t.app, user);
    const response = await get(`year=2026&locationId=${london.id}`, { 'x-auth-token': own });
    const { holidays } = eventDataResponseSchema.parse(response.json());
    expect(holidays.some((event) => event.date === '2026-12-26' && /boxing/i.test(event.title))).toBe(true);
    expect(holidays.some((event) => /thanksgiving/i.test(event.title))).toBe(false);
  });

  it('answers 304 when the ETag matches, without the body', async () => {
    const first = await get('year=2027');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await get('year=2027', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const otherYear = await get('year=2028', { 'if-none-match': etag });
    expect(otherYear.statusCode).toBe(200);
  });

  it('sends the same body gzipped to clients that accept gzip', async () => {
    const plain = await get('year=2026');
    const zipped = await get('year=2026', { 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('accept-encoding');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
  });

  it('is open to demo (trial) users too', async () => {
    const { agency, location } = await createTenant(t.database.db, t.secretBox);
    const trial = await createUser(t.database.db, agency, [location.id], { role: 'demo_user' });
    const response = await get('year=2026', { 'x-auth-token': await signIn(t.app, trial) });
    expect(response.statusCode).toBe(200);
  });

  it('answers 400 naming the year or the country when they are wrong', async () => {
    for (const [query, field] of [
      ['year=abc', 'year'],
      ['year=1999', 'year'],
      ['year=2101', 'year'],
      ['', 'year'],
      ['year=2026&country=USA', 'country'],
      ['year=2026&country=ZZ', 'country'],
      ['year=2026&locationId=short', 'locationId'],
    ] as const) {
      const response = await get(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ field });
    }
  });

  it("is a 404 for another agency's location", async () => {
    const theirs = await createTenant(t.database.db, t.secretBox);
    const response = await get(`year=2026&locationId=${theirs.location.id}`);
    expect(response.statusCode).toBe(404);
  });
});
