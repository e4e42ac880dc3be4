import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAgencySchema, adminRoutes } from '../../../contract/admin-console.js';
import { auditEventSchema } from '../../../contract/agency-console/audit.js';
import { loginResponseSchema } from '../../../contract/auth.js';
import { pathOf } from '../../../contract/route.js';
import { agencies, locations, plans, posts } from '../../db/schema.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { createAgency, createLocation, createUser, unique } from '../../test/factories.js';
import { signedInOperator } from '../../test/operator.js';
import { signIn } from '../../test/sign-in.js';
import { SmtpInbox } from '../../test/smtp-inbox.js';

const inbox = new SmtpInbox();
const clock = new Date('2026-03-15T12:00:00Z');
let t: TestApp;
let withoutMail: TestApp;
let operator: Awaited<ReturnType<typeof signedInOperator>>;
beforeAll(async () => {
  t = await startTestApp({
    env: { SMTP_URL: await inbox.start(), PUBLIC_URL: 'https://social.agency.example' },
    now: () => clock,
  });
  withoutMail = await startTestApp();
  operator = await signedInOperator(t);
});
afterAll(async () => {
  await withoutMail.close();
  await t.close();
  await inbox.stop();
});

const api = (app: TestApp, method: 'GET' | 'POST', url: string, token: string | null, payload?: object) =>
  app.app.inject({
    method,
    url,
    headers: token ? { 'x-auth-token': token } : {},
    ...(payload ? { payload } : {}),
  });
const listAgencies = async (search: string) => {
  const response = await api(
    t,
    'GET',
    `/v1/admin/agencies?search=${encodeURIComponent(search)}`,
    operator.token,
  );
  expect(response.statusCode).toBe(200);
  return adminAgencySchema.array().parse(response.json().agencies);
};
const auditOf = async (app: TestApp, agencyId: string, token: string) => {
  const response = await api(app, 'GET', `/v1/agencies/${agencyId}/audit`, token);
  expect(response.statusCode).toBe(200);
  return auditEventSchema.array().parse(response.json().events);
};
const linkIn = (text: string | undefined) =>
  /https:\/\/social\.agency\.example\/invitation\?token=([A-Za-z0-9_-]{43})/.exec(text ?? '')?.[1] ?? '';
const newAgency = (overrides: object = {}) => ({
  name: unique('Brightside Marketing'),
  domain: `${randomUUID().slice(0, 8)}.brightside.example`,
  adminName: 'Jordan Lee',
  adminEmail: `${unique('owner')}@example.com`,
  ...overrides,
});

/** A post of the location, created at the given time. */
async function postAt(locationId: string, createdAt: string, action: 'social' | 'tone' = 'social') {
  await t.database.db.insert(posts).values({
    locationId,
    eventDate: '2026-03-17',
    eventTitle: "St Patrick's Day",
    platform: 'Instagram',
    action,
    html: '<p>Happy St Patrick’s Day!</p>',
    prompt: 'a post',
    provider: 'builtin',
    model: 'builtin',
    durationMs: 1,
    createdAt: new Date(createdAt),
  });
}

describe("the operator's console is the operator's alone", () => {
  it("answers 403 to an agency's admin and to its clients on every route", async () => {
    const agency = await createAgency(t.database.db, t.secretBox);
    const location = await createLocation(t.database.db, agency);
    const admin = await createUser(t.database.db, agency, [], { role: 'admin', type: 'admin' });
    const client = await createUser(t.database.db, agency, [location.id]);
    for (const token of [await signIn(t.app, admin), await signIn(t.app, client)]) {
      for (const route of Object.values(adminRoutes)) {
        const url = `/v1${pathOf(route, { agencyId: agency.id })}`;
        const response = await api(
          t,
          route.method,
          url,
          token,
          route.method === 'POST' ? newAgency() : undefined,
        );
        expect(response.statusCode, `${route.method} ${route.path}`).toBe(403);
      }
    }
  });
});

