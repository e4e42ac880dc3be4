import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAgencySchema } from '../../../contract/admin-console.js';
import { auditEventSchema } from '../../../contract/agency-console/audit.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { createTenant, createUser, unique } from '../../test/factories.js';
import { signedInOperator } from '../../test/operator.js';
import { signIn } from '../../test/sign-in.js';
import { type ReceivedMail, SmtpInbox } from '../../test/smtp-inbox.js';

/** Two instances on one database, as behind a load balancer: a suspension must reach both at once. */
const inbox = new SmtpInbox();
let one: TestApp;
let two: TestApp;
let operator: Awaited<ReturnType<typeof signedInOperator>>;
beforeAll(async () => {
  one = await startTestApp({
    env: { SMTP_URL: await inbox.start(), PUBLIC_URL: 'https://social.agency.example' },
  });
  two = await startTestApp({ sameDatabaseAs: one });
  operator = await signedInOperator(one);
});
afterAll(async () => {
  await two.close();
  await one.close();
  await inbox.stop();
});

const SUSPENDED = "Your agency's account is suspended. Please contact your agency.";

const call = (app: TestApp, method: 'GET' | 'POST', url: string, token: string | null, payload?: object) =>
  app.app.inject({
    method,
    url,
    headers: token ? { 'x-auth-token': token } : {},
    ...(payload ? { payload } : {}),
  });
const signInAnswer = (email: string, password: string) =>
  call(one, 'POST', '/v1/auth/login', null, { email, password });
const setSuspended = async (agencyId: string, action: 'suspend' | 'resume') => {
  const response = await call(one, 'POST', `/v1/admin/agencies/${agencyId}/${action}`, operator.token);
  expect(response.statusCode).toBe(200);
  return adminAgencySchema.parse(response.json());
};

