import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import Stripe from 'stripe';

/**
 * Stripe's test payment methods, by the ids Stripe gives them: a card that pays, one the bank declines,
 * and one whose bank asks the cardholder to confirm every payment (3-D Secure).
 */
export const TEST_CARDS = {
  visa: 'pm_card_visa',
  declined: 'pm_card_chargeDeclined',
  authenticationRequired: 'pm_card_authenticationRequired',
} as const;
export type TestCard = (typeof TEST_CARDS)[keyof typeof TEST_CARDS];

type Behaviour = 'pays' | 'declined' | 'authentication';
const CARDS: Record<TestCard, { brand: string; last4: string; behaviour: Behaviour }> = {
  pm_card_visa: { brand: 'visa', last4: '4242', behaviour: 'pays' },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', behaviour: 'declined' },
  pm_card_authenticationRequired: { brand: 'visa', last4: '3184', behaviour: 'authentication' },
};

type Json = Record<string, unknown>;

/** The keys of one account of the fake, as an agency would copy them from Stripe's dashboard. */
export interface FakeAccountKeys {
  accountId: string;
  name: string;
  publishableKey: string;
  secretKey: string;
  webhookSecret: string;
}

interface FakeAccount extends FakeAccountKeys {
  livemode: boolean;
  objects: Map<string, Json>;
  /** Idempotency key → the answer first given for it. */
  answers: Map<string, { status: number; body: Json }>;
  behaviours: Map<string, Behaviour>;
}

export interface FakeStripeRequest {
  method: string;
  path: string;
  params: Json;
  idempotencyKey: string | undefined;
  secretKey: string;
}

