import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEventSchema } from '../../../../contract/agency-console/audit.js';
import { embeddingSchema } from '../../../../contract/agency-console/embedding.js';
import { loginResponseSchema } from '../../../../contract/auth.js';
import { agencies } from '../../../db/schema.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { callApi, consoleAgency, type Method } from '../../../test/console-agency.js';
import { createTenant, unique } from '../../../test/factories.js';
import { encryptLikePlatform } from '../../../test/platform-payload.js';
import { signEmbedLink } from '../../embed/signed-link.js';

let t: TestApp;
const now = new Date('2026-11-22T10:00:00Z');
const nowSeconds = Math.floor(now.getTime() / 1000);
beforeAll(async () => {
  t = await startTestApp({ now: () => now, env: { PUBLIC_URL: 'https://social.agency.example' } });
});
afterAll(() => t.close());

type Agency = Awaited<ReturnType<typeof consoleAgency>>;

const call = (method: Method, url: string, token: string, payload?: object) =>
  callApi(t, method, url, token, payload);
const embedLogin = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/v1/auth/embed', payload });
const newEmail = () => `${unique('embedded')}@example.com`;

async function settings(agency: Agency) {
  const response = await call('GET', agency.url('/embedding'), agency.adminToken);
  expect(response.statusCode, response.body).toBe(200);
  return embeddingSchema.parse(response.json());
}

async function auditOf(agency: Agency, action: string) {
  const response = await call('GET', agency.url(`/audit?action=${action}`), agency.adminToken);
  return auditEventSchema.array().parse(response.json().events);
}

/** A signed sign-in link as the agency's platform makes it, for the embed sign-in call. */
function signedLink(secret: string, email: string, locationId: string) {
  const exp = nowSeconds + 600;
  return { method: 'signed', email, locationId, exp, sig: signEmbedLink(secret, email, locationId, exp) };
}