/** Milliseconds until both instances answer the status, asking every 5 ms for at most 2 s. */
async function untilBoth(status: number, ask: (instance: TestApp) => Promise<{ statusCode: number }>) {
  const started = performance.now();
  for (;;) {
    const answers = await Promise.all([one, two].map(ask));
    if (answers.every((answer) => answer.statusCode === status)) return performance.now() - started;
    if (performance.now() - started > 2_000) return Number.POSITIVE_INFINITY;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const tokenIn = (mail: ReceivedMail, page: string) =>
  new RegExp(`https://social\\.agency\\.example/${page}\\?token=([A-Za-z0-9_-]{43})`).exec(mail.text)?.[1] ??
  '';

describe('suspending an agency', () => {
  it("tells its admins, who are the agency, to ask the service's operator, and its clients to ask their agency", async () => {
    const { agency, user } = await createTenant(one.database.db, one.secretBox);
    const admin = await createUser(one.database.db, agency, [], { role: 'admin', type: 'admin' });
    const adminToken = await signIn(one.app, admin);
    await setSuspended(agency.id, 'suspend');
    const session = await call(one, 'GET', '/v1/auth/session', adminToken);
    expect(session.json()).toMatchObject({
      code: 'agency_suspended',
      message: "Your agency's account is suspended. Please contact the service's operator to restore it.",
    });
    expect((await signInAnswer(admin.email, admin.password)).json().message).toMatch(/service's operator/);
    expect((await signInAnswer(user.email, user.password)).json().message).toBe(SUSPENDED);
    await setSuspended(agency.id, 'resume');
  });

  it("refuses its users' sign-in with the reason, ends their live sessions on every instance at once, and resuming lets them in again", async () => {
    const { agency, location, user } = await createTenant(one.database.db, one.secretBox);
    const bystander = await createTenant(one.database.db, one.secretBox);
    const token = await signIn(one.app, user);
    const bystanderToken = await signIn(one.app, bystander.user);
    const session = (instance: TestApp) => call(instance, 'GET', '/v1/auth/session', token);
    expect((await session(one)).statusCode).toBe(200);
    expect((await session(two)).statusCode).toBe(200);

    expect(await setSuspended(agency.id, 'suspend')).toMatchObject({ id: agency.id, suspended: true });

    expect(await untilBoth(403, session)).toBeLessThan(1_000);
    expect((await session(two)).json()).toMatchObject({ code: 'agency_suspended', message: SUSPENDED });
    const posts = await call(two, 'GET', `/v1/locations/${location.id}/posts?year=2026`, token);
    expect(posts.statusCode).toBe(403);
    const refused = await signInAnswer(user.email, user.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'agency_suspended', message: SUSPENDED });
    // A wrong password still says only that the credentials are wrong.
    expect((await signInAnswer(user.email, 'not the password')).statusCode).toBe(401);
    expect((await call(one, 'GET', '/v1/auth/session', bystanderToken)).statusCode).toBe(200);

    expect(await setSuspended(agency.id, 'resume')).toMatchObject({ suspended: false });
    expect((await signInAnswer(user.email, user.password)).statusCode).toBe(200);
    // The sessions held when the agency was suspended are over: their users sign in again.
    expect(await untilBoth(401, session)).toBeLessThan(1_000);

    const audit = await call(one, 'GET', `/v1/agencies/${agency.id}/audit`, operator.token);
    const actions = auditEventSchema.array().parse(audit.json().events);
    expect(actions.map((event) => [event.action, event.before, event.after])).toEqual([
      ['agency.resume', { suspended: true }, { suspended: false }],
      ['agency.suspend', { suspended: false }, { suspended: true }],
    ]);
    expect(actions[0]?.actor).toMatchObject({ email: operator.superadmin.email, role: 'superadmin' });
  });

  it('suspending twice changes and records nothing more', async () => {
    const { agency } = await createTenant(one.database.db, one.secretBox);
    await setSuspended(agency.id, 'suspend');
    await setSuspended(agency.id, 'suspend');
    const audit = await call(one, 'GET', `/v1/agencies/${agency.id}/audit`, operator.token);
    expect(audit.json().events).toHaveLength(1);
  });

  it("refuses a suspended agency's embedded sign-in, invitations (and their preview) and password resets the same way", async () => {
    const { agency, location, user } = await createTenant(one.database.db, one.secretBox, {
      allowUnsignedEmbed: true,
    });
    const admin = await createUser(one.database.db, agency, [], { role: 'admin', type: 'admin' });
    const invited = `${unique('invited')}@example.com`;
    const sent = await call(one, 'POST', '/v1/team/invitations', await signIn(one.app, admin), {
      userName: 'Robin',
      email: invited,
      role: 'agency',
      locationIds: [location.id],
    });
    expect(sent.statusCode).toBe(200);
    const invitation = tokenIn(await inbox.mailTo(invited), 'invitation');
    expect((await call(one, 'POST', '/v1/auth/password-reset', null, { email: user.email })).statusCode).toBe(
      200,
    );
    const reset = tokenIn(await inbox.mailTo(user.email), 'reset-password');

    await setSuspended(agency.id, 'suspend');

    const answers = [
      await call(one, 'POST', '/v1/auth/embed', null, {
        method: 'unsigned',
        email: user.email,
        locationId: location.id,
      }),
      await call(one, 'POST', '/v1/invitations/preview', null, { token: invitation }),
      await call(one, 'POST', '/v1/invitations/accept', null, {
        token: invitation,
        password: 'a long new password',
        confirmPassword: 'a long new password',
      }),
      await call(one, 'POST', '/v1/auth/password-reset/confirm', null, {
        token: reset,
        password: 'a long new password',
        confirmPassword: 'a long new password',
      }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({ code: 'agency_suspended', message: SUSPENDED });
    }

    // Nothing was spent: once resumed, the same invitation and reset link work.
    await setSuspended(agency.id, 'resume');
    const accepted = await call(one, 'POST', '/v1/invitations/accept', null, {
      token: invitation,
      password: 'a long new password',
      confirmPassword: 'a long new password',
    });
    expect(accepted.statusCode).toBe(200);
  });

  it("answers 404 for an unknown agency and for the operator's own", async () => {
    for (const agencyId of ['00000000-0000-4000-8000-000000000000', operator.home.id]) {
      const response = await call(one, 'POST', `/v1/admin/agencies/${agencyId}/suspend`, operator.token);
      expect(response.statusCode).toBe(404);
    }
  });
});
