import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEventSchema } from '../../../../contract/agency-console/audit.js';
import { agencyOverviewSchema, publicBrandSchema } from '../../../../contract/agency-console/brand.js';
import { sessionResponseSchema } from '../../../../contract/auth.js';
import { agencies } from '../../../db/schema.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { callApi, consoleAgency, type Method } from '../../../test/console-agency.js';
import { createAgency, createUser } from '../../../test/factories.js';
import { signIn } from '../../../test/sign-in.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Agency = Awaited<ReturnType<typeof consoleAgency>>;

const call = (method: Method, url: string, token: string, payload?: object) =>
  callApi(t, method, url, token, payload);

const newColours = {
  topbar_bg: '#0b3d2e',
  button_bg: '#e07a5f',
  button_text: '#ffffff',
  button_border: '#c8553d',
  body_bg: '#f4f1de',
  newsfeed_bg: '#ffffff',
  newsfeed_text: '#3d405b',
  newsfeed_tag_bg: '#81b29a',
  newsfeed_tag_text: '#0b3d2e',
};

const randomHost = () => `app.${crypto.randomUUID().slice(0, 8)}.example.com`;

async function auditOf(agency: Agency, action: string) {
  const response = await call('GET', agency.url(`/audit?action=${action}`), agency.adminToken);
  expect(response.statusCode, response.body).toBe(200);
  return auditEventSchema.array().parse(response.json().events);
}

describe("the agency's overview", () => {
  it('shows its name, domain, colours, logo, links, whether it is suspended, the host its domain points to and its sign-in link', async () => {
    const agency = await consoleAgency(t);
    const response = await call('GET', agency.url(), agency.adminToken);
    expect(response.statusCode, response.body).toBe(200);
    const overview = agencyOverviewSchema.parse(response.json());
    expect(overview).toMatchObject({
      id: agency.agency.id,
      name: agency.agency.name,
      domain: null,
      links: {},
      suspended: false,
      serviceHost: new URL(t.config.publicUrl).hostname,
    });
    // The link names the agency by its slug, whose brand the sign-in page asks for.
    const slug = new URL(overview.signInLink).searchParams.get('agency') ?? '';
    expect(overview.signInLink).toBe(`${t.config.publicUrl}/auth/sign-in?agency=${slug}`);
    const brand = await t.app.inject({ method: 'GET', url: `/v1/brands/by-slug?slug=${slug}` });
    expect(publicBrandSchema.parse(brand.json()).name).toBe(agency.agency.name);
  });
});