describe('the embedding settings', () => {
  it('show which secrets are set, by their last four characters only, the origin and unsigned links', async () => {
    const agency = await consoleAgency(t, { platformOrigin: 'https://app.gohighlevel.com' });
    const shown = await settings(agency);
    expect(shown).toEqual({
      embedSecret: { set: true, hint: `…${agency.agency.embedSecret.slice(-4)}` },
      highlevelSecret: { set: true, hint: `…${agency.agency.highlevelSecret.slice(-4)}` },
      platformOrigin: 'https://app.gohighlevel.com',
      allowUnsigned: false,
    });
    const body = JSON.stringify(shown);
    expect(body).not.toContain(agency.agency.embedSecret);
    expect(body).not.toContain(agency.agency.highlevelSecret);
  });

  it('change the origin and unsigned links, keep the HighLevel secret when it is left out', async () => {
    const agency = await consoleAgency(t);
    const response = await call('PUT', agency.url('/embedding'), agency.adminToken, {
      platformOrigin: 'https://app.platform.example',
      allowUnsigned: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(embeddingSchema.parse(response.json())).toMatchObject({
      platformOrigin: 'https://app.platform.example',
      allowUnsigned: true,
      highlevelSecret: { set: true, hint: `…${agency.agency.highlevelSecret.slice(-4)}` },
    });
    const config = await t.app.inject({
      method: 'GET',
      url: `/v1/auth/embed/config?locationId=${agency.location.id}`,
    });
    expect(config.json()).toEqual({ platformOrigin: 'https://app.platform.example', allowUnsigned: true });
  });

  it('hint at a short secret without any of its characters, which would give too much of it away', async () => {
    const agency = await consoleAgency(t);
    const short = await call('PUT', agency.url('/embedding'), agency.adminToken, {
      platformOrigin: null,
      allowUnsigned: false,
      highlevelSecret: 'short-9f3c',
    });
    expect(embeddingSchema.parse(short.json()).highlevelSecret).toEqual({ set: true, hint: '…' });
  });

  it('replace the HighLevel secret, or remove it with null; the audit log shows it masked', async () => {
    const agency = await consoleAgency(t);
    const replaced = await call('PUT', agency.url('/embedding'), agency.adminToken, {
      platformOrigin: null,
      allowUnsigned: false,
      highlevelSecret: 'a-new-shared-key-9f3c',
    });
    expect(embeddingSchema.parse(replaced.json()).highlevelSecret).toEqual({ set: true, hint: '…9f3c' });
    const removed = await call('PUT', agency.url('/embedding'), agency.adminToken, {
      platformOrigin: null,
      allowUnsigned: false,
      highlevelSecret: null,
    });
    expect(embeddingSchema.parse(removed.json()).highlevelSecret).toEqual({ set: false, hint: null });

    const events = await auditOf(agency, 'embedding.settings');
    // Both changes were made at the same (fixed) instant, so their order in the log is not asserted.
    const changes = events.map((event) => [event.before?.highlevelSecret, event.after?.highlevelSecret]);
    expect(changes).toHaveLength(2);
    expect(changes).toEqual(
      expect.arrayContaining([
        ['••••', null],
        ['••••', '••••'],
      ]),
    );
    expect(JSON.stringify(events)).not.toContain('a-new-shared-key');
  });

  it('take an https origin only, naming the field', async () => {
    const agency = await consoleAgency(t);
    const response = await call('PUT', agency.url('/embedding'), agency.adminToken, {
      platformOrigin: 'http://app.platform.example/path',
      allowUnsigned: false,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'platformOrigin' });
  });
});

describe('a new embed secret', () => {
  it('is shown once; links signed with the old one stop working, and links signed with it sign in', async () => {
    const agency = await consoleAgency(t);
    const response = await call('POST', agency.url('/embedding/secret'), agency.adminToken);
    expect(response.statusCode, response.body).toBe(200);
    const { secret, embedding } = response.json();
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(embedding.embedSecret).toEqual({ set: true, hint: `…${secret.slice(-4)}` });
    expect(JSON.stringify(await settings(agency))).not.toContain(secret);

    const old = await embedLogin(signedLink(agency.agency.embedSecret, newEmail(), agency.location.id));
    expect(old.statusCode).toBe(401);
    expect(old.json()).toMatchObject({ code: 'link_bad_signature' });
    const fresh = await embedLogin(signedLink(secret, newEmail(), agency.location.id));
    expect(fresh.statusCode, fresh.body).toBe(200);

    const [event] = await auditOf(agency, 'embedding.secret');
    expect(event).toMatchObject({ before: { embedSecret: '••••' }, after: { embedSecret: '••••' } });
    expect(JSON.stringify(event)).not.toContain(secret);
  });
});

describe('a sample sign-in link', () => {
  it("signs the e-mail in to the agency's location, and is valid for five minutes", async () => {
    const agency = await consoleAgency(t);
    const email = newEmail();
    const response = await call('POST', agency.url('/embedding/sample-link'), agency.adminToken, {
      locationId: agency.location.id,
      email,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { link, expiresAt } = response.json();
    expect(expiresAt).toBe(new Date(now.getTime() + 5 * 60_000).toISOString());

    const url = new URL(link);
    expect(url.origin).toBe('https://social.agency.example');
    expect(decodeURIComponent(url.pathname)).toBe(`/${email}/${agency.location.id}/app/home`);
    const signedIn = await embedLogin({
      method: 'signed',
      email,
      locationId: agency.location.id,
      exp: url.searchParams.get('exp'),
      sig: url.searchParams.get('sig'),
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(loginResponseSchema.parse(signedIn.json()).activeLocations.map((l) => l.id)).toEqual([
      agency.location.id,
    ]);
  });

  it('is not made for a location of another agency', async () => {
    const agency = await consoleAgency(t);
    const elsewhere = await createTenant(t.database.db, t.secretBox);
    const response = await call('POST', agency.url('/embedding/sample-link'), agency.adminToken, {
      locationId: elsewhere.location.id,
      email: newEmail(),
    });
    expect(response.statusCode).toBe(404);
  });

  it('asks for an embed secret first when the agency has none', async () => {
    const agency = await consoleAgency(t);
    await t.database.db
      .update(agencies)
      .set({ embedSecretEncrypted: null })
      .where(eq(agencies.id, agency.agency.id));
    const response = await call('POST', agency.url('/embedding/sample-link'), agency.adminToken, {
      locationId: agency.location.id,
      email: newEmail(),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'conflict',
      message: 'Generate an embed secret first: sign-in links are signed with it.',
    });
  });
});

describe('HighLevel sign-in', () => {
  const payloadFor = (email: string, locationId: string, key: string) =>
    encryptLikePlatform(JSON.stringify({ email, activeLocation: locationId }), key);

  it('works with the HighLevel secret the admin set, and not with the embed secret', async () => {
    const agency = await consoleAgency(t);
    const shared = 'shared-with-highlevel-2b7e';
    await call('PUT', agency.url('/embedding'), agency.adminToken, {
      platformOrigin: 'https://app.gohighlevel.com',
      allowUnsigned: false,
      highlevelSecret: shared,
    });
    const email = newEmail();
    const withEmbedSecret = await embedLogin({
      method: 'ghl',
      email,
      locationId: agency.location.id,
      payload: payloadFor(email, agency.location.id, agency.agency.embedSecret),
    });
    expect(withEmbedSecret.statusCode).toBe(401);
    expect(withEmbedSecret.json()).toMatchObject({ code: 'bad_payload' });

    const withShared = await embedLogin({
      method: 'ghl',
      email,
      locationId: agency.location.id,
      payload: payloadFor(email, agency.location.id, shared),
    });
    expect(withShared.statusCode, withShared.body).toBe(200);
  });

  it('is refused with a clear message while the agency has no HighLevel secret, even with an embed secret', async () => {
    const agency = await consoleAgency(t);
    await call('PUT', agency.url('/embedding'), agency.adminToken, {
      platformOrigin: null,
      allowUnsigned: false,
      highlevelSecret: null,
    });
    const email = newEmail();
    const response = await embedLogin({
      method: 'ghl',
      email,
      locationId: agency.location.id,
      payload: payloadFor(email, agency.location.id, agency.agency.embedSecret),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      code: 'embed_not_configured',
      message: 'Your agency has not set up HighLevel sign-in yet.',
    });
  });
});
