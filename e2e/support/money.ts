import type { APIRequestContext } from '@playwright/test';
import { z } from 'zod';
import { FREE_USAGE, type UsagePrices } from '../../src/contract/balance.js';
import { cardSchema, cardSetupSchema } from '../../src/contract/cards.js';
import type { FakeAccountKeys } from '../../src/server/test/fake-stripe.js';
import { expect, loginThroughApi, type Tenant } from './fixtures.js';

/** The token of the tenant's user, signed in through the API. */
export async function tokenOf(request: APIRequestContext, tenant: Tenant): Promise<string> {
  return (await loginThroughApi(request, tenant.user.email, tenant.user.password)).data.token;
}

const keysSchema = z.object({
  accountId: z.string(),
  name: z.string(),
  publishableKey: z.string(),
  secretKey: z.string(),
  webhookSecret: z.string(),
});

/** A new account of the fake Stripe, with the keys an agency would copy from Stripe's dashboard. */
export async function newStripeAccount(request: APIRequestContext, name?: string): Promise<FakeAccountKeys> {
  const response = await request.post('/__e2e/stripe/accounts', { data: name ? { name } : {} });
  return keysSchema.parse(await response.json());
}

/** The tenant's agency takes cards: its admin saved a new Stripe account's keys in the console. */
export async function connectStripe(request: APIRequestContext, tenant: Tenant, token: string) {
  const keys = await newStripeAccount(request);
  const { publishableKey, secretKey, webhookSecret } = keys;
  const response = await request.put(`/v1/agencies/${tenant.agency.id}/billing/stripe`, {
    headers: { 'x-auth-token': token },
    data: { publishableKey, secretKey, webhookSecret },
  });
  expect(response.status(), await response.text()).toBe(200);
  return keys;
}

/** Saves a card as the Billing tab does, with the fake Stripe confirming it as Stripe.js would. */
export async function saveCard(
  request: APIRequestContext,
  token: string,
  locationId: string,
  number: string,
  name = 'Ada Lovelace',
) {
  const headers = { 'x-auth-token': token };
  const cards = `/v1/locations/${locationId}/cards`;
  const setup = cardSetupSchema.parse(await (await request.post(`${cards}/setup`, { headers })).json());
  const confirmed = await request.post(`/__e2e/stripe/v1/setup_intents/${setup.setupIntentId}/confirm`, {
    form: { client_secret: setup.clientSecret, 'payment_method_data[card][number]': number },
  });
  expect(confirmed.status()).toBe(200);
  const saved = await request.post(cards, {
    headers,
    data: { setupIntentId: setup.setupIntentId, name, makePrimary: true },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return cardSchema.parse(await saved.json());
}

/** The agency's prices, as its console saves them: every action free but those given. */
export async function setPrices(
  request: APIRequestContext,
  tenant: Tenant,
  token: string,
  builtin: Partial<UsagePrices['builtin']>,
) {
  const response = await request.put(`/v1/agencies/${tenant.agency.id}/billing/pricing`, {
    headers: { 'x-auth-token': token },
    data: {
      prices: { builtin: { ...FREE_USAGE.builtin, ...builtin }, provider: FREE_USAGE.provider },
      monthlyRechargeCapCents: null,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** An agency admin credits the location by hand. */
export async function credit(request: APIRequestContext, token: string, locationId: string, cents: number) {
  const response = await request.post(`/v1/locations/${locationId}/balance/adjustments`, {
    headers: { 'x-auth-token': token },
    data: { cents, reason: 'Opening credit' },
  });
  expect(response.status(), await response.text()).toBe(200);
}

export async function setAutoRecharge(
  request: APIRequestContext,
  token: string,
  locationId: string,
  cents: number,
  lowBalanceCents: number,
) {
  const response = await request.put(`/v1/locations/${locationId}/balance/auto-recharge`, {
    headers: { 'x-auth-token': token },
    data: { cents, lowBalanceCents },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Writes a post for World Bread Day through the API, as the calendar's card does; answers the status. */
export async function writePost(request: APIRequestContext, token: string, locationId: string) {
  const response = await request.post('/v1/posts/generate', {
    headers: { 'x-auth-token': token, accept: 'application/x-ndjson' },
    data: {
      locationId,
      event: { date: '2026-10-16', title: 'World Bread Day', hashtags: ['#WorldBreadDay'] },
      platform: 'Instagram',
      action: 'social',
    },
  });
  await response.body();
  return response.status();
}
