import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets, users } from '../../db/schema.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { createTenant, type UserFixture } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';
import { type ReceivedMail, SmtpInbox } from '../../test/smtp-inbox.js';

const inbox = new SmtpInbox();
let clock = new Date('2026-11-23T10:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    env: {
      SMTP_URL: await inbox.start(),
      MAIL_FROM: 'calendar@agency.example',
      PUBLIC_URL: 'https://social.agency.example',
    },
    now: () => clock,
  });
});
afterAll(async () => {
  await t.close();
  await inbox.stop();
});

const NEW_PASSWORD = 'a quiet harbour at dawn';
/** ASVS: at least 64 characters must be accepted. */
const LONG_PASSWORD = 'the sixty-four characters of a passphrase fit in here just fine!';
let addresses = 0;
/** A network address of its own for each test, so one test's attempts never count against another's. */
const freshAddress = () => `10.80.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`;

const requestReset = (app: TestApp, email: string, address: string) =>
  app.app.inject({
    method: 'POST',
    url: '/v1/auth/password-reset',
    payload: { email },
    remoteAddress: address,
  });
const resetPassword = (token: string, password: string, address: string, confirmPassword = password) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/auth/password-reset/confirm',
    payload: { token, password, confirmPassword },
    remoteAddress: address,
  });
const sessionStatus = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/v1/auth/session', headers: { 'x-auth-token': token } }))
    .statusCode;
const signInStatus = async (email: string, password: string) =>
  (await t.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email, password } })).statusCode;

