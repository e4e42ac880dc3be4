import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorSchema } from '../../contract/http.js';
import { agencyStripeAccounts, paymentCards, stripeCustomers } from '../db/schema.js';
import { startTestApp, type TestApp } from '../test/app.js';
import { balanceOf, entriesOf } from '../test/balance.js';
import { paymentsOf, saveCard, startFakeStripe, takeCards, topUp } from '../test/card-payments.js';
import { callApi, consoleAgency } from '../test/console-agency.js';
import type { FakeStripe } from '../test/fake-stripe.js';

/**
 * Stripe out of reach, answering 500 or refusing connections: every card flow answers a clear error,
 * no card or credit is kept that Stripe did not confirm, the balance stays as it was, and the flows
 * work again once Stripe is back.
 */

let t: TestApp;
let stripe: FakeStripe;
beforeAll(async () => {
  const fake = await startFakeStripe();
  stripe = fake.stripe;
  t = await startTestApp({ env: fake.env });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

type Outage = 'answers 500' | 'refuses connections';
const OUTAGES: Outage[] = ['answers 500', 'refuses connections'];

/** Runs the work while Stripe is down in the given way, and brings it back after. */
async function whileStripe<T>(outage: Outage, work: () => Promise<T>): Promise<T> {
  if (outage === 'answers 500') stripe.outage = true;
  else await stripe.refuseConnections();
  try {
    return await work();
  } finally {
    if (outage === 'answers 500') stripe.outage = false;
    else await stripe.reopen();
  }
}

function expectPaymentsUnavailable(response: { statusCode: number; json(): unknown }) {
  expect(response.statusCode).toBe(502);
  expect(errorSchema.parse(response.json())).toMatchObject({
    code: 'payments_unavailable',
    message: 'Stripe could not be reached. Please try again in a moment.',
  });
}

/** An agency taking cards, with a client whose location has its primary card saved. */
async function payingClient() {
  const agency = await consoleAgency(t);
  await takeCards(t, stripe, agency);
  await saveCard(t, stripe, agency.clientToken, agency.location.id);
  return agency;
}

const topUpUrl = (locationId: string) => `/v1/locations/${locationId}/balance/top-ups`;

describe.each(OUTAGES)('Stripe that %s', (outage) => {
  it('a top-up is a 502, books no credit, records the payment as failed, and the next one goes through', async () => {
    const agency = await payingClient();
    const id = agency.location.id;
    const response = await whileStripe(outage, () =>
      callApi(t, 'POST', topUpUrl(id), agency.clientToken, { cents: 2_500 }),
    );
    expectPaymentsUnavailable(response);
    expect((await balanceOf(t, agency.clientToken, id)).cents).toBe(0);
    expect(await entriesOf(t.database.db, id)).toEqual([]);
    // Whether Stripe took it is unknown to us; a webhook saying it did would still book it, once.
    expect(await paymentsOf(t, id)).toMatchObject([
      { status: 'failed', failure: 'Stripe could not be reached.', cents: 2_500 },
    ]);

    const next = await topUp(t, agency.clientToken, id, 2_500);
    expect(next.payment.status).toBe('succeeded');
    expect((await balanceOf(t, agency.clientToken, id)).cents).toBe(2_500);
  });

  it('adding a card is a 502 and keeps no customer or card, and it works once Stripe is back', async () => {
    const agency = await consoleAgency(t);
    await takeCards(t, stripe, agency);
    const id = agency.location.id;
    const response = await whileStripe(outage, () =>
      callApi(t, 'POST', `/v1/locations/${id}/cards/setup`, agency.clientToken),
    );
    expectPaymentsUnavailable(response);
    expect(
      await t.database.db.select().from(stripeCustomers).where(eq(stripeCustomers.locationId, id)),
    ).toEqual([]);
    expect(await t.database.db.select().from(paymentCards).where(eq(paymentCards.locationId, id))).toEqual(
      [],
    );

    const card = await saveCard(t, stripe, agency.clientToken, id);
    expect(card).toMatchObject({ last4: '4242', primary: true });
  });

  it('connecting Stripe keys cannot prove them, so nothing is saved and the agency takes no cards yet', async () => {
    const agency = await consoleAgency(t);
    const keys = stripe.createAccount();
    const response = await whileStripe(outage, () =>
      callApi(t, 'PUT', agency.url('/billing/stripe'), agency.adminToken, {
        publishableKey: keys.publishableKey,
        secretKey: keys.secretKey,
        webhookSecret: keys.webhookSecret,
      }),
    );
    expectPaymentsUnavailable(response);
    expect(
      await t.database.db
        .select()
        .from(agencyStripeAccounts)
        .where(eq(agencyStripeAccounts.agencyId, agency.agency.id)),
    ).toEqual([]);
    const setUp = await callApi(
      t,
      'POST',
      `/v1/locations/${agency.location.id}/cards/setup`,
      agency.clientToken,
    );
    expect(errorSchema.parse(setUp.json())).toMatchObject({ code: 'payments_not_set_up' });
  });
});
