import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEventSchema } from '../../../../contract/agency-console/audit.js';
import {
  type ConsoleLocation,
  consoleLocationSchema,
  type LocationInput,
  type NewLocation,
} from '../../../../contract/agency-console/locations.js';
import { sessionResponseSchema } from '../../../../contract/auth.js';
import { teamSchema } from '../../../../contract/team.js';
import { newLocationId } from '../../../infra/ids.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { callApi, consoleAgency } from '../../../test/console-agency.js';
import { createAgency, createLocation, createUser, unique } from '../../../test/factories.js';
import { signIn } from '../../../test/sign-in.js';

/** What the audit log records of a location's fields: its plan by name instead of its id. */
const withoutPlanId = ({ planId: _planId, ...fields }: LocationInput) => fields;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Agency = Awaited<ReturnType<typeof consoleAgency>>;

const listSchema = consoleLocationSchema.array();

const details = (agency: Agency, overrides: Partial<LocationInput> = {}): LocationInput => ({
  businessName: unique('Harbour Bakery'),
  firstName: 'Ana',
  email: 'ana@harbour.example',
  phoneNumber: '+1 555 0100',
  address: '1 Quay Street',
  country: 'US',
  timeZone: 'America/New_York',
  planId: agency.agency.planId,
  ...overrides,
});

async function list(agency: Agency, query = ''): Promise<ConsoleLocation[]> {
  const response = await callApi(t, 'GET', agency.url(`/locations${query}`), agency.adminToken);
  expect(response.statusCode, response.body).toBe(200);
  return listSchema.parse(response.json().locations);
}

async function create(agency: Agency, input: NewLocation): Promise<ConsoleLocation> {
  const response = await callApi(t, 'POST', agency.url('/locations'), agency.adminToken, input);
  expect(response.statusCode, response.body).toBe(200);
  return consoleLocationSchema.parse(response.json());
}

async function auditOf(agency: Agency, action: string) {
  const response = await callApi(t, 'GET', agency.url(`/audit?action=${action}`), agency.adminToken);
  return auditEventSchema.array().parse(response.json().events);
}

const archive = (agency: Agency, locationId: string) =>
  callApi(t, 'POST', agency.url(`/locations/${locationId}/archive`), agency.adminToken);
const restore = (agency: Agency, locationId: string) =>
  callApi(t, 'POST', agency.url(`/locations/${locationId}/restore`), agency.adminToken);

