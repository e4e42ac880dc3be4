import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencies, usageCounters } from '../../db/schema.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { createTenant } from '../../test/factories.js';
import { FakeOpenAi } from '../../test/fake-openai.js';
import { generate, WORLD_BREAD_DAY } from '../../test/generate.js';
import { signIn } from '../../test/sign-in.js';

const fake = new FakeOpenAi();
let clock = new Date('2026-11-23T10:00:10Z');
let one: TestApp;
let two: TestApp;
beforeAll(async () => {
  const url = await fake.start();
  const env = {
    POSTS_PER_MINUTE: '3',
    PICTURES_PER_MINUTE: '10',
    PICTURES_PER_DAY: '2',
    AI_IMAGE_PROVIDER: 'openai-compatible',
    AI_IMAGE_BASE_URL: url,
    AI_IMAGE_MODEL: 'fake-painter',
  };
  one = await startTestApp({ env, now: () => clock });
  two = await startTestApp({ env, now: () => clock, sameDatabaseAs: one });
});
afterAll(async () => {
  await two.close();
  await one.close();
  await fake.stop();
});

async function business() {
  const tenant = await createTenant(one.database.db, one.secretBox);
  return { ...tenant, token: await signIn(one.app, tenant.user) };
}

const write = (t: TestApp, token: string, locationId: string) =>
  generate(t.app, token, { locationId, event: WORLD_BREAD_DAY, platform: 'Instagram', action: 'social' });

const picture = (t: TestApp, token: string, locationId: string, parentId: string | undefined) =>
  generate(t.app, token, {
    locationId,
    event: WORLD_BREAD_DAY,
    platform: 'Instagram',
    action: 'image',
    option: 'Minimal',
    parentId,
  });

describe('generation limits per location, shared by every instance', () => {
  it('posts a minute: parallel requests on two instances get the limit and no more, then a 429 saying when', async () => {
    const { location, token } = await business();
    const results = await Promise.all(
      [one, one, two, two, one].map((instance) => write(instance, token, location.id)),
    );
    expect(results.filter((result) => result.post)).toHaveLength(3);
    const refused = results.filter((result) => result.status === 429);
    expect(refused).toHaveLength(2);
    expect(refused[0]?.error).toMatchObject({ code: 'too_many_requests' });
    expect(String(refused[0]?.error?.message)).toMatch(
      /3 posts in the last minute\. Please try again in 50 seconds/,
    );

    clock = new Date(clock.getTime() + 60_000);
    expect((await write(two, token, location.id)).post).not.toBeNull();
  });

  it("keeps only the current minute's count: the first post of a new minute clears the earlier ones", async () => {
    const { location, token } = await business();
    const windows = () =>
      one.database.db
        .select({ start: usageCounters.windowStart, count: usageCounters.count })
        .from(usageCounters)
        .where(eq(usageCounters.locationId, location.id));
    await write(one, token, location.id);
    await write(two, token, location.id);
    expect(await windows()).toEqual([{ start: expect.any(Date), count: 2 }]);

    clock = new Date(clock.getTime() + 60_000);
    await write(two, token, location.id);
    const [current] = await windows();
    expect(await windows()).toHaveLength(1);
    expect(current?.count).toBe(1);
    expect(current?.start.getTime()).toBe(clock.getTime() - (clock.getTime() % 60_000));
  });

  it('pictures a day, with a failed picture giving its unit back', async () => {
    const { location, token } = await business();
    const parentId = (await write(one, token, location.id)).post?._id;
    fake.behaviour = { kind: 'image-bytes', base64: Buffer.from('not a picture').toString('base64') };
    expect((await picture(one, token, location.id, parentId)).status).toBe(502);
    fake.behaviour = { kind: 'reply', text: 'unused' };
    expect((await picture(one, token, location.id, parentId)).post?.imageUrl).toBeTruthy();
    expect((await picture(two, token, location.id, parentId)).post?.imageUrl).toBeTruthy();
    const third = await picture(one, token, location.id, parentId);
    expect(third.status).toBe(429);
    expect(String(third.error?.message)).toMatch(/its 2 pictures for today/);
  });

  it('an agency can raise its own limits', async () => {
    const { agency, location, token } = await business();
    await one.database.db
      .update(agencies)
      .set({ generationLimits: { postsPerMinute: 5 } })
      .where(eq(agencies.id, agency.id));
    const results = await Promise.all(Array.from({ length: 6 }, () => write(one, token, location.id)));
    expect(results.filter((result) => result.post)).toHaveLength(5);
  });

  it('one location using its limit leaves the others theirs', async () => {
    const busy = await business();
    const quiet = await business();
    await Promise.all(Array.from({ length: 4 }, () => write(one, busy.token, busy.location.id)));
    expect((await write(one, quiet.token, quiet.location.id)).post).not.toBeNull();
  });
});
