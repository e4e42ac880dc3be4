import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileResponseSchema } from '../../../contract/users.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { createTenant, createUser, TEST_PASSWORD } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';
import { SmtpInbox } from '../../test/smtp-inbox.js';

const inbox = new SmtpInbox();
let clock = new Date('2026-11-23T10:00:00Z');
let t: TestApp;
let withoutMail: TestApp;
beforeAll(async () => {
  const smtpUrl = await inbox.start();
  t = await startTestApp({
    env: {
      SMTP_URL: smtpUrl,
      MAIL_FROM: 'calendar@agency.example',
      PUBLIC_URL: 'https://social.agency.example',
    },
    now: () => clock,
  });
  withoutMail = await startTestApp();
});
afterAll(async () => {
  await withoutMail.close();
  await t.close();
  await inbox.stop();
});

const changeEmail = (app: TestApp, token: string, userName: string, email: string) =>
  app.app.inject({
    method: 'PATCH',
    url: '/v1/me',
    headers: { 'x-auth-token': token },
    payload: { userName, email, currentPassword: TEST_PASSWORD },
  });
const confirm = (app: TestApp, token: string, address = '10.60.0.1') =>
  app.app.inject({
    method: 'POST',
    url: '/v1/email-changes/confirm',
    payload: { token },
    remoteAddress: address,
  });
const sessionEmail = async (app: TestApp, token: string) =>
  (
    await app.app.inject({ method: 'GET', url: '/v1/auth/session', headers: { 'x-auth-token': token } })
  ).json().data.email;
const linkIn = (text: string | undefined) =>
  /https:\/\/social\.agency\.example\/confirm-email\?token=([A-Za-z0-9_-]{43})/.exec(text ?? '')?.[1];
const fresh = (name: string) => `${name}-${Math.random().toString(36).slice(2, 8)}@example.com`;

describe('changing one’s e-mail', () => {
  it('asks for the current password, so an open session alone cannot move the account', async () => {
    const { user } = await createTenant(t.database.db, t.secretBox);
    const token = await signIn(t.app, user);
    const patch = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: '/v1/me', headers: { 'x-auth-token': token }, payload });
    const missing = await patch({ userName: user.userName, email: fresh('taken-over') });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ field: 'currentPassword' });
    const wrong = await patch({
      userName: user.userName,
      email: fresh('taken-over'),
      currentPassword: 'not it',
    });
    expect(wrong.json()).toMatchObject({ code: 'wrong_password', field: 'currentPassword' });
    // The name alone needs no password.
    expect((await patch({ userName: 'Renamed', email: user.email })).statusCode).toBe(200);
  });

  it('changes nothing until the link sent to the new address is opened; then that address signs in', async () => {
    const { user } = await createTenant(t.database.db, t.secretBox);
    const token = await signIn(t.app, user);
    const wanted = fresh('new');
    const answer = await changeEmail(t, token, 'Pat Baker', wanted);
    expect(answer.statusCode).toBe(200);
    const body = profileResponseSchema.parse(answer.json());
    expect(body.data).toMatchObject({ email: user.email, userName: 'Pat Baker' });
    expect(body.emailChange).toEqual({ sentTo: wanted, link: null });
    expect(await sessionEmail(t, token)).toBe(user.email);

    const mail = inbox.lastTo(wanted);
    expect(mail?.subject).toBe('Confirm your new e-mail address');
    const link = linkIn(mail?.text);
    expect(link).toBeDefined();
    const confirmed = await confirm(t, link ?? '');
    expect(confirmed.json()).toEqual({ email: wanted });
    expect(await sessionEmail(t, token)).toBe(wanted);
    const again = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: wanted, password: user.password },
    });
    expect(again.statusCode).toBe(200);
  });

  it('answers the same for an address already in use, tells its owner, and takes nothing', async () => {
    const { agency, location, user } = await createTenant(t.database.db, t.secretBox);
    const owner = await createUser(t.database.db, agency, [location.id]);
    const token = await signIn(t.app, user);
    const answer = profileResponseSchema.parse(
      (await changeEmail(t, token, user.userName, owner.email)).json(),
    );
    expect(answer.emailChange).toEqual({ sentTo: owner.email, link: null });
    const notice = inbox.lastTo(owner.email);
    expect(notice?.subject).toBe('Your e-mail address was entered for another account');
    expect(linkIn(notice?.text)).toBeUndefined();
    expect(await sessionEmail(t, token)).toBe(user.email);
  });

  it('a link works once, and for 30 minutes', async () => {
    const { user } = await createTenant(t.database.db, t.secretBox);
    const token = await signIn(t.app, user);
    await changeEmail(t, token, user.userName, fresh('once'));
    const link = linkIn(inbox.received.at(-1)?.text) ?? '';
    expect((await confirm(t, link)).statusCode).toBe(200);
    expect((await confirm(t, link)).statusCode).toBe(404);

    await changeEmail(t, token, user.userName, fresh('late'));
    const late = linkIn(inbox.received.at(-1)?.text) ?? '';
    clock = new Date(clock.getTime() + 31 * 60_000);
    const expired = await confirm(t, late);
    expect(expired.statusCode).toBe(404);
    expect(expired.json().message).toMatch(/not valid any more/);
  });

  it('an address taken between the request and the link is not changed: a 409 says why', async () => {
    const { agency, location, user } = await createTenant(t.database.db, t.secretBox);
    const token = await signIn(t.app, user);
    const wanted = fresh('contested');
    await changeEmail(t, token, user.userName, wanted);
    const link = linkIn(inbox.lastTo(wanted)?.text) ?? '';
    const rival = await createUser(t.database.db, agency, [location.id]);
    const rivalToken = await signIn(t.app, rival);
    await changeEmail(t, rivalToken, rival.userName, wanted);
    expect((await confirm(t, linkIn(inbox.lastTo(wanted)?.text) ?? '')).statusCode).toBe(200);
    const late = await confirm(t, link);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/used by another account now/);
  });

  it('guessing links is limited per address', async () => {
    const statuses = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await confirm(t, 'A'.repeat(42) + String(i % 10), '10.70.0.1')).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 404)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('without e-mail set up, the link is shown to the person who asked', async () => {
    const { user } = await createTenant(withoutMail.database.db, withoutMail.secretBox);
    const token = await signIn(withoutMail.app, user);
    const wanted = fresh('offline');
    const answer = profileResponseSchema.parse(
      (await changeEmail(withoutMail, token, user.userName, wanted)).json(),
    );
    expect(answer.emailChange?.link).toMatch(
      /^http:\/\/127\.0\.0\.1:3000\/confirm-email\?token=[A-Za-z0-9_-]{43}$/,
    );
    const link = new URL(answer.emailChange?.link ?? '').searchParams.get('token') ?? '';
    expect((await confirm(withoutMail, link)).json()).toEqual({ email: wanted });
  });
});
