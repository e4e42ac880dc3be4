import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appsListSchema } from '../../../../contract/agency.js';
import { auditEventSchema } from '../../../../contract/agency-console/audit.js';
import { consoleLocationSchema } from '../../../../contract/agency-console/locations.js';
import {
  type ConsolePlan,
  consolePlanSchema,
  type PlanInput,
} from '../../../../contract/agency-console/plans.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { callApi, consoleAgency } from '../../../test/console-agency.js';
import { createUser } from '../../../test/factories.js';
import { signIn } from '../../../test/sign-in.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Agency = Awaited<ReturnType<typeof consoleAgency>>;

const growth: PlanInput = { name: 'Growth', type: 'paid', apps: ['calendar'], userLimit: 25 };

async function plansOf(agency: Agency): Promise<ConsolePlan[]> {
  const response = await callApi(t, 'GET', agency.url('/plans'), agency.adminToken);
  expect(response.statusCode, response.body).toBe(200);
  return consolePlanSchema.array().parse(response.json().plans);
}

async function createPlan(agency: Agency, input: PlanInput): Promise<ConsolePlan> {
  const response = await callApi(t, 'POST', agency.url('/plans'), agency.adminToken, input);
  expect(response.statusCode, response.body).toBe(200);
  return consolePlanSchema.parse(response.json());
}

const removePlan = (agency: Agency, planId: string) =>
  callApi(t, 'DELETE', agency.url(`/plans/${planId}`), agency.adminToken);

/** A location of the agency on the plan, made through the console. */
async function locationOn(agency: Agency, planId: string) {
  const response = await callApi(t, 'POST', agency.url('/locations'), agency.adminToken, {
    businessName: 'Corner Bakery',
    firstName: 'Ana',
    email: '',
    phoneNumber: '',
    address: '',
    country: 'US',
    timeZone: 'America/Chicago',
    planId,
  });
  expect(response.statusCode, response.body).toBe(200);
  return consoleLocationSchema.parse(response.json());
}

async function auditOf(agency: Agency, action: string) {
  const response = await callApi(t, 'GET', agency.url(`/audit?action=${action}`), agency.adminToken);
  return auditEventSchema.array().parse(response.json().events);
}

describe('listing plans', () => {
  it("shows each plan's name, type, apps, user limit, how many locations use it and which is active", async () => {
    const agency = await consoleAgency(t, { activePlan: true, apps: ['calendar', 'social'], userLimit: 5 });
    const created = await createPlan(agency, growth);
    await locationOn(agency, created.id);
    await locationOn(agency, created.id);
    const other = await consoleAgency(t);

    expect(await plansOf(agency)).toEqual([
      { id: created.id, ...growth, locations: 2, active: false },
      {
        id: agency.agency.planId,
        name: 'Starter',
        type: 'free',
        apps: ['calendar', 'social'],
        userLimit: 5,
        locations: 1,
        active: true,
      },
    ]);
    expect((await plansOf(other)).map((plan) => plan.id)).toEqual([other.agency.planId]);
  });
});

