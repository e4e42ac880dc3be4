import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedPaymentSchema } from '../../../contract/balance.js';
import { stripeEvents } from '../../db/schema.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { balanceOf, entriesOf } from '../../test/balance.js';
import { paymentsOf, saveCard, startFakeStripe, takeCards, topUp } from '../../test/card-payments.js';
import { callApi, consoleAgency } from '../../test/console-agency.js';
import { type FakeStripe, TEST_CARDS } from '../../test/fake-stripe.js';

let t: TestApp;
let stripe: FakeStripe;
let base: string;
beforeAll(async () => {
  const fake = await startFakeStripe();
  stripe = fake.stripe;
  t = await startTestApp({ env: fake.env });
  // Webhooks arrive over HTTP, as Stripe sends them: the signature is over the bytes on the wire.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

const webhookUrl = (agencyId: string) => `${base}/v1/webhooks/stripe/${agencyId}`;

/** A client of an agency that takes cards, with a top-up waiting for 3-D Secure. */
async function waitingTopUp(cents = 2_500) {
  const agency = await consoleAgency(t);
  const keys = await takeCards(t, stripe, agency);
  await saveCard(t, stripe, agency.clientToken, agency.location.id, {
    card: TEST_CARDS.authenticationRequired,
  });
  const started = await topUp(t, agency.clientToken, agency.location.id, cents);
  const [intent] = stripe.paymentIntents(keys.secretKey);
  const intentId = String(intent?.id);
  return { agency, keys, started, intentId };
}

const balance = async (agency: Awaited<ReturnType<typeof consoleAgency>>) =>
  (await balanceOf(t, agency.clientToken, agency.location.id)).cents;

describe('a payment_intent.succeeded webhook', () => {
  it('credits once, replayed five times and delivered after older events', async () => {
    const { agency, keys, started, intentId } = await waitingTopUp();
    const waiting = stripe.event('payment_intent.requires_action', intentId);
    stripe.completeAuthentication(intentId);
    const succeeded = stripe.event('payment_intent.succeeded', intentId);

    for (let delivery = 0; delivery < 5; delivery += 1) {
      const response = await stripe.sendWebhook(webhookUrl(agency.agency.id), succeeded, keys.webhookSecret);
      expect(response.status, response.body).toBe(200);
    }
    // The older event, late: it does not undo the success.
    expect((await stripe.sendWebhook(webhookUrl(agency.agency.id), waiting, keys.webhookSecret)).status).toBe(
      200,
    );

    expect(await balance(agency)).toBe(2_500);
    expect(await entriesOf(t.database.db, agency.location.id)).toMatchObject([
      { kind: 'credit', cents: 2_500, actorLabel: 'Stripe', paymentId: started.payment.id },
    ]);
    expect(await paymentsOf(t, agency.location.id)).toMatchObject([{ status: 'succeeded', failure: null }]);
  });

  it('and the browser’s confirmation, racing, credit once', async () => {
    const { agency, keys, started, intentId } = await waitingTopUp(5_000);
    stripe.completeAuthentication(intentId);
    const [delivered, confirmed] = await Promise.all([
      stripe.sendWebhook(
        webhookUrl(agency.agency.id),
        stripe.event('payment_intent.succeeded', intentId),
        keys.webhookSecret,
      ),
      callApi(
        t,
        'POST',
        `/v1/locations/${agency.location.id}/balance/top-ups/${started.payment.id}/confirm`,
        agency.clientToken,
        { paymentConfirm: 'succeeded' },
      ),
    ]);
    expect(delivered.status).toBe(200);
    expect(confirmedPaymentSchema.parse(confirmed.json()).payment.status).toBe('succeeded');
    expect(await balance(agency)).toBe(5_000);
    expect(await entriesOf(t.database.db, agency.location.id)).toHaveLength(1);
  });
});

describe('a webhook', () => {
  it('with a bad signature is refused and changes nothing', async () => {
    const { agency, intentId } = await waitingTopUp();
    stripe.completeAuthentication(intentId);
    const event = stripe.event('payment_intent.succeeded', intentId);
    const response = await stripe.sendWebhook(
      webhookUrl(agency.agency.id),
      event,
      'whsec_notTheAgencysSecret',
    );
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toMatchObject({ code: 'bad_request' });
    expect(await balance(agency)).toBe(0);
    expect(
      await t.database.db
        .select()
        .from(stripeEvents)
        .where(eq(stripeEvents.eventId, String(event.id))),
    ).toEqual([]);
  });

  it('whose body was changed after signing is refused', async () => {
    const { agency, keys, intentId } = await waitingTopUp();
    stripe.completeAuthentication(intentId);
    const { payload, headers } = stripe.signedWebhook(
      stripe.event('payment_intent.succeeded', intentId),
      keys.webhookSecret,
    );
    const response = await fetch(webhookUrl(agency.agency.id), {
      method: 'POST',
      headers,
      body: payload.replace('"amount": 2500', '"amount": 250000'),
    });
    expect(response.status).toBe(400);
    expect(await balance(agency)).toBe(0);
  });

  it('about a PaymentIntent the product did not make is answered and does nothing', async () => {
    const { agency, keys, intentId } = await waitingTopUp();
    const unknown = { ...stripe.paymentIntent(intentId), id: 'pi_madeElsewhere', metadata: {} };
    const event = stripe.event('payment_intent.succeeded', intentId, unknown);
    const response = await stripe.sendWebhook(webhookUrl(agency.agency.id), event, keys.webhookSecret);
    expect(response.status).toBe(200);
    expect(await balance(agency)).toBe(0);
  });

  it("of one agency's account never touches another agency's payments", async () => {
    const victim = await waitingTopUp();
    stripe.completeAuthentication(victim.intentId);
    const intruder = await consoleAgency(t);
    const intruderKeys = await takeCards(t, stripe, intruder);
    const event = stripe.event('payment_intent.succeeded', victim.intentId);
    const response = await stripe.sendWebhook(
      webhookUrl(intruder.agency.id),
      event,
      intruderKeys.webhookSecret,
    );
    expect(response.status).toBe(200);
    expect(await balance(victim.agency)).toBe(0);
    expect(await paymentsOf(t, victim.agency.location.id)).toMatchObject([{ status: 'requires_action' }]);
  });

  it('for an agency that takes no cards is refused', async () => {
    const agency = await consoleAgency(t);
    const response = await fetch(webhookUrl(agency.agency.id), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      body: '{}',
    });
    expect(response.status).toBe(400);
  });

  it('payment_intent.payment_failed marks the payment failed with the bank’s reason; a later success still credits', async () => {
    const { agency, keys, intentId } = await waitingTopUp();
    const failed = stripe.event('payment_intent.payment_failed', intentId, {
      ...stripe.paymentIntent(intentId),
      status: 'requires_payment_method',
      last_payment_error: {
        type: 'card_error',
        code: 'payment_intent_authentication_failure',
        message: 'The bank could not confirm it.',
      },
    });
    expect((await stripe.sendWebhook(webhookUrl(agency.agency.id), failed, keys.webhookSecret)).status).toBe(
      200,
    );
    expect(await paymentsOf(t, agency.location.id)).toMatchObject([
      { status: 'failed', failure: 'The bank could not confirm it.' },
    ]);

    stripe.completeAuthentication(intentId);
    const succeeded = stripe.event('payment_intent.succeeded', intentId);
    expect(
      (await stripe.sendWebhook(webhookUrl(agency.agency.id), succeeded, keys.webhookSecret)).status,
    ).toBe(200);
    expect(await balance(agency)).toBe(2_500);
  });
});

describe('POST /v1/webhook/checkout (the earlier address)', () => {
  const checkoutUrl = () => `${base}/v1/webhook/checkout`;

  it('credits once the signature checks out with the secret of the agency the PaymentIntent names', async () => {
    const { agency, keys, intentId } = await waitingTopUp();
    stripe.completeAuthentication(intentId);
    const event = stripe.event('payment_intent.succeeded', intentId);
    const response = await stripe.sendWebhook(checkoutUrl(), event, keys.webhookSecret);
    expect(response.status, response.body).toBe(200);
    expect(await balance(agency)).toBe(2_500);
  });

  it("refuses an event signed with another agency's secret, and one naming no agency", async () => {
    const { agency, intentId } = await waitingTopUp();
    stripe.completeAuthentication(intentId);
    const other = await consoleAgency(t);
    const otherKeys = await takeCards(t, stripe, other);
    const event = stripe.event('payment_intent.succeeded', intentId);
    expect((await stripe.sendWebhook(checkoutUrl(), event, otherKeys.webhookSecret)).status).toBe(400);
    const nameless = stripe.event('payment_intent.succeeded', intentId, {
      ...stripe.paymentIntent(intentId),
      metadata: {},
    });
    expect((await stripe.sendWebhook(checkoutUrl(), nameless, otherKeys.webhookSecret)).status).toBe(400);
    expect(await balance(agency)).toBe(0);
  });
});