describe('colours', () => {
  it("an admin changes them, and the next session of the agency's client shows them", async () => {
    const agency = await consoleAgency(t);
    const before = agencyOverviewSchema.parse((await call('GET', agency.url(), agency.adminToken)).json());
    const response = await call('PUT', agency.url('/colours'), agency.adminToken, newColours);
    expect(response.statusCode, response.body).toBe(200);
    expect(agencyOverviewSchema.parse(response.json()).customisation).toEqual({
      ...newColours,
      logo: before.customisation.logo,
    });

    const session = await call('GET', '/v1/auth/session', agency.clientToken);
    expect(sessionResponseSchema.parse(session.json()).agency.customisation).toMatchObject(newColours);
  });

  it("the operator changes any agency's, and it is recorded in that agency's log as theirs", async () => {
    const agency = await consoleAgency(t);
    const operatorHome = await createAgency(t.database.db, t.secretBox);
    const operator = await createUser(t.database.db, operatorHome, [], { role: 'superadmin', type: 'admin' });
    const token = await signIn(t.app, operator);
    const response = await call('PUT', agency.url('/colours'), token, newColours);
    expect(response.statusCode, response.body).toBe(200);
    const [event] = await auditOf(agency, 'brand.colours');
    expect(event?.actor).toMatchObject({ email: operator.email, role: 'superadmin' });
  });

  it('must all be colours like #1a2b3c, each named when it is not', async () => {
    const agency = await consoleAgency(t);
    const response = await call('PUT', agency.url('/colours'), agency.adminToken, {
      ...newColours,
      button_bg: 'red',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_input', field: 'button_bg' });
  });

  it('are recorded in the audit log with what they were and what they became', async () => {
    const agency = await consoleAgency(t);
    await call('PUT', agency.url('/colours'), agency.adminToken, newColours);
    const [event] = await auditOf(agency, 'brand.colours');
    expect(event).toMatchObject({
      action: 'brand.colours',
      subject: agency.agency.name,
      actor: { email: agency.admin.email },
      after: newColours,
    });
    expect(event?.before).toMatchObject({ topbar_bg: '#102030' });
  });
});

describe('the custom domain', () => {
  it('is set, answered in the overview, recorded, and removed with null', async () => {
    const agency = await consoleAgency(t);
    const host = randomHost();
    const set = await call('PUT', agency.url('/domain'), agency.adminToken, { domain: host.toUpperCase() });
    expect(set.statusCode, set.body).toBe(200);
    expect(agencyOverviewSchema.parse(set.json()).domain).toBe(host);

    const removed = await call('PUT', agency.url('/domain'), agency.adminToken, { domain: null });
    expect(agencyOverviewSchema.parse(removed.json()).domain).toBeNull();
    const events = await auditOf(agency, 'brand.domain');
    expect(events.map((event) => event.after)).toEqual(
      expect.arrayContaining([{ domain: null }, { domain: host }]),
    );
  });

  it('is unique across agencies: a domain another agency uses is a conflict naming the field', async () => {
    const mine = await consoleAgency(t);
    const theirs = await consoleAgency(t);
    const host = randomHost();
    await call('PUT', theirs.url('/domain'), theirs.adminToken, { domain: host });
    const response = await call('PUT', mine.url('/domain'), mine.adminToken, { domain: host });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'conflict',
      field: 'domain',
      message: 'This domain is used by another agency.',
    });
  });

  it('two agencies claiming the same domain at once: one gets it, the other a conflict', async () => {
    const [first, second] = [await consoleAgency(t), await consoleAgency(t)];
    const host = randomHost();
    const answers = await Promise.all(
      [first, second].map((agency) =>
        call('PUT', agency.url('/domain'), agency.adminToken, { domain: host }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json()).toMatchObject({ field: 'domain' });
  });

  it('must be a host name, not an address with a scheme or path', async () => {
    const agency = await consoleAgency(t);
    for (const domain of ['https://app.agency.com', 'app.agency.com/login', 'localhost']) {
      const response = await call('PUT', agency.url('/domain'), agency.adminToken, { domain });
      expect(response.statusCode, domain).toBe(400);
      expect(response.json()).toMatchObject({ field: 'domain' });
    }
  });

  it("is never this service's own address, whose sign-in page belongs to every agency", async () => {
    const service = await startTestApp({ env: { PUBLIC_URL: 'https://social.agency.example' } });
    try {
      const agency = await consoleAgency(service);
      const response = await service.app.inject({
        method: 'PUT',
        url: agency.url('/domain'),
        headers: { 'x-auth-token': agency.adminToken },
        payload: { domain: 'social.agency.example' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        field: 'domain',
        message: "domain: is this service's own address; choose a host name of your agency",
      });
    } finally {
      await service.close();
    }
  });
});

describe('links', () => {
  it('are set one by one; an empty one removes the link, one left out stays', async () => {
    const agency = await consoleAgency(t);
    await call('PUT', agency.url('/links'), agency.adminToken, {
      upgradePage: 'https://agency.example.com/upgrade',
      chatApp: 'https://chat.agency.example.com',
    });
    const response = await call('PUT', agency.url('/links'), agency.adminToken, {
      upgradePage: '',
      connectPage: 'https://agency.example.com/connect',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(agencyOverviewSchema.parse(response.json()).links).toEqual({
      chatApp: 'https://chat.agency.example.com',
      connectPage: 'https://agency.example.com/connect',
    });
    const session = await call('GET', '/v1/auth/session', agency.clientToken);
    expect(sessionResponseSchema.parse(session.json()).agency.links).toEqual({
      chatApp: 'https://chat.agency.example.com',
      connectPage: 'https://agency.example.com/connect',
    });
    const [event] = await auditOf(agency, 'brand.links');
    expect(event?.before).toEqual({
      upgradePage: 'https://agency.example.com/upgrade',
      chatApp: 'https://chat.agency.example.com',
    });
  });

  it('must be https addresses', async () => {
    const agency = await consoleAgency(t);
    const response = await call('PUT', agency.url('/links'), agency.adminToken, {
      chatApp: 'http://chat.agency.example.com',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'chatApp' });
  });
});

describe("an agency's sign-in link on the shared host", () => {
  it('answers the name and look of the agency of the slug, and nothing for a suspended agency or an unknown slug', async () => {
    const agency = await consoleAgency(t);
    const [row] = await t.database.db
      .select({ slug: agencies.trialSlug })
      .from(agencies)
      .where(eq(agencies.id, agency.agency.id));
    const slug = row?.slug ?? '';
    const response = await t.app.inject({ method: 'GET', url: `/v1/brands/by-slug?slug=${slug}` });
    expect(response.statusCode, response.body).toBe(200);
    expect(Object.keys(response.json())).toEqual(['name', 'customisation']);
    expect(publicBrandSchema.parse(response.json()).name).toBe(agency.agency.name);

    const unknown = await t.app.inject({ method: 'GET', url: '/v1/brands/by-slug?slug=no-agency-has-this' });
    expect(unknown.statusCode).toBe(404);
    const badSlug = await t.app.inject({ method: 'GET', url: '/v1/brands/by-slug?slug=no%20spaces' });
    expect(badSlug.statusCode).toBe(400);
    expect(badSlug.json()).toMatchObject({ field: 'slug' });

    await t.database.db
      .update(agencies)
      .set({ suspendedAt: new Date() })
      .where(eq(agencies.id, agency.agency.id));
    const suspended = await t.app.inject({ method: 'GET', url: `/v1/brands/by-slug?slug=${slug}` });
    expect(suspended.statusCode).toBe(404);
  });
});

describe("a host's brand, before anyone signs in", () => {
  it("answers the name and look of the agency whose domain it is, and through the earlier product's call", async () => {
    const agency = await consoleAgency(t);
    const host = randomHost();
    await call('PUT', agency.url('/domain'), agency.adminToken, { domain: host });
    const overview = agencyOverviewSchema.parse((await call('GET', agency.url(), agency.adminToken)).json());

    const response = await t.app.inject({ method: 'GET', url: `/v1/brands/by-domain?host=${host}` });
    expect(response.statusCode, response.body).toBe(200);
    const brand = publicBrandSchema.parse(response.json());
    expect(brand).toEqual({ name: agency.agency.name, customisation: overview.customisation });
    expect(Object.keys(response.json())).toEqual(['name', 'customisation']);

    const legacy = await t.app.inject({ method: 'GET', url: `/v1/agency/getbydomain?domain=${host}` });
    expect(legacy.statusCode, legacy.body).toBe(200);
    expect(legacy.json()).toEqual({ data: brand });
  });

  it('is not found for a host no agency uses, nor for a suspended agency', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: `/v1/brands/by-domain?host=${randomHost()}` });
    expect(unknown.statusCode).toBe(404);

    const agency = await consoleAgency(t);
    const host = randomHost();
    await call('PUT', agency.url('/domain'), agency.adminToken, { domain: host });
    await t.database.db
      .update(agencies)
      .set({ suspendedAt: new Date() })
      .where(eq(agencies.id, agency.agency.id));
    const suspended = await t.app.inject({ method: 'GET', url: `/v1/brands/by-domain?host=${host}` });
    expect(suspended.statusCode).toBe(404);
    const legacy = await t.app.inject({ method: 'GET', url: `/v1/agency/getbydomain?domain=${host}` });
    expect(legacy.statusCode).toBe(404);
  });

  it('asks for a host name', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/brands/by-domain?host=not a host' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'host' });
  });
});

describe('who may use the brand and embedding settings', () => {
  const routes = (agency: Agency): [Method, string, object?][] => [
    ['GET', agency.url()],
    ['PUT', agency.url('/colours'), newColours],
    ['PUT', agency.url('/logo'), { data: 'iVBORw0KGgo=' }],
    ['DELETE', agency.url('/logo')],
    ['PUT', agency.url('/domain'), { domain: randomHost() }],
    ['PUT', agency.url('/links'), { chatApp: 'https://chat.example.com' }],
    ['GET', agency.url('/embedding')],
    ['PUT', agency.url('/embedding'), { platformOrigin: null, allowUnsigned: true }],
    ['POST', agency.url('/embedding/secret')],
    [
      'POST',
      agency.url('/embedding/sample-link'),
      { locationId: agency.location.id, email: 'a@example.com' },
    ],
  ];

  it('a client of the agency is refused every one of them, and nothing changes', async () => {
    const agency = await consoleAgency(t);
    const before = (await call('GET', agency.url(), agency.adminToken)).json();
    for (const [method, url, body] of routes(agency)) {
      const response = await call(method, url, agency.clientToken, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await call('GET', agency.url(), agency.adminToken)).json()).toEqual(before);
  });

  it("another agency's admin finds none of them", async () => {
    const agency = await consoleAgency(t);
    const outsider = await consoleAgency(t);
    for (const [method, url, body] of routes(agency)) {
      const response = await call(method, url, outsider.adminToken, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
  });
});
