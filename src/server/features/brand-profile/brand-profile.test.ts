import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandProfileAnswerSchema } from '../../../contract/brand-profile.js';
import { eventDataResponseSchema } from '../../../contract/calendar.js';
import { locations } from '../../db/schema.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { callApi } from '../../test/console-agency.js';
import { createTenant } from '../../test/factories.js';
import { FakeOpenAi, fakeProviderEnv } from '../../test/fake-openai.js';
import { generate } from '../../test/generate.js';
import { signIn } from '../../test/sign-in.js';

const PI_DAY = { date: '2026-03-14', title: 'Pi Day', hashtags: ['#PiDay', '#Math'] };
const HOLOCAUST_REMEMBRANCE_DAY = {
  date: '2026-01-27',
  title: 'International Holocaust Remembrance Day',
  hashtags: ['#HolocaustRemembranceDay', '#WeRemember'],
};
const BAKERY = {
  category: 'bakery',
  offers: [
    { name: 'sourdough loaves', line: 'baked fresh every morning' },
    { name: 'apple pies', line: 'with fruit from local orchards' },
  ],
  audience: 'neighbours who love fresh bread',
  voice: 'warm, homely',
  avoid: 'cheap',
  hours: 'Tuesday to Sunday, 7am to 3pm',
  website: 'https://rosies.example',
};

let t: TestApp;
const fake = new FakeOpenAi();
let withProvider: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  withProvider = await startTestApp({ env: fakeProviderEnv(await fake.start()) });
});
afterAll(async () => {
  await t.close();
  await withProvider.close();
  await fake.stop();
});

async function client(app: TestApp = t) {
  const tenant = await createTenant(app.database.db, app.secretBox);
  const token = await signIn(app.app, tenant.user);
  const url = (path = '') => `/v1/locations/${tenant.location.id}/brand-profile${path}`;
  return { ...tenant, token, url, locationId: tenant.location.id };
}

const answer = (body: string) => brandProfileAnswerSchema.parse(JSON.parse(body));

