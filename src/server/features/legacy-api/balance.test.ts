import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legacyBalanceLogsResponseSchema, legacyBalanceResponseSchema } from '../../../contract/legacy.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { adjust, balanceOf } from '../../test/balance.js';
import { callApi, consoleAgency } from '../../test/console-agency.js';

/** The earlier Balance tab's calls, in dollars, with the spec's field names. */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('POST /v1/accounts/getBalance', () => {
  it('answers the amount and the auto-recharge settings in dollars', async () => {
    const agency = await consoleAgency(t);
    const id = agency.location.id;
    await adjust(t, agency.adminToken, id, 1_050);
    await callApi(t, 'PUT', `/v1/locations/${id}/balance/auto-recharge`, agency.clientToken, {
      cents: 2_500,
      lowBalanceCents: 1_000,
    });
    const response = await callApi(t, 'POST', '/v1/accounts/getBalance', agency.clientToken, { id });
    expect(response.statusCode).toBe(200);
    expect(legacyBalanceResponseSchema.parse(response.json()).data).toEqual({
      _id: id,
      amount: 10.5,
      auto_chart: 25,
      low_balancs_limit: 10,
    });
  });
});

describe('POST /v1/accounts/getBalanceLogs', () => {
  it('lists credits and debits in dollars, newest first, with the agency', async () => {
    const agency = await consoleAgency(t);
    const id = agency.location.id;
    await adjust(t, agency.adminToken, id, 2_000, 'Welcome credit');
    await adjust(t, agency.adminToken, id, -125, 'Correction');
    const response = await callApi(t, 'POST', '/v1/accounts/getBalanceLogs', agency.clientToken, {
      account_id: id,
      agency_id: agency.agency.id,
    });
    expect(response.statusCode).toBe(200);
    const body = legacyBalanceLogsResponseSchema.parse(response.json());
    expect(body.data).toMatchObject([
      {
        type: 'debit',
        amount: 1.25,
        req_type: 'adjustment',
        reason: 'Correction',
        response: { status: 'succeeded' },
      },
      { type: 'credit', amount: 20, req_type: 'adjustment', reason: 'Welcome credit' },
    ]);
    expect(body.next).toBeNull();
    expect(body.agency).toEqual({ _id: agency.agency.id, stripe: { publish_key: null } });
  });

  it("refuses an agency that is not the account's", async () => {
    const ours = await consoleAgency(t);
    const theirs = await consoleAgency(t);
    const response = await callApi(t, 'POST', '/v1/accounts/getBalanceLogs', ours.clientToken, {
      account_id: ours.location.id,
      agency_id: theirs.agency.id,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('PUT /v1/accounts/update', () => {
  it('saves each select on its own, keeping the other, once both are chosen; null turns auto-recharge off', async () => {
    const agency = await consoleAgency(t);
    const id = agency.location.id;
    const update = (body: object) =>
      callApi(t, 'PUT', '/v1/accounts/update', agency.clientToken, { _id: id, ...body });

    const alone = await update({ auto_charge: 25 });
    expect(alone.statusCode).toBe(400);
    expect(alone.json()).toMatchObject({ field: 'low_balancs_limit' });

    const both = await update({ auto_charge: 25, low_balancs_limit: 10 });
    expect(both.statusCode).toBe(200);
    expect(legacyBalanceResponseSchema.parse(both.json()).data).toMatchObject({
      auto_chart: 25,
      low_balancs_limit: 10,
    });

    const threshold = await update({ low_balancs_limit: 100 });
    expect(legacyBalanceResponseSchema.parse(threshold.json()).data).toMatchObject({
      auto_chart: 25,
      low_balancs_limit: 100,
    });
    expect((await balanceOf(t, agency.clientToken, id)).autoRecharge).toMatchObject({
      cents: 2_500,
      lowBalanceCents: 10_000,
    });

    const off = await update({ auto_charge: null });
    expect(legacyBalanceResponseSchema.parse(off.json()).data).toMatchObject({
      auto_chart: null,
      low_balancs_limit: null,
    });
  });

  it('takes only the offered amounts, naming the field', async () => {
    const agency = await consoleAgency(t);
    const response = await callApi(t, 'PUT', '/v1/accounts/update', agency.clientToken, {
      _id: agency.location.id,
      auto_charge: 15,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'auto_charge' });
    expect(response.json().message).toMatch(/10, 25, 100, 500, 1000 dollars/);
  });
});
