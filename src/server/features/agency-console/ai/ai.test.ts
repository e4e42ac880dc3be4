import { createServer, type Server } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { agencyAiSchema } from '../../../../contract/agency-console/ai.js';
import { auditRoutes } from '../../../../contract/agency-console/audit.js';
import { loadConfig } from '../../../config.js';
import { agencies } from '../../../db/schema.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { createAgency, createLocation, createUser } from '../../../test/factories.js';
import { FakeOpenAi, fakeProviderEnv } from '../../../test/fake-openai.js';
import { generate, WORLD_BREAD_DAY } from '../../../test/generate.js';
import { signIn } from '../../../test/sign-in.js';

/** The deployment's provider, and the one an agency brings of its own. */
const deployment = new FakeOpenAi();
const own = new FakeOpenAi();
let t: TestApp;
let ownUrl: string;

/**
 * A service on the server's internal network that no agency may reach: it counts every connection
 * made to it, whatever is said on it.
 */
const internal = { server: createServer((socket) => socket.destroy()), connections: 0, port: 0 };
internal.server.on('connection', () => {
  internal.connections++;
});
/** An allowed address where nothing listens. */
let closedPort: number;

const KEY = 'sk-agency-secret-x9Zq';

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

beforeAll(async () => {
  const deploymentUrl = await deployment.start();
  ownUrl = await own.start();
  internal.port = await listen(internal.server);
  const closing = createServer();
  closedPort = await listen(closing);
  await new Promise((resolve) => closing.close(resolve));
  t = await startTestApp({
    env: {
      ...fakeProviderEnv(deploymentUrl),
      // Only the agency's gateway may be reached at this internal address, and only on its own port.
      AGENCY_AI_HTTP_HOSTS: `${new URL(ownUrl).host}, 127.0.0.1:${closedPort}`,
    },
  });
});
afterAll(async () => {
  await t.close();
  await deployment.stop();
  await own.stop();
  await new Promise((resolve) => internal.server.close(resolve));
});
beforeEach(() => {
  for (const fake of [deployment, own]) {
    fake.behaviour = { kind: 'reply', text: 'Fresh bread for World Bread Day! #WorldBreadDay' };
    fake.requests.length = 0;
  }
  internal.connections = 0;
});

/** An agency with an admin for its console and a user who writes posts for its location. */
async function agencyWithWriter() {
  const db = t.database.db;
  const agency = await createAgency(db, t.secretBox);
  const location = await createLocation(db, agency);
  const admin = await createUser(db, agency, [], { role: 'admin', type: 'admin' });
  const writer = await createUser(db, agency, [location.id]);
  return {
    agency,
    location,
    adminToken: await signIn(t.app, admin),
    writerToken: await signIn(t.app, writer),
  };
}

type Agency = Awaited<ReturnType<typeof agencyWithWriter>>;

const callAi = (agency: Agency, method: 'GET' | 'PUT' | 'DELETE', payload?: object) =>
  t.app.inject({
    method,
    url: `/v1/agencies/${agency.agency.id}/ai`,
    headers: { 'x-auth-token': agency.adminToken },
    ...(payload ? { payload } : {}),
  });

const ownProvider = (extra: Record<string, unknown> = {}) => ({
  provider: 'openai-compatible',
  baseUrl: ownUrl,
  model: 'agency-writer',
  apiKey: KEY,
  ...extra,
});

const storedAi = async (agency: Agency) =>
  (await t.database.db.select({ ai: agencies.ai }).from(agencies).where(eq(agencies.id, agency.agency.id)))[0]
    ?.ai ?? null;