const tokenIn = (mail: ReceivedMail) =>
  /https:\/\/social\.agency\.example\/reset-password\?token=([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];

/** A user of a fresh tenant, and the token of the reset link mailed to them. */
async function userWithLink(address = freshAddress()): Promise<{ user: UserFixture; token: string }> {
  const { user } = await createTenant(t.database.db, t.secretBox);
  expect((await requestReset(t, user.email, address)).statusCode).toBe(200);
  const token = tokenIn(await inbox.mailTo(user.email));
  if (!token) throw new Error('the reset mail has no link');
  return { user, token };
}

describe('asking for a reset link', () => {
  it('answers the same for an unknown e-mail, which gets nothing', async () => {
    const address = freshAddress();
    const { user } = await createTenant(t.database.db, t.secretBox);
    const known = await requestReset(t, user.email, address);
    const unknown = await requestReset(t, 'nobody-here@example.com', address);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ delivery: 'email' });
    expect(unknown.body).toBe(known.body);

    const mail = await inbox.mailTo(user.email);
    expect(mail.subject).toBe('Reset your password');
    expect(tokenIn(mail)).toBeDefined();
    expect(inbox.lastTo('nobody-here@example.com')).toBeUndefined();
  });

  it('an account without a password (platform sign-in) gets the same answer and a notice, not a link', async () => {
    const { user } = await createTenant(t.database.db, t.secretBox);
    await t.database.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
    const answer = await requestReset(t, user.email, freshAddress());
    expect(answer.json()).toEqual({ delivery: 'email' });
    const mail = await inbox.mailTo(user.email);
    expect(mail.subject).toBe('About your password');
    expect(mail.text).toMatch(/no password: it signs in through your agency's marketing platform/);
    expect(tokenIn(mail)).toBeUndefined();
    const stored = await t.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, user.id));
    expect(stored).toEqual([]);
  });

  it('keeps only the SHA-256 of the token', async () => {
    const { user, token } = await userWithLink();
    const [stored] = await t.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, user.id));
    expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.tokenHash).not.toContain(token);
  });

  it('is limited per e-mail, for known and unknown e-mails alike', async () => {
    const { user } = await createTenant(t.database.db, t.secretBox);
    for (const email of [user.email, 'unknown-limited@example.com']) {
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await requestReset(t, email, freshAddress())).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
    }
    const refused = await requestReset(t, user.email, freshAddress());
    expect(refused.json()).toMatchObject({ code: 'too_many_attempts' });
    expect(refused.json().message).toMatch(/^Too many password reset requests\. Please try again in/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('is limited per network address', async () => {
    const address = freshAddress();
    const statuses = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await requestReset(t, `spread-${i}@example.com`, address)).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('says when no e-mail is set up, and sends nothing', async () => {
    const production = await startTestApp({ env: { NODE_ENV: 'production' } });
    const development = await startTestApp({ env: { NODE_ENV: 'development', LOG_LEVEL: 'silent' } });
    try {
      const { user } = await createTenant(production.database.db, production.secretBox);
      const answer = await requestReset(production, user.email, freshAddress());
      expect(answer.json()).toEqual({ delivery: 'none' });
      const stored = production.database.db
        .select()
        .from(passwordResets)
        .where(eq(passwordResets.userId, user.id));
      expect(await stored).toEqual([]);
      // In development the link is written to the server's log, never into the answer.
      const logged = await requestReset(development, 'someone@example.com', freshAddress());
      expect(logged.json()).toEqual({ delivery: 'server-log' });
    } finally {
      await production.close();
      await development.close();
    }
  });
});

describe('choosing a new password with the link', () => {
  it('sets the password once; the old one stops working', async () => {
    const { user, token } = await userWithLink();
    const address = freshAddress();
    const done = await resetPassword(token, NEW_PASSWORD, address);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ email: user.email });
    expect(await signInStatus(user.email, NEW_PASSWORD)).toBe(200);
    expect(await signInStatus(user.email, user.password)).toBe(401);

    const again = await resetPassword(token, 'another quiet harbour', address);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('This reset link is not valid any more. Please ask for a new one.');
  });

  it('works for 30 minutes', async () => {
    const early = await userWithLink();
    const late = await userWithLink();
    clock = new Date(clock.getTime() + 29 * 60_000);
    expect((await resetPassword(early.token, NEW_PASSWORD, freshAddress())).statusCode).toBe(200);
    clock = new Date(clock.getTime() + 2 * 60_000);
    expect((await resetPassword(late.token, NEW_PASSWORD, freshAddress())).statusCode).toBe(404);
    expect(await signInStatus(late.user.email, late.user.password)).toBe(200);
  });

  it('ends every session of the account', async () => {
    const { user, token } = await userWithLink();
    const sessions = [await signIn(t.app, user), await signIn(t.app, user)];
    expect(await sessionStatus(sessions[0] ?? '')).toBe(200);
    expect((await resetPassword(token, NEW_PASSWORD, freshAddress())).statusCode).toBe(200);
    for (const session of sessions) expect(await sessionStatus(session)).toBe(401);
  });

  it('an earlier link dies with the first one used', async () => {
    const address = freshAddress();
    const { user, token: first } = await userWithLink(address);
    inbox.received.length = 0;
    expect((await requestReset(t, user.email, address)).statusCode).toBe(200);
    const second = tokenIn(await inbox.mailTo(user.email)) ?? '';
    expect((await resetPassword(second, NEW_PASSWORD, freshAddress())).statusCode).toBe(200);
    expect((await resetPassword(first, 'an older plan for the day', freshAddress())).statusCode).toBe(404);
    expect(await signInStatus(user.email, NEW_PASSWORD)).toBe(200);
  });

  it('lifts the lock that failed sign-ins put on the e-mail', async () => {
    const { user, token } = await userWithLink();
    for (let i = 0; i < 10; i++) await signInStatus(user.email, 'a wrong guess');
    expect(await signInStatus(user.email, user.password)).toBe(429);
    expect((await resetPassword(token, NEW_PASSWORD, freshAddress())).statusCode).toBe(200);
    expect(await signInStatus(user.email, NEW_PASSWORD)).toBe(200);
  });

  it('guessing links is limited per address', async () => {
    const address = freshAddress();
    const statuses = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await resetPassword(`${'B'.repeat(42)}${i % 10}`, NEW_PASSWORD, address)).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 404)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('refuses a common password, naming the field, and keeps the link for a better one', async () => {
    const { user, token } = await userWithLink();
    const address = freshAddress();
    for (const common of ['password123', 'Sunshine1', 'QWERTYUIOP']) {
      const refused = await resetPassword(token, common, address);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        code: 'invalid_input',
        field: 'password',
        message: 'password: is too common: choose one that others are unlikely to use',
      });
    }
    expect((await resetPassword(token, NEW_PASSWORD, address)).statusCode).toBe(200);
    expect(await signInStatus(user.email, NEW_PASSWORD)).toBe(200);
  });

  it('accepts a 64-character password, refuses a short one and a confirmation that differs', async () => {
    const { user, token } = await userWithLink();
    const address = freshAddress();
    const short = await resetPassword(token, 'seven77', address);
    expect(short.json()).toMatchObject({
      field: 'password',
      message: 'password: must be at least 8 characters',
    });
    const differs = await resetPassword(token, NEW_PASSWORD, address, `${NEW_PASSWORD}!`);
    expect(differs.json()).toMatchObject({
      field: 'confirmPassword',
      message: 'confirmPassword: does not match the password you chose',
    });

    expect(LONG_PASSWORD).toHaveLength(64);
    expect((await resetPassword(token, LONG_PASSWORD, address)).statusCode).toBe(200);
    expect(await signInStatus(user.email, LONG_PASSWORD)).toBe(200);
  });
});

describe('the password rules elsewhere', () => {
  const changePassword = (token: string, newPassword: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/v1/me/password',
      headers: { 'x-auth-token': token },
      payload: { currentPassword: 'correct horse battery', newPassword, confirmPassword: newPassword },
    });

  it('PUT /v1/me/password refuses a common password, naming the field, and takes 64 characters', async () => {
    const { user } = await createTenant(t.database.db, t.secretBox);
    const session = await signIn(t.app, user);
    const refused = await changePassword(session, 'iloveyou2');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      code: 'invalid_input',
      field: 'newPassword',
      message: 'newPassword: is too common: choose one that others are unlikely to use',
    });
    expect((await changePassword(session, LONG_PASSWORD)).statusCode).toBe(200);
    expect(await signInStatus(user.email, LONG_PASSWORD)).toBe(200);
  });

  it('the spec’s password change refuses a common password too', async () => {
    const { user } = await createTenant(t.database.db, t.secretBox);
    const session = await signIn(t.app, user);
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/v1/user/chatuser/update/password',
      headers: { 'x-auth-token': session },
      payload: {
        _id: user.id,
        old_password: user.password,
        new_password: 'football1',
        c_new_password: 'football1',
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'new_password' });
  });
});
