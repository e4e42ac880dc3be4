import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedPaymentSchema } from '../../../contract/balance.js';
import { cardSetupSchema, cardsSchema } from '../../../contract/cards.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { balanceOf, entriesOf } from '../../test/balance.js';
import { paymentsOf, saveCard, startFakeStripe, takeCards, topUp } from '../../test/card-payments.js';
import { callApi, consoleAgency, type Method } from '../../test/console-agency.js';
import { createLocation, createUser } from '../../test/factories.js';
import { type FakeStripe, TEST_CARDS } from '../../test/fake-stripe.js';
import { signIn } from '../../test/sign-in.js';

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

type Agency = Awaited<ReturnType<typeof consoleAgency>>;
const call = (method: Method, url: string, token: string, payload?: object) =>
  callApi(t, method, url, token, payload);
const cardsUrl = (agency: Agency, path = '') => `/v1/locations/${agency.location.id}/cards${path}`;
const topUpsUrl = (agency: Agency, path = '') => `/v1/locations/${agency.location.id}/balance/top-ups${path}`;

/** An agency that takes cards, and its client signed in. */
async function payingAgency() {
  const agency = await consoleAgency(t);
  const keys = await takeCards(t, stripe, agency);
  return { ...agency, keys };
}

async function cardsOf(agency: Agency) {
  const response = await call('GET', cardsUrl(agency), agency.clientToken);
  expect(response.statusCode, response.body).toBe(200);
  return cardsSchema.parse(response.json());
}

async function confirm(agency: Agency, paymentId: string, paymentConfirm: 'succeeded' | 'canceled') {
  const response = await call('POST', topUpsUrl(agency, `/${paymentId}/confirm`), agency.clientToken, {
    paymentConfirm,
  });
  expect(response.statusCode, response.body).toBe(200);
  return confirmedPaymentSchema.parse(response.json());
}

