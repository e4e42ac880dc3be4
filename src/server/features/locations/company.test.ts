import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeLocationSchema, sessionResponseSchema } from '../../../contract/auth.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { createTenant, createUser } from '../../test/factories.js';
import { signIn } from '../../test/sign-in.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const company = {
  businessName: 'Sunrise Bakery & Café',
  email: 'hello@sunrise.example',
  phoneNumber: '+1 555 0100',
  address: '12 Harbor Road',
};
const update = (token: string, locationId: string, payload: object) =>
  t.app.inject({
    method: 'PATCH',
    url: `/v1/locations/${locationId}/company`,
    headers: { 'x-auth-token': token },
    payload,
  });

describe('the Company tab', () => {
  it("an agency admin edits a location's company details, and every session shows them", async () => {
    const { agency, location, user } = await createTenant(t.database.db, t.secretBox);
    const admin = await createUser(t.database.db, agency, [], { role: 'admin', type: 'admin' });
    const response = await update(await signIn(t.app, admin), location.id, company);
    expect(response.statusCode).toBe(200);
    expect(activeLocationSchema.parse(response.json())).toMatchObject({
      business_name: company.businessName,
      email: company.email,
      phone_number: company.phoneNumber,
      address: company.address,
    });
    const session = await t.app.inject({
      method: 'GET',
      url: '/v1/auth/session',
      headers: { 'x-auth-token': await signIn(t.app, user) },
    });
    expect(sessionResponseSchema.parse(session.json()).activeLocations[0]?.business_name).toBe(
      company.businessName,
    );
  });

  it('is read-only for users', async () => {
    const { location, user } = await createTenant(t.database.db, t.secretBox);
    expect((await update(await signIn(t.app, user), location.id, company)).statusCode).toBe(403);
  });

  it('names the field for bad input; the e-mail may be left empty', async () => {
    const { agency, location } = await createTenant(t.database.db, t.secretBox);
    const token = await signIn(
      t.app,
      await createUser(t.database.db, agency, [], { role: 'admin', type: 'admin' }),
    );
    expect((await update(token, location.id, { ...company, email: 'not an address' })).json()).toMatchObject({
      field: 'email',
    });
    expect((await update(token, location.id, { ...company, businessName: ' ' })).json()).toMatchObject({
      field: 'businessName',
    });
    expect((await update(token, location.id, { ...company, email: '' })).statusCode).toBe(200);
  });

  it("takes a phone number written in any country's style, or none, and refuses what is no phone number", async () => {
    const { agency, location } = await createTenant(t.database.db, t.secretBox);
    const token = await signIn(
      t.app,
      await createUser(t.database.db, agency, [], { role: 'admin', type: 'admin' }),
    );
    for (const phoneNumber of [
      '+44 20 7946 0000',
      '(555) 010-0100',
      '030/1234567',
      '06.12.34.56.78',
      '555 0100 ext. 12',
      '',
    ]) {
      const response = await update(token, location.id, { ...company, phoneNumber });
      expect(response.statusCode, phoneNumber).toBe(200);
      expect(activeLocationSchema.parse(response.json()).phone_number).toBe(phoneNumber);
    }
    for (const phoneNumber of ['call the shop', '12', '+44 20 7946 0000 or 0000', 'tel:+4420']) {
      const response = await update(token, location.id, { ...company, phoneNumber });
      expect(response.statusCode, phoneNumber).toBe(400);
      expect(response.json(), phoneNumber).toMatchObject({
        field: 'phoneNumber',
        message: expect.stringContaining('must be a phone number'),
      });
    }
  });
});
