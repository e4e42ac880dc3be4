import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { highLevelImportSchema, highLevelStatusSchema } from '../../../contract/agency-console/highlevel.js';
import { integrationsSchema } from '../../../contract/integrations.js';
import { agencyHighLevel, locations } from '../../db/schema.js';
import { JobQueue } from '../../infra/jobs.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { callApi, consoleAgency } from '../../test/console-agency.js';
import { createUser } from '../../test/factories.js';
import { FakeHighLevel, HL_CODE, HL_COMPANY } from '../../test/fake-highlevel.js';
import { generate, WORLD_BREAD_DAY } from '../../test/generate.js';
import { signIn } from '../../test/sign-in.js';
import { syncHighLevelJob } from './sync-job.js';

/** An agency connects HighLevel, imports its sub-accounts as locations and sends posts to their Social Planner. */

const highLevel = new FakeHighLevel();
let t: TestApp;
/** Another instance's queue: what it sends, the app's worker runs, as the hourly schedule would. */
let queue: JobQueue;
beforeAll(async () => {
  t = await startTestApp({
    env: {
      HIGHLEVEL_CLIENT_ID: 'hl-client',
      HIGHLEVEL_CLIENT_SECRET: 'hl-secret',
      HIGHLEVEL_API_URL: await highLevel.start(),
      PUBLIC_URL: 'https://app.example.com',
    },
  });
  queue = new JobQueue(t.database, { pollingSeconds: 0.5 });
  await queue.start();
});
afterAll(async () => {
  await queue.stop();
  await t.close();
  await highLevel.stop();
});

