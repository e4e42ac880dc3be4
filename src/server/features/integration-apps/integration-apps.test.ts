import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integrationAppSchema, integrationAppsSchema } from '../../../contract/agency-console/apps.js';
import { highLevelStatusSchema } from '../../../contract/agency-console/highlevel.js';
import { integrationsSchema } from '../../../contract/integrations.js';
import { agencyApps } from '../../db/schema.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { callApi, consoleAgency } from '../../test/console-agency.js';
import { FakeGraph, GOOD_CODE } from '../../test/fake-graph.js';
import { FakeHighLevel, HL_CODE } from '../../test/fake-highlevel.js';

/**
 * An agency brings its own Facebook app and HighLevel marketplace app in its console, so its clients sign
 * in through apps in its name; without one, the deployment's is used.
 */

const graph = new FakeGraph();
const highLevel = new FakeHighLevel();
/** A deployment with its own apps, and one with none. */
let withApps: TestApp;
let bare: TestApp;

beforeAll(async () => {
  const endpoints = {
    FACEBOOK_GRAPH_URL: await graph.start(),
    FACEBOOK_LOGIN_URL: 'https://www.facebook.com/v21.0/dialog/oauth',
    HIGHLEVEL_API_URL: await highLevel.start(),
    PUBLIC_URL: 'https://app.example.com',
  };
  withApps = await startTestApp({
    env: {
      ...endpoints,
      FACEBOOK_APP_ID: '4242',
      FACEBOOK_APP_SECRET: 'deployment-fb-secret',
      HIGHLEVEL_CLIENT_ID: 'deployment-hl-client',
      HIGHLEVEL_CLIENT_SECRET: 'deployment-hl-secret',
    },
  });
  bare = await startTestApp({ env: endpoints });
});
afterAll(async () => {
  await withApps.close();
  await bare.close();
  await graph.stop();
  await highLevel.stop();
});

type Agency = Awaited<ReturnType<typeof consoleAgency>>;

const appsOf = async (t: TestApp, agency: Agency) =>
  integrationAppsSchema.parse((await callApi(t, 'GET', agency.url('/apps'), agency.adminToken)).json()).data;

const saveApp = (t: TestApp, agency: Agency, kind: string, body: object) =>
  callApi(t, 'PUT', agency.url(`/apps/${kind}`), agency.adminToken, body);

/** A client of the agency connects Facebook: the login address, then the code exchange. */
async function connectFacebook(t: TestApp, agency: Agency) {
  const url = (path: string) => `/v1/locations/${agency.location.id}${path}`;
  const started = await callApi(t, 'POST', url('/integrations/facebook/connect'), agency.clientToken);
  expect(started.statusCode, started.body).toBe(200);
  const login = new URL(started.json().url);
  const done = await callApi(t, 'POST', url('/integrations/facebook/complete'), agency.clientToken, {
    code: GOOD_CODE,
    state: login.searchParams.get('state') ?? '',
  });
  expect(done.statusCode, done.body).toBe(200);
  const exchange = graph.calls.filter((call) => call.path === '/oauth/access_token').at(-1);
  return { login, exchange: exchange?.params };
}

/** The agency connects HighLevel: the authorisation address, then the code exchange. */
async function connectHighLevel(t: TestApp, agency: Agency) {
  const started = await callApi(t, 'POST', agency.url('/highlevel/connect'), agency.adminToken);
  expect(started.statusCode, started.body).toBe(200);
  const login = new URL(started.json().url);
  const done = await callApi(t, 'POST', agency.url('/highlevel/complete'), agency.adminToken, {
    code: HL_CODE,
    state: login.searchParams.get('state') ?? '',
  });
  expect(done.statusCode, done.body).toBe(200);
  return { login, exchange: highLevel.tokenForms.at(-1), status: highLevelStatusSchema.parse(done.json()) };
}

