import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAgencySchema } from '../../../contract/admin-console.js';
import { legacyCustomerSchema } from '../../../contract/legacy.js';
import { invitationSchema } from '../../../contract/team.js';
import { locations } from '../../db/schema.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { callApi, type Method } from '../../test/console-agency.js';
import { createAgency, createLocation, createTenant, createUser } from '../../test/factories.js';
import { signedInOperator } from '../../test/operator.js';
import { signIn } from '../../test/sign-in.js';

let t: TestApp;
let operatorToken: string;
beforeAll(async () => {
  t = await startTestApp();
  operatorToken = (await signedInOperator(t)).token;
});
afterAll(() => t.close());

const call = (method: Method, url: string, token: string, payload?: object) =>
  callApi(t, method, url, token, payload);

describe("the earlier operator screens' calls (super_admin)", () => {
  it('agencies lists the agencies as the console does', async () => {
    const agency = await createAgency(t.database.db, t.secretBox);
    const answer = await call('GET', '/v1/super_admin/agencies', operatorToken);
    expect(answer.statusCode).toBe(200);
    const listed = adminAgencySchema.array().parse(answer.json().data);
    expect(listed.find((row) => row.id === agency.id)).toMatchObject({ name: agency.name, suspended: false });
  });

  it('customers lists the locations in use, of one agency when agency_id names it', async () => {
    const agency = await createAgency(t.database.db, t.secretBox);
    const open = await createLocation(t.database.db, agency, { businessName: 'Corner Bakery' });
    const closed = await createLocation(t.database.db, agency);
    await t.database.db.update(locations).set({ archivedAt: new Date() }).where(eq(locations.id, closed.id));
    const elsewhere = await createTenant(t.database.db, t.secretBox);

    const ofOne = await call('GET', `/v1/super_admin/customers?agency_id=${agency.id}`, operatorToken);
    expect(ofOne.statusCode).toBe(200);
    expect(legacyCustomerSchema.array().parse(ofOne.json().data)).toEqual([
      expect.objectContaining({
        id: open.id,
        business_name: 'Corner Bakery',
        agency_id: agency.id,
        agency_name: agency.name,
      }),
    ]);
    const ofAll = legacyCustomerSchema
      .array()
      .parse((await call('GET', '/v1/super_admin/customers', operatorToken)).json().data);
    expect(ofAll.map((customer) => customer.id)).toEqual(
      expect.arrayContaining([open.id, elsewhere.location.id]),
    );
    expect(ofAll.map((customer) => customer.id)).not.toContain(closed.id);
    expect(
      (await call('GET', `/v1/super_admin/customers?agency_id=${randomUUID()}`, operatorToken)).statusCode,
    ).toBe(404);
  });

  it('add_team invites an admin to the agency named', async () => {
    const agency = await createAgency(t.database.db, t.secretBox);
    const email = `${randomUUID()}@example.com`;
    const answer = await call('POST', '/v1/super_admin/add_team', operatorToken, {
      userName: 'Avery Admin',
      email,
      agency_id: agency.id,
    });
    expect(answer.statusCode).toBe(200);
    expect(invitationSchema.parse(answer.json().data)).toMatchObject({ email, role: 'admin', locations: [] });
    expect(answer.json().link).toMatch(/\/invitation\?token=/);
    const unknown = await call('POST', '/v1/super_admin/add_team', operatorToken, {
      userName: 'Avery Admin',
      email,
      agency_id: randomUUID(),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("answers 403 to an agency's admin", async () => {
    const { agency } = await createTenant(t.database.db, t.secretBox);
    const admin = await signIn(
      t.app,
      await createUser(t.database.db, agency, [], { role: 'admin', type: 'admin' }),
    );
    for (const [method, url] of [
      ['GET', '/v1/super_admin/agencies'],
      ['GET', '/v1/super_admin/customers'],
    ] as const) {
      expect((await call(method, url, admin)).statusCode).toBe(403);
    }
    const invite = await call('POST', '/v1/super_admin/add_team', admin, {
      userName: 'Avery',
      email: `${randomUUID()}@example.com`,
      agency_id: agency.id,
    });
    expect(invite.statusCode).toBe(403);
  });
});