describe('creating and changing a plan', () => {
  it('creates a plan and audits it', async () => {
    const agency = await consoleAgency(t);
    const created = await createPlan(agency, growth);
    expect(created).toEqual({ id: created.id, ...growth, locations: 0, active: false });
    expect(await auditOf(agency, 'plan.create')).toEqual([
      expect.objectContaining({ subject: 'Growth', before: null, after: growth }),
    ]);
  });

  it('refuses a second plan of the same name in any case, even two at once, and a rename onto another plan', async () => {
    const agency = await consoleAgency(t);
    const created = await createPlan(agency, growth);
    const again = await callApi(t, 'POST', agency.url('/plans'), agency.adminToken, {
      ...growth,
      name: 'GROWTH',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'conflict',
      field: 'name',
      message: 'The agency already has a plan named “GROWTH”. Choose another name.',
    });

    const both = await Promise.all(
      [1, 2].map(() =>
        callApi(t, 'POST', agency.url('/plans'), agency.adminToken, { ...growth, name: 'Scale' }),
      ),
    );
    expect(both.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);

    const renamed = await callApi(t, 'PATCH', agency.url(`/plans/${created.id}`), agency.adminToken, {
      ...growth,
      name: 'scale',
    });
    expect(renamed.statusCode).toBe(409);
    // Keeping its own name is no clash.
    const kept = await callApi(t, 'PATCH', agency.url(`/plans/${created.id}`), agency.adminToken, {
      ...growth,
      userLimit: 12,
    });
    expect(kept.statusCode, kept.body).toBe(200);
  });

  it('changes every field and audits before and after', async () => {
    const agency = await consoleAgency(t);
    const created = await createPlan(agency, growth);
    const changed: PlanInput = {
      name: 'Growth Plus',
      type: 'free',
      apps: ['social', 'calendar'],
      userLimit: 40,
    };
    const response = await callApi(
      t,
      'PATCH',
      agency.url(`/plans/${created.id}`),
      agency.adminToken,
      changed,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(consolePlanSchema.parse(response.json())).toEqual({
      id: created.id,
      ...changed,
      locations: 0,
      active: false,
    });
    expect(await auditOf(agency, 'plan.update')).toEqual([
      expect.objectContaining({ subject: 'Growth Plus', before: growth, after: changed }),
    ]);
  });

  it('is a 400 naming the field for a bad name, type, app list or user limit', async () => {
    const agency = await consoleAgency(t);
    const cases: [string, Record<string, unknown>][] = [
      ['name', { name: '  ' }],
      ['type', { type: 'gold' }],
      ['apps', { apps: ['calendar', 'calendar'] }],
      ['apps.0', { apps: ['spreadsheet'] }],
      ['userLimit', { userLimit: 0 }],
      ['userLimit', { userLimit: 2.5 }],
    ];
    for (const [field, change] of cases) {
      const created = await callApi(t, 'POST', agency.url('/plans'), agency.adminToken, {
        ...growth,
        ...change,
      });
      expect(created.statusCode, field).toBe(400);
      expect(created.json()).toMatchObject({ code: 'invalid_input', field });
      const updated = await callApi(
        t,
        'PATCH',
        agency.url(`/plans/${agency.agency.planId}`),
        agency.adminToken,
        {
          ...growth,
          ...change,
        },
      );
      expect(updated.statusCode, field).toBe(400);
    }
  });

  it("is a 404 for another agency's plan", async () => {
    const agency = await consoleAgency(t);
    const other = await consoleAgency(t);
    const response = await callApi(
      t,
      'PATCH',
      agency.url(`/plans/${other.agency.planId}`),
      agency.adminToken,
      growth,
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Plan not found');
    expect((await plansOf(other))[0]?.name).toBe('Starter');
  });
});

describe('deleting a plan', () => {
  it('deletes a plan nothing depends on, and audits it', async () => {
    const agency = await consoleAgency(t);
    const created = await createPlan(agency, growth);
    const response = await removePlan(agency, created.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect((await plansOf(agency)).map((plan) => plan.id)).toEqual([agency.agency.planId]);
    expect(await auditOf(agency, 'plan.delete')).toEqual([
      expect.objectContaining({ subject: 'Growth', before: growth, after: null }),
    ]);
  });

  it('refuses with a conflict naming how many locations use it, archived ones included', async () => {
    const agency = await consoleAgency(t);
    const created = await createPlan(agency, growth);
    const first = await locationOn(agency, created.id);
    await locationOn(agency, created.id);
    await callApi(t, 'POST', agency.url(`/locations/${first.id}/archive`), agency.adminToken);
    const response = await removePlan(agency, created.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'conflict' });
    expect(response.json().message).toMatch(/2 locations use it/);
    expect((await plansOf(agency)).map((plan) => plan.id)).toContain(created.id);
    expect(await auditOf(agency, 'plan.delete')).toEqual([]);
  });

  it("refuses with a conflict the agency's active plan", async () => {
    const agency = await consoleAgency(t, { activePlan: true });
    // Its one location moves to another plan, so only being active keeps this one.
    const other = await createPlan(agency, growth);
    const moved = await callApi(
      t,
      'PATCH',
      agency.url(`/locations/${agency.location.id}`),
      agency.adminToken,
      {
        businessName: agency.location.businessName,
        firstName: '',
        email: '',
        phoneNumber: '',
        address: '',
        country: 'US',
        timeZone: 'America/New_York',
        planId: other.id,
      },
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const response = await removePlan(agency, agency.agency.planId);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/active plan/);
    expect(response.json().message).not.toMatch(/location/);
  });

  it("is a 404 for another agency's plan, which stays", async () => {
    const agency = await consoleAgency(t);
    const other = await consoleAgency(t);
    const unused = await createPlan(other, growth);
    const response = await removePlan(agency, unused.id);
    expect(response.statusCode).toBe(404);
    expect((await plansOf(other)).map((plan) => plan.id)).toContain(unused.id);
  });
});

describe("a location's plan decides its Apps menu", () => {
  it('a free plan without apps opens none to the users of a location on it', async () => {
    const agency = await consoleAgency(t);
    const bare = await createPlan(agency, { name: 'Bare', type: 'free', apps: [], userLimit: 3 });
    const location = await locationOn(agency, bare.id);
    const user = await createUser(t.database.db, agency.agency, [location.id]);
    const response = await callApi(t, 'GET', `/v1/plans/${location.planId}/apps`, await signIn(t.app, user));
    expect(response.statusCode, response.body).toBe(200);
    expect(appsListSchema.parse(response.json())).toEqual({ type: 'free', apps: [] });
  });

  it("a paid plan opens the apps of the agency's active plan", async () => {
    const agency = await consoleAgency(t, { activePlan: true, apps: ['calendar', 'social'] });
    const paid = await createPlan(agency, { name: 'Pro', type: 'paid', apps: [], userLimit: 3 });
    const location = await locationOn(agency, paid.id);
    const user = await createUser(t.database.db, agency.agency, [location.id]);
    const response = await callApi(t, 'GET', `/v1/plans/${paid.id}/apps`, await signIn(t.app, user));
    expect(appsListSchema.parse(response.json())).toEqual({ type: 'paid', apps: ['calendar', 'social'] });
  });
});

describe('who may use the plans console', () => {
  it("answers a client 403 and another agency's admin 404", async () => {
    const agency = await consoleAgency(t);
    const other = await consoleAgency(t);
    expect((await callApi(t, 'GET', agency.url('/plans'), agency.clientToken)).statusCode).toBe(403);
    expect((await callApi(t, 'POST', agency.url('/plans'), agency.clientToken, growth)).statusCode).toBe(403);
    expect((await callApi(t, 'GET', agency.url('/plans'), other.adminToken)).statusCode).toBe(404);
    const deleteByOther = await callApi(
      t,
      'DELETE',
      agency.url(`/plans/${agency.agency.planId}`),
      other.adminToken,
    );
    expect(deleteByOther.statusCode).toBe(404);
  });
});
