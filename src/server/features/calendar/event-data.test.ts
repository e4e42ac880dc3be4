import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventDataResponseSchema } from '../../../contract/calendar.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { createLocation, createTenant, createUser } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';

let t: TestApp;
let token: string;
let locationId: string;
beforeAll(async () => {
  t = await startTestApp();
  const { location, user } = await createTenant(t.database.db, t.secretBox);
  locationId = location.id;
  token = await signIn(t.app, user);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { 'x-auth-token': token, ...headers } });
const holidaysOf = async (url: string, headers: Record<string, string> = {}) =>
  eventDataResponseSchema.parse((await get(url, headers)).json()).holidays;

describe("GET /v1/locations/:locationId/calendar/:year, a year of the location's country", () => {
  it("returns the year's events sorted by date, as calendar dates of that year", async () => {
    const response = await get(`/v1/locations/${locationId}/calendar/2026`);
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

  it("uses the location's country", async () => {
    const { agency, location } = await createTenant(t.database.db, t.secretBox);
    const london = await createLocation(t.database.db, agency, { country: 'GB' });
    const user = await createUser(t.database.db, agency, [location.id, london.id]);
    const own = await signIn(t.app, user);
    const holidays = await holidaysOf(`/v1/locations/${london.id}/calendar/2026`, { 'x-auth-token': own });
    expect(holidays.some((event) => event.date === '2026-12-26' && /boxing/i.test(event.title))).toBe(true);
    expect(holidays.some((event) => /thanksgiving/i.test(event.title))).toBe(false);
  });

  it("dates the equinoxes and solstices in the location's time zone", async () => {
    // The September equinox of 2026 is at 00:05 UTC on September 23: the evening of the 22nd in America.
    const { agency, location } = await createTenant(t.database.db, t.secretBox);
    const newYork = await createLocation(t.database.db, agency, {
      country: 'GB',
      timeZone: 'America/New_York',
    });
    const london = await createLocation(t.database.db, agency, { country: 'GB', timeZone: 'Europe/London' });
    const user = await createUser(t.database.db, agency, [location.id, newYork.id, london.id]);
    const own = { 'x-auth-token': await signIn(t.app, user) };
    const autumn = async (id: string) =>
      (await holidaysOf(`/v1/locations/${id}/calendar/2026`, own))
        .filter((event) => event.title === 'First Day of Autumn')
        .map((event) => event.date);
    expect(await autumn(newYork.id)).toEqual(['2026-09-22']);
    expect(await autumn(london.id)).toEqual(['2026-09-23']);
  });

  it('answers 304 when the ETag matches, without the body', async () => {
    const first = await get(`/v1/locations/${locationId}/calendar/2027`);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await get(`/v1/locations/${locationId}/calendar/2027`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const otherYear = await get(`/v1/locations/${locationId}/calendar/2028`, { 'if-none-match': etag });
    expect(otherYear.statusCode).toBe(200);
  });

  it('sends the same body gzipped to clients that accept gzip', async () => {
    const url = `/v1/locations/${locationId}/calendar/2026`;
    const plain = await get(url);
    const zipped = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('accept-encoding');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
  });

  it('is open to demo (trial) users too', async () => {
    const { agency, location } = await createTenant(t.database.db, t.secretBox);
    const trial = await createUser(t.database.db, agency, [location.id], { role: 'demo_user' });
    const response = await get(`/v1/locations/${location.id}/calendar/2026`, {
      'x-auth-token': await signIn(t.app, trial),
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers 400 naming the year or the location when they are wrong', async () => {
    for (const [url, field] of [
      [`/v1/locations/${locationId}/calendar/abc`, 'year'],
      [`/v1/locations/${locationId}/calendar/1999`, 'year'],
      [`/v1/locations/${locationId}/calendar/2101`, 'year'],
      [`/v1/locations/${locationId}/calendar/2026.5`, 'year'],
      ['/v1/locations/short/calendar/2026', 'locationId'],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({ field });
    }
  });

  it("is a 404 for another agency's location", async () => {
    const theirs = await createTenant(t.database.db, t.secretBox);
    const response = await get(`/v1/locations/${theirs.location.id}/calendar/2026`);
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /v1/calendar/:year, a year of a country', () => {
  it('uses the US public holidays when no country is named', async () => {
    const holidays = await holidaysOf('/v1/calendar/2026');
    const july4 = holidays.filter(
      (event) => event.date === '2026-07-04' && /independence/i.test(event.title),
    );
    expect(july4).toHaveLength(1);
    expect(holidays.some((event) => event.date === '2026-11-26' && /thanksgiving/i.test(event.title))).toBe(
      true,
    );
    expect(holidays.every((event) => event.date.startsWith('2026-'))).toBe(true);
  });

  it('uses the country named, in either case', async () => {
    for (const country of ['GB', 'gb']) {
      const holidays = await holidaysOf(`/v1/calendar/2026?country=${country}`);
      expect(holidays.some((event) => event.date === '2026-12-26' && /boxing/i.test(event.title))).toBe(true);
      expect(holidays.some((event) => /thanksgiving/i.test(event.title))).toBe(false);
    }
  });

  it('answers 304 when the ETag matches, and sends gzip to clients that accept it', async () => {
    const first = await get('/v1/calendar/2026?country=FR');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await get('/v1/calendar/2026?country=FR', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const zipped = await get('/v1/calendar/2026?country=FR', { 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(first.body);
  });

  it('answers 400 naming the year or the country when they are wrong', async () => {
    for (const [url, field] of [
      ['/v1/calendar/abc', 'year'],
      ['/v1/calendar/1999', 'year'],
      ['/v1/calendar/2101', 'year'],
      ['/v1/calendar/2026?country=USA', 'country'],
      ['/v1/calendar/2026?country=ZZ', 'country'],
      ['/v1/calendar/2026?country=1A', 'country'],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({ field });
    }
  });
});
