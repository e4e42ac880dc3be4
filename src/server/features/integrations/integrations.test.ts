import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integrationsSchema, type Publication, publicationSchema } from '../../../contract/integrations.js';
import { locations } from '../../db/schema.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { callApi } from '../../test/console-agency.js';
import { createTenant } from '../../test/factories.js';
import { FakeGraph, GOOD_CODE, PAGE_TOKEN, USER_TOKEN } from '../../test/fake-graph.js';
import { generate, WORLD_BREAD_DAY } from '../../test/generate.js';
import { signIn } from '../../test/sign-in.js';
import { htmlToText } from '../posts/sanitise.js';
import { CLAIM_LEASE_MS } from './publisher.js';

/** Connecting Facebook, and publishing or scheduling posts to a Page and an Instagram account. */

const graph = new FakeGraph();
/** How far the apps' clock is ahead of the real one. */
let shift = 0;
const now = () => new Date(Date.now() + shift);
let env: Record<string, string>;
let first: TestApp;
let second: TestApp;
let bare: TestApp;

beforeAll(async () => {
  env = {
    FACEBOOK_APP_ID: '4242',
    FACEBOOK_APP_SECRET: 'app-secret',
    FACEBOOK_GRAPH_URL: await graph.start(),
    FACEBOOK_LOGIN_URL: 'https://www.facebook.com/v21.0/dialog/oauth',
    PUBLIC_URL: 'https://app.example.com',
    PUBLISH_SWEEP_SECONDS: '0.2',
  };
  // Two instances on one database, as a deployment runs them; the first may stop while the second runs on.
  second = await startTestApp({ env, now });
  first = await startTestApp({ env, now, sameDatabaseAs: second });
  bare = await startTestApp();
});
afterAll(async () => {
  await first.close().catch(() => undefined);
  await second.close();
  await bare.close();
  await graph.stop();
});

async function client(t: TestApp = first) {
  const tenant = await createTenant(t.database.db, t.secretBox);
  const token = await signIn(t.app, tenant.user);
  const url = (path: string) => `/v1/locations/${tenant.location.id}${path}`;
  return { ...tenant, token, url, locationId: tenant.location.id };
}
type Client = Awaited<ReturnType<typeof client>>;

async function connect(c: Client, t: TestApp = first) {
  const started = await callApi(t, 'POST', c.url('/integrations/facebook/connect'), c.token);
  expect(started.statusCode, started.body).toBe(200);
  const state = new URL(started.json().url).searchParams.get('state') ?? '';
  const done = await callApi(t, 'POST', c.url('/integrations/facebook/complete'), c.token, {
    code: GOOD_CODE,
    state,
  });
  expect(done.statusCode, done.body).toBe(200);
  const { facebook } = integrationsSchema.parse(done.json());
  for (const account of facebook.accounts) {
    await callApi(t, 'PATCH', c.url(`/integrations/accounts/${account.id}`), c.token, { enabled: true });
  }
  const page = facebook.accounts.find((account) => account.kind === 'facebook-page');
  const instagram = facebook.accounts.find((account) => account.kind === 'instagram');
  if (!page || !instagram) throw new Error('the Page and its Instagram account were not connected');
  return { page, instagram, state };
}

async function postOf(c: Client, t: TestApp = first) {
  const written = await generate(t.app, c.token, {
    locationId: c.locationId,
    event: WORLD_BREAD_DAY,
    platform: 'Facebook',
    action: 'social',
  });
  if (!written.post) throw new Error('no post written');
  return written.post;
}

async function publicationOf(c: Client, id: string, t: TestApp = first): Promise<Publication> {
  const list = await callApi(t, 'GET', c.url('/publications'), c.token);
  const found = list.json().data.find((publication: { id: string }) => publication.id === id);
  return publicationSchema.parse(found);
}

