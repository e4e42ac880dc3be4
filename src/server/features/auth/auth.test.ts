import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginResponseSchema, sessionResponseSchema } from '../../../contract/auth.js';
import { sessions } from '../../db/schema.js';
import { hashToken } from '../../infra/tokens.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { createLocation, createTenant, createUser } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';

let t: TestApp;
let clock = new Date('2026-11-22T10:00:00Z');
const DAY = 86_400_000;
beforeAll(async () => {
  t = await startTestApp({ now: () => clock });
});
afterAll(() => t.close());

const login = (email: string, password: string, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email, password }, remoteAddress: ip });

describe('POST /v1/auth/login', () => {
  it('returns a token, the user, the agency with its look and plan, and the usable locations', async () => {
    const { agency, location, user } = await createTenant(t.database.db, t.secretBox);
    const second = await createLocation(t.database.db, agency);
    await createUser(t.database.db, agency, [second.id]);
    const response = await login(user.email.toUpperCase(), user.password);
    expect(response.statusCode).toBe(200);
    const body = loginResponseSchema.parse(response.json());
    expect(body.data).toMatchObject({
      email: user.email,
      userName: user.userName,
      role: 'agency',
      agency_id: agency.id,
    });
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.agency).toMatchObject({ _id: agency.id, name: agency.name });
    expect(body.agency.customisation.topbar_bg).toBe('#102030');
    expect(body.activeLocations.map((l) => l.id)).toEqual([location.id]);
    expect(body.activeLocations[0]).toMatchObject({
      business_name: location.businessName,
      plan_id: agency.planId,
    });
  });

  it('stores only the hash of the token', async () => {
    const { user } = await createTenant(t.database.db, t.secretBox);
    const token = await signIn(t.app, user);
    const rows = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(rows).toHaveLength(1);
    const raw = await t.database.db.select().from(sessions).where(eq(sessions.tokenHash, token));
    expect(raw).toHaveLength(0);
  });

  it('gives the same 401 message for a wrong e-mail and a wrong password', async () => {
    const { user } = await createTenant(t.database.db, t.secretBox);
    const wrongPassword = await login(user.email, 'not the password');
    const wrongEmail = await login(`nobody-${user.email}`, user.password);
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(wrongEmail.json());
    expect(wrongPassword.json()).toMatchObject({ message: 'The e-mail or password is not correct' });
  });

  it('names the field for bad input', async () => {
    const response = await login('not an email', 'x');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'email', code: 'invalid_input' });
  });

  it('refuses a body that is not JSON', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'invalid_json' });
  });

  it('refuses any field besides the e-mail and password, naming it', async () => {
    for (const extra of [{ admin: true }, { role: 'agency', ghlUser: false }]) {
      const unknownField = await t.app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { email: 'a@example.com', password: 'x', ...extra },
      });
      expect(unknownField.statusCode).toBe(400);
      for (const name of Object.keys(extra)) expect(unknownField.json().message).toContain(name);
    }
  });

  it('locks an e-mail out after 10 failures in 15 minutes, saying when to retry', async () => {
    const { user } = await createTenant(t.database.db, t.secretBox);
    for (let i = 0; i < 10; i++) {
      expect((await login(user.email, 'wrong', `10.1.0.${i}`)).statusCode).toBe(401);
    }
    const locked = await login(user.email, user.password, '10.1.1.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/try again in 15 minutes/);
    expect(locked.headers['retry-after']).toBe('900');
    clock = new Date(clock.getTime() + 15 * 60_000 + 1000);
    expect((await login(user.email, user.password, '10.1.1.1')).statusCode).toBe(200);
  });

  it('limits failures from one address across e-mails', async () => {
    const { user } = await createTenant(t.database.db, t.secretBox);
    for (let i = 0; i < 50; i++) {
      await login(`guess-${i}@example.com`, 'wrong', '10.9.9.9');
    }
    expect((await login(user.email, user.password, '10.9.9.9')).statusCode).toBe(429);
    expect((await login(user.email, user.password, '10.9.9.10')).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  const session = (token: string, header = 'x-auth-token') =>
    t.app.inject({ method: 'GET', url: '/v1/auth/session', headers: { [header]: token } });

  it('GET /v1/auth/session returns the sign-in payload without a token, with either header', async () => {
    const { user } = await createTenant(t.database.db, t.secretBox);
    const token = await signIn(t.app, user);
    for (const header of ['x-auth-token', 'apikey']) {
      const response = await session(token, header);
      expect(response.statusCode).toBe(200);
      const body = sessionResponseSchema.parse(response.json());
      expect(body.data.email).toBe(user.email);
      expect(body.data).not.toHaveProperty('token');
    }
  });

  it('expire after 7 days unused', async () => {
    const { user } = await createTenant(t.database.db, t.secretBox);
    const token = await signIn(t.app, user);
    clock = new Date(clock.getTime() + 6 * DAY);
    expect((await session(token)).statusCode).toBe(200);
    clock = new Date(clock.getTime() + 6 * DAY);
    expect((await session(token)).statusCode).toBe(200);
    clock = new Date(clock.getTime() + 7 * DAY + 1000);
    const ended = await session(token);
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toMatchObject({ code: 'session_ended' });
  });

  it('expire 30 days after sign-in however often used', async () => {
    const { user } = await createTenant(t.database.db, t.secretBox);
    const token = await signIn(t.app, user);
    for (let day = 5; day <= 25; day += 5) {
      clock = new Date(clock.getTime() + 5 * DAY);
      expect((await session(token)).statusCode).toBe(200);
    }
    clock = new Date(clock.getTime() + 4 * DAY);
    expect((await session(token)).statusCode).toBe(200);
    clock = new Date(clock.getTime() + 1 * DAY);
    expect((await session(token)).statusCode).toBe(401);
  });

  it('POST /v1/auth/logout revokes the session', async () => {
    const { user } = await createTenant(t.database.db, t.secretBox);
    const token = await signIn(t.app, user);
    const other = await signIn(t.app, user);
    const out = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/logout',
      headers: { 'x-auth-token': token },
    });
    expect(out.json()).toEqual({ ok: true });
    expect((await session(token)).statusCode).toBe(401);
    expect((await session(other)).statusCode).toBe(200);
  });
});