/** The status a client's request answers within a second: grants kept in memory are dropped on a change. */
async function eventually(status: number, ask: () => Promise<{ statusCode: number }>): Promise<number> {
  const started = performance.now();
  for (;;) {
    const answer = await ask();
    if (answer.statusCode === status || performance.now() - started > 1_000) return answer.statusCode;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('creating a location', () => {
  it("makes a fresh 20-character id on one of the agency's plans, lists it with its plan's name, and audits it", async () => {
    const agency = await consoleAgency(t);
    const input = details(agency);
    const created = await create(agency, input);
    expect(created).toMatchObject({ ...input, planName: 'Starter', archived: false, users: [] });
    expect(created.id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect((await list(agency)).map((location) => location.id)).toContain(created.id);

    const [event] = await auditOf(agency, 'location.create');
    expect(event).toMatchObject({
      action: 'location.create',
      subject: input.businessName,
      actor: { email: agency.admin.email },
      before: null,
      // The plan as the admin chose it, by name.
      after: { ...withoutPlanId(input), plan: 'Starter' },
    });
  });

  it("is one the agency's admins can open at once, and its clients only once it is given to them", async () => {
    const agency = await consoleAgency(t);
    const created = await create(agency, details(agency));
    const sessionLocations = async (token: string) =>
      sessionResponseSchema
        .parse((await callApi(t, 'GET', '/v1/auth/session', token)).json())
        .activeLocations.map((active) => active.id);
    expect(await sessionLocations(agency.adminToken)).toContain(created.id);
    const calendar = (token: string) => callApi(t, 'GET', `/v1/locations/${created.id}/calendar/2026`, token);
    expect((await calendar(agency.adminToken)).statusCode).toBe(200);
    expect(await sessionLocations(agency.clientToken)).toEqual([agency.location.id]);
    expect((await calendar(agency.clientToken)).statusCode).toBe(404);
    // Another agency's admin sees none of them.
    const other = await consoleAgency(t);
    expect(await sessionLocations(other.adminToken)).not.toContain(created.id);
    expect((await calendar(other.adminToken)).statusCode).toBe(404);
  });

  it("takes the marketing platform's location id when given, and refuses one already in use", async () => {
    const agency = await consoleAgency(t);
    const platformId = newLocationId();
    const created = await create(agency, { ...details(agency), id: platformId });
    expect(created.id).toBe(platformId);

    const again = await callApi(t, 'POST', agency.url('/locations'), agency.adminToken, {
      ...details(agency),
      id: platformId,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ field: 'id', message: 'A location with this id exists already.' });
  });

  it('may be on no plan', async () => {
    const agency = await consoleAgency(t);
    const created = await create(agency, details(agency, { planId: null }));
    expect(created).toMatchObject({ planId: null, planName: null });
  });

  it("is a 404 for another agency's plan, and creates nothing", async () => {
    const agency = await consoleAgency(t);
    const other = await createAgency(t.database.db, t.secretBox);
    const input = details(agency, { planId: other.planId });
    const response = await callApi(t, 'POST', agency.url('/locations'), agency.adminToken, input);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Plan not found');
    expect(await list(agency, `?search=${encodeURIComponent(input.businessName)}`)).toEqual([]);
  });

  it('is a 400 naming the field for a time zone or country this server does not know', async () => {
    const agency = await consoleAgency(t);
    for (const [field, value] of [
      ['timeZone', 'Mars/Olympus'],
      ['country', 'USA'],
      ['businessName', ' '],
      ['email', 'not an e-mail'],
    ] as const) {
      const response = await callApi(t, 'POST', agency.url('/locations'), agency.adminToken, {
        ...details(agency),
        [field]: value,
      });
      expect(response.statusCode, field).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid_input', field });
    }
  });
});

describe('listing locations', () => {
  it('finds by business name, first name, e-mail or id, ignoring case', async () => {
    const agency = await consoleAgency(t);
    const bakery = await create(
      agency,
      details(agency, { businessName: 'Corner Bakery', firstName: 'Quentin' }),
    );
    const gym = await create(
      agency,
      details(agency, { businessName: 'Harbor Gym', firstName: 'Rosa', email: 'lift@harborgym.example' }),
    );
    const found = async (search: string) =>
      (await list(agency, `?search=${encodeURIComponent(search)}`)).map((location) => location.businessName);
    expect(await found('corner')).toEqual(['Corner Bakery']);
    expect(await found('QUENTIN')).toEqual(['Corner Bakery']);
    expect(await found('HARBORGYM.example')).toEqual(['Harbor Gym']);
    expect(await found(gym.id.toLowerCase())).toEqual(['Harbor Gym']);
    expect(await found(bakery.id)).toEqual(['Corner Bakery']);
  });

  it('takes % and _ in a search literally', async () => {
    const agency = await consoleAgency(t);
    await create(agency, details(agency, { businessName: '100% Organic' }));
    await create(agency, details(agency, { businessName: '1000 Organic' }));
    await create(agency, details(agency, { businessName: 'Snake_Case Studio' }));
    await create(agency, details(agency, { businessName: 'SnakeXCase Studio' }));
    const found = async (search: string) =>
      (await list(agency, `?search=${encodeURIComponent(search)}`)).map((location) => location.businessName);
    expect(await found('0%')).toEqual(['100% Organic']);
    expect(await found('e_c')).toEqual(['Snake_Case Studio']);
  });

  it("shows only the agency's own locations, active by default and archived on asking, by business name", async () => {
    const agency = await consoleAgency(t);
    const other = await consoleAgency(t);
    const zebra = await create(agency, details(agency, { businessName: 'zebra Cafe' }));
    const apple = await create(agency, details(agency, { businessName: 'Apple Orchard' }));
    const mango = await create(agency, details(agency, { businessName: 'mango Market' }));
    expect((await archive(agency, mango.id)).statusCode).toBe(200);

    const active = await list(agency);
    expect(active.map((location) => location.businessName)).toEqual([
      'Apple Orchard',
      agency.location.businessName,
      'zebra Cafe',
    ]);
    expect(active.map((location) => location.id)).not.toContain(other.location.id);
    expect(active.map((location) => location.id)).toEqual(
      expect.arrayContaining([zebra.id, apple.id, agency.location.id]),
    );
    const archived = await list(agency, '?status=archived');
    expect(archived).toEqual([expect.objectContaining({ id: mango.id, archived: true })]);
    const wrong = await callApi(t, 'GET', agency.url('/locations?status=gone'), agency.adminToken);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ field: 'status' });
  });

  it('shows the users given each location, with their role', async () => {
    const agency = await consoleAgency(t);
    const manager = await createUser(t.database.db, agency.agency, [agency.location.id], {
      role: 'admin',
      type: 'admin',
    });
    const [shown] = await list(agency, `?search=${agency.location.id}`);
    expect(shown?.users).toEqual(
      expect.arrayContaining([
        {
          id: agency.client.id,
          userName: agency.client.userName,
          email: agency.client.email,
          role: 'agency',
        },
        { id: manager.id, userName: manager.userName, email: manager.email, role: 'admin' },
      ]),
    );
    expect(shown?.users).toHaveLength(2);
  });
});

describe('updating a location', () => {
  it('changes every field and audits before and after', async () => {
    const agency = await consoleAgency(t);
    const before = details(agency);
    const created = await create(agency, before);
    const planned = await callApi(t, 'POST', agency.url('/plans'), agency.adminToken, {
      name: 'Growth',
      type: 'paid',
      apps: [],
      userLimit: 10,
    });
    expect(planned.statusCode, planned.body).toBe(200);
    const after: LocationInput = {
      businessName: 'Harbour Bakery & Café',
      firstName: 'Bea',
      email: 'bea@harbour.example',
      phoneNumber: '+44 20 7946 0000',
      address: '2 Dock Road',
      country: 'GB',
      timeZone: 'Europe/London',
      planId: planned.json().id,
    };
    const response = await callApi(
      t,
      'PATCH',
      agency.url(`/locations/${created.id}`),
      agency.adminToken,
      after,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(consoleLocationSchema.parse(response.json())).toMatchObject({
      ...after,
      id: created.id,
      planName: 'Growth',
    });
    const [event] = await auditOf(agency, 'location.update');
    expect(event).toMatchObject({
      subject: after.businessName,
      before: withoutPlanId(before),
      after: { ...withoutPlanId(after), plan: 'Growth' },
    });
  });

  it("is a 404 for another agency's location or plan", async () => {
    const agency = await consoleAgency(t);
    const other = await consoleAgency(t);
    const theirLocation = await callApi(
      t,
      'PATCH',
      agency.url(`/locations/${other.location.id}`),
      agency.adminToken,
      details(agency),
    );
    expect(theirLocation.statusCode).toBe(404);
    expect(theirLocation.json().message).toBe('Location not found');
    const theirPlan = await callApi(
      t,
      'PATCH',
      agency.url(`/locations/${agency.location.id}`),
      agency.adminToken,
      details(agency, { planId: other.agency.planId }),
    );
    expect(theirPlan.statusCode).toBe(404);
    expect(theirPlan.json().message).toBe('Plan not found');
  });
});

describe('archiving a location', () => {
  it('takes it out of reach of its users (calendar, posts, session) until it is restored', async () => {
    const agency = await consoleAgency(t);
    const { location, clientToken } = agency;
    const calendar = () => callApi(t, 'GET', `/v1/locations/${location.id}/calendar/2026`, clientToken);
    const posts = () => callApi(t, 'GET', `/v1/locations/${location.id}/posts?year=2026`, clientToken);
    const sessionLocations = async () =>
      sessionResponseSchema
        .parse((await callApi(t, 'GET', '/v1/auth/session', clientToken)).json())
        .activeLocations.map((active) => active.id);
    expect((await calendar()).statusCode).toBe(200);
    expect((await posts()).statusCode).toBe(200);
    expect(await sessionLocations()).toEqual([location.id]);

    const archived = await archive(agency, location.id);
    expect(archived.statusCode, archived.body).toBe(200);
    expect(consoleLocationSchema.parse(archived.json())).toMatchObject({ id: location.id, archived: true });
    expect(await eventually(404, calendar)).toBe(404);
    expect(await eventually(404, posts)).toBe(404);
    expect(await sessionLocations()).toEqual([]);
    // A new sign-in does not bring it back either.
    const fresh = await signIn(t.app, agency.client);
    expect((await callApi(t, 'GET', `/v1/locations/${location.id}/calendar/2026`, fresh)).statusCode).toBe(
      404,
    );

    const restored = await restore(agency, location.id);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(consoleLocationSchema.parse(restored.json())).toMatchObject({ archived: false });
    expect(await eventually(200, calendar)).toBe(200);
    expect(await eventually(200, posts)).toBe(200);
    expect(await sessionLocations()).toEqual([location.id]);
  });

  it("is out of reach of the agency's admins outside the console too", async () => {
    const agency = await consoleAgency(t);
    expect((await archive(agency, agency.location.id)).statusCode).toBe(200);
    const posts = () =>
      callApi(t, 'GET', `/v1/locations/${agency.location.id}/posts?year=2026`, agency.adminToken);
    expect(await eventually(404, posts)).toBe(404);
  });

  it('refuses an embedded sign-in to it as an unknown location', async () => {
    const agency = await consoleAgency(t, { allowUnsignedEmbed: true });
    const embed = () =>
      t.app.inject({
        method: 'POST',
        url: '/v1/auth/embed',
        payload: {
          method: 'unsigned',
          email: `${unique('embedded')}@example.com`,
          locationId: agency.location.id,
        },
      });
    expect((await archive(agency, agency.location.id)).statusCode).toBe(200);
    const refused = await embed();
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'unknown_location' });
    expect((await restore(agency, agency.location.id)).statusCode).toBe(200);
    expect((await embed()).statusCode).toBe(200);
  });

  it('leaves it out of what the team can give, while keeping its grants for when it is restored', async () => {
    const agency = await consoleAgency(t);
    const second = await createLocation(t.database.db, agency.agency);
    expect((await archive(agency, agency.location.id)).statusCode).toBe(200);

    const team = teamSchema.parse((await callApi(t, 'GET', '/v1/team', agency.adminToken)).json());
    expect(team.locations.map((location) => location.id)).toEqual([second.id]);
    const member = team.members.find((candidate) => candidate._id === agency.client.id);
    expect(member?.locations).toEqual([]);
    const grantArchived = await callApi(
      t,
      'PATCH',
      `/v1/team/members/${agency.client.id}`,
      agency.adminToken,
      {
        userName: agency.client.userName,
        role: 'agency',
        locationIds: [agency.location.id],
      },
    );
    expect(grantArchived.statusCode).toBe(404);
    const grantSecond = await callApi(t, 'PATCH', `/v1/team/members/${agency.client.id}`, agency.adminToken, {
      userName: agency.client.userName,
      role: 'agency',
      locationIds: [second.id],
    });
    expect(grantSecond.statusCode, grantSecond.body).toBe(200);

    expect((await restore(agency, agency.location.id)).statusCode).toBe(200);
    const session = sessionResponseSchema.parse(
      (await callApi(t, 'GET', '/v1/auth/session', agency.clientToken)).json(),
    );
    expect(session.activeLocations.map((location) => location.id).sort()).toEqual(
      [agency.location.id, second.id].sort(),
    );
  });

  it('is audited once: archiving an archived location, or restoring an active one, changes nothing', async () => {
    const agency = await consoleAgency(t);
    const { id, businessName } = agency.location;
    expect((await archive(agency, id)).statusCode).toBe(200);
    const again = await archive(agency, id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ archived: true });
    expect(await auditOf(agency, 'location.archive')).toEqual([
      expect.objectContaining({
        subject: businessName,
        before: { archived: false },
        after: { archived: true },
      }),
    ]);
    expect((await restore(agency, id)).statusCode).toBe(200);
    expect((await restore(agency, id)).json()).toMatchObject({ archived: false });
    expect(await auditOf(agency, 'location.restore')).toEqual([
      expect.objectContaining({
        subject: businessName,
        before: { archived: true },
        after: { archived: false },
      }),
    ]);
  });

  it("is a 404 for another agency's location", async () => {
    const agency = await consoleAgency(t);
    const other = await consoleAgency(t);
    for (const answer of [
      await archive(agency, other.location.id),
      await restore(agency, other.location.id),
    ]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json().message).toBe('Location not found');
    }
    expect((await list(other)).map((location) => location.id)).toEqual([other.location.id]);
  });
});

describe('who may use the locations console', () => {
  it("answers a client 403 and another agency's admin 404", async () => {
    const agency = await consoleAgency(t);
    const other = await consoleAgency(t);
    const byClient = await callApi(t, 'GET', agency.url('/locations'), agency.clientToken);
    expect(byClient.statusCode).toBe(403);
    const byClientCreate = await callApi(
      t,
      'POST',
      agency.url('/locations'),
      agency.clientToken,
      details(agency),
    );
    expect(byClientCreate.statusCode).toBe(403);
    const byOtherAdmin = await callApi(t, 'GET', agency.url('/locations'), other.adminToken);
    expect(byOtherAdmin.statusCode).toBe(404);
    const archiveByOtherAdmin = await callApi(
      t,
      'POST',
      agency.url(`/locations/${agency.location.id}/archive`),
      other.adminToken,
    );
    expect(archiveByOtherAdmin.statusCode).toBe(404);
  });
});
