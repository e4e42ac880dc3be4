import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEventSchema } from '../../../../contract/agency-console/audit.js';
import { agencyBillingSchema } from '../../../../contract/agency-console/billing.js';
import { FREE_USAGE } from '../../../../contract/balance.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { startFakeStripe, takeCards } from '../../../test/card-payments.js';
import { callApi, consoleAgency, type Method } from '../../../test/console-agency.js';
import { createTenant, createUser, unique } from '../../../test/factories.js';
import type { FakeStripe } from '../../../test/fake-stripe.js';
import { signIn } from '../../../test/sign-in.js';

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

type Agency = Awaited<ReturnType<typeof consoleAgency>>;
const call = (method: Method, url: string, token: string, payload?: object) =>
  callApi(t, method, url, token, payload);

async function billingOf(agency: Agency) {
  const response = await call('GET', agency.url('/billing'), agency.adminToken);
  expect(response.statusCode, response.body).toBe(200);
  return agencyBillingSchema.parse(response.json());
}

async function auditOf(agency: Agency, action: string) {
  const response = await call('GET', agency.url(`/audit?action=${action}`), agency.adminToken);
  return auditEventSchema.array().parse(response.json().events);
}

const keysOf = (keys: { publishableKey: string; secretKey: string; webhookSecret: string }) => ({
  publishableKey: keys.publishableKey,
  secretKey: keys.secretKey,
  webhookSecret: keys.webhookSecret,
});

describe("the agency's billing settings", () => {
  it('start with no Stripe account, free AI and no cap, and give the webhook address for Stripe', async () => {
    const agency = await consoleAgency(t);
    expect(await billingOf(agency)).toEqual({
      stripe: null,
      webhookUrl: `https://social.agency.example/v1/webhooks/stripe/${agency.agency.id}`,
      prices: FREE_USAGE,
      monthlyRechargeCapCents: null,
    });
  });

  it('are for the agency’s admins: a client is refused, another agency’s admin finds nothing', async () => {
    const agency = await consoleAgency(t);
    const other = await consoleAgency(t);
    expect((await call('GET', agency.url('/billing'), agency.clientToken)).statusCode).toBe(403);
    expect((await call('GET', agency.url('/billing'), other.adminToken)).statusCode).toBe(404);
  });
});

