import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { agencyBillingSchema } from '../../contract/agency-console/billing.js';
import { startedPaymentSchema } from '../../contract/balance.js';
import { cardSchema, cardSetupSchema } from '../../contract/cards.js';
import { payments } from '../db/schema.js';
import type { TestApp } from './app.js';
import { callApi } from './console-agency.js';
import { type FakeAccountKeys, FakeStripe, TEST_CARDS, type TestCard } from './fake-stripe.js';

/** A fake Stripe on loopback, and the environment that points the app at it. */
export async function startFakeStripe() {
  const stripe = new FakeStripe();
  const url = await stripe.start();
  return { stripe, env: { STRIPE_API_BASE: url } };
}

/** An agency admin connects a new Stripe account of the fake, as the console's Billing page does. */
export async function takeCards(
  t: TestApp,
  stripe: FakeStripe,
  agency: { url: (path?: string) => string; adminToken: string },
): Promise<FakeAccountKeys> {
  const keys = stripe.createAccount();
  const response = await callApi(t, 'PUT', agency.url('/billing/stripe'), agency.adminToken, {
    publishableKey: keys.publishableKey,
    secretKey: keys.secretKey,
    webhookSecret: keys.webhookSecret,
  });
  expect(response.statusCode, response.body).toBe(200);
  agencyBillingSchema.parse(response.json());
  return keys;
}

const cardsUrl = (locationId: string) => `/v1/locations/${locationId}/cards`;

/** Saves a card as the Billing tab does: a SetupIntent, confirmed by Stripe.js with the card, then kept. */
export async function saveCard(
  t: TestApp,
  stripe: FakeStripe,
  token: string,
  locationId: string,
  options: { card?: TestCard; name?: string; makePrimary?: boolean } = {},
) {
  const setUp = await callApi(t, 'POST', `${cardsUrl(locationId)}/setup`, token);
  expect(setUp.statusCode, setUp.body).toBe(200);
  const { setupIntentId } = cardSetupSchema.parse(setUp.json());
  stripe.confirmSetupIntent(setupIntentId, options.card ?? TEST_CARDS.visa);
  const saved = await callApi(t, 'POST', cardsUrl(locationId), token, {
    setupIntentId,
    name: options.name ?? 'Alex Baker',
    makePrimary: options.makePrimary ?? false,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return cardSchema.parse(saved.json());
}

/** Adds balance with the primary card, as the Balance tab's Add Balance does. */
export async function topUp(t: TestApp, token: string, locationId: string, cents: number) {
  const response = await callApi(t, 'POST', `/v1/locations/${locationId}/balance/top-ups`, token, { cents });
  expect(response.statusCode, response.body).toBe(200);
  return startedPaymentSchema.parse(response.json());
}

/** Every card payment of the location, straight from the database. */
export function paymentsOf(t: TestApp, locationId: string) {
  return t.database.db.select().from(payments).where(eq(payments.locationId, locationId));
}

/**
 * Waits until the check passes, for work a background job does; fails after a while, which is long
 * because a job waits for the queue's next poll, and a busy machine makes that slower.
 */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('it did not happen in time');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
