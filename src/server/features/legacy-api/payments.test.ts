import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legacyAddBalanceResponseSchema, legacyStripeSchema } from '../../../contract/legacy-payments.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { saveCard, startFakeStripe, takeCards } from '../../test/card-payments.js';
import { callApi, consoleAgency } from '../../test/console-agency.js';
import { type FakeStripe, TEST_CARDS } from '../../test/fake-stripe.js';

/** The earlier card-payment calls, with the spec's names and dollars. */

let t: TestApp;
let stripe: FakeStripe;
beforeAll(async () => {
  const fake = await startFakeStripe();
  stripe = fake.stripe;
  t = await startTestApp({ env: { ...fake.env, PUBLIC_URL: 'https://social.agency.example' } });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

describe('PUT /v1/accounts/addbalance', () => {
  it('charges the primary card, then books the credit once the browser confirmed the card', async () => {
    const agency = await consoleAgency(t);
    const keys = await takeCards(t, stripe, agency);
    await saveCard(t, stripe, agency.clientToken, agency.location.id, {
      card: TEST_CARDS.authenticationRequired,
    });
    const started = await callApi(t, 'PUT', '/v1/accounts/addbalance', agency.clientToken, {
      account_id: agency.location.id,
      agency_id: agency.agency.id,
      Balance: 12.5,
      type: 'credit',
      level: 'account',
    });
    expect(started.statusCode, started.body).toBe(200);
    const first = legacyAddBalanceResponseSchema.parse(started.json());
    expect(first).toMatchObject({ status: 'requires_confirmation', balance: 0, data: { cents: 1_250 } });
    expect(first.client_secret).toMatch(/^pi_/);

    stripe.completeAuthentication(String(stripe.paymentIntents(keys.secretKey)[0]?.id));
    const confirmed = await callApi(t, 'PUT', '/v1/accounts/addbalance', agency.clientToken, {
      account_id: agency.location.id,
      payment_confirm: 'succeeded',
      logs_id: first.logs_id,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(legacyAddBalanceResponseSchema.parse(confirmed.json())).toMatchObject({
      status: 'succeeded',
      balance: 12.5,
      client_secret: null,
    });
  });

  it('keeps the top-up bounds, naming Balance', async () => {
    const agency = await consoleAgency(t);
    const response = await callApi(t, 'PUT', '/v1/accounts/addbalance', agency.clientToken, {
      account_id: agency.location.id,
      Balance: 4.99,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'Balance' });
  });
});

describe('GET /v1/agency/companyinfo', () => {
  it("answers the agency's Stripe publishable key, or null while it takes no cards", async () => {
    const agency = await consoleAgency(t);
    const url = `/v1/agency/companyinfo?company_id=${agency.agency.id}`;
    expect((await callApi(t, 'GET', url, agency.clientToken)).json()).toEqual({
      data: { _id: agency.agency.id, stripe_public_key: null },
    });
    const keys = await takeCards(t, stripe, agency);
    expect((await callApi(t, 'GET', url, agency.clientToken)).json()).toEqual({
      data: { _id: agency.agency.id, stripe_public_key: keys.publishableKey },
    });
  });
});

describe('the agency/stripe calls', () => {
  it('integrate, show with the secrets as hints, list the payments and delete, as the console does', async () => {
    const agency = await consoleAgency(t);
    const keys = stripe.createAccount('Corner Agency');
    const integrated = await callApi(t, 'POST', '/v1/agency/stripe/integrate', agency.adminToken, {
      agency_id: agency.agency.id,
      publish_key: keys.publishableKey,
      secret_key: keys.secretKey,
      webhook_secret: keys.webhookSecret,
    });
    expect(integrated.statusCode, integrated.body).toBe(200);
    const shown = await callApi(t, 'GET', `/v1/agency/stripe/filter/${agency.agency.id}`, agency.adminToken);
    expect(legacyStripeSchema.parse(shown.json().data)).toEqual({
      publish_key: keys.publishableKey,
      secret_key: `•••• ${keys.secretKey.slice(-4)}`,
      webhook_secret: `•••• ${keys.webhookSecret.slice(-4)}`,
      account_id: keys.accountId,
      account_name: 'Corner Agency',
      livemode: false,
      webhook_url: `https://social.agency.example/v1/webhooks/stripe/${agency.agency.id}`,
    });
    expect(shown.body).not.toContain(keys.secretKey);

    await saveCard(t, stripe, agency.clientToken, agency.location.id);
    await callApi(t, 'POST', `/v1/locations/${agency.location.id}/balance/top-ups`, agency.clientToken, {
      cents: 2_000,
    });
    const invoices = await callApi(
      t,
      'GET',
      `/v1/agency/stripe/invoices/${agency.agency.id}`,
      agency.adminToken,
    );
    expect(invoices.json().data).toMatchObject([
      {
        location_id: agency.location.id,
        business_name: agency.location.businessName,
        purpose: 'top-up',
        amount: 20,
        status: 'succeeded',
      },
    ]);

    const removed = await callApi(
      t,
      'DELETE',
      `/v1/agency/stripe/delete/${agency.agency.id}`,
      agency.adminToken,
    );
    expect(removed.statusCode).toBe(200);
    const after = await callApi(t, 'GET', `/v1/agency/stripe/filter/${agency.agency.id}`, agency.adminToken);
    expect(after.json()).toEqual({ data: null });
  });

  it('are for the agency’s admins', async () => {
    const agency = await consoleAgency(t);
    const response = await callApi(
      t,
      'GET',
      `/v1/agency/stripe/filter/${agency.agency.id}`,
      agency.clientToken,
    );
    expect(response.statusCode).toBe(403);
  });
});
