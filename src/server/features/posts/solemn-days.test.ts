import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { posts } from '../../db/schema.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { createTenant } from '../../test/factories.js';
import { FakeOpenAi, fakeProviderEnv } from '../../test/fake-openai.js';
import { generate, WORLD_BREAD_DAY } from '../../test/generate.js';
import { signIn } from '../../test/sign-in.js';
import { SOLEMN_DAY_INSTRUCTION } from './solemn-days.js';

const HOLOCAUST_REMEMBRANCE_DAY = {
  date: '2026-01-27',
  title: 'International Holocaust Remembrance Day',
  hashtags: ['#HolocaustRemembranceDay', '#WeRemember'],
};

const WORLD_CANCER_DAY = {
  date: '2026-02-04',
  title: 'World Cancer Day',
  hashtags: ['#WorldCancerDay', '#CloseTheCareGap'],
};

const fake = new FakeOpenAi();
let t: TestApp;
let token: string;
let locationId: string;
beforeAll(async () => {
  t = await startTestApp({ env: fakeProviderEnv(await fake.start()) });
  const tenant = await createTenant(t.database.db, t.secretBox);
  locationId = tenant.location.id;
  token = await signIn(t.app, tenant.user);
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});
beforeEach(() => {
  fake.behaviour = { kind: 'reply', text: 'Today we remember. #WeRemember' };
  fake.requests.length = 0;
});

const write = (event: object, extra: Record<string, unknown> = {}) =>
  generate(t.app, token, { locationId, event, platform: 'LinkedIn', action: 'social', ...extra });
const stored = async () =>
  (await t.database.db.select({ value: count() }).from(posts).where(eq(posts.locationId, locationId)))[0]
    ?.value;

describe('posts for a solemn day', () => {
  it('a playful tone on Holocaust Remembrance Day is refused naming the option, and nothing is stored', async () => {
    const before = await stored();
    const result = await write(HOLOCAUST_REMEMBRANCE_DAY, { option: 'Playful' });
    expect(result.status).toBe(400);
    expect(result.error).toMatchObject({
      code: 'invalid_input',
      field: 'option',
      message: 'A playful tone does not suit a day of remembrance. Choose another tone.',
    });
    expect(fake.requests).toHaveLength(0);
    expect(await stored()).toBe(before);
  });

  it('re-toning a post of a solemn day as witty is refused too', async () => {
    const parent = await write(HOLOCAUST_REMEMBRANCE_DAY, { option: 'Friendly' });
    const result = await write(HOLOCAUST_REMEMBRANCE_DAY, {
      action: 'tone',
      option: 'Witty',
      parentId: parent.post?._id,
    });
    expect(result.status).toBe(400);
    expect(result.error).toMatchObject({ field: 'option' });
  });

  it('a friendly tone is written, and the provider is told to be respectful', async () => {
    const result = await write(HOLOCAUST_REMEMBRANCE_DAY, { option: 'Friendly' });
    expect(result.status).toBe(200);
    expect(result.post).toMatchObject({ option: 'Friendly' });
    expect(fake.lastPrompt()).toContain(SOLEMN_DAY_INSTRUCTION);
    expect(fake.lastPrompt()).toContain('no emoji, no jokes, no "Happy …" greeting');
  });

  it.each([
    {
      day: HOLOCAUST_REMEMBRANCE_DAY,
      called: 'a day of remembrance',
      tone: 'Friendly',
      allowed: 'Editorial',
    },
    // An awareness day may be written playfully and drawn in neon; only confetti is refused.
    { day: WORLD_CANCER_DAY, called: 'an awareness day', tone: 'Playful', allowed: 'Neon' },
  ])(
    'a festive picture of $called is refused; a $allowed one is made',
    async ({ day, called, tone, allowed }) => {
      const parent = await write(day, { option: tone });
      expect(parent.post).toMatchObject({ option: tone });
      const picture = (option: string) => write(day, { action: 'image', option, parentId: parent.post?._id });
      const festive = await picture('Festive');
      expect(festive.status).toBe(400);
      expect(festive.error).toMatchObject({
        field: 'option',
        message: `A festive style does not suit ${called}. Choose another style.`,
      });
      fake.behaviour = { kind: 'reply', text: 'A single candle in a quiet room.' };
      expect((await picture(allowed)).post).toMatchObject({ action: 'image', option: allowed });
    },
  );

  it('a picture of a solemn day asked for without a style is drawn in the quiet style', async () => {
    const parent = await write(HOLOCAUST_REMEMBRANCE_DAY);
    const picture = await write(HOLOCAUST_REMEMBRANCE_DAY, { action: 'image', parentId: parent.post?._id });
    expect(picture.post).toMatchObject({ action: 'image', option: 'Quiet' });
    expect(picture.post?.imageUrl).toBeTruthy();
  });

  it('a picture of any other day asked for without a style is drawn in the minimal style', async () => {
    const parent = await write(WORLD_BREAD_DAY);
    const picture = await write(WORLD_BREAD_DAY, { action: 'image', parentId: parent.post?._id });
    expect(picture.post).toMatchObject({ action: 'image', option: 'Minimal' });
  });

  it('World Bread Day is not solemn: a playful tone is written, without the instruction', async () => {
    const result = await write(WORLD_BREAD_DAY, { option: 'Playful' });
    expect(result.post).toMatchObject({ option: 'Playful' });
    expect(fake.lastPrompt()).not.toContain(SOLEMN_DAY_INSTRUCTION);
  });

  it("the day's character comes from the calendar, not from the request", async () => {
    const result = await write({ ...HOLOCAUST_REMEMBRANCE_DAY, kind: 'celebration' }, { option: 'Playful' });
    expect(result.status).toBe(400);
    expect(result.error).toMatchObject({ field: 'event' });
  });

  it('a title the calendar does not hold on that date is not treated as solemn', async () => {
    const result = await write(
      { ...HOLOCAUST_REMEMBRANCE_DAY, title: 'Our Bakery Anniversary' },
      { option: 'Playful' },
    );
    expect(result.post).toMatchObject({ option: 'Playful' });
    expect(fake.lastPrompt()).not.toContain(SOLEMN_DAY_INSTRUCTION);
  });
});