describe('connecting Stripe', () => {
  it('proves the keys with Stripe first, then shows the account with the secrets as hints only', async () => {
    const agency = await consoleAgency(t);
    const keys = stripe.createAccount('Harbour Marketing');
    const response = await call('PUT', agency.url('/billing/stripe'), agency.adminToken, keysOf(keys));
    expect(response.statusCode, response.body).toBe(200);
    const shown = agencyBillingSchema.parse(response.json());
    expect(shown.stripe).toMatchObject({
      accountId: keys.accountId,
      accountName: 'Harbour Marketing',
      publishableKey: keys.publishableKey,
      secretKeyHint: `•••• ${keys.secretKey.slice(-4)}`,
      webhookSecretHint: `•••• ${keys.webhookSecret.slice(-4)}`,
      livemode: false,
    });
    expect(stripe.requests.filter((request) => request.secretKey === keys.secretKey)).toMatchObject([
      { method: 'GET', path: '/v1/account' },
    ]);
    const again = JSON.stringify(await billingOf(agency));
    for (const body of [response.body, again]) {
      expect(body).not.toContain(keys.secretKey);
      expect(body).not.toContain(keys.webhookSecret);
    }
  });

  it('saves nothing when Stripe refuses the secret key, and says so', async () => {
    const agency = await consoleAgency(t);
    const keys = stripe.createAccount();
    const response = await call('PUT', agency.url('/billing/stripe'), agency.adminToken, {
      ...keysOf(keys),
      secretKey: 'sk_test_NotAKeyStripeKnows1234',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'stripe_keys_rejected' });
    expect(response.json().message).toContain('Stripe did not accept the key');
    expect((await billingOf(agency)).stripe).toBeNull();
  });

  it('refuses a key cut short when copied, saying what a whole one looks like, before asking Stripe', async () => {
    const agency = await consoleAgency(t);
    const keys = stripe.createAccount();
    const asked = stripe.requests.length;
    const response = await call('PUT', agency.url('/billing/stripe'), agency.adminToken, {
      ...keysOf(keys),
      publishableKey: 'pk_test_abc',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'invalid_input',
      field: 'publishableKey',
      message:
        'publishableKey: must be your Stripe publishable key copied whole: pk_test_… or pk_live_… and at least 8 more letters or digits',
    });
    expect(stripe.requests.length).toBe(asked);
  });

  it('refuses a publishable key of another mode than the secret key, before asking Stripe', async () => {
    const agency = await consoleAgency(t);
    const keys = stripe.createAccount();
    const asked = stripe.requests.length;
    const response = await call('PUT', agency.url('/billing/stripe'), agency.adminToken, {
      ...keysOf(keys),
      publishableKey: keys.publishableKey.replace('pk_test_', 'pk_live_'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_input', field: 'publishableKey' });
    expect(stripe.requests.length).toBe(asked);
  });

  it('takes only keys that look like Stripe’s, naming the field', async () => {
    const agency = await consoleAgency(t);
    const keys = stripe.createAccount();
    const response = await call('PUT', agency.url('/billing/stripe'), agency.adminToken, {
      ...keysOf(keys),
      webhookSecret: 'not-a-signing-secret',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'webhookSecret' });
  });

  it('is recorded in the audit log with the keys masked, and so is disconnecting', async () => {
    const agency = await consoleAgency(t);
    const keys = await takeCards(t, stripe, agency);
    const removed = await call('DELETE', agency.url('/billing/stripe'), agency.adminToken);
    expect(removed.statusCode).toBe(200);
    expect((await billingOf(agency)).stripe).toBeNull();

    const [connected] = await auditOf(agency, 'billing.stripe.connect');
    expect(connected).toMatchObject({
      before: null,
      after: { accountId: keys.accountId, secretKey: '••••', webhookSecret: '••••', publishableKey: '••••' },
    });
    const [disconnected] = await auditOf(agency, 'billing.stripe.disconnect');
    expect(disconnected).toMatchObject({ before: { accountId: keys.accountId }, after: null });
    const log = JSON.stringify([connected, disconnected]);
    expect(log).not.toContain(keys.secretKey);
    expect(log).not.toContain(keys.webhookSecret);
  });
});

describe('prices and the monthly cap', () => {
  it('are saved, shown and recorded in the audit log', async () => {
    const agency = await consoleAgency(t);
    const prices = {
      builtin: { social: 5, tone: 2, translate: 2, image: 20, chat: 1 },
      provider: { social: 10, tone: 4, translate: 4, image: 40, chat: 2 },
    };
    const response = await call('PUT', agency.url('/billing/pricing'), agency.adminToken, {
      prices,
      monthlyRechargeCapCents: 50_000,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(agencyBillingSchema.parse(response.json())).toMatchObject({
      prices,
      monthlyRechargeCapCents: 50_000,
    });
    expect(await billingOf(agency)).toMatchObject({ prices, monthlyRechargeCapCents: 50_000 });
    const [event] = await auditOf(agency, 'billing.pricing');
    expect(event).toMatchObject({ after: { prices, monthlyRechargeCapCents: 50_000 } });
  });

  it('refuse a cap under $10.00, naming the field', async () => {
    const agency = await consoleAgency(t);
    const response = await call('PUT', agency.url('/billing/pricing'), agency.adminToken, {
      prices: FREE_USAGE,
      monthlyRechargeCapCents: 999,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'monthlyRechargeCapCents' });
  });
});

describe('the content security policy', () => {
  const policyOn = async (host: string) => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz', headers: { host } });
    return String(response.headers['content-security-policy']);
  };

  it("allows Stripe.js on an agency's own domain once that agency takes cards, and only then", async () => {
    const agency = await consoleAgency(t);
    const elsewhere = await consoleAgency(t);
    const domain = `${unique('pay')}.agency.example`;
    const otherDomain = `${unique('nopay')}.agency.example`;
    for (const [owner, host] of [
      [agency, domain],
      [elsewhere, otherDomain],
    ] as const) {
      const set = await call('PUT', owner.url('/domain'), owner.adminToken, { domain: host });
      expect(set.statusCode, set.body).toBe(200);
    }
    expect(await policyOn(domain)).not.toContain('js.stripe.com');

    await takeCards(t, stripe, agency);
    const policy = await policyOn(domain);
    expect(policy).toMatch(/script-src 'self' https:\/\/js\.stripe\.com/);
    expect(policy).toMatch(/frame-src [^;]*https:\/\/js\.stripe\.com https:\/\/hooks\.stripe\.com/);
    expect(policy).toMatch(/connect-src 'self' https:\/\/api\.stripe\.com/);
    // Another agency's domain: that agency takes no cards.
    expect(await policyOn(otherDomain)).not.toContain('js.stripe.com');
    // The shared host serves every agency, and one of them takes cards.
    expect(await policyOn('social.agency.example')).toContain('https://js.stripe.com');

    await call('DELETE', agency.url('/billing/stripe'), agency.adminToken);
    expect(await policyOn(domain)).not.toContain('js.stripe.com');
  });
});

describe('with no Stripe set up', () => {
  it('the Billing endpoints say the agency has not set up card payments', async () => {
    const { agency, location, user } = await createTenant(t.database.db, t.secretBox);
    const token = await signIn(t.app, user);
    const cards = await call('GET', `/v1/locations/${location.id}/cards`, token);
    expect(cards.statusCode).toBe(200);
    expect(cards.json()).toEqual({ cards: [], cardPayments: null });
    for (const [method, url, body] of [
      ['POST', `/v1/locations/${location.id}/cards/setup`, undefined],
      ['POST', `/v1/locations/${location.id}/balance/top-ups`, { cents: 2_500 }],
    ] as const) {
      const response = await call(method, url, token, body);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        code: 'payments_not_set_up',
        message:
          'Your agency has not set up card payments yet. Please ask them to connect their Stripe account.',
      });
    }
    const admin = await createUser(t.database.db, agency, [], { role: 'admin', type: 'admin' });
    const billing = await call('GET', `/v1/agencies/${agency.id}/billing`, await signIn(t.app, admin));
    expect(agencyBillingSchema.parse(billing.json()).stripe).toBeNull();
  });
});
