import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { posts } from '../../db/schema.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { createTenant } from '../../test/factories.js';
import { FakeOpenAi, fakeProviderEnv } from '../../test/fake-openai.js';
import { generate, WORLD_BREAD_DAY } from '../../test/generate.js';
import { signIn } from '../../test/sign-in.js';

const fake = new FakeOpenAi();
let t: TestApp;
let token: string;
let locationId: string;
let businessName: string;
beforeAll(async () => {
  const url = await fake.start();
  t = await startTestApp({
    env: fakeProviderEnv(url),
  });
  const tenant = await createTenant(t.database.db, t.secretBox);
  locationId = tenant.location.id;
  businessName = tenant.location.businessName;
  token = await signIn(t.app, tenant.user);
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});
beforeEach(() => {
  fake.behaviour = { kind: 'reply', text: 'Fresh bread for World Bread Day! #WorldBreadDay' };
  fake.requests.length = 0;
  fake.abandoned = 0;
});

const write = (extra: Record<string, unknown> = {}) =>
  generate(t.app, token, {
    locationId,
    event: WORLD_BREAD_DAY,
    platform: 'LinkedIn',
    action: 'social',
    ...extra,
  });
const stored = async () =>
  (await t.database.db.select({ value: count() }).from(posts).where(eq(posts.locationId, locationId)))[0]
    ?.value;

describe('writing through an OpenAI-compatible provider', () => {
  it("sends the platform's filled template and streams the model's words", async () => {
    const result = await write({ option: 'Witty' });
    const prompt = fake.lastPrompt();
    expect(prompt).toContain('Write a LinkedIn post for');
    expect(prompt).toContain(businessName);
    expect(prompt).toContain('World Bread Day');
    expect(prompt).toContain('Friday, October 16, 2026');
    expect(prompt).toContain('#WorldBreadDay #BreadDay');
    expect(prompt).toContain('Tone: Witty');
    // What the calendar knows of the day reaches the model too.
    expect(prompt).toContain('About the day: World Bread Day was started in 2006');
    expect(prompt).not.toMatch(/\{\{|\}\}|undefined/);
    expect(fake.requests.at(-1)?.body).toMatchObject({ model: 'fake-writer', stream: true });
    const streamed = result.events.flatMap((event) => (event.type === 'delta' ? [event.text] : [])).join('');
    expect(streamed).toBe('Fresh bread for World Bread Day! #WorldBreadDay');
    expect(result.post).toMatchObject({ provider: 'openai-compatible', model: 'fake-writer' });
    const [row] = await t.database.db
      .select()
      .from(posts)
      .where(eq(posts.id, result.post?._id ?? ''));
    expect(row).toMatchObject({ inputTokens: 12, outputTokens: 7, prompt });
  });

  it('translates with the language and the parent post in the prompt', async () => {
    const parent = await write();
    fake.behaviour = { kind: 'reply', text: '¡Pan fresco para el Día Mundial del Pan! #WorldBreadDay' };
    const result = await write({ action: 'translate', option: 'Spanish', parentId: parent.post?._id });
    expect(fake.lastPrompt()).toContain('into Spanish');
    expect(fake.lastPrompt()).toContain('Fresh bread for World Bread Day!');
    expect(result.post).toMatchObject({ action: 'translate', option: 'Spanish' });
    expect(result.post?.html).toContain('Día Mundial del Pan');
  });

  it('the calendar is told that an AI provider writes and translates', async () => {
    const writer = await t.app.inject({
      method: 'GET',
      url: `/v1/locations/${locationId}/writer`,
      headers: { 'x-auth-token': token },
    });
    expect(writer.json()).toEqual({ engine: 'provider', translates: true });
  });

  it('illustrates by asking the text model for a picture prompt, then the image model for the picture', async () => {
    const parent = await write();
    fake.requests.length = 0;
    fake.behaviour = { kind: 'reply', text: 'A golden loaf on a rustic table at dawn.' };
    const result = await write({ action: 'image', option: 'Editorial', parentId: parent.post?._id });
    expect(fake.requests.map((request) => request.path)).toEqual([
      '/chat/completions',
      '/images/generations',
    ]);
    expect(fake.requests[0]?.body.messages).toBeDefined();
    expect(String(fake.requests[1]?.body.prompt)).toContain('A golden loaf on a rustic table at dawn.');
    expect(String(fake.requests[1]?.body.prompt)).toContain('Style: Editorial');
    expect(result.post).toMatchObject({
      action: 'image',
      revisedPrompt: 'A revised picture prompt',
      model: 'fake-painter',
      provider: 'openai',
    });
    const image = await t.app.inject({ method: 'GET', url: result.post?.imageUrl ?? '' });
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('a malicious reply is stored without anything that could run', async () => {
    fake.behaviour = {
      kind: 'reply',
      text: 'Hi <script>alert(1)</script><img src=x onerror=alert(2)><a href="javascript:alert(3)">x</a> <b>bread</b>',
    };
    const result = await write();
    // Markup a post never carries makes the whole reply text: shown as written, no element of its own.
    const html = result.post?.html ?? '';
    expect(html).toMatch(
      /^<p>Hi &lt;script&gt;alert\(1\)&lt;\/script&gt;&lt;img src=x onerror=alert\(2\)&gt;/,
    );
    expect(html.replace(/<\/?p>/g, '')).not.toContain('<');
    const [row] = await t.database.db
      .select()
      .from(posts)
      .where(eq(posts.id, result.post?._id ?? ''));
    expect(row?.html).toBe(html);
  });

  it('a provider failure is a clear error after a retry, and nothing is stored', async () => {
    const before = await stored();
    fake.behaviour = { kind: 'status', status: 500 };
    const result = await write();
    expect(result.status).toBe(502);
    expect(result.error).toMatchObject({ code: 'ai_unavailable' });
    expect(fake.requests.length).toBe(2);
    expect(await stored()).toBe(before);
  });

  it('a provider that does not answer in time is a clear time-out, and nothing is stored', async () => {
    const before = await stored();
    fake.behaviour = { kind: 'slow', delayMs: 8000 };
    const result = await write();
    expect(result.error).toMatchObject({ code: 'ai_timeout' });
    expect(await stored()).toBe(before);
  });

  it('when the user leaves, the provider call is cancelled and nothing is stored', async () => {
    const before = await stored();
    fake.behaviour = { kind: 'slow', delayMs: 3000 };
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const leaving = new AbortController();
    const request = fetch(`${address}/v1/posts/generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-auth-token': token },
      body: JSON.stringify({ locationId, event: WORLD_BREAD_DAY, platform: 'X', action: 'social' }),
      signal: leaving.signal,
    });
    await expect.poll(() => fake.requests.length).toBe(1);
    leaving.abort();
    await expect(request).rejects.toThrow();
    await expect.poll(() => fake.abandoned, { timeout: 2000 }).toBe(1);
    expect(await stored()).toBe(before);
  });

  it('a malformed stream is a clear error, and nothing is stored', async () => {
    const before = await stored();
    fake.behaviour = { kind: 'malformed' };
    const result = await write();
    expect(result.error).toMatchObject({ code: 'ai_unavailable' });
    expect(await stored()).toBe(before);
  });
});
