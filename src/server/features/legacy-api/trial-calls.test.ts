import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legacyTrialUserSchema } from '../../../contract/legacy.js';
import { trialStatusSchema } from '../../../contract/trial.js';
import { agencies } from '../../db/schema.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { callApi } from '../../test/console-agency.js';
import { createAgency, createTenant, unique } from '../../test/factories.js';
import { generate, WORLD_BREAD_DAY } from '../../test/generate.js';
import { signIn } from '../../test/sign-in.js';
import { freshAddress, startTrialVisitor, trialSlugOf } from '../../test/trial-visitor.js';

/** The earlier free-trial page's calls (SPEC §7), with the names and fields the spec gives them. */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const trialForm = (email: string) => ({
  username: 'Rosa',
  loc_name: "Rosa's Tacos",
  email,
  role: 'demo_user',
  type: 'calendar',
});

describe('POST /v1/auth (the trial user)', () => {
  it('makes the trial user with the fields the earlier page stored, and a token', async () => {
    const agency = await createAgency(t.database.db, t.secretBox);
    const email = `${unique('rosa')}@example.com`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/auth',
      payload: { ...trialForm(email), slug: await trialSlugOf(t, agency.id) },
      remoteAddress: freshAddress(),
    });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = legacyTrialUserSchema.parse(response.json());
    expect(data).toMatchObject({
      username: 'Rosa',
      loc_name: "Rosa's Tacos",
      email,
      role: 'demo_user',
      type: 'calendar',
    });
    const status = await callApi(t, 'GET', '/v1/trial/me', data.token);
    expect(trialStatusSchema.parse(status.json()).email).toBe(email);
  });

  it('finds the agency by the domain it is sent to, as the earlier page did', async () => {
    const agency = await createAgency(t.database.db, t.secretBox);
    const domain = `${unique('social')}.agency.example.com`;
    await t.database.db.update(agencies).set({ domain }).where(eq(agencies.id, agency.id));
    const sent = (host: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/auth',
        headers: { host },
        payload: trialForm(`${unique('rosa')}@example.com`),
        remoteAddress: freshAddress(),
      });
    const own = await sent(domain);
    expect(own.statusCode, own.body).toBe(200);
    expect((await sent('unknown.example.com')).statusCode).toBe(404);
  });

  it('refuses any role but demo_user', async () => {
    const agency = await createAgency(t.database.db, t.secretBox);
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/auth',
      payload: { ...trialForm('x@example.com'), role: 'admin', slug: await trialSlugOf(t, agency.id) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'role' });
  });
});

describe('PUT /v1/user/updateuser?email= (the count of uses)', () => {
  it("answers the visitor's own count as calendar_res; nobody else's", async () => {
    const agency = await createAgency(t.database.db, t.secretBox);
    const visitor = await startTrialVisitor(t, agency.id);
    const other = await startTrialVisitor(t, agency.id);
    const uses = (token: string, email: string) =>
      callApi(t, 'PUT', `/v1/user/updateuser?email=${encodeURIComponent(email)}`, token);

    expect((await uses(visitor.token, visitor.trial.email)).json()).toEqual({ calendar_res: 0 });
    await generate(t.app, visitor.token, {
      locationId: visitor.activeLocations[0]?.id,
      event: WORLD_BREAD_DAY,
      platform: 'Instagram',
      action: 'social',
    });
    const counted = await uses(visitor.token, visitor.trial.email.toUpperCase());
    expect(counted.json()).toEqual({ calendar_res: 1 });
    // Asking again changes nothing: the server counts posts as they are written.
    expect((await uses(visitor.token, visitor.trial.email)).json()).toEqual({ calendar_res: 1 });

    expect((await uses(visitor.token, other.trial.email)).statusCode).toBe(404);
    const tenant = await createTenant(t.database.db, t.secretBox);
    expect((await uses(await signIn(t.app, tenant.user), visitor.trial.email)).statusCode).toBe(403);
  });
});
