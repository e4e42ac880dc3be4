import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_USAGE } from '../../../contract/balance.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { adjust, balanceOf, entriesOf } from '../../test/balance.js';
import { eventually, paymentsOf, saveCard, startFakeStripe, takeCards } from '../../test/card-payments.js';
import { callApi, consoleAgency } from '../../test/console-agency.js';
import { type FakeStripe, TEST_CARDS, type TestCard } from '../../test/fake-stripe.js';
import { SmtpInbox } from '../../test/smtp-inbox.js';

let t: TestApp;
let stripe: FakeStripe;
const inbox = new SmtpInbox();
beforeAll(async () => {
  const fake = await startFakeStripe();
  stripe = fake.stripe;
  t = await startTestApp({
    env: { ...fake.env, SMTP_URL: await inbox.start(), PUBLIC_URL: 'https://social.agency.example' },
  });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
  await inbox.stop();
});

type Agency = Awaited<ReturnType<typeof consoleAgency>>;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A client with a card and auto-recharge of $25.00 under $10.00, and $12.00 on the balance. */
async function rechargingClient(card: TestCard = TEST_CARDS.visa) {
  const agency = await consoleAgency(t);
  const keys = await takeCards(t, stripe, agency);
  await saveCard(t, stripe, agency.clientToken, agency.location.id, { card });
  const set = await callApi(
    t,
    'PUT',
    `/v1/locations/${agency.location.id}/balance/auto-recharge`,
    agency.clientToken,
    {
      cents: 2_500,
      lowBalanceCents: 1_000,
    },
  );
  expect(set.statusCode, set.body).toBe(200);
  await adjust(t, agency.adminToken, agency.location.id, 1_200, 'Opening credit');
  return { agency, keys };
}

const locationEmail = async (agency: Agency) =>
  String(
    (await t.database.db.query.locations.findFirst({ where: (l, { eq }) => eq(l.id, agency.location.id) }))
      ?.email,
  );

/** The payment once it has ended, whichever way. */
const endedPayment = (agency: Agency) =>
  eventually(async () => {
    const [payment] = await paymentsOf(t, agency.location.id);
    return payment && payment.status !== 'starting' && payment.status !== 'processing' ? payment : undefined;
  });

describe('auto-recharge', () => {
  it('charges the primary card off-session once, however many debits cross the threshold at once', async () => {
    const { agency, keys } = await rechargingClient();
    await Promise.all(
      Array.from({ length: 20 }, () => adjust(t, agency.adminToken, agency.location.id, -20, 'Usage')),
    );
    const payment = await endedPayment(agency);
    expect(payment).toMatchObject({ purpose: 'auto-recharge', status: 'succeeded', cents: 2_500 });
    // Time for a second recharge to show up, if one had been queued.
    await sleep(2_000);
    expect(await paymentsOf(t, agency.location.id)).toHaveLength(1);
    const credits = (await entriesOf(t.database.db, agency.location.id)).filter(
      (entry) => entry.kind === 'credit',
    );
    expect(credits).toMatchObject([{ cents: 2_500, actorLabel: 'Auto-recharge', paymentId: payment.id }]);
    expect((await balanceOf(t, agency.clientToken, agency.location.id)).cents).toBe(1_200 - 400 + 2_500);

    const charges = stripe.requests.filter(
      (request) => request.secretKey === keys.secretKey && request.path === '/v1/payment_intents',
    );
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({
      params: { off_session: 'true', confirm: 'true', amount: '2500' },
      idempotencyKey: `payment:${payment.id}`,
    });
  });

  it('turns itself off when the card is declined, says why, and e-mails the client once', async () => {
    const { agency, keys } = await rechargingClient(TEST_CARDS.declined);
    await adjust(t, agency.adminToken, agency.location.id, -500, 'Usage');
    const payment = await endedPayment(agency);
    expect(payment).toMatchObject({ status: 'failed', failure: 'Your card was declined.' });

    const shown = await balanceOf(t, agency.clientToken, agency.location.id);
    expect(shown.cents).toBe(700);
    expect(shown.autoRecharge.stopped).toBe(
      'The auto-recharge of $25.00 did not go through: Your card was declined. Pay once on this page to go on.',
    );
    const to = await locationEmail(agency);
    const mail = await eventually(async () => inbox.lastTo(to));
    expect(mail.subject).toBe(`Auto-recharge is off for ${agency.location.businessName}`);
    expect(mail.text).toContain('The auto-recharge of $25.00 did not go through: Your card was declined.');
    expect(mail.text).toContain('https://social.agency.example/app/settings?tab=balance');

    // Stripe's own word of the failure comes later: nothing more happens, and nobody is e-mailed again.
    const intentId = String(payment.paymentIntentId);
    const event = stripe.event('payment_intent.payment_failed', intentId);
    const response = await t.app.inject({
      method: 'POST',
      url: `/v1/webhooks/stripe/${agency.agency.id}`,
      ...stripe.signedWebhook(event, keys.webhookSecret),
    });
    expect(response.statusCode, response.body).toBe(200);
    await sleep(500);
    expect(inbox.received.filter((received) => received.to.includes(to))).toHaveLength(1);

    // Further debits under the threshold do not try again while it is off.
    await adjust(t, agency.adminToken, agency.location.id, -100, 'Usage');
    await sleep(1_500);
    expect(await paymentsOf(t, agency.location.id)).toHaveLength(1);
  });

  it('turns itself off when the bank asks the client to confirm, which cannot be done automatically', async () => {
    const { agency } = await rechargingClient(TEST_CARDS.authenticationRequired);
    await adjust(t, agency.adminToken, agency.location.id, -500, 'Usage');
    await endedPayment(agency);
    const shown = await eventually(async () => {
      const balance = await balanceOf(t, agency.clientToken, agency.location.id);
      return balance.autoRecharge.stopped ? balance : undefined;
    });
    expect(shown.autoRecharge.stopped).toBe(
      "Your bank asked to confirm the payment of $25.00, which can't be done automatically. Pay once on this page to go on.",
    );
    const mail = await eventually(async () => inbox.lastTo(await locationEmail(agency)));
    expect(mail.text).toContain(
      "Your bank asked to confirm the payment of $25.00, which can't be done automatically.",
    );
  });

  it("stops at the agency's monthly cap instead of charging", async () => {
    const { agency } = await rechargingClient();
    const capped = await callApi(t, 'PUT', agency.url('/billing/pricing'), agency.adminToken, {
      prices: FREE_USAGE,
      monthlyRechargeCapCents: 2_000,
    });
    expect(capped.statusCode, capped.body).toBe(200);
    await adjust(t, agency.adminToken, agency.location.id, -500, 'Usage');
    const shown = await eventually(async () => {
      const balance = await balanceOf(t, agency.clientToken, agency.location.id);
      return balance.autoRecharge.stopped ? balance : undefined;
    });
    expect(shown.autoRecharge.stopped).toBe(
      "Auto-recharge stopped because this month's recharges would go over the $20.00 your agency allows in a month. Pay once on this page to go on.",
    );
    expect(await paymentsOf(t, agency.location.id)).toEqual([]);
  });
});