/** Runs the hourly sync now, through the job queue, and waits until the agency's status shows it ran. */
async function syncNow(agency: Awaited<ReturnType<typeof consoleAgency>>) {
  const read = async () =>
    highLevelStatusSchema.parse(
      (await callApi(t, 'GET', agency.url('/highlevel'), agency.adminToken)).json(),
    );
  const before = await read();
  await queue.send(syncHighLevelJob, {});
  for (let tries = 0; tries < 100; tries++) {
    const now = await read();
    if (now.syncedAt !== before.syncedAt || now.syncError !== before.syncError) return now;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the sync did not run');
}

const subId = (n: number) => `HLsub${String(n).padStart(15, '0')}`;

async function connected() {
  const agency = await consoleAgency(t);
  const started = await callApi(t, 'POST', agency.url('/highlevel/connect'), agency.adminToken);
  expect(started.statusCode, started.body).toBe(200);
  const url = new URL(started.json().url);
  expect(url.searchParams.get('redirect_uri')).toBe('https://app.example.com/app/agency/embedding');
  const state = url.searchParams.get('state') ?? '';
  const done = await callApi(t, 'POST', agency.url('/highlevel/complete'), agency.adminToken, {
    code: HL_CODE,
    state,
  });
  expect(done.statusCode, done.body).toBe(200);
  return { agency, state, status: highLevelStatusSchema.parse(done.json()) };
}

describe('connecting HighLevel', () => {
  it('exchanges the code for the company’s tokens, takes each state once, and never answers a token', async () => {
    const { agency, state, status } = await connected();
    expect(status).toMatchObject({
      configured: true,
      connected: true,
      companyId: HL_COMPANY,
      refreshError: null,
    });
    const again = await callApi(t, 'POST', agency.url('/highlevel/complete'), agency.adminToken, {
      code: HL_CODE,
      state,
    });
    expect(again.statusCode).toBe(400);
    const shown = await callApi(t, 'GET', agency.url('/highlevel'), agency.adminToken);
    expect(shown.body).not.toMatch(/access-\d|refresh-\d/);
    expect(shown.body).not.toContain('hl-secret');
  });

  it('is for the agency’s admins alone', async () => {
    const agency = await consoleAgency(t);
    const refused = await callApi(t, 'POST', agency.url('/highlevel/connect'), agency.clientToken);
    expect(refused.statusCode).toBe(403);
  });
});

describe('importing sub-accounts', () => {
  it('makes each sub-account a location of the agency, and brings them in step the next time', async () => {
    const { agency } = await connected();
    highLevel.subAccounts = [
      {
        id: subId(1),
        name: 'Rosie’s Bakery',
        email: 'rosie@example.com',
        phone: '+1 555 0101',
        address: '1 Mill Lane',
        city: 'Springfield',
        timezone: 'America/Chicago',
        country: 'US',
      },
      { id: subId(2), name: 'Harbor Fitness', timezone: 'Europe/London', country: 'GB' },
    ];
    const first = await callApi(t, 'POST', agency.url('/highlevel/import'), agency.adminToken);
    expect(highLevelImportSchema.parse(first.json())).toEqual({ created: 2, updated: 0, skipped: 0 });
    const [rosie] = await t.database.db
      .select()
      .from(locations)
      .where(eq(locations.id, subId(1)));
    expect(rosie).toMatchObject({
      agencyId: agency.agency.id,
      businessName: 'Rosie’s Bakery',
      address: '1 Mill Lane, Springfield',
      timeZone: 'America/Chicago',
      country: 'US',
    });

    highLevel.subAccounts[0] = { ...highLevel.subAccounts[0], id: subId(1), name: 'Rosie’s Bakery & Café' };
    const second = await callApi(t, 'POST', agency.url('/highlevel/import'), agency.adminToken);
    expect(highLevelImportSchema.parse(second.json())).toEqual({ created: 0, updated: 2, skipped: 0 });
    const [renamed] = await t.database.db
      .select()
      .from(locations)
      .where(eq(locations.id, subId(1)));
    expect(renamed?.businessName).toBe('Rosie’s Bakery & Café');

    // Another agency importing the same sub-account leaves this agency's location alone.
    const other = await connected();
    const theirs = await callApi(t, 'POST', other.agency.url('/highlevel/import'), other.agency.adminToken);
    expect(highLevelImportSchema.parse(theirs.json())).toEqual({ created: 0, updated: 0, skipped: 2 });
  });

  it('refreshes the token before it ends, and shows a refused refresh in the console', async () => {
    const { agency } = await connected();
    highLevel.subAccounts = [];
    await t.database.db
      .update(agencyHighLevel)
      .set({ expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(agencyHighLevel.agencyId, agency.agency.id));
    const before = highLevel.refreshes.length;
    expect((await callApi(t, 'POST', agency.url('/highlevel/import'), agency.adminToken)).statusCode).toBe(
      200,
    );
    expect(highLevel.refreshes.length).toBe(before + 1);

    await t.database.db
      .update(agencyHighLevel)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(agencyHighLevel.agencyId, agency.agency.id));
    highLevel.refuseRefresh = true;
    const refused = await callApi(t, 'POST', agency.url('/highlevel/import'), agency.adminToken);
    highLevel.refuseRefresh = false;
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toContain('Connect HighLevel again');
    const status = highLevelStatusSchema.parse(
      (await callApi(t, 'GET', agency.url('/highlevel'), agency.adminToken)).json(),
    );
    expect(status.refreshError).toContain('Invalid refresh token');
  });
});

describe('keeping imported locations in step', () => {
  it('every hour brings imported locations in step, imports nothing new, and shows when it last worked', async () => {
    const { agency } = await connected();
    highLevel.subAccounts = [
      { id: subId(11), name: 'Corner Florist', timezone: 'Europe/Paris', country: 'FR' },
    ];
    await callApi(t, 'POST', agency.url('/highlevel/import'), agency.adminToken);
    highLevel.subAccounts = [
      { id: subId(11), name: 'Corner Florist & Plants', timezone: 'Europe/Brussels', country: 'BE' },
      { id: subId(12), name: 'Not imported yet', timezone: 'Europe/Paris', country: 'FR' },
    ];

    const status = await syncNow(agency);

    const [florist] = await t.database.db
      .select()
      .from(locations)
      .where(eq(locations.id, subId(11)));
    expect(florist).toMatchObject({ businessName: 'Corner Florist & Plants', timeZone: 'Europe/Brussels' });
    expect(
      await t.database.db
        .select()
        .from(locations)
        .where(eq(locations.id, subId(12))),
    ).toEqual([]);
    expect(status.syncError).toBeNull();
    expect(Date.now() - new Date(status.syncedAt ?? 0).getTime()).toBeLessThan(60_000);
  });

  it('renews a token about to end on its own, and keeps a refused renewal for the console', async () => {
    const { agency } = await connected();
    highLevel.subAccounts = [];
    await t.database.db
      .update(agencyHighLevel)
      .set({ expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(agencyHighLevel.agencyId, agency.agency.id));
    const before = highLevel.refreshes.length;
    await syncNow(agency);
    expect(highLevel.refreshes.length).toBeGreaterThan(before);

    await t.database.db
      .update(agencyHighLevel)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(agencyHighLevel.agencyId, agency.agency.id));
    highLevel.refuseRefresh = true;
    const status = await syncNow(agency);
    highLevel.refuseRefresh = false;
    expect(status.refreshError).toContain('Invalid refresh token');
    expect(status.syncError).toContain('Connect HighLevel again');
  });
});

describe('the earlier product’s HighLevel calls', () => {
  it('POST services/ghl finishes the authorisation and services/ghl/refresh_token renews the token', async () => {
    const agency = await consoleAgency(t);
    const started = await callApi(t, 'POST', agency.url('/highlevel/connect'), agency.adminToken);
    const state = new URL(started.json().url).searchParams.get('state') ?? '';
    const connected = await callApi(t, 'POST', '/v1/services/ghl', agency.adminToken, {
      code: HL_CODE,
      state,
    });
    expect(highLevelStatusSchema.parse(connected.json()).connected).toBe(true);
    const before = highLevel.refreshes.length;
    const refreshed = await callApi(t, 'POST', '/v1/services/ghl/refresh_token', agency.adminToken);
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(highLevel.refreshes.length).toBe(before + 1);
    expect((await callApi(t, 'POST', '/v1/services/ghl/refresh_token', agency.clientToken)).statusCode).toBe(
      403,
    );
  });
});

describe('Send to HighLevel Social Planner', () => {
  it("creates the post in the sub-account's planner, now or scheduled", async () => {
    const { agency } = await connected();
    highLevel.subAccounts = [
      { id: subId(7), name: 'Corner Café', timezone: 'America/New_York', country: 'US' },
    ];
    await callApi(t, 'POST', agency.url('/highlevel/import'), agency.adminToken);
    const client = await createUser(t.database.db, agency.agency, [subId(7)]);
    const token = await signIn(t.app, client);
    const overview = await callApi(t, 'GET', `/v1/locations/${subId(7)}/integrations`, token);
    expect(integrationsSchema.parse(overview.json()).highLevel.connected).toBe(true);
    const written = await generate(t.app, token, {
      locationId: subId(7),
      event: WORLD_BREAD_DAY,
      platform: 'Facebook',
      action: 'social',
    });
    const postId = written.post?._id ?? '';
    const now = await callApi(t, 'POST', `/v1/locations/${subId(7)}/posts/${postId}/highlevel`, token, {});
    expect(now.statusCode, now.body).toBe(200);
    expect(now.json().status).toBe('published');
    const sent = highLevel.plannerPosts.at(-1);
    expect(sent?.locationId).toBe(subId(7));
    expect(sent?.body).toMatchObject({ accountIds: [`acc-${subId(7)}`], status: 'published', type: 'post' });
    expect(String(sent?.body.summary)).toContain('#WorldBreadDay');

    const at = new Date(Date.now() + 86_400_000).toISOString();
    const later = await callApi(t, 'POST', `/v1/locations/${subId(7)}/posts/${postId}/highlevel`, token, {
      at,
    });
    expect(later.json().status).toBe('scheduled');
    expect(highLevel.plannerPosts.at(-1)?.body).toMatchObject({ status: 'scheduled', scheduleDate: at });
  });
});
