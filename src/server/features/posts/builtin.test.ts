import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    const toned = await write({ action: 'tone', option: 'Professional', parentId: parent.post?._id });
    expect(toned.post).toMatchObject({ action: 'tone', option: 'Professional', parentId: parent.post?._id });
  });

  it('translation needs an AI provider, and says how to configure one', async () => {
    const parent = await write();
    const translated = await write({ action: 'translate', option: 'Spanish', parentId: parent.post?._id });
    expect(translated.status).toBe(422);
    expect(translated.error).toMatchObject({ code: 'translation_needs_provider' });
    expect(String(translated.error?.message)).toContain('AI_PROVIDER');
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
      [{ action: 'image', parentId: '00000000-0000-4000-8000-000000000000' }, 'option'],
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

describe('the calls of the earlier screens', () => {
  const post = (url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, headers: { 'x-auth-token': token }, payload });

  it('POST /v1/chat/{env} with date and event_title returns the post HTML with the calendar hashtags', async () => {
    const response = await post('/v1/chat/social', {
      date: '2026-10-16',
      event_title: 'World Bread Day',
      profile_id: locationId,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toContain('#WorldBreadDay');
  });

  it('the planner form with a free prompt needs an AI provider', async () => {
    const response = await post('/v1/chat/social', { promt: 'Write about bread', profile_id: locationId });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'prompt_needs_provider' });
  });

  it('POST /v1/chat/generateImagefinal returns { data: { url, revised_prompt } }', async () => {
    const response = await post('/v1/chat/generateImagefinal', {
      prompt: 'Fresh bread',
      image: 'Neon',
      profile_id: locationId,
    });
    expect(response.json().data).toMatchObject({
      url: expect.stringMatching(/^\/media\/.+\.png$/),
      revised_prompt: null,
    });
  });
});

describe('option lists', () => {
  for (const [url, size, names] of [
    [
      '/v1/channeloptions',
      8,
      ['Facebook', 'Instagram', 'X', 'LinkedIn', 'TikTok', 'Pinterest', 'Threads', 'Google Business Profile'],
    ],
    ['/v1/toneoptions', 8, ['Friendly', 'Professional']],
    ['/v1/translateoption', 25, ['Spanish', 'Japanese']],
    ['/v1/imgoptions', 8, ['Minimal', 'Retro']],
  ] as const) {
    it(`${url} lists at least ${size} options with a template and a preview image`, async () => {
      const response = await t.app.inject({ method: 'GET', url, headers: { 'x-auth-token': token } });
      const list: { name: string; description: string; image: string }[] = response.json();
      expect(list.length).toBeGreaterThanOrEqual(size);
      expect(list.map((option) => option.name)).toEqual(expect.arrayContaining([...names]));
      for (const option of list) expect(option.description).toMatch(/\{\{\w+\}\}/);
      const preview = await t.app.inject({ method: 'GET', url: list[0]?.image ?? '' });
      expect(preview.statusCode).toBe(200);
      expect(preview.headers['content-type']).toMatch(/^image\//);
    });
  }
});