class StripeFailure extends Error {
  constructor(
    readonly status: number,
    readonly error: Json,
  ) {
    super(String(error.message));
  }
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

/** Stripe's form encoding (`metadata[locationId]=…`, `expand[0]=…`) as nested objects of strings. */
function parseForm(body: string): Json {
  const result: Json = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const [head = '', ...rest] = key.split('[').map((part) => part.replace(/]$/, ''));
    let target = result;
    let name = head;
    for (const part of rest) {
      const next = target[name];
      const child: Json =
        typeof next === 'object' && next !== null ? Object.fromEntries(Object.entries(next)) : {};
      target[name] = child;
      target = child;
      name = part;
    }
    target[name] = value;
  }
  return result;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const missing = (what: string, objectId: string) =>
  new StripeFailure(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${what}: '${objectId}'`,
  });

/**
 * A small Stripe on loopback for tests: the calls the product makes, with Stripe's form-encoded bodies,
 * Bearer keys, idempotency keys and error shapes, and state kept in memory per account. Controls stand
 * in for what the browser's Stripe.js and the bank would do, and for Stripe's signed webhooks.
 */
export class FakeStripe {
  readonly requests: FakeStripeRequest[] = [];
  /** While true, every call is answered as Stripe failing inside (500, not to be retried). */
  outage = false;
  #accounts = new Map<string, FakeAccount>();
  #server: Server | null = null;
  #url = '';

  /** The address to set as STRIPE_API_BASE. */
  get url(): string {
    return this.#url;
  }

  async start(): Promise<string> {
    const port = await this.#listen(0);
    this.#url = `http://127.0.0.1:${port}`;
    return this.#url;
  }

  async close(): Promise<void> {
    this.#server?.closeAllConnections();
    await new Promise<void>((resolve) => this.#server?.close(() => resolve()));
  }

  /** Stripe out of reach: open connections are cut and new ones refused, until `reopen`. */
  async refuseConnections(): Promise<void> {
    await this.close();
  }

  /** Listens again at the same address, with the accounts and objects it had. */
  async reopen(): Promise<void> {
    await this.#listen(Number(new URL(this.#url).port));
  }

  async #listen(port: number): Promise<number> {
    const server = createServer((request, response) => {
      void this.#handle(request, response).catch(() => response.destroy());
    });
    this.#server = server;
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    const address = server.address();
    return typeof address === 'object' && address ? address.port : 0;
  }

  /** A new Stripe account, with its keys. */
  createAccount(name = 'Harbour Marketing', mode: 'test' | 'live' = 'test'): FakeAccountKeys {
    const token = () => randomBytes(18).toString('hex');
    const account: FakeAccount = {
      accountId: id('acct'),
      name,
      publishableKey: `pk_${mode}_${token()}`,
      secretKey: `sk_${mode}_${token()}`,
      webhookSecret: `whsec_${token()}`,
      livemode: mode === 'live',
      objects: new Map(),
      answers: new Map(),
      behaviours: new Map(),
    };
    this.#accounts.set(account.secretKey, account);
    const { accountId, publishableKey, secretKey, webhookSecret } = account;
    return { accountId, name, publishableKey, secretKey, webhookSecret };
  }

  /** What Stripe.js's confirmCardSetup does in the browser: the card is saved to the SetupIntent's customer. */
  confirmSetupIntent(setupIntentId: string, card: TestCard): void {
    const { account, object: intent } = this.#find(setupIntentId);
    const details = CARDS[card];
    const method: Json = {
      id: id('pm'),
      object: 'payment_method',
      type: 'card',
      customer: intent.customer,
      card: { brand: details.brand, last4: details.last4, exp_month: 12, exp_year: 2034, country: 'US' },
      billing_details: { name: null },
      livemode: account.livemode,
      created: now(),
    };
    account.objects.set(String(method.id), method);
    account.behaviours.set(String(method.id), details.behaviour);
    Object.assign(intent, { status: 'succeeded', payment_method: method.id });
  }

  /** What Stripe.js does when the cardholder completes 3-D Secure in the browser. */
  completeAuthentication(paymentIntentId: string): void {
    const { object: intent } = this.#find(paymentIntentId);
    if (intent.status !== 'requires_action' && intent.status !== 'requires_confirmation') {
      throw new Error(`${paymentIntentId} is ${String(intent.status)}, not waiting for the cardholder`);
    }
    Object.assign(intent, { status: 'succeeded', amount_received: intent.amount, next_action: null });
  }

  /** The PaymentIntent as Stripe holds it now. */
  paymentIntent(paymentIntentId: string): Json {
    return this.#find(paymentIntentId).object;
  }

  /** Every PaymentIntent made on the account, oldest first. */
  paymentIntents(secretKey: string): Json[] {
    const account = this.#accounts.get(secretKey);
    return [...(account?.objects.values() ?? [])].filter((object) => object.object === 'payment_intent');
  }

  /** A Stripe event about the PaymentIntent as it now is (or as given), as a webhook delivers it. */
  event(type: string, paymentIntentId: string, object: Json = this.paymentIntent(paymentIntentId)): Json {
    return {
      id: id('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: now(),
      livemode: object.livemode ?? false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object: structuredClone(object) },
    };
  }

  /** The body and headers of a webhook delivery, signed with the endpoint's secret as Stripe signs it. */
  signedWebhook(event: Json, secret: string): { payload: string; headers: Record<string, string> } {
    const payload = JSON.stringify(event, null, 2);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    return { payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } };
  }

  /** Delivers a webhook to the endpoint's address, signed with its secret. */
  async sendWebhook(url: string, event: Json, secret: string): Promise<{ status: number; body: string }> {
    const { payload, headers } = this.signedWebhook(event, secret);
    const response = await fetch(url, { method: 'POST', headers, body: payload });
    return { status: response.status, body: await response.text() };
  }

  #find(objectId: string): { account: FakeAccount; object: Json } {
    for (const account of this.#accounts.values()) {
      const object = account.objects.get(objectId);
      if (object) return { account, object };
    }
    throw new Error(`the fake Stripe has no ${objectId}`);
  }

  async #handle(request: IncomingMessage, response: ServerResponse) {
    let raw = '';
    for await (const chunk of request) raw += String(chunk);
    const url = new URL(request.url ?? '/', 'http://stripe.test');
    const params = request.method === 'GET' ? parseForm(url.search.slice(1)) : parseForm(raw);
    const secretKey = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    const idempotencyKey = text(request.headers['idempotency-key']);
    this.requests.push({
      method: request.method ?? '',
      path: url.pathname,
      params,
      idempotencyKey,
      secretKey,
    });

    const send = (status: number, body: Json) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
      response.end(JSON.stringify(body));
    };
    if (this.outage) {
      response.setHeader('stripe-should-retry', 'false');
      send(500, {
        error: { type: 'api_error', message: 'An error occurred with our connection to Stripe.' },
      });
      return;
    }
    const account = this.#accounts.get(secretKey);
    if (!account) {
      const shown = secretKey.length > 8 ? `${secretKey.slice(0, 8)}****${secretKey.slice(-4)}` : secretKey;
      send(401, { error: { type: 'invalid_request_error', message: `Invalid API Key provided: ${shown}` } });
      return;
    }
    const remembered = idempotencyKey ? account.answers.get(idempotencyKey) : undefined;
    if (request.method === 'POST' && remembered) {
      send(remembered.status, remembered.body);
      return;
    }
    let answer: { status: number; body: Json };
    try {
      answer = { status: 200, body: this.#route(account, request.method ?? 'GET', url.pathname, params) };
    } catch (error) {
      if (!(error instanceof StripeFailure)) throw error;
      answer = { status: error.status, body: { error: error.error } };
    }
    if (request.method === 'POST' && idempotencyKey) account.answers.set(idempotencyKey, answer);
    send(answer.status, answer.body);
  }

  #route(account: FakeAccount, method: string, path: string, params: Json): Json {
    const get = (what: string, objectId: string, kind: string) => {
      const object = account.objects.get(objectId);
      if (!object || object.object !== kind) throw missing(what, objectId);
      return object;
    };
    const match = (pattern: RegExp) => pattern.exec(path)?.[1] ?? '';
    const route = `${method} ${path.replace(/\/(cus|seti|pm|pi)_[A-Za-z0-9_]+/, '/:id')}`;
    switch (route) {
      case 'GET /v1/account':
        return {
          id: account.accountId,
          object: 'account',
          email: 'billing@agency.example',
          business_profile: { name: account.name },
          settings: { dashboard: { display_name: account.name } },
          charges_enabled: true,
          country: 'US',
        };
      case 'POST /v1/customers':
        return this.#store(account, {
          id: id('cus'),
          object: 'customer',
          name: params.name ?? null,
          email: params.email ?? null,
          metadata: params.metadata ?? {},
          created: now(),
          livemode: account.livemode,
        });
      case 'GET /v1/customers/:id':
        return get('customer', match(/\/customers\/([^/]+)/), 'customer');
      case 'POST /v1/setup_intents': {
        const customer = get('customer', text(params.customer) ?? '', 'customer');
        const setupId = id('seti');
        return this.#store(account, {
          id: setupId,
          object: 'setup_intent',
          customer: customer.id,
          usage: params.usage ?? 'off_session',
          status: 'requires_payment_method',
          payment_method: null,
          client_secret: `${setupId}_secret_${randomBytes(8).toString('hex')}`,
          metadata: params.metadata ?? {},
          created: now(),
          livemode: account.livemode,
        });
      }
      case 'GET /v1/setup_intents/:id':
        return get('setupintent', match(/\/setup_intents\/([^/]+)/), 'setup_intent');
      case 'GET /v1/payment_methods/:id':
        return get('PaymentMethod', match(/\/payment_methods\/([^/]+)/), 'payment_method');
      case 'POST /v1/payment_methods/:id/detach': {
        const paymentMethod = get('PaymentMethod', match(/\/payment_methods\/([^/]+)/), 'payment_method');
        if (!paymentMethod.customer) {
          throw new StripeFailure(400, {
            type: 'invalid_request_error',
            message:
              'The payment method you provided is not attached to a customer so detachment is impossible.',
          });
        }
        paymentMethod.customer = null;
        return paymentMethod;
      }
      case 'POST /v1/payment_intents':
        return this.#createPaymentIntent(account, params);
      case 'GET /v1/payment_intents/:id':
        return get('payment_intent', match(/\/payment_intents\/([^/]+)/), 'payment_intent');
      case 'POST /v1/payment_intents/:id/cancel': {
        const intent = get('payment_intent', match(/\/payment_intents\/([^/]+)/), 'payment_intent');
        if (intent.status === 'succeeded' || intent.status === 'canceled') {
          throw new StripeFailure(400, {
            type: 'invalid_request_error',
            code: 'payment_intent_unexpected_state',
            message: `You cannot cancel this PaymentIntent because it has a status of ${String(intent.status)}.`,
          });
        }
        Object.assign(intent, {
          status: 'canceled',
          cancellation_reason: 'requested_by_customer',
          next_action: null,
        });
        return intent;
      }
      default:
        throw new StripeFailure(404, {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${method}: ${path}).`,
        });
    }
  }

  #store(account: FakeAccount, object: Json): Json {
    account.objects.set(String(object.id), object);
    return object;
  }

  #createPaymentIntent(account: FakeAccount, params: Json): Json {
    const amount = Number(params.amount);
    if (!Number.isInteger(amount) || amount < 50) {
      throw new StripeFailure(400, {
        type: 'invalid_request_error',
        code: 'amount_too_small',
        param: 'amount',
        message: 'Amount must be at least $0.50 usd',
      });
    }
    const customerId = text(params.customer) ?? '';
    const methodId = text(params.payment_method) ?? '';
    const method = account.objects.get(methodId);
    if (!method || method.customer !== customerId) {
      throw new StripeFailure(400, {
        type: 'invalid_request_error',
        param: 'payment_method',
        message: `The provided PaymentMethod ${methodId} does not belong to the customer ${customerId}.`,
      });
    }
    const intentId = id('pi');
    const intent: Json = {
      id: intentId,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency: params.currency ?? 'usd',
      customer: customerId,
      payment_method: methodId,
      description: params.description ?? null,
      metadata: params.metadata ?? {},
      status: 'requires_confirmation',
      client_secret: `${intentId}_secret_${randomBytes(8).toString('hex')}`,
      last_payment_error: null,
      next_action: null,
      created: now(),
      livemode: account.livemode,
    };
    this.#store(account, intent);
    if (params.confirm !== 'true') return intent;

    const behaviour = account.behaviours.get(methodId) ?? 'pays';
    const offSession = params.off_session === 'true';
    if (behaviour === 'pays') return Object.assign(intent, { status: 'succeeded', amount_received: amount });
    if (behaviour === 'authentication' && !offSession) {
      return Object.assign(intent, { status: 'requires_action', next_action: { type: 'use_stripe_sdk' } });
    }
    const error =
      behaviour === 'declined'
        ? { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' }
        : {
            code: 'authentication_required',
            decline_code: 'authentication_required',
            message: 'Your card was declined. This transaction requires authentication.',
          };
    Object.assign(intent, {
      status: 'requires_payment_method',
      last_payment_error: { type: 'card_error', ...error, payment_method: method },
    });
    throw new StripeFailure(402, { type: 'card_error', ...error, payment_intent: intent });
  }
}
