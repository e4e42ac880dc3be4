import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginResponseSchema } from '../../../contract/auth.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { createLocation, createTenant, createUser, unique } from '../../test/factories.js';
import { encryptLikePlatform } from '../../test/platform-payload.js';
import { signEmbedLink } from './signed-link.js';

let t: TestApp;
const now = new Date('2026-11-22T10:00:00Z');
const nowSeconds = Math.floor(now.getTime() / 1000);
beforeAll(async () => {
  t = await startTestApp({ now: () => now });
});
afterAll(() => t.close());

const embed = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/v1/auth/embed', payload });
const newEmail = () => `${unique('embedded')}@example.com`;

describe('signed embed links', () => {
  it('sign in the e-mail for the location, creating a platform user with access to it', async () => {
    const { agency, location } = await createTenant(t.database.db, t.secretBox);
    const email = newEmail();
    const exp = nowSeconds + 600;
    const response = await embed({
      method: 'signed',
      email,
      locationId: location.id,
      exp,
      sig: signEmbedLink(agency.embedSecret, email, location.id, exp),
    });
    expect(response.statusCode).toBe(200);
    const body = loginResponseSchema.parse(response.json());
    expect(body.data).toMatchObject({ email, role: 'agency', ghl: true, agency_id: agency.id });
    expect(body.activeLocations.map((l) => l.id)).toEqual([location.id]);
  });

  it('refuse an expired link', async () => {
    const { agency, location } = await createTenant(t.database.db, t.secretBox);
    const email = newEmail();
    const exp = nowSeconds - 1;
    const response = await embed({
      method: 'signed',
      email,
      locationId: location.id,
      exp,
      sig: signEmbedLink(agency.embedSecret, email, location.id, exp),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'link_expired' });
  });

  it('refuse a link valid for more than 15 minutes', async () => {
    const { agency, location } = await createTenant(t.database.db, t.secretBox);
    const email = newEmail();
    const exp = nowSeconds + 16 * 60;
    const response = await embed({
      method: 'signed',
      email,
      locationId: location.id,
      exp,
      sig: signEmbedLink(agency.embedSecret, email, location.id, exp),
    });
    expect(response.json()).toMatchObject({ code: 'link_too_far_ahead' });
  });

  it('refuse a tampered link: another e-mail, location or expiry than signed', async () => {
    const { agency, location } = await createTenant(t.database.db, t.secretBox);
    const other = await createLocation(t.database.db, agency);
    const email = newEmail();
    const exp = nowSeconds + 600;
    const sig = signEmbedLink(agency.embedSecret, email, location.id, exp);
    for (const tampered of [
      { email: newEmail(), locationId: location.id, exp },
      { email, locationId: other.id, exp },
      { email, locationId: location.id, exp: exp + 60 },
    ]) {
      const response = await embed({ method: 'signed', sig, ...tampered });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'link_bad_signature' });
    }
  });

  it("refuse a link signed by one agency for another agency's location", async () => {
    const mine = await createTenant(t.database.db, t.secretBox);
    const theirs = await createTenant(t.database.db, t.secretBox);
    const email = newEmail();
    const exp = nowSeconds + 600;
    const response = await embed({
      method: 'signed',
      email,
      locationId: theirs.location.id,
      exp,
      sig: signEmbedLink(mine.agency.embedSecret, email, theirs.location.id, exp),
    });
    expect(response.json()).toMatchObject({ code: 'link_bad_signature' });
  });

  it("refuse the e-mail of another agency's user", async () => {
    const mine = await createTenant(t.database.db, t.secretBox);
    const theirs = await createTenant(t.database.db, t.secretBox);
    const exp = nowSeconds + 600;
    const email = theirs.user.email;
    const response = await embed({
      method: 'signed',
      email,
      locationId: mine.location.id,
      exp,
      sig: signEmbedLink(mine.agency.embedSecret, email, mine.location.id, exp),
    });
    expect(response.statusCode).toBe(403);
  });

  it("never sign in the operator's superadmin, even with the agency's own secret", async () => {
    const { agency, location } = await createTenant(t.database.db, t.secretBox);
    const operator = await createUser(t.database.db, agency, [location.id], {
      role: 'superadmin',
      type: 'admin',
    });
    const exp = nowSeconds + 600;
    const response = await embed({
      method: 'signed',
      email: operator.email,
      locationId: location.id,
      exp,
      sig: signEmbedLink(agency.embedSecret, operator.email, location.id, exp),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('This account signs in with its password only.');
  });
});

