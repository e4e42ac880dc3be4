import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionResponseSchema } from '../../../contract/auth.js';
import { latestPostsResponseSchema } from '../../../contract/posts.js';
import { FREE_GENERATIONS, trialPageSchema, trialStatusSchema } from '../../../contract/trial.js';
import { agencies, locations, posts, sessions, trialVisitors, users } from '../../db/schema.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { callApi } from '../../test/console-agency.js';
import { createAgency, createLocation, createTenant } from '../../test/factories.js';
import { generate, WORLD_BREAD_DAY } from '../../test/generate.js';
import { signIn } from '../../test/sign-in.js';
import {
  freshAddress,
  postTrial,
  startTrialVisitor,
  trialSlugOf,
  visitorDetails,
} from '../../test/trial-visitor.js';

let t: TestApp;
beforeAll(async () => {
  // Room for the concurrent writes below within the posts-a-minute limit.
  t = await startTestApp({ env: { POSTS_PER_MINUTE: '100' } });
});
afterAll(() => t.close());

const UPGRADE = 'https://agency.example.com/upgrade';
const MASTERCLASS = 'https://agency.example.com/masterclass';

async function agencyWithUpgradePages(links = { upgradePage: UPGRADE, masterclassPage: MASTERCLASS }) {
  const agency = await createAgency(t.database.db, t.secretBox);
  await t.database.db.update(agencies).set({ links }).where(eq(agencies.id, agency.id));
  return agency;
}

const write = (token: string, locationId: string) =>
  generate(t.app, token, { locationId, event: WORLD_BREAD_DAY, platform: 'Instagram', action: 'social' });

async function statusOf(token: string) {
  const response = await callApi(t, 'GET', '/v1/trial/me', token);
  expect(response.statusCode, response.body).toBe(200);
  return trialStatusSchema.parse(response.json());
}

describe('the public trial page', () => {
  it("shows the agency's name, look and upgrade pages, by slug or by its own domain", async () => {
    const agency = await agencyWithUpgradePages();
    const slug = await trialSlugOf(t, agency.id);
    const bySlug = await t.app.inject({ method: 'GET', url: `/v1/trial/page?slug=${slug}` });
    expect(bySlug.statusCode, bySlug.body).toBe(200);
    expect(trialPageSchema.parse(bySlug.json())).toMatchObject({
      brand: { name: agency.name },
      slug,
      upgradePage: UPGRADE,
      masterclassPage: MASTERCLASS,
    });

    const domain = `${slug}.agency.example.com`;
    await t.database.db.update(agencies).set({ domain }).where(eq(agencies.id, agency.id));
    const byHost = await t.app.inject({ method: 'GET', url: `/v1/trial/page?host=${domain}` });
    expect(trialPageSchema.parse(byHost.json()).brand.name).toBe(agency.name);
  });

  it('is not found for an unknown slug or a suspended agency, and needs a slug or host', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/v1/trial/page?slug=no-such-agency' });
    expect(unknown.statusCode).toBe(404);
    const agency = await createAgency(t.database.db, t.secretBox);
    await t.database.db.update(agencies).set({ suspendedAt: new Date() }).where(eq(agencies.id, agency.id));
    const suspended = await t.app.inject({
      method: 'GET',
      url: `/v1/trial/page?slug=${await trialSlugOf(t, agency.id)}`,
    });
    expect(suspended.statusCode).toBe(404);
    const neither = await t.app.inject({ method: 'GET', url: '/v1/trial/page' });
    expect(neither.statusCode).toBe(400);
    expect(neither.json()).toMatchObject({ field: 'slug' });
  });
});