describe('the list of agencies', () => {
  it('counts locations in use, users and posts written for clients this calendar month (UTC), as the dashboard counts them', async () => {
    const name = unique('Counted Agency');
    const agency = await createAgency(t.database.db, t.secretBox);
    await t.database.db.update(agencies).set({ name }).where(eq(agencies.id, agency.id));
    const bakery = await createLocation(t.database.db, agency);
    const gym = await createLocation(t.database.db, agency);
    const closed = await createLocation(t.database.db, agency);
    await t.database.db.update(locations).set({ archivedAt: clock }).where(eq(locations.id, closed.id));
    await createUser(t.database.db, agency, [bakery.id]);
    await createUser(t.database.db, agency, [gym.id]);
    await createUser(t.database.db, agency, [], { role: 'admin', type: 'admin' });
    await postAt(bakery.id, '2026-03-01T00:00:00Z');
    await postAt(gym.id, '2026-03-15T11:00:00Z');
    // The archived location's posts are still the agency's work this month.
    await postAt(closed.id, '2026-03-10T09:00:00Z');
    await postAt(bakery.id, '2026-02-28T23:59:59Z');
    // A post's new tone is the same post, as on the location's dashboard.
    await postAt(gym.id, '2026-03-15T11:05:00Z', 'tone');
    // A free-trial visitor's post is not a client's: the agency's dashboard leaves it out too.
    const visitor = await createLocation(t.database.db, agency);
    await t.database.db.update(locations).set({ trial: true }).where(eq(locations.id, visitor.id));
    await postAt(visitor.id, '2026-03-12T09:00:00Z');
    // Another agency's post is not counted here.
    const other = await createAgency(t.database.db, t.secretBox);
    await postAt((await createLocation(t.database.db, other)).id, '2026-03-02T10:00:00Z');

    const [listed] = await listAgencies(name);
    expect(listed).toMatchObject({
      id: agency.id,
      name,
      suspended: false,
      counts: { locations: 2, users: 3, postsThisMonth: 3 },
    });
  });

  it('finds agencies by name or domain whatever the case, and takes wildcards literally', async () => {
    const tag = randomUUID().slice(0, 8);
    const percent = await createAgency(t.database.db, t.secretBox);
    await t.database.db
      .update(agencies)
      .set({ name: `100% Growth ${tag}`, domain: `growth-${tag}.example.com` })
      .where(eq(agencies.id, percent.id));
    const plain = await createAgency(t.database.db, t.secretBox);
    await t.database.db
      .update(agencies)
      .set({ name: `1000 Growth ${tag}` })
      .where(eq(agencies.id, plain.id));

    expect((await listAgencies(`growth ${tag.toUpperCase()}`)).map((a) => a.id).sort()).toEqual(
      [percent.id, plain.id].sort(),
    );
    expect((await listAgencies(`100% growth ${tag}`)).map((a) => a.id)).toEqual([percent.id]);
    expect((await listAgencies(`GROWTH-${tag}.EXAMPLE`)).map((a) => a.id)).toEqual([percent.id]);
    expect(await listAgencies(`_00 Growth ${tag}`)).toEqual([]);
  });

  it("never lists the operator's own agency", async () => {
    const [home] = await t.database.db.select().from(agencies).where(eq(agencies.id, operator.home.id));
    expect(await listAgencies(home?.name ?? '')).toEqual([]);
  });
});

