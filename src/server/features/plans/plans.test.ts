import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appsListSchema } from '../../../contract/agency.js';
import { agencies, plans } from '../../db/schema.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { type AgencyFixture, createTenant } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const apps = (token: string, planId: string) =>
  t.app.inject({ method: 'GET', url: `/v1/plans/${planId}/apps`, headers: { 'x-auth-token': token } });

/** Another plan of the agency, which the agency may make its active plan. */
async function addPlan(
  agency: AgencyFixture,
  plan: { type: string; apps: string[] },
  options: { active?: boolean } = {},
): Promise<string> {
  const [row] = await t.database.db
    .insert(plans)
    .values({ agencyId: agency.id, type: plan.type, apps: plan.apps, userLimit: 10 })
    .returning({ id: plans.id });
  if (!row) throw new Error('no plan row');
  if (options.active) {
    await t.database.db.update(agencies).set({ activePlanId: row.id }).where(eq(agencies.id, agency.id));
  }
  return row.id;
}

describe('GET /v1/plans/:planId/apps', () => {
  it("returns a free plan's own apps", async () => {
    const { agency, user } = await createTenant(t.database.db, t.secretBox, { apps: ['calendar'] });
    const response = await apps(await signIn(t.app, user), agency.planId);
    expect(response.statusCode).toBe(200);
    expect(appsListSchema.parse(response.json())).toEqual({ type: 'free', apps: ['calendar'] });
  });

  it("opens for a paid plan the apps of the agency's active plan, and none while it has none", async () => {
    const { agency, user } = await createTenant(t.database.db, t.secretBox);
    const token = await signIn(t.app, user);
    const paid = await addPlan(agency, { type: 'pro', apps: ['calendar'] });
    expect((await apps(token, paid)).json()).toEqual({ type: 'pro', apps: [] });
    await addPlan(agency, { type: 'agency', apps: ['calendar', 'social'] }, { active: true });
    expect((await apps(token, paid)).json()).toEqual({ type: 'pro', apps: ['calendar', 'social'] });
  });

  it("is a 404 for another agency's plan", async () => {
    const mine = await createTenant(t.database.db, t.secretBox);
    const theirs = await createTenant(t.database.db, t.secretBox);
    const response = await apps(await signIn(t.app, mine.user), theirs.agency.planId);
    expect(response.statusCode).toBe(404);
  });

  it('is a 400 naming planId when it is not an id', async () => {
    const { user } = await createTenant(t.database.db, t.secretBox);
    const response = await apps(await signIn(t.app, user), 'nope');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'planId' });
  });
});
