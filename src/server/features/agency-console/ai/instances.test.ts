import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { createAgency, createLocation, createUser } from '../../../test/factories.js';
import { FakeOpenAi, fakeProviderEnv } from '../../../test/fake-openai.js';
import { generate, WORLD_BREAD_DAY } from '../../../test/generate.js';
import { signIn } from '../../../test/sign-in.js';

/**
 * Two instances on one database, as behind a load balancer. Each keeps an agency's provider and
 * templates in memory for a while; a change made on one must reach the other at once, not after that.
 */
const deployment = new FakeOpenAi();
const own = new FakeOpenAi();
let one: TestApp;
let two: TestApp;
beforeAll(async () => {
  const ownUrl = await own.start();
  const env = {
    ...fakeProviderEnv(await deployment.start()),
    AGENCY_AI_HTTP_HOSTS: new URL(ownUrl).host,
    // Posts are written again and again below until a change shows.
    POSTS_PER_MINUTE: '1000',
  };
  one = await startTestApp({ env });
  two = await startTestApp({ env, sameDatabaseAs: one });
});
afterAll(async () => {
  await two.close();
  await one.close();
  await deployment.stop();
  await own.stop();
});
beforeEach(() => {
  for (const fake of [deployment, own])
    fake.behaviour = { kind: 'reply', text: 'Fresh bread! #WorldBreadDay' };
});

/** An agency with an admin for its console and a user who writes posts for its location. */
async function agencyWithWriter() {
  const db = one.database.db;
  const agency = await createAgency(db, one.secretBox);
  const location = await createLocation(db, agency);
  const admin = await createUser(db, agency, [], { role: 'admin', type: 'admin' });
  const writer = await createUser(db, agency, [location.id]);
  return {
    agency,
    location,
    adminToken: await signIn(one.app, admin),
    writerToken: await signIn(one.app, writer),
  };
}
type Agency = Awaited<ReturnType<typeof agencyWithWriter>>;

/** A change made in the console of instance one. */
async function changeOnOne(agency: Agency, method: 'PUT' | 'DELETE', path: string, payload?: object) {
  const response = await one.app.inject({
    method,
    url: `/v1/agencies/${agency.agency.id}${path}`,
    headers: { 'x-auth-token': agency.adminToken },
    ...(payload ? { payload } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** A LinkedIn post written on instance two: the model that wrote it and the prompt it was sent. */
async function postOnTwo(agency: Agency) {
  const written = await generate(two.app, agency.writerToken, {
    locationId: agency.location.id,
    event: WORLD_BREAD_DAY,
    platform: 'LinkedIn',
    action: 'social',
  });
  expect(written.post, JSON.stringify(written.error)).not.toBeNull();
  return { model: written.post?.model, prompt: deployment.lastPrompt() };
}

/** Milliseconds until instance two writes a post that passes, writing one every 20 ms for at most 2 s. */
async function untilTwo(agency: Agency, passes: (post: Awaited<ReturnType<typeof postOnTwo>>) => boolean) {
  const started = performance.now();
  for (;;) {
    if (passes(await postOnTwo(agency))) return performance.now() - started;
    if (performance.now() - started > 2_000) return Number.POSITIVE_INFINITY;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const OWN_PROVIDER = {
  provider: 'openai-compatible',
  model: 'agency-writer',
  apiKey: 'sk-agency-secret-x9Zq',
};
const OWN_LINKEDIN = 'Write a LinkedIn post for {{business}} about {{event}}, signed OWN-TEMPLATE.';

describe("an agency's own provider and templates reach every instance at once", () => {
  it("an own provider removed on one instance is no longer used on the other within a second, long before the cache's 30 s", async () => {
    const agency = await agencyWithWriter();
    await changeOnOne(agency, 'PUT', '/ai', { ...OWN_PROVIDER, baseUrl: own.url });
    expect((await postOnTwo(agency)).model).toBe('agency-writer');

    await changeOnOne(agency, 'DELETE', '/ai');

    expect(await untilTwo(agency, (post) => post.model === 'fake-writer')).toBeLessThan(1_000);
  });

  it("an own template set or reset on one instance is used on the other within a second, long before the cache's 60 s", async () => {
    const agency = await agencyWithWriter();
    const usesOwn = (post: Awaited<ReturnType<typeof postOnTwo>>) => post.prompt.includes('OWN-TEMPLATE');
    expect(usesOwn(await postOnTwo(agency))).toBe(false);

    await changeOnOne(agency, 'PUT', '/prompt-templates/channel/LinkedIn', { template: OWN_LINKEDIN });
    expect(await untilTwo(agency, usesOwn)).toBeLessThan(1_000);

    await changeOnOne(agency, 'DELETE', '/prompt-templates/channel/LinkedIn');
    expect(await untilTwo(agency, (post) => !usesOwn(post))).toBeLessThan(1_000);
  });
});