describe('creating an agency', () => {
  it('gives it the starter plan and invites its first admin, who accepts and signs in', async () => {
    const input = newAgency();
    const created = await api(t, 'POST', '/v1/admin/agencies', operator.token, input);
    expect(created.statusCode).toBe(200);
    const { agency, invitationLink } = created.json();
    expect(adminAgencySchema.parse(agency)).toMatchObject({
      name: input.name,
      domain: input.domain,
      suspended: false,
      counts: { locations: 0, users: 0, postsThisMonth: 0 },
    });
    expect(invitationLink).toBeNull();
    const [stored] = await t.database.db
      .select({ plan: plans, customisation: agencies.customisation })
      .from(agencies)
      .innerJoin(plans, eq(plans.id, agencies.activePlanId))
      .where(eq(agencies.id, agency.id));
    expect(stored?.plan).toMatchObject({
      name: 'Agency',
      type: 'paid',
      apps: ['calendar', 'social'],
      userLimit: 10,
    });
    expect(stored?.customisation.logo).toBe('');

    const mail = inbox.lastTo(input.adminEmail);
    expect(mail?.subject).toBe(`${input.name} invited you`);
    const accepted = await api(t, 'POST', '/v1/invitations/accept', null, {
      token: linkIn(mail?.text),
      password: 'a long new password',
      confirmPassword: 'a long new password',
    });
    expect(accepted.statusCode).toBe(200);
    expect(loginResponseSchema.parse(accepted.json()).data).toMatchObject({
      email: input.adminEmail,
      role: 'admin',
      agency_id: agency.id,
    });
    const signedIn = await api(t, 'POST', '/v1/auth/login', null, {
      email: input.adminEmail,
      password: 'a long new password',
    });
    expect(signedIn.statusCode).toBe(200);
    const adminToken = loginResponseSchema.parse(signedIn.json()).data.token;
    const records = await auditOf(t, agency.id, adminToken);
    // The agency's log starts with its creation, the first admin's invitation and its acceptance.
    expect(records.map((event) => event.action).sort()).toEqual([
      'agency.create',
      'team.invite',
      'team.join',
    ]);
    expect(records.find((event) => event.action === 'team.invite')?.actor.email).toBe(
      operator.superadmin.email,
    );
    expect(records.find((event) => event.action === 'agency.create')).toMatchObject({
      action: 'agency.create',
      subject: input.name,
      actor: { email: operator.superadmin.email, role: 'superadmin' },
    });
    expect((await listAgencies(input.name))[0]?.counts.users).toBe(1);
  });

  it('without e-mail set up, shows the operator the invitation link to pass on', async () => {
    const other = await signedInOperator(withoutMail);
    const created = await api(
      withoutMail,
      'POST',
      '/v1/admin/agencies',
      other.token,
      newAgency({ domain: null }),
    );
    expect(created.statusCode).toBe(200);
    expect(created.json().invitationLink).toMatch(
      /^http:\/\/127\.0\.0\.1:3000\/invitation\?token=[A-Za-z0-9_-]{43}$/,
    );
    // Said with the link: until when it works, as a team invitation's is.
    const { invitationExpiresAt } = created.json();
    expect(Date.parse(invitationExpiresAt) - Date.now()).toBeGreaterThan(6 * 24 * 3600 * 1000);
  });

  it("refuses another agency's domain and an e-mail that has an account, naming the field", async () => {
    const first = newAgency();
    expect((await api(t, 'POST', '/v1/admin/agencies', operator.token, first)).statusCode).toBe(200);
    const sameDomain = await api(
      t,
      'POST',
      '/v1/admin/agencies',
      operator.token,
      newAgency({ domain: first.domain }),
    );
    expect(sameDomain.statusCode).toBe(409);
    expect(sameDomain.json()).toMatchObject({ code: 'conflict', field: 'domain' });
    const sameEmail = await api(
      t,
      'POST',
      '/v1/admin/agencies',
      operator.token,
      newAgency({ adminEmail: operator.superadmin.email }),
    );
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toMatchObject({ code: 'conflict', field: 'adminEmail' });
    const badDomain = await api(
      t,
      'POST',
      '/v1/admin/agencies',
      operator.token,
      newAgency({ domain: 'not a host' }),
    );
    expect(badDomain.statusCode).toBe(400);
    expect(badDomain.json()).toMatchObject({ field: 'domain' });
  });
});

describe("opening an agency's console", () => {
  it("is recorded in that agency's audit log, with the operator as the actor", async () => {
    const agency = await createAgency(t.database.db, t.secretBox);
    const opened = await api(t, 'POST', `/v1/admin/agencies/${agency.id}/open`, operator.token);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({ ok: true });
    const [event] = await auditOf(t, agency.id, operator.token);
    expect(event).toMatchObject({
      action: 'console.open',
      subject: agency.name,
      actor: { id: operator.superadmin.id, email: operator.superadmin.email, role: 'superadmin' },
    });
  });

  it("answers 404 for an unknown agency and for the operator's own", async () => {
    for (const agencyId of [randomUUID(), operator.home.id]) {
      const opened = await api(t, 'POST', `/v1/admin/agencies/${agencyId}/open`, operator.token);
      expect(opened.statusCode).toBe(404);
    }
  });

  it('answers 404 in any console page of an agency that does not exist, and writes nothing', async () => {
    const missing = randomUUID();
    const created = await api(t, 'POST', `/v1/agencies/${missing}/plans`, operator.token, {
      name: 'Ghost',
      type: 'free',
      apps: [],
      userLimit: 1,
    });
    expect(created.statusCode).toBe(404);
    const listed = await api(t, 'GET', `/v1/agencies/${missing}/locations`, operator.token);
    expect(listed.statusCode).toBe(404);
  });
});