describe('saving a card', () => {
  it('goes through a SetupIntent of the location’s customer; the first card becomes primary', async () => {
    const agency = await payingAgency();
    const card = await saveCard(t, stripe, agency.clientToken, agency.location.id, { makePrimary: false });
    expect(card).toMatchObject({ name: 'Alex Baker', brand: 'visa', last4: '4242', primary: true });
    expect(await cardsOf(agency)).toEqual({
      cards: [card],
      cardPayments: { publishableKey: agency.keys.publishableKey },
    });
    const setUp = stripe.requests.find(
      (request) => request.secretKey === agency.keys.secretKey && request.path === '/v1/setup_intents',
    );
    expect(setUp?.params).toMatchObject({ usage: 'off_session' });
  });

  it('makes one customer per location, however many cards it saves', async () => {
    const agency = await payingAgency();
    await Promise.all([
      saveCard(t, stripe, agency.clientToken, agency.location.id),
      saveCard(t, stripe, agency.clientToken, agency.location.id),
    ]);
    const customers = stripe.requests.filter(
      (request) => request.secretKey === agency.keys.secretKey && request.path === '/v1/customers',
    );
    expect(new Set(customers.map((request) => request.idempotencyKey)).size).toBe(1);
    const cards = (await cardsOf(agency)).cards;
    expect(cards).toHaveLength(2);
    expect(cards.filter((card) => card.primary)).toHaveLength(1);
  });

  it('keeps a second card aside unless it is made primary; making one primary unsets the other', async () => {
    const agency = await payingAgency();
    const first = await saveCard(t, stripe, agency.clientToken, agency.location.id);
    const second = await saveCard(t, stripe, agency.clientToken, agency.location.id, {
      card: TEST_CARDS.declined,
      name: 'Sam Baker',
    });
    expect(second).toMatchObject({ primary: false, last4: '0002' });
    const made = await call('POST', cardsUrl(agency, `/${second.id}/primary`), agency.clientToken);
    expect(made.statusCode, made.body).toBe(200);
    expect(cardsSchema.parse(made.json()).cards.map((card) => [card.id, card.primary])).toEqual([
      [first.id, false],
      [second.id, true],
    ]);
    const third = await saveCard(t, stripe, agency.clientToken, agency.location.id, { makePrimary: true });
    expect((await cardsOf(agency)).cards.map((card) => [card.id, card.primary])).toEqual([
      [first.id, false],
      [second.id, false],
      [third.id, true],
    ]);
  });

  it("refuses the SetupIntent of another location's card, and one not confirmed yet", async () => {
    const agency = await payingAgency();
    const neighbour = await createLocation(t.database.db, agency.agency);
    const neighbourUser = await createUser(t.database.db, agency.agency, [neighbour.id]);
    const neighbourToken = await signIn(t.app, neighbourUser);
    const theirs = cardSetupSchema.parse(
      (await call('POST', `/v1/locations/${neighbour.id}/cards/setup`, neighbourToken)).json(),
    );
    stripe.confirmSetupIntent(theirs.setupIntentId, TEST_CARDS.visa);
    await call('POST', cardsUrl(agency, '/setup'), agency.clientToken);
    const stolen = await call('POST', cardsUrl(agency), agency.clientToken, {
      setupIntentId: theirs.setupIntentId,
      name: 'Alex Baker',
      makePrimary: true,
    });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json()).toMatchObject({ field: 'setupIntentId' });

    const mine = cardSetupSchema.parse(
      (await call('POST', cardsUrl(agency, '/setup'), agency.clientToken)).json(),
    );
    const early = await call('POST', cardsUrl(agency), agency.clientToken, {
      setupIntentId: mine.setupIntentId,
      name: 'Alex Baker',
      makePrimary: true,
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toContain('has not been confirmed');
    expect((await cardsOf(agency)).cards).toEqual([]);
  });
});

describe('removing a card', () => {
  it('detaches it at Stripe and makes the newest remaining card primary', async () => {
    const agency = await payingAgency();
    const oldest = await saveCard(t, stripe, agency.clientToken, agency.location.id);
    const newest = await saveCard(t, stripe, agency.clientToken, agency.location.id);
    const removed = await call('DELETE', cardsUrl(agency, `/${oldest.id}`), agency.clientToken);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await cardsOf(agency)).cards).toEqual([{ ...newest, primary: true }]);
    expect(
      stripe.requests.filter(
        (request) => request.secretKey === agency.keys.secretKey && request.path.endsWith('/detach'),
      ),
    ).toHaveLength(1);
    expect((await call('DELETE', cardsUrl(agency, `/${oldest.id}`), agency.clientToken)).statusCode).toBe(
      404,
    );
  });

  it('lists no card of a Stripe account the agency left', async () => {
    const agency = await payingAgency();
    await saveCard(t, stripe, agency.clientToken, agency.location.id);
    await takeCards(t, stripe, agency);
    expect((await cardsOf(agency)).cards).toEqual([]);
  });
});