describe('starting a trial', () => {
  it('makes a demo_user with a business of its own and a session that opens the calendar', async () => {
    const agency = await agencyWithUpgradePages();
    const details = visitorDetails({ email: 'Rosa.Tacos@Example.com ' });
    const started = await startTrialVisitor(t, agency.id, details);
    expect(started.data).toMatchObject({ role: 'demo_user', userName: 'Rosa', agency_id: agency.id });
    expect(started.activeLocations).toHaveLength(1);
    expect(started.activeLocations[0]).toMatchObject({ business_name: details.businessName, country: 'US' });
    expect(started.trial).toMatchObject({
      email: 'rosa.tacos@example.com',
      used: 0,
      limit: FREE_GENERATIONS,
      left: FREE_GENERATIONS,
      upgradePage: UPGRADE,
      masterclassPage: MASTERCLASS,
    });

    const session = await callApi(t, 'GET', '/v1/auth/session', started.token);
    expect(sessionResponseSchema.parse(session.json()).data.role).toBe('demo_user');
    const locationId = started.activeLocations[0]?.id ?? '';
    const calendar = await callApi(t, 'GET', `/v1/locations/${locationId}/calendar/2026`, started.token);
    expect(calendar.statusCode).toBe(200);
  });

  it("places the trial business where the agency's first client is", async () => {
    const agency = await createAgency(t.database.db, t.secretBox);
    const client = await createLocation(t.database.db, agency, { country: 'GB' });
    await t.database.db
      .update(locations)
      .set({ timeZone: 'Europe/London' })
      .where(eq(locations.id, client.id));
    const started = await startTrialVisitor(t, agency.id);
    expect(started.activeLocations[0]).toMatchObject({ country: 'GB', time_zone: 'Europe/London' });
  });

  it('refuses a missing name, business or a bad e-mail with a message naming the field', async () => {
    const agency = await createAgency(t.database.db, t.secretBox);
    const slug = await trialSlugOf(t, agency.id);
    const cases: [Record<string, string>, string, string][] = [
      [{ userName: ' ' }, 'userName', 'userName: is required'],
      [{ businessName: '' }, 'businessName', 'businessName: is required'],
      [{ email: 'not an address' }, 'email', 'email: must be a valid e-mail address'],
    ];
    for (const [change, field, message] of cases) {
      const response = await postTrial(t, { ...visitorDetails(change), slug });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid_input', field, message });
    }
  });

  it('an e-mail that already has a trial here is refused, and the trial, its names and its count stay as they were', async () => {
    const agency = await createAgency(t.database.db, t.secretBox);
    const slug = await trialSlugOf(t, agency.id);
    const first = await startTrialVisitor(t, agency.id, visitorDetails({ email: 'back@example.com' }));
    const locationId = first.activeLocations[0]?.id ?? '';
    expect((await write(first.token, locationId)).post).not.toBeNull();

    // Anyone can type an address: typing it opens nothing.
    const stranger = await postTrial(t, {
      ...visitorDetails({ email: 'BACK@example.com', userName: 'Mallory', businessName: 'Evil Corp' }),
      slug,
    });
    expect(stranger.statusCode).toBe(409);
    expect(stranger.json()).toMatchObject({ code: 'trial_exists' });
    expect(stranger.json().message).toMatch(/browser you started it in/);
    expect(stranger.json()).not.toHaveProperty('token');
    const [visitor] = await t.database.db
      .select()
      .from(trialVisitors)
      .where(eq(trialVisitors.userId, first.data._id));
    expect(visitor).toMatchObject({ userName: first.trial.userName, businessName: first.trial.businessName });
    // The browser that started it still holds the trial, count and all.
    expect(await statusOf(first.token)).toMatchObject({ used: 1, left: FREE_GENERATIONS - 1 });

    // The same e-mail at another agency is another visitor's trial there.
    const elsewhere = await startTrialVisitor(
      t,
      (await createAgency(t.database.db, t.secretBox)).id,
      visitorDetails({ email: 'back@example.com' }),
    );
    expect(elsewhere.data._id).not.toBe(first.data._id);
    expect(elsewhere.trial.used).toBe(0);
  });

  it('the same e-mail signing up twice at once makes one trial, and the other sign-up is refused', async () => {
    const agency = await createAgency(t.database.db, t.secretBox);
    const slug = await trialSlugOf(t, agency.id);
    const details = visitorDetails();
    const answers = await Promise.all([
      postTrial(t, { ...details, slug }),
      postTrial(t, { ...details, slug }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const made = await t.database.db
      .select()
      .from(trialVisitors)
      .where(eq(trialVisitors.email, details.email.toLowerCase()));
    expect(made).toHaveLength(1);
  });
});

describe('ten free posts, counted by the server', () => {
  it('20 generations at once of one trial with 10 left give exactly 10 posts', async () => {
    const agency = await createAgency(t.database.db, t.secretBox);
    const started = await startTrialVisitor(t, agency.id);
    const locationId = started.activeLocations[0]?.id ?? '';
    const results = await Promise.all(Array.from({ length: 20 }, () => write(started.token, locationId)));
    expect(results.filter((result) => result.post)).toHaveLength(FREE_GENERATIONS);
    const refused = results.filter((result) => result.status === 402);
    expect(refused).toHaveLength(20 - FREE_GENERATIONS);
    expect(refused[0]?.error).toMatchObject({ code: 'trial_used_up' });
    expect(String(refused[0]?.error?.message)).toMatch(/used your 10 free posts/);

    const stored = await t.database.db.select().from(posts).where(eq(posts.locationId, locationId));
    expect(stored).toHaveLength(FREE_GENERATIONS);
    expect(await statusOf(started.token)).toMatchObject({ used: FREE_GENERATIONS, left: 0 });
    // Signing up again with the same e-mail does not start the count again.
    const again = await postTrial(t, {
      ...visitorDetails({ email: started.trial.email }),
      slug: await trialSlugOf(t, agency.id),
    });
    expect(again.statusCode).toBe(409);
    expect(await statusOf(started.token)).toMatchObject({ used: FREE_GENERATIONS, left: 0 });
  });

  it("a member's generations are not counted, and the count shows after each post", async () => {
    const tenant = await createTenant(t.database.db, t.secretBox);
    const token = await signIn(t.app, tenant.user);
    const own = await write(token, tenant.location.id);
    expect(own.post, JSON.stringify(own.error)).not.toBeNull();

    const started = await startTrialVisitor(t, tenant.agency.id);
    const locationId = started.activeLocations[0]?.id ?? '';
    await write(started.token, locationId);
    expect(await statusOf(started.token)).toMatchObject({ used: 1, left: FREE_GENERATIONS - 1 });
    const latest = await callApi(t, 'GET', `/v1/locations/${locationId}/posts?year=2026`, started.token);
    expect(latestPostsResponseSchema.parse(latest.json()).data).toHaveLength(1);
  });

  it("a visitor reaches only their own business, not the agency's clients", async () => {
    const tenant = await createTenant(t.database.db, t.secretBox);
    const started = await startTrialVisitor(t, tenant.agency.id);
    const response = await write(started.token, tenant.location.id);
    expect(response.status).toBe(404);
    expect((await statusOf(started.token)).used).toBe(0);
  });
});

describe('a visitor asks to upgrade, or deletes their trial', () => {
  it('records when the visitor first asked to upgrade', async () => {
    const agency = await createAgency(t.database.db, t.secretBox);
    const started = await startTrialVisitor(t, agency.id);
    const clicked = await callApi(t, 'POST', '/v1/trial/me/upgrade-clicked', started.token);
    expect(clicked.statusCode).toBe(200);
    const [row] = await t.database.db
      .select({ at: trialVisitors.upgradeClickedAt })
      .from(trialVisitors)
      .where(eq(trialVisitors.userId, started.data._id));
    expect(row?.at).toBeInstanceOf(Date);
  });

  it('delete my trial data removes the visitor, their user, business and posts, and ends the session', async () => {
    const agency = await createAgency(t.database.db, t.secretBox);
    const started = await startTrialVisitor(t, agency.id);
    const locationId = started.activeLocations[0]?.id ?? '';
    expect((await write(started.token, locationId)).post).not.toBeNull();

    const deleted = await callApi(t, 'DELETE', '/v1/trial/me', started.token);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const db = t.database.db;
    expect(await db.select().from(trialVisitors).where(eq(trialVisitors.userId, started.data._id))).toEqual(
      [],
    );
    expect(await db.select().from(users).where(eq(users.id, started.data._id))).toEqual([]);
    expect(await db.select().from(locations).where(eq(locations.id, locationId))).toEqual([]);
    expect(await db.select().from(posts).where(eq(posts.locationId, locationId))).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, started.data._id))).toEqual([]);
    const after = await callApi(t, 'GET', '/v1/auth/session', started.token);
    expect(after.statusCode).toBe(401);

    // The same e-mail may start afresh.
    const again = await postTrial(
      t,
      { ...visitorDetails({ email: started.trial.email }), slug: await trialSlugOf(t, agency.id) },
      freshAddress(),
    );
    expect(again.statusCode).toBe(200);
  });

  it('the trial routes are for visitors: a member is refused', async () => {
    const tenant = await createTenant(t.database.db, t.secretBox);
    const token = await signIn(t.app, tenant.user);
    for (const [method, url] of [
      ['GET', '/v1/trial/me'],
      ['POST', '/v1/trial/me/upgrade-clicked'],
      ['DELETE', '/v1/trial/me'],
    ] as const) {
      expect((await callApi(t, method, url, token)).statusCode, `${method} ${url}`).toBe(403);
    }
  });
});