const auditLog = async (agency: Agency) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/v1/agencies/${agency.agency.id}/audit`,
    headers: { 'x-auth-token': agency.adminToken },
  });
  return auditRoutes.list.response.parse(response.json()).events;
};

const writePost = (agency: Agency) =>
  generate(t.app, agency.writerToken, {
    locationId: agency.location.id,
    event: WORLD_BREAD_DAY,
    platform: 'Instagram',
    action: 'social',
  });

describe("an agency's own AI provider", () => {
  it("shows the deployment's writer while the agency has none of its own", async () => {
    const agency = await agencyWithWriter();
    const response = await callAi(agency, 'GET');
    expect(response.statusCode).toBe(200);
    expect(agencyAiSchema.parse(response.json())).toEqual({
      own: null,
      deployment: 'openai-compatible fake-writer',
    });
  });

  it('is saved once the provider answers a trial call, and its key is shown only as a hint', async () => {
    const agency = await agencyWithWriter();
    const saved = await callAi(agency, 'PUT', ownProvider());
    expect(saved.statusCode, saved.body).toBe(200);
    expect(agencyAiSchema.parse(saved.json()).own).toEqual({
      provider: 'openai-compatible',
      baseUrl: ownUrl,
      model: 'agency-writer',
      keyHint: '…x9Zq',
    });
    expect(own.requests).toHaveLength(1);
    expect(own.requests[0]).toMatchObject({
      path: '/chat/completions',
      authorization: `Bearer ${KEY}`,
      body: { model: 'agency-writer' },
    });

    const shown = await callAi(agency, 'GET');
    expect(agencyAiSchema.parse(shown.json()).own?.keyHint).toBe('…x9Zq');
    const log = await auditLog(agency);
    expect(log[0]).toMatchObject({
      action: 'ai.provider',
      before: null,
      after: { provider: 'openai-compatible', baseUrl: ownUrl, model: 'agency-writer', apiKey: '••••' },
    });
    for (const body of [saved.body, shown.body, JSON.stringify(log)]) expect(body).not.toContain(KEY);

    const stored = await storedAi(agency);
    expect(JSON.stringify(stored)).not.toContain(KEY);
    expect(t.secretBox.open(stored?.keyEncrypted ?? '')).toBe(KEY);
  });

  it('is refused with what the provider answered when it turns the key down, and nothing is stored', async () => {
    const agency = await agencyWithWriter();
    own.behaviour = { kind: 'status', status: 401 };
    const response = await callAi(agency, 'PUT', ownProvider());
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'ai_test_failed' });
    expect(response.json().message).toContain('401');
    expect(response.json().message).toContain('fake failure');
    expect(response.body).not.toContain(KEY);
    expect(await storedAi(agency)).toBeNull();
    expect(await auditLog(agency)).toEqual([]);
  });

  it('is refused when nothing answers at its address, saying only that it could not be reached', async () => {
    const agency = await agencyWithWriter();
    const response = await callAi(
      agency,
      'PUT',
      ownProvider({ baseUrl: `http://127.0.0.1:${closedPort}/v1` }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'ai_test_failed',
      message: 'The provider could not be reached.',
    });
    expect(await storedAi(agency)).toBeNull();
  });

  it('is refused at an internal address the operator does not allow, without connecting to it', async () => {
    const agency = await agencyWithWriter();
    for (const baseUrl of [
      `https://127.0.0.1:${internal.port}/v1`,
      `https://[::ffff:127.0.0.1]:${internal.port}/v1`,
      `https://[::1]:${internal.port}/v1`,
    ]) {
      const response = await callAi(agency, 'PUT', ownProvider({ baseUrl }));
      expect(response.statusCode, baseUrl).toBe(400);
      expect(response.json()).toMatchObject({
        field: 'baseUrl',
        message: 'baseUrl: must be a public address',
      });
    }
    const plain = await callAi(agency, 'PUT', ownProvider({ baseUrl: 'http://10.0.0.1/v1' }));
    expect(plain.statusCode).toBe(400);
    expect(plain.json()).toMatchObject({ field: 'baseUrl', message: 'baseUrl: must be an https:// address' });
    expect(internal.connections).toBe(0);
    expect(await storedAi(agency)).toBeNull();
  });

  it('is refused at a host name that leads to an internal address, checked when connecting', async () => {
    const agency = await agencyWithWriter();
    const response = await callAi(
      agency,
      'PUT',
      ownProvider({ baseUrl: `https://localhost:${internal.port}/v1` }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'ai_test_failed',
      message: 'The provider could not be reached.',
    });
    expect(internal.connections).toBe(0);
    expect(await storedAi(agency)).toBeNull();
  });

  it('is refused when the provider sends the call on elsewhere, and the redirect is not followed', async () => {
    const agency = await agencyWithWriter();
    own.behaviour = { kind: 'redirect', location: `http://127.0.0.1:${internal.port}/v1/chat/completions` };
    const response = await callAi(agency, 'PUT', ownProvider());
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'ai_test_failed' });
    expect(response.json().message).toContain('The provider answered 302');
    expect(own.requests).toHaveLength(1);
    expect(internal.connections).toBe(0);
    expect(await storedAi(agency)).toBeNull();
  });

  it('is refused with a user name or password in its address', async () => {
    const agency = await agencyWithWriter();
    const withUser = new URL(ownUrl);
    withUser.username = 'agency';
    withUser.password = 'secret';
    const response = await callAi(agency, 'PUT', ownProvider({ baseUrl: withUser.toString() }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      field: 'baseUrl',
      message: 'baseUrl: must not contain a user name or password',
    });
    expect(own.requests).toHaveLength(0);
  });

  it('is tried at most 10 times per agency in a window; the 11th attempt is refused without a call', async () => {
    const agency = await agencyWithWriter();
    const other = await agencyWithWriter();
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await callAi(agency, 'PUT', ownProvider())).statusCode, `attempt ${attempt}`).toBe(200);
    }
    const eleventh = await callAi(agency, 'PUT', ownProvider());
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toMatchObject({ code: 'too_many_attempts' });
    expect(eleventh.headers['retry-after']).toBeDefined();
    expect(own.requests).toHaveLength(10);
    // Another agency has an allowance of its own.
    expect((await callAi(other, 'PUT', ownProvider())).statusCode).toBe(200);
  });

  it('is refused at a plain-http address whose host the operator does not allow', async () => {
    const agency = await agencyWithWriter();
    const elsewhere = new URL(ownUrl);
    elsewhere.port = String(Number(elsewhere.port) + 1);
    for (const baseUrl of [elsewhere.toString(), 'http://gateway.example/v1']) {
      const response = await callAi(agency, 'PUT', ownProvider({ baseUrl }));
      expect(response.statusCode, baseUrl).toBe(400);
      expect(response.json()).toMatchObject({
        field: 'baseUrl',
        message: 'baseUrl: must be an https:// address',
      });
    }
    expect(own.requests).toHaveLength(0);
  });

  it('keeps the stored key when none is given for the same provider and address, and asks for one otherwise', async () => {
    const agency = await agencyWithWriter();
    const withoutKey = { ...ownProvider(), apiKey: undefined };
    const first = await callAi(agency, 'PUT', withoutKey);
    expect(first.statusCode).toBe(400);
    expect(first.json()).toMatchObject({ field: 'apiKey', message: 'apiKey: is required' });

    expect((await callAi(agency, 'PUT', ownProvider())).statusCode).toBe(200);
    const renamed = await callAi(agency, 'PUT', { ...withoutKey, model: 'agency-writer-2' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(own.requests.at(-1)).toMatchObject({
      authorization: `Bearer ${KEY}`,
      body: { model: 'agency-writer-2' },
    });

    const moved = await callAi(agency, 'PUT', { ...withoutKey, baseUrl: `${ownUrl}/other` });
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toMatchObject({ field: 'apiKey' });
  });

  it("writes the agency's posts, while another agency's posts keep the deployment's provider", async () => {
    const agency = await agencyWithWriter();
    const other = await agencyWithWriter();
    // Written once before the change, so a provider remembered from it would show below.
    expect((await writePost(agency)).post).toMatchObject({ model: 'fake-writer' });
    expect((await callAi(agency, 'PUT', ownProvider())).statusCode).toBe(200);
    own.requests.length = 0;
    deployment.requests.length = 0;

    const ours = await writePost(agency);
    expect(ours.post).toMatchObject({ provider: 'openai-compatible', model: 'agency-writer' });
    expect(own.requests).toHaveLength(1);
    expect(own.requests[0]).toMatchObject({
      authorization: `Bearer ${KEY}`,
      body: { model: 'agency-writer', stream: true },
    });
    expect(own.lastPrompt()).toContain(agency.location.businessName);

    const theirs = await writePost(other);
    expect(theirs.post).toMatchObject({ model: 'fake-writer' });
    expect(own.requests).toHaveLength(1);
    expect(deployment.requests).toHaveLength(1);
  });

  it('is not called when writing posts once its host name leads to an internal address', async () => {
    const agency = await agencyWithWriter();
    // Stored while its name led elsewhere: what it leads to is checked again on every call.
    await t.database.db
      .update(agencies)
      .set({
        ai: {
          provider: 'openai-compatible',
          baseUrl: `https://localhost:${internal.port}/v1`,
          model: 'agency-writer',
          keyEncrypted: t.secretBox.seal(KEY),
          keyHint: '…x9Zq',
        },
      })
      .where(eq(agencies.id, agency.agency.id));
    const written = await writePost(agency);
    expect(written.post).toBeNull();
    expect(written.error).toMatchObject({ code: 'ai_unavailable' });
    expect(internal.connections).toBe(0);
    expect(deployment.requests).toHaveLength(0);
  });

  it("goes back to the deployment's provider when removed, and forgets the key", async () => {
    const agency = await agencyWithWriter();
    expect((await callAi(agency, 'PUT', ownProvider())).statusCode).toBe(200);
    expect((await writePost(agency)).post).toMatchObject({ model: 'agency-writer' });

    const removed = await callAi(agency, 'DELETE');
    expect(removed.statusCode).toBe(200);
    expect(agencyAiSchema.parse(removed.json()).own).toBeNull();
    expect(await storedAi(agency)).toBeNull();
    expect((await writePost(agency)).post).toMatchObject({ model: 'fake-writer' });
    expect((await auditLog(agency))[0]).toMatchObject({
      action: 'ai.provider.clear',
      before: { provider: 'openai-compatible', model: 'agency-writer' },
      after: null,
    });
  });
});

describe('AGENCY_AI_HTTP_HOSTS', () => {
  it('takes host names or host:port, and refuses anything else at start', () => {
    expect(
      loadConfig({ AGENCY_AI_HTTP_HOSTS: ' Gateway.internal, 10.0.0.5:8080 ' }).AGENCY_AI_HTTP_HOSTS,
    ).toEqual(['gateway.internal', '10.0.0.5:8080']);
    expect(loadConfig({}).AGENCY_AI_HTTP_HOSTS).toEqual([]);
    expect(() => loadConfig({ AGENCY_AI_HTTP_HOSTS: 'http://gateway.internal' })).toThrow(
      'AGENCY_AI_HTTP_HOSTS',
    );
  });
});
