import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integrationsSchema } from '../contract/integrations.js';
import { htmlToText } from './features/posts/sanitise.js';
import { startTestApp, type TestApp } from './test/app.js';
import { callApi } from './test/console-agency.js';
import { createTenant } from './test/factories.js';
import { FakeGraph, GOOD_CODE } from './test/fake-graph.js';
import { type FakeS3, startFakeS3 } from './test/fake-s3.js';
import { generate, WORLD_BREAD_DAY } from './test/generate.js';
import { signIn } from './test/sign-in.js';

/**
 * Three instances of the product on one database and one bucket, as behind a load balancer: nothing
 * that matters may live in one instance alone.
 */
const graph = new FakeGraph();
let s3: FakeS3;
let instances: TestApp[];

beforeAll(async () => {
  s3 = await startFakeS3();
  const env = {
    ...s3.env,
    FACEBOOK_APP_ID: '4242',
    FACEBOOK_APP_SECRET: 'app-secret',
    FACEBOOK_GRAPH_URL: await graph.start(),
    PUBLIC_URL: 'https://app.example.com',
    PUBLISH_SWEEP_SECONDS: '0.2',
  };
  const first = await startTestApp({ env });
  instances = [
    first,
    await startTestApp({ env, sameDatabaseAs: first }),
    await startTestApp({ env, sameDatabaseAs: first }),
  ];
});
afterAll(async () => {
  for (const instance of instances.slice().reverse()) await instance.close();
  await graph.stop();
  await s3.close();
});

const each = <T>(ask: (instance: TestApp) => Promise<T>) => Promise.all(instances.map(ask));

const postsOf = (instance: TestApp, token: string, locationId: string) =>
  instance.app.inject({
    method: 'GET',
    url: `/v1/locations/${locationId}/posts?year=2026`,
    headers: { 'x-auth-token': token },
  });

describe('three instances on one database and one bucket', () => {
  it('signing out on one is refused on the others within 250 ms', async () => {
    const [one] = instances;
    if (!one) throw new Error('no instances');
    const { location, user } = await createTenant(one.database.db, one.secretBox);
    const token = await signIn(one.app, user);
    expect(
      (await each((instance) => postsOf(instance, token, location.id))).map((a) => a.statusCode),
    ).toEqual([200, 200, 200]);

    const signedOut = await one.app.inject({
      method: 'POST',
      url: '/v1/auth/logout',
      headers: { 'x-auth-token': token },
    });
    expect(signedOut.statusCode).toBe(200);
    // Each instance is asked on its own, as often as it answers: the time is when it first refused.
    const started = performance.now();
    const refusedAfter = await each(async (instance) => {
      while (performance.now() - started < 2_000) {
        const answer = await instance.app.inject({
          method: 'GET',
          url: '/v1/auth/session',
          headers: { 'x-auth-token': token },
        });
        if (answer.statusCode === 401) return performance.now() - started;
        await new Promise((resolve) => setImmediate(resolve));
      }
      return Number.POSITIVE_INFINITY;
    });
    const refusedEverywhere = Math.max(...refusedAfter);
    // 10–20 ms on a quiet machine; three instances and their askers share one thread here, and on a busy
    // machine that alone has taken up to 100 ms.
    expect(refusedEverywhere).toBeLessThan(250);
  });

  it('the sign-in limit counts wrong passwords sent to every instance together', async () => {
    const [one] = instances;
    if (!one) throw new Error('no instances');
    const { user } = await createTenant(one.database.db, one.secretBox);
    const guesses = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        instances[i % 3]?.app.inject({
          method: 'POST',
          url: '/v1/auth/login',
          payload: { email: user.email, password: `guess ${i}` },
          remoteAddress: `10.60.0.${i}`,
        }),
      ),
    );
    const statuses = guesses.map((answer) => answer?.statusCode);
    // LOGIN_MAX_FAILURES is 10: the eleventh wrong password is refused whichever instance it reaches.
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(14);
    for (const instance of instances) {
      const right = await instance.app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { email: user.email, password: user.password },
        remoteAddress: '10.60.1.1',
      });
      expect(right.statusCode).toBe(429);
    }
  });

  it('a picture drawn on one is served by the others, from the bucket and not from a local folder', async () => {
    const [one] = instances;
    if (!one) throw new Error('no instances');
    const { location, user } = await createTenant(one.database.db, one.secretBox);
    const token = await signIn(one.app, user);
    const written = await generate(one.app, token, {
      locationId: location.id,
      event: WORLD_BREAD_DAY,
      platform: 'Instagram',
      action: 'social',
    });
    const pictured = await generate(one.app, token, {
      locationId: location.id,
      event: WORLD_BREAD_DAY,
      platform: 'Instagram',
      action: 'image',
      option: 'Minimal',
      parentId: written.post?._id,
    });
    const url = pictured.post?.imageUrl;
    expect(url).toMatch(new RegExp(`^/media/${location.id}/[0-9a-f-]{36}\\.png$`));
    const answers = await each((instance) => instance.app.inject({ method: 'GET', url: url ?? '' }));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('image/png');
      expect(answer.headers['cache-control']).toContain('immutable');
      expect(answer.rawPayload.equals(answers[0]?.rawPayload ?? Buffer.alloc(0))).toBe(true);
    }
    expect(answers[0]?.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const local = await readdir(join(one.config.dataDir, 'media')).catch(() => []);
    expect(local).toEqual([]);
  });

  it('answers 404 for a file that is not there and for paths the store never writes', async () => {
    const [, two] = instances;
    for (const url of [
      '/media/Loc0123456789abcdefg/00000000-0000-4000-8000-000000000000.png',
      '/media/../../etc/passwd',
      '/media/%2e%2e/%2e%2e/etc/passwd',
      '/media/agencies/x/y.svg',
    ]) {
      const answer = await two?.app.inject({ method: 'GET', url });
      expect(answer?.statusCode, url).toBe(404);
    }
  });

  it('a post scheduled once is published once, whichever instances sweep for it', async () => {
    const [one] = instances;
    if (!one) throw new Error('no instances');
    const { location, user } = await createTenant(one.database.db, one.secretBox);
    const token = await signIn(one.app, user);
    const at = (path: string) => `/v1/locations/${location.id}${path}`;
    const started = await callApi(one, 'POST', at('/integrations/facebook/connect'), token);
    const state = new URL(started.json().url).searchParams.get('state') ?? '';
    const done = await callApi(one, 'POST', at('/integrations/facebook/complete'), token, {
      code: GOOD_CODE,
      state,
    });
    const page = integrationsSchema
      .parse(done.json())
      .facebook.accounts.find((a) => a.kind === 'facebook-page');
    if (!page) throw new Error('the Page was not connected');
    await callApi(one, 'PATCH', at(`/integrations/accounts/${page.id}`), token, { enabled: true });
    const written = await generate(one.app, token, {
      locationId: location.id,
      event: WORLD_BREAD_DAY,
      platform: 'Facebook',
      action: 'social',
    });
    const post = written.post;
    if (!post) throw new Error('no post written');

    const scheduled = await callApi(one, 'POST', at(`/posts/${post._id}/publications`), token, {
      accountId: page.id,
      at: new Date(Date.now() + 1_500).toISOString(),
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    const sent = () => graph.posts.filter((made) => made.message === htmlToText(post.html)).length;
    for (let tries = 0; tries < 100 && sent() === 0; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // Every instance sweeps five times a second: time enough for a second publication, were one possible.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(sent()).toBe(1);
  });
});