describe('adding balance', () => {
  it('takes $5.00 to $10,000.00, naming cents otherwise', async () => {
    const agency = await payingAgency();
    for (const cents of [499, 1_000_001, 12.5]) {
      const response = await call('POST', topUpsUrl(agency), agency.clientToken, { cents });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid_input', field: 'cents' });
    }
    const bounds = await call('POST', topUpsUrl(agency), agency.clientToken, { cents: 499 });
    expect(bounds.json().message).toBe('cents: must be between $5.00 and $10,000.00');
  });

  it('asks for a card first', async () => {
    const agency = await payingAgency();
    const response = await call('POST', topUpsUrl(agency), agency.clientToken, { cents: 2_500 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'no_card' });
  });

  it('credits once a payment that succeeds at once, however often it is confirmed', async () => {
    const agency = await payingAgency();
    await saveCard(t, stripe, agency.clientToken, agency.location.id);
    const started = await topUp(t, agency.clientToken, agency.location.id, 2_550);
    expect(started).toMatchObject({ payment: { status: 'succeeded', cents: 2_550 }, clientSecret: null });
    await confirm(agency, started.payment.id, 'succeeded');
    await confirm(agency, started.payment.id, 'succeeded');
    expect((await balanceOf(t, agency.clientToken, agency.location.id)).cents).toBe(2_550);
    expect(await entriesOf(t.database.db, agency.location.id)).toMatchObject([
      { kind: 'credit', cents: 2_550, reason: 'Card payment', actorLabel: agency.client.email },
    ]);
    const [charge] = stripe.paymentIntents(agency.keys.secretKey);
    expect(charge).toMatchObject({
      amount: 2_550,
      currency: 'usd',
      metadata: { locationId: agency.location.id, paymentId: started.payment.id, agencyId: agency.agency.id },
    });
    const created = stripe.requests.find(
      (request) => request.path === '/v1/payment_intents' && request.secretKey === agency.keys.secretKey,
    );
    expect(created?.idempotencyKey).toBe(`payment:${started.payment.id}`);
  });

  it('answers a declined card with the bank’s words, and credits nothing', async () => {
    const agency = await payingAgency();
    await saveCard(t, stripe, agency.clientToken, agency.location.id, { card: TEST_CARDS.declined });
    const response = await call('POST', topUpsUrl(agency), agency.clientToken, { cents: 2_500 });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ code: 'payment_declined', message: 'Your card was declined.' });
    expect((await balanceOf(t, agency.clientToken, agency.location.id)).cents).toBe(0);
    expect(await paymentsOf(t, agency.location.id)).toMatchObject([
      { status: 'failed', failure: 'Your card was declined.' },
    ]);
  });

  it('with 3-D Secure: the browser confirms with the client secret, then the confirmation credits', async () => {
    const agency = await payingAgency();
    await saveCard(t, stripe, agency.clientToken, agency.location.id, {
      card: TEST_CARDS.authenticationRequired,
    });
    const started = await topUp(t, agency.clientToken, agency.location.id, 10_000);
    expect(started.payment.status).toBe('requires_action');
    const [intent] = stripe.paymentIntents(agency.keys.secretKey);
    expect(started.clientSecret).toBe(intent?.client_secret);
    expect((await balanceOf(t, agency.clientToken, agency.location.id)).cents).toBe(0);

    stripe.completeAuthentication(String(intent?.id));
    const confirmed = await confirm(agency, started.payment.id, 'succeeded');
    expect(confirmed).toMatchObject({ payment: { status: 'succeeded' }, balanceCents: 10_000 });
  });

  it('believes Stripe, not the browser: an unconfirmed payment is called off and credits nothing', async () => {
    const agency = await payingAgency();
    await saveCard(t, stripe, agency.clientToken, agency.location.id, {
      card: TEST_CARDS.authenticationRequired,
    });
    const started = await topUp(t, agency.clientToken, agency.location.id, 2_500);
    const confirmed = await confirm(agency, started.payment.id, 'succeeded');
    expect(confirmed).toMatchObject({ payment: { status: 'failed' }, balanceCents: 0 });
    const [intent] = stripe.paymentIntents(agency.keys.secretKey);
    expect(intent?.status).toBe('canceled');
  });

  it('is called off at Stripe when the client gives up', async () => {
    const agency = await payingAgency();
    await saveCard(t, stripe, agency.clientToken, agency.location.id, {
      card: TEST_CARDS.authenticationRequired,
    });
    const started = await topUp(t, agency.clientToken, agency.location.id, 2_500);
    const confirmed = await confirm(agency, started.payment.id, 'canceled');
    expect(confirmed).toMatchObject({ payment: { status: 'canceled' }, balanceCents: 0 });
    expect(stripe.paymentIntents(agency.keys.secretKey)[0]?.status).toBe('canceled');
  });

  it("is not confirmed through another location's address", async () => {
    const agency = await payingAgency();
    await saveCard(t, stripe, agency.clientToken, agency.location.id, {
      card: TEST_CARDS.authenticationRequired,
    });
    const started = await topUp(t, agency.clientToken, agency.location.id, 2_500);
    const neighbour = await createLocation(t.database.db, agency.agency);
    const response = await call(
      'POST',
      `/v1/locations/${neighbour.id}/balance/top-ups/${started.payment.id}/confirm`,
      agency.adminToken,
      { paymentConfirm: 'canceled' },
    );
    expect(response.statusCode).toBe(404);
  });
});
