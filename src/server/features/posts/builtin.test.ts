import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventDataResponseSchema } from '../../../contract/calendar.js';
import { latestPostsResponseSchema } from '../../../contract/posts.js';
import { posts } from '../../db/schema.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { createTenant } from '../../test/factories.js';
import { generate, WORLD_BREAD_DAY } from '../../test/generate.js';
import { signIn } from '../../test/sign-in.js';

let t: TestApp;
let token: string;
let locationId: string;
beforeAll(async () => {
  t = await startTestApp();
  const tenant = await createTenant(t.database.db, t.secretBox);
  locationId = tenant.location.id;
  token = await signIn(t.app, tenant.user);
});
afterAll(() => t.close());

const stored = async () =>
  (await t.database.db.select({ value: count() }).from(posts).where(eq(posts.locationId, locationId)))[0]
    ?.value;

const write = (extra: Record<string, unknown> = {}) =>
  generate(t.app, token, {
    locationId,
    event: WORLD_BREAD_DAY,
    platform: 'Instagram',
    action: 'social',
    ...extra,
  });

describe('the built-in writer through POST /v1/posts/generate', () => {
  it('streams the post in pieces, then the saved post', async () => {
    const result = await write();
    expect(result.status).toBe(200);
    const deltas = result.events.filter((event) => event.type === 'delta');
    expect(deltas.length).toBeGreaterThan(5);
    expect(result.post).toMatchObject({
      action: 'social',
      platform: 'Instagram',
      provider: 'builtin',
      option: 'Friendly',
    });
    expect(result.post?.html).toContain('#WorldBreadDay');
    expect(result.post?.html.startsWith('<p>')).toBe(true);
  });

  it("writes each of a day's events its own post, not the same words with another name", async () => {
    const calendar = await t.app.inject({
      method: 'GET',
      url: `/v1/locations/${locationId}/calendar/2026`,
      headers: { 'x-auth-token': token },
    });
    const { holidays } = eventDataResponseSchema.parse(calendar.json());
    const celebrated = holidays.filter((event) => event.kind !== 'solemn');
    const busy = celebrated.find(
      (event) => celebrated.filter((other) => other.date === event.date).length >= 3,
    )?.date;
    const day = celebrated.filter((event) => event.date === busy).slice(0, 3);
    expect(day.length).toBe(3);
    const shapes = new Set<string>();
    for (const event of day) {
      const result = await write({
        event: { date: event.date, title: event.title, hashtags: event.hashtags },
      });
      // How each post opens, with its day's name taken out: one day's posts open each in its own way.
      const opening = (result.post?.html ?? '').split('</p>')[0] ?? '';
      shapes.add(opening.replaceAll(event.title, 'DAY').replace(/\p{Extended_Pictographic}/gu, ''));
    }
    expect(shapes.size, [...shapes].join('\n')).toBe(3);
  });

  it('regenerating makes a new post, and the latest is what the calendar shows', async () => {
    const first = await write();
    const second = await write({ option: 'Bold' });
    expect(second.post?._id).not.toBe(first.post?._id);
    const latest = await t.app.inject({
      method: 'GET',
      url: `/v1/locations/${locationId}/posts?year=2026`,
      headers: { 'x-auth-token': token },
    });
    const { data } = latestPostsResponseSchema.parse(latest.json());
    expect(data.filter((post) => post.event.title === 'World Bread Day').map((post) => post._id)).toEqual([
      second.post?._id,
    ]);
  });

  it('re-tones a post from its parent', async () => {
    const parent = await write();
    expect(parent.post).toMatchObject({ action: 'social', tone: 'Friendly' });
    const toned = await write({ action: 'tone', option: 'Professional', parentId: parent.post?._id });
    expect(toned.post).toMatchObject({
      action: 'tone',
      option: 'Professional',
      tone: 'Professional',
      parentId: parent.post?._id,
    });
  });

  it('keeps the tone of the words through a picture, so Regenerate writes in it again', async () => {
    const parent = await write({ action: 'social', option: 'Witty' });
    const pictured = await write({ action: 'image', option: 'Retro', parentId: parent.post?._id });
    expect(pictured.post).toMatchObject({ action: 'image', option: 'Retro', tone: 'Witty' });
  });

  it('translation needs an AI provider, and says who can set one up', async () => {
    const parent = await write();
    const translated = await write({ action: 'translate', option: 'Spanish', parentId: parent.post?._id });
    expect(translated.status).toBe(422);
    expect(translated.error).toMatchObject({ code: 'translation_needs_provider' });
    expect(String(translated.error?.message)).toContain('Ask your agency to add one under AI in its console');
  });

  it('the calendar is told that the built-in writer writes and does not translate, so it offers no Translate', async () => {
    const writer = await t.app.inject({
      method: 'GET',
      url: `/v1/locations/${locationId}/writer`,
      headers: { 'x-auth-token': token },
    });
    expect(writer.statusCode).toBe(200);
    expect(writer.json()).toEqual({ engine: 'builtin', translates: false });
  });

  it('illustrates a post with a 1080×1080 branded PNG served by the app', async () => {
    const parent = await write();
    const pictured = await write({ action: 'image', option: 'Retro', parentId: parent.post?._id });
    expect(pictured.post?.imageUrl).toMatch(/^\/media\/.+\.png$/);
    expect(pictured.post?.html).toBe(parent.post?.html);
    const image = await t.app.inject({ method: 'GET', url: pictured.post?.imageUrl ?? '' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.readUInt32BE(16)).toBe(1080);
    expect(image.rawPayload.readUInt32BE(20)).toBe(1080);
  });

  it('names the field for bad input and stores nothing', async () => {
    const before = await stored();
    for (const [payload, field] of [
      [{ action: 'tone', option: 'Professional' }, 'parentId'],
      [{ option: 'Sarcastic' }, 'option'],
      [{ platform: 'MySpace' }, 'platform'],
      [{ event: { ...WORLD_BREAD_DAY, date: '16/10/2026' } }, 'event.date'],
      [{ event: { ...WORLD_BREAD_DAY, date: '2026-02-31' } }, 'event.date'],
      [{ event: { ...WORLD_BREAD_DAY, date: '1999-10-16' } }, 'event.date'],
      [{ event: { ...WORLD_BREAD_DAY, hashtags: ['no hash'] } }, 'event.hashtags.0'],
    ] as const) {
      const result = await write(payload);
      expect(result.status, JSON.stringify(payload)).toBe(400);
      expect(result.error, JSON.stringify(payload)).toMatchObject({ field });
    }
    expect(await stored()).toBe(before);
  });

  it("refuses another agency's location and another location's parent post", async () => {
    const theirs = await createTenant(t.database.db, t.secretBox);
    const foreign = await write({ locationId: theirs.location.id });
    expect(foreign.status).toBe(404);
    const theirToken = await signIn(t.app, theirs.user);
    const theirPost = await generate(t.app, theirToken, {
      locationId: theirs.location.id,
      event: WORLD_BREAD_DAY,
      platform: 'X',
      action: 'social',
    });
    const borrowed = await write({ action: 'tone', option: 'Witty', parentId: theirPost.post?._id });
    expect(borrowed.status).toBe(404);
    const latest = await t.app.inject({
      method: 'GET',
      url: `/v1/locations/${theirs.location.id}/posts?year=2026`,
      headers: { 'x-auth-token': token },
    });
    expect(latest.statusCode).toBe(404);
  });
});

describe('the built-in writer on the day itself', () => {
  let onTheDay: TestApp;
  beforeAll(async () => {
    // World Bread Day, morning to afternoon in the Americas and Europe: the same date in the location's time zone.
    onTheDay = await startTestApp({ now: () => new Date('2026-10-16T14:00:00Z') });
  });
  afterAll(() => onTheDay.close());

  it('never asks to mark the calendar or save the date: the day is here', async () => {
    const tenant = await createTenant(onTheDay.database.db, onTheDay.secretBox);
    const dayToken = await signIn(onTheDay.app, tenant.user);
    const posts: string[] = [];
    for (const platform of ['Instagram', 'Facebook', 'Pinterest', 'Google Business Profile', 'LinkedIn']) {
      for (let draft = 0; draft < 4; draft++) {
        const result = await generate(onTheDay.app, dayToken, {
          locationId: tenant.location.id,
          event: WORLD_BREAD_DAY,
          platform,
          action: 'social',
        });
        posts.push(result.post?.html ?? '');
      }
    }
    expect(posts.filter((post) => post === '')).toEqual([]);
    expect(posts.filter((post) => /save the date|mark your calendar|your calendar/i.test(post))).toEqual([]);
  });
});