describe('platform single sign-on', () => {
  it('accepts the encrypted payload naming the same e-mail and location, and takes its user name', async () => {
    const { agency, location } = await createTenant(t.database.db, t.secretBox);
    const email = newEmail();
    const payload = encryptLikePlatform(
      JSON.stringify({ email: email.toUpperCase(), activeLocation: location.id, userName: 'Pat Baker' }),
      agency.highlevelSecret,
    );
    const response = await embed({ method: 'ghl', email, locationId: location.id, payload });
    expect(response.statusCode).toBe(200);
    expect(loginResponseSchema.parse(response.json()).data).toMatchObject({
      userName: 'Pat Baker',
      ghl: true,
    });
  });

  it('refuses a payload for another location or e-mail, or encrypted with another secret', async () => {
    const { agency, location } = await createTenant(t.database.db, t.secretBox);
    const other = await createLocation(t.database.db, agency);
    const email = newEmail();
    const forOther = encryptLikePlatform(
      JSON.stringify({ email, activeLocation: other.id }),
      agency.highlevelSecret,
    );
    expect(
      (await embed({ method: 'ghl', email, locationId: location.id, payload: forOther })).json(),
    ).toMatchObject({
      code: 'payload_mismatch',
    });
    const wrongKey = encryptLikePlatform(
      JSON.stringify({ email, activeLocation: location.id }),
      'another secret',
    );
    expect(
      (await embed({ method: 'ghl', email, locationId: location.id, payload: wrongKey })).statusCode,
    ).toBe(401);
    expect(
      (await embed({ method: 'ghl', email, locationId: location.id, payload: 'bm9uc2Vuc2U=' })).json(),
    ).toMatchObject({
      code: 'bad_payload',
    });
  });
});

describe('unsigned embed links', () => {
  it('are refused unless the agency turned them on', async () => {
    const { location } = await createTenant(t.database.db, t.secretBox);
    const response = await embed({ method: 'unsigned', email: newEmail(), locationId: location.id });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'signature_required' });
  });

  it('sign in where the agency allows them', async () => {
    const { location } = await createTenant(t.database.db, t.secretBox, { allowUnsignedEmbed: true });
    const response = await embed({ method: 'unsigned', email: newEmail(), locationId: location.id });
    expect(response.statusCode).toBe(200);
  });

  it('never open an account that has a password, nor one of another agency, and answer both like any refusal', async () => {
    const { location, user } = await createTenant(t.database.db, t.secretBox, { allowUnsignedEmbed: true });
    const elsewhere = await createTenant(t.database.db, t.secretBox);
    const refusals = [
      await embed({ method: 'unsigned', email: user.email, locationId: location.id }),
      await embed({ method: 'unsigned', email: elsewhere.user.email, locationId: location.id }),
    ];
    for (const refused of refusals) {
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ code: 'signature_required' });
    }
    expect(refusals[0]?.json()).toEqual(refusals[1]?.json());
  });

  it('are limited per network address', async () => {
    const { location } = await createTenant(t.database.db, t.secretBox, { allowUnsignedEmbed: true });
    const statuses = [];
    for (let i = 0; i < 101; i++) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/v1/auth/embed',
        payload: { method: 'unsigned', email: newEmail(), locationId: location.id },
        remoteAddress: '10.80.0.1',
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses.slice(0, 100).every((status) => status === 200)).toBe(true);
    expect(statuses[100]).toBe(429);
  });

  it('validate the e-mail and the 20-character location id', async () => {
    const bad = await embed({
      method: 'unsigned',
      email: 'a b@example.com',
      locationId: 'ABCDEFGHIJ0123456789',
    });
    expect(bad.json()).toMatchObject({ field: 'email' });
    const short = await embed({ method: 'unsigned', email: 'ab@example.com', locationId: 'ABC' });
    expect(short.json()).toMatchObject({ field: 'locationId' });
  });
});

describe('GET /v1/auth/embed/config', () => {
  it("tells the page which platform origin may vouch for the location's users", async () => {
    const { location } = await createTenant(t.database.db, t.secretBox, {
      platformOrigin: 'https://app.platform.example',
    });
    const response = await t.app.inject({
      method: 'GET',
      url: `/v1/auth/embed/config?locationId=${location.id}`,
    });
    expect(response.json()).toEqual({ platformOrigin: 'https://app.platform.example', allowUnsigned: false });
  });
});

describe('embedded sign-ins cannot be replayed', () => {
  it('a signed link signs in once; the same link again, even 20 times at once, is refused', async () => {
    const { agency, location } = await createTenant(t.database.db, t.secretBox);
    const email = newEmail();
    const exp = nowSeconds + 600;
    const link = {
      method: 'signed',
      email,
      locationId: location.id,
      exp,
      sig: signEmbedLink(agency.embedSecret, email, location.id, exp),
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => embed(link)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    const refused = answers.find((answer) => answer.statusCode === 401);
    expect(refused?.json()).toMatchObject({ code: 'link_used' });
  });

  it("a captured platform payload is accepted once; the platform's next payload signs in again", async () => {
    const { agency, location } = await createTenant(t.database.db, t.secretBox);
    const email = newEmail();
    const data = JSON.stringify({ email, activeLocation: location.id });
    const payload = encryptLikePlatform(data, agency.highlevelSecret);
    expect((await embed({ method: 'ghl', email, locationId: location.id, payload })).statusCode).toBe(200);
    const replayed = await embed({ method: 'ghl', email, locationId: location.id, payload });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toMatchObject({ code: 'payload_used' });
    const next = encryptLikePlatform(data, agency.highlevelSecret);
    expect((await embed({ method: 'ghl', email, locationId: location.id, payload: next })).statusCode).toBe(
      200,
    );
  });
});