describe('the brand profile', () => {
  it('does not exist at first, and starts from the location’s address and phone', async () => {
    const c = await client();
    await t.database.db
      .update(locations)
      .set({ address: '12 Mill Lane', phoneNumber: '+44 20 7946 0000' })
      .where(eq(locations.id, c.locationId));
    const response = await callApi(t, 'GET', c.url(), c.token);
    expect(response.statusCode).toBe(200);
    const { exists, profile } = answer(response.body);
    expect(exists).toBe(false);
    expect(profile.address).toBe('12 Mill Lane');
    expect(profile.phone).toBe('+44 20 7946 0000');
    expect(profile.showSolemn).toBe(false);
  });

  it('starts as the kind of business the name says, with that kind’s usual products, and as no kind when it says none', async () => {
    const c = await client();
    await t.database.db
      .update(locations)
      .set({ businessName: 'Sunrise Bakery' })
      .where(eq(locations.id, c.locationId));
    const { exists, profile } = answer((await callApi(t, 'GET', c.url(), c.token)).body);
    expect(exists).toBe(false);
    expect(profile.category).toBe('bakery');
    expect(profile.offers.map((offer) => offer.name)).toContain('pies and tarts');

    const other = await client();
    const unnamed = answer((await callApi(t, 'GET', other.url(), other.token)).body).profile;
    expect(unnamed.category).toBe('other');
    expect(unnamed.offers).toEqual([]);
  });

  it('exists once saved, and reads back as saved', async () => {
    const c = await client();
    const saved = await callApi(t, 'PUT', c.url(), c.token, BAKERY);
    expect(saved.statusCode, saved.body).toBe(200);
    const again = answer((await callApi(t, 'GET', c.url(), c.token)).body);
    expect(again.exists).toBe(true);
    expect(again.profile).toMatchObject({ ...BAKERY, logo: null, colours: null, hiddenCategories: [] });
  });

  it('takes a website typed without https:// and stores it with it', async () => {
    const c = await client();
    const saved = await callApi(t, 'PUT', c.url(), c.token, {
      ...BAKERY,
      website: 'www.rosies.example/menu',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const again = answer((await callApi(t, 'GET', c.url(), c.token)).body);
    expect(again.profile?.website).toBe('https://www.rosies.example/menu');
  });

  it.each([
    [{ ...BAKERY, website: 'not a web address' }, 'website'],
    [{ ...BAKERY, category: 'spaceship' }, 'category'],
    [{ ...BAKERY, category: 'other' }, 'categoryOther'],
    [{ ...BAKERY, offers: [{ name: '', line: '' }] }, 'offers.0.name'],
    [{ ...BAKERY, offers: Array.from({ length: 9 }, () => ({ name: 'bread', line: '' })) }, 'offers'],
    [{ ...BAKERY, website: 'javascript:alert(1)' }, 'website'],
    [{ ...BAKERY, colours: { primary: 'red', accent: '#000000' } }, 'colours.primary'],
    [{ ...BAKERY, hiddenCategories: ['gossip'] }, 'hiddenCategories.0'],
    [{ ...BAKERY, voice: 'x'.repeat(121) }, 'voice'],
    [{ ...BAKERY, unknown: true }, ''],
  ])(
    'refuses a bad profile with a 400 naming the field, and keeps the one saved (%#)',
    async (body, field) => {
      const c = await client();
      await callApi(t, 'PUT', c.url(), c.token, BAKERY);
      const response = await callApi(t, 'PUT', c.url(), c.token, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('invalid_input');
      if (field) expect(JSON.stringify(response.json())).toContain(field);
      expect(answer((await callApi(t, 'GET', c.url(), c.token)).body).profile.category).toBe('bakery');
    },
  );

  it('takes a logo only once the profile is saved, re-encodes it, and removes the old file when replaced', async () => {
    const c = await client();
    const png = (
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c0392b' } })
        .png()
        .toBuffer()
    ).toString('base64');
    const early = await callApi(t, 'PUT', c.url('/logo'), c.token, { data: png });
    expect(early.statusCode).toBe(409);
    await callApi(t, 'PUT', c.url(), c.token, BAKERY);
    const first = answer((await callApi(t, 'PUT', c.url('/logo'), c.token, { data: png })).body).profile.logo;
    expect(first).toMatch(new RegExp(`^/media/${c.locationId}/[0-9a-f-]{36}\\.png$`));
    expect((await t.app.inject({ method: 'GET', url: first ?? '' })).statusCode).toBe(200);
    const second = answer((await callApi(t, 'PUT', c.url('/logo'), c.token, { data: png })).body).profile
      .logo;
    expect(second).not.toBe(first);
    expect((await t.app.inject({ method: 'GET', url: first ?? '' })).statusCode).toBe(404);
    const removed = answer((await callApi(t, 'DELETE', c.url('/logo'), c.token)).body);
    expect(removed.profile.logo).toBeNull();
    const script = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    ).toString('base64');
    expect((await callApi(t, 'PUT', c.url('/logo'), c.token, { data: script })).statusCode).toBe(400);
  });
});

describe('the calendar a business sees', () => {
  const year = async (c: Awaited<ReturnType<typeof client>>) => {
    const response = await callApi(t, 'GET', `/v1/locations/${c.locationId}/calendar/2026`, c.token);
    expect(response.statusCode).toBe(200);
    return eventDataResponseSchema.parse(response.json()).holidays;
  };

  it('hides remembrance days until the profile shows them', async () => {
    const c = await client();
    const solemn = (events: { kind: string }[]) => events.filter((event) => event.kind === 'solemn').length;
    expect(solemn(await year(c))).toBe(0);
    await callApi(t, 'PUT', c.url(), c.token, { ...BAKERY, showSolemn: true });
    expect(solemn(await year(c))).toBeGreaterThan(5);
  });

  it('leaves off the kinds of days the profile hides, and puts the days of its industry first', async () => {
    const c = await client();
    const before = await year(c);
    await callApi(t, 'PUT', c.url(), c.token, { ...BAKERY, category: 'law', hiddenCategories: ['food'] });
    const after = await year(c);
    expect(before.some((event) => event.category === 'food')).toBe(true);
    expect(after.some((event) => event.category === 'food')).toBe(false);

    await callApi(t, 'PUT', c.url(), c.token, { ...BAKERY, category: 'pets' });
    const pets = await year(c);
    // National Dog Day shares August 26 with other days; a pet business sees it first.
    const day = pets.filter((event) => event.date === '2026-08-26');
    expect(day.length).toBeGreaterThan(1);
    expect(day[0]?.title).toMatch(/dog/i);
  });

  it('without a profile, puts first the days of the kind of business its name says', async () => {
    // National Handwriting Day comes before National Pie Day on January 23, but not for a bakery.
    const pieDay = (events: { date: string; title: string }[]) =>
      events
        .filter((event) => event.date === '2026-01-23')
        .findIndex((event) => event.title === 'National Pie Day');
    const unnamed = await client();
    expect(pieDay(await year(unnamed))).toBeGreaterThan(0);

    const bakery = await client();
    await t.database.db
      .update(locations)
      .set({ businessName: 'Sunrise Bakery' })
      .where(eq(locations.id, bakery.locationId));
    expect(pieDay(await year(bakery))).toBe(0);
  });
});

describe('posts for a business with a profile', () => {
  it("name its product that fits the day: a bakery's pies on Pi Day", async () => {
    const c = await client();
    await callApi(t, 'PUT', c.url(), c.token, BAKERY);
    const result = await generate(t.app, c.token, {
      locationId: c.locationId,
      event: PI_DAY,
      platform: 'Instagram',
      action: 'social',
    });
    expect(result.post?.html).toContain('apple pies');
  });

  it("carry the profile in a provider's prompt, and on a solemn day ask it to sell nothing", async () => {
    fake.behaviour = { kind: 'reply', text: 'Fresh pies for Pi Day. #PiDay' };
    const c = await client(withProvider);
    await callApi(withProvider, 'PUT', c.url(), c.token, { ...BAKERY, showSolemn: true });
    await generate(withProvider.app, c.token, {
      locationId: c.locationId,
      event: PI_DAY,
      platform: 'Facebook',
      action: 'social',
    });
    const prompt = fake.lastPrompt();
    expect(prompt).toContain('it is a bakery');
    expect(prompt).toContain('- apple pies: with fruit from local orchards');
    expect(prompt).toContain('Never use these words: cheap');
    expect(prompt).toContain('Name the product or service that best fits the day');

    await generate(withProvider.app, c.token, {
      locationId: c.locationId,
      event: HOLOCAUST_REMEMBRANCE_DAY,
      platform: 'Facebook',
      action: 'social',
    });
    expect(fake.lastPrompt()).toContain('name nothing it sells');
  });
});