async function until(c: Client, id: string, done: (p: Publication) => boolean, t: TestApp = first) {
  for (let tries = 0; tries < 100; tries++) {
    const publication = await publicationOf(c, id, t);
    if (done(publication)) return publication;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return publicationOf(c, id, t);
}

describe('Connect with Facebook', () => {
  it('is not offered where the deployment has no Facebook app, and says why', async () => {
    const c = await client(bare);
    const overview = await callApi(bare, 'GET', c.url('/integrations'), c.token);
    expect(integrationsSchema.parse(overview.json()).facebook.configured).toBe(false);
    const started = await callApi(bare, 'POST', c.url('/integrations/facebook/connect'), c.token);
    expect(started.statusCode).toBe(409);
    expect(started.json().message).toContain('Facebook is not set up');
  });

  it('sends the user to Facebook Login with the app, a fixed return address and a state', async () => {
    const c = await client();
    const started = await callApi(first, 'POST', c.url('/integrations/facebook/connect'), c.token);
    const url = new URL(started.json().url);
    expect(url.origin + url.pathname).toBe('https://www.facebook.com/v21.0/dialog/oauth');
    expect(url.searchParams.get('client_id')).toBe('4242');
    expect(url.searchParams.get('redirect_uri')).toBe(
      'https://app.example.com/app/settings?tab=integrations',
    );
    expect(url.searchParams.get('scope')).toContain('pages_manage_posts');
    expect(url.searchParams.get('state')?.length).toBeGreaterThan(40);
  });

  it('lists the Page and its Instagram account, off until chosen, and never answers a token', async () => {
    const c = await client();
    const started = await callApi(first, 'POST', c.url('/integrations/facebook/connect'), c.token);
    const state = new URL(started.json().url).searchParams.get('state') ?? '';
    const done = await callApi(first, 'POST', c.url('/integrations/facebook/complete'), c.token, {
      code: GOOD_CODE,
      state,
    });
    const { facebook } = integrationsSchema.parse(done.json());
    expect(facebook.accounts.map((account) => [account.kind, account.name, account.enabled])).toEqual([
      ['facebook-page', 'Sunrise Bakery', false],
      ['instagram', '@sunrisebakery', false],
    ]);
    for (const body of [done.body, (await callApi(first, 'GET', c.url('/integrations'), c.token)).body]) {
      expect(body).not.toContain(PAGE_TOKEN);
      expect(body).not.toContain(USER_TOKEN);
    }
  });

  it('takes each state once, only from the user and location it was made for, and only as made', async () => {
    const c = await client();
    const { state } = await connect(c);
    const again = await callApi(first, 'POST', c.url('/integrations/facebook/complete'), c.token, {
      code: GOOD_CODE,
      state,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toContain('used or has expired');

    const other = await client();
    const started = await callApi(first, 'POST', other.url('/integrations/facebook/connect'), other.token);
    const theirs = new URL(started.json().url).searchParams.get('state') ?? '';
    const stolen = await callApi(first, 'POST', c.url('/integrations/facebook/complete'), c.token, {
      code: GOOD_CODE,
      state: theirs,
    });
    expect(stolen.statusCode).toBe(400);
    const forged = await callApi(first, 'POST', c.url('/integrations/facebook/complete'), c.token, {
      code: GOOD_CODE,
      state: `${theirs.slice(0, -2)}xx`,
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toContain('not one this server made');
  });

  it('says when Facebook refuses the code, and connects nothing', async () => {
    const c = await client();
    const started = await callApi(first, 'POST', c.url('/integrations/facebook/connect'), c.token);
    const state = new URL(started.json().url).searchParams.get('state') ?? '';
    const refused = await callApi(first, 'POST', c.url('/integrations/facebook/complete'), c.token, {
      code: 'wrong',
      state,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('Facebook refused the connection');
    const overview = await callApi(first, 'GET', c.url('/integrations'), c.token);
    expect(integrationsSchema.parse(overview.json()).facebook.accounts).toEqual([]);
  });

  it('disconnecting deletes the accounts and what was scheduled for them', async () => {
    const c = await client();
    const { page } = await connect(c);
    const post = await postOf(c);
    await callApi(first, 'POST', c.url(`/posts/${post._id}/publications`), c.token, {
      accountId: page.id,
      at: new Date(now().getTime() + 86_400_000).toISOString(),
    });
    const gone = await callApi(first, 'DELETE', c.url('/integrations/facebook'), c.token);
    expect(integrationsSchema.parse(gone.json()).facebook.accounts).toEqual([]);
    expect((await callApi(first, 'GET', c.url('/publications'), c.token)).json().data).toEqual([]);
  });
});

describe('publishing a post', () => {
  it('now, to the Page: it goes out once, with a link to the live post', async () => {
    graph.behaviour = { kind: 'ok' };
    const c = await client();
    const { page } = await connect(c);
    const post = await postOf(c);
    const before = graph.publishCalls;
    const answer = await callApi(first, 'POST', c.url(`/posts/${post._id}/publications`), c.token, {
      accountId: page.id,
      at: null,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const done = await until(c, answer.json().id, (p) => p.status === 'published');
    expect(done.status).toBe('published');
    expect(done.permalink).toMatch(/^https:\/\/www\.facebook\.com\//);
    expect(graph.publishCalls - before).toBe(1);
    expect(graph.posts.at(-1)?.message).toContain('#WorldBreadDay');
  });

  it('to Instagram, only with a picture Instagram takes', async () => {
    const c = await client();
    const { instagram } = await connect(c);
    const post = await postOf(c);
    const refused = await callApi(first, 'POST', c.url(`/posts/${post._id}/publications`), c.token, {
      accountId: instagram.id,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('needs a picture');

    const pictured = await generate(first.app, c.token, {
      locationId: c.locationId,
      event: WORLD_BREAD_DAY,
      platform: 'Instagram',
      action: 'image',
      parentId: post._id,
    });
    if (!pictured.post) throw new Error(`no picture: ${JSON.stringify(pictured.error)}`);
    const answer = await callApi(first, 'POST', c.url(`/posts/${pictured.post._id}/publications`), c.token, {
      accountId: instagram.id,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const done = await until(c, answer.json().id, (p) => p.status === 'published');
    expect(done.permalink).toMatch(/^https:\/\/www\.instagram\.com\/p\//);
    expect(graph.posts.at(-1)?.imageUrl).toMatch(/^https:\/\/app\.example\.com\/media\//);
  });

  it('refuses a time in the past, an unknown account and a second publication to the same place', async () => {
    const c = await client();
    const { page } = await connect(c);
    const post = await postOf(c);
    const path = c.url(`/posts/${post._id}/publications`);
    const past = await callApi(first, 'POST', path, c.token, {
      accountId: page.id,
      at: '2020-01-01T09:00:00Z',
    });
    expect(past.statusCode).toBe(400);
    expect(JSON.stringify(past.json())).toContain('at');
    const unknown = await callApi(first, 'POST', path, c.token, { accountId: crypto.randomUUID() });
    expect(unknown.statusCode).toBe(404);
    const later = new Date(now().getTime() + 3_600_000).toISOString();
    expect((await callApi(first, 'POST', path, c.token, { accountId: page.id, at: later })).statusCode).toBe(
      200,
    );
    const twice = await callApi(first, 'POST', path, c.token, { accountId: page.id, at: later });
    expect(twice.statusCode).toBe(409);
  });

  it('scheduled for tomorrow 9:00 in the location’s time zone, goes out once across two instances', async () => {
    graph.behaviour = { kind: 'ok' };
    const c = await client();
    await first.database.db
      .update(locations)
      .set({ timeZone: 'Europe/Berlin' })
      .where(eq(locations.id, c.locationId));
    const { page } = await connect(c);
    const post = await postOf(c);
    const today = now();
    const tomorrow = new Date(today.getTime() + 86_400_000).toISOString().slice(0, 10);
    // 9:00 in Berlin in winter is 8:00 UTC.
    const at = `${tomorrow}T09:00:00+01:00`;
    const sent = () => graph.posts.filter((made) => made.message === htmlToText(post.html)).length;
    const answer = await callApi(first, 'POST', c.url(`/posts/${post._id}/publications`), c.token, {
      accountId: page.id,
      at,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().at).toBe(new Date(at).toISOString());
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect((await publicationOf(c, answer.json().id)).status).toBe('scheduled');

    // The clock reaches 9:00 in Berlin: both instances sweep, one publishes.
    shift = new Date(at).getTime() - Date.now() + 1000;
    const done = await until(c, answer.json().id, (p) => p.status === 'published', second);
    shift = 0;
    expect(done.status).toBe('published');
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(sent()).toBe(1);
  });

  it('can be moved and cancelled while scheduled, and not after', async () => {
    const c = await client();
    const { page } = await connect(c);
    const post = await postOf(c);
    const answer = await callApi(first, 'POST', c.url(`/posts/${post._id}/publications`), c.token, {
      accountId: page.id,
      at: new Date(now().getTime() + 86_400_000).toISOString(),
    });
    const id = answer.json().id;
    const later = new Date(now().getTime() + 2 * 86_400_000).toISOString();
    const moved = await callApi(first, 'PATCH', c.url(`/publications/${id}`), c.token, { at: later });
    expect(moved.json().at).toBe(later);
    const cancelled = await callApi(first, 'DELETE', c.url(`/publications/${id}`), c.token);
    expect(cancelled.json().status).toBe('cancelled');
    expect((await callApi(first, 'DELETE', c.url(`/publications/${id}`), c.token)).statusCode).toBe(409);
    expect(
      (await callApi(first, 'PATCH', c.url(`/publications/${id}`), c.token, { at: later })).statusCode,
    ).toBe(409);
  });
});

describe('when publishing fails', () => {
  it('an expired token fails the post with Facebook’s reason and asks to connect again; retry works once reconnected', async () => {
    const c = await client();
    const { page } = await connect(c);
    const post = await postOf(c);
    graph.behaviour = { kind: 'expired-token' };
    const answer = await callApi(first, 'POST', c.url(`/posts/${post._id}/publications`), c.token, {
      accountId: page.id,
    });
    const failed = await until(c, answer.json().id, (p) => p.status === 'failed');
    graph.behaviour = { kind: 'ok' };
    expect(failed.error).toContain('Session has expired');
    const overview = integrationsSchema.parse(
      (await callApi(first, 'GET', c.url('/integrations'), c.token)).json(),
    );
    expect(overview.facebook.accounts.find((account) => account.id === page.id)?.status).toBe('reconnect');

    await connect(c);
    const retried = await callApi(first, 'POST', c.url(`/publications/${answer.json().id}/retry`), c.token);
    expect(retried.statusCode, retried.body).toBe(200);
    expect((await until(c, answer.json().id, (p) => p.status === 'published')).status).toBe('published');
  });

  it('a rate limit or a server error is tried again later, with backoff, and then goes out', async () => {
    for (const kind of ['rate-limit', 'server-error'] as const) {
      const c = await client();
      const { page } = await connect(c);
      const post = await postOf(c);
      graph.behaviour = { kind };
      const asked = now().getTime();
      const answer = await callApi(first, 'POST', c.url(`/posts/${post._id}/publications`), c.token, {
        accountId: page.id,
      });
      const waiting = await until(c, answer.json().id, (p) => p.status === 'scheduled' && p.error !== null);
      expect(waiting.status).toBe('scheduled');
      expect(waiting.error).not.toBeNull();
      // The first retry waits a minute from the failure, which came after the post was asked for.
      expect(new Date(waiting.at).getTime()).toBeGreaterThanOrEqual(asked + 60_000);
      graph.behaviour = { kind: 'ok' };
      shift = 2 * 60_000;
      const done = await until(c, answer.json().id, (p) => p.status === 'published');
      shift = 0;
      expect(done.status).toBe('published');
    }
  });

  it('an instance that stops mid-publish does not make the post go out twice: another finds it on the Page', async () => {
    const c = await client();
    const { page } = await connect(c);
    const post = await postOf(c);
    graph.behaviour = { kind: 'create-then-cut' };
    const before = graph.publishCalls;
    const answer = await callApi(first, 'POST', c.url(`/posts/${post._id}/publications`), c.token, {
      accountId: page.id,
    });
    const id = answer.json().id;
    // The post reached Facebook, but no answer came back: the publication stays taken.
    await until(c, id, () => graph.publishCalls > before);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await publicationOf(c, id)).status).toBe('publishing');
    // That instance stops; after the lease the other one takes the publication over.
    await first.close();
    graph.behaviour = { kind: 'ok' };
    shift = CLAIM_LEASE_MS + 5_000;
    const done = await until(c, id, (p) => p.status !== 'publishing', second);
    shift = 0;
    expect(done.status).toBe('published');
    expect(done.permalink).toContain(graph.posts.at(-1)?.id);
    expect(graph.publishCalls - before).toBe(1);
  });
});