describe("an agency's own apps", () => {
  it("shows the deployment's apps in use, with the redirect address to register, until the agency adds its own", async () => {
    const agency = await consoleAgency(withApps);
    expect(await appsOf(withApps, agency)).toEqual([
      {
        kind: 'facebook',
        source: 'deployment',
        clientId: null,
        redirectUrl: 'https://app.example.com/app/settings?tab=integrations',
        updatedAt: null,
      },
      {
        kind: 'highlevel',
        source: 'deployment',
        clientId: null,
        redirectUrl: 'https://app.example.com/app/agency/embedding',
        updatedAt: null,
      },
    ]);
    const none = await consoleAgency(bare);
    expect((await appsOf(bare, none)).map((app) => app.source)).toEqual(['none', 'none']);
  });

  it("signs the agency's clients in to Facebook through its own app, and other agencies through the deployment's", async () => {
    const own = await consoleAgency(withApps);
    const saved = await saveApp(withApps, own, 'facebook', {
      clientId: '987654321',
      clientSecret: 'agency-fb-secret',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(integrationAppSchema.parse(saved.json())).toMatchObject({
      source: 'agency',
      clientId: '987654321',
    });
    expect(saved.body).not.toContain('agency-fb-secret');

    const ownClient = await connectFacebook(withApps, own);
    expect(ownClient.login.searchParams.get('client_id')).toBe('987654321');
    expect(ownClient.exchange?.get('client_id')).toBe('987654321');
    expect(ownClient.exchange?.get('client_secret')).toBe('agency-fb-secret');

    const other = await consoleAgency(withApps);
    const otherClient = await connectFacebook(withApps, other);
    expect(otherClient.login.searchParams.get('client_id')).toBe('4242');
    expect(otherClient.exchange?.get('client_secret')).toBe('deployment-fb-secret');
  });

  it('connects HighLevel through the agency’s own marketplace app, and renews its tokens with it', async () => {
    const agency = await consoleAgency(withApps);
    await saveApp(withApps, agency, 'highlevel', {
      clientId: 'agency-hl-client',
      clientSecret: 'agency-hl-secret',
    });
    const { login, exchange, status } = await connectHighLevel(withApps, agency);
    expect(login.searchParams.get('client_id')).toBe('agency-hl-client');
    expect(exchange?.get('client_id')).toBe('agency-hl-client');
    expect(exchange?.get('client_secret')).toBe('agency-hl-secret');
    expect(status.connected).toBe(true);

    const renewed = await callApi(withApps, 'POST', '/v1/services/ghl/refresh_token', agency.adminToken);
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(highLevel.tokenForms.at(-1)?.get('grant_type')).toBe('refresh_token');
    expect(highLevel.tokenForms.at(-1)?.get('client_secret')).toBe('agency-hl-secret');
  });

  it('lets an agency on a server without apps connect Facebook and HighLevel once it adds its own', async () => {
    const agency = await consoleAgency(bare);
    const overview = (t: TestApp) =>
      callApi(t, 'GET', `/v1/locations/${agency.location.id}/integrations`, agency.clientToken);
    expect(integrationsSchema.parse((await overview(bare)).json()).facebook.configured).toBe(false);
    expect(
      (await callApi(bare, 'POST', agency.url('/highlevel/connect'), agency.adminToken)).json().message,
    ).toContain('add your HighLevel marketplace app under Integrations');

    await saveApp(bare, agency, 'facebook', { clientId: '1122334455', clientSecret: 'agency-fb-secret' });
    await saveApp(bare, agency, 'highlevel', {
      clientId: 'agency-hl-client',
      clientSecret: 'agency-hl-secret',
    });
    expect(integrationsSchema.parse((await overview(bare)).json()).facebook.configured).toBe(true);
    expect((await connectFacebook(bare, agency)).login.searchParams.get('client_id')).toBe('1122334455');
    expect((await connectHighLevel(bare, agency)).status).toMatchObject({
      configured: true,
      connected: true,
    });
  });

  it('needs the secret for a new app id, keeps the sealed secret when only the id is sent again, and never shows it', async () => {
    const agency = await consoleAgency(withApps);
    const missing = await saveApp(withApps, agency, 'facebook', { clientId: '5550001' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'invalid_input', field: 'clientSecret' });

    await saveApp(withApps, agency, 'facebook', { clientId: '5550001', clientSecret: 'first-secret' });
    const kept = await saveApp(withApps, agency, 'facebook', { clientId: '5550001' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await connectFacebook(withApps, agency)).exchange?.get('client_secret')).toBe('first-secret');

    const changed = await saveApp(withApps, agency, 'facebook', { clientId: '5550002' });
    expect(changed.json()).toMatchObject({ field: 'clientSecret' });

    const [row] = await withApps.database.db.select().from(agencyApps);
    expect(JSON.stringify(row)).not.toContain('first-secret');
    const log = await callApi(withApps, 'GET', agency.url('/audit'), agency.adminToken);
    expect(log.body).toContain('integrations.app');
    expect(log.body).not.toContain('first-secret');
  });

  it('refuses an id with odd characters and a short secret, naming the field, and lets no client change the apps', async () => {
    const agency = await consoleAgency(withApps);
    const odd = await saveApp(withApps, agency, 'facebook', {
      clientId: 'id with spaces',
      clientSecret: 'long-enough',
    });
    expect(odd.json()).toMatchObject({ code: 'invalid_input', field: 'clientId' });
    const short = await saveApp(withApps, agency, 'highlevel', { clientId: 'abc', clientSecret: 'short' });
    expect(short.json()).toMatchObject({ code: 'invalid_input', field: 'clientSecret' });
    const byClient = await callApi(withApps, 'PUT', agency.url('/apps/facebook'), agency.clientToken, {
      clientId: '123',
      clientSecret: 'long-enough-secret',
    });
    expect(byClient.statusCode).toBe(403);
  });

  it("goes back to the deployment's app when the agency removes its own", async () => {
    const agency = await consoleAgency(withApps);
    await saveApp(withApps, agency, 'facebook', { clientId: '777000', clientSecret: 'agency-fb-secret' });
    const removed = await callApi(withApps, 'DELETE', agency.url('/apps/facebook'), agency.adminToken);
    expect(integrationAppSchema.parse(removed.json())).toMatchObject({
      source: 'deployment',
      clientId: null,
    });
    expect((await connectFacebook(withApps, agency)).login.searchParams.get('client_id')).toBe('4242');
  });
});
