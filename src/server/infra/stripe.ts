import Stripe from 'stripe';
import { AppError } from '../core/errors.js';

export type StripeClient = Stripe;

/** Long enough for a card issuer's answer, short enough that a request does not hang on Stripe. */
const TIMEOUT_MS = 20_000;
/** Stripe's own advice: retry what failed on the way, with idempotency keys (the client adds them). */
const NETWORK_RETRIES = 2;
/** A client per agency key in use; more agencies than this just make new ones as they come. */
const MAX_CLIENTS = 500;

/** Where the clients send their calls: Stripe's API, or a stand-in at STRIPE_API_BASE. */
function endpointOf(apiBase: string | undefined) {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol } as const;
}

/**
 * Stripe clients, one per agency secret key: each agency charges its clients through its own Stripe
 * account. A client keeps its connections open, so it is made once per key and reused.
 */
export class StripeClients {
  readonly #clients = new Map<string, Stripe>();
  readonly #endpoint: ReturnType<typeof endpointOf>;

  constructor(apiBase: string | undefined) {
    this.#endpoint = endpointOf(apiBase);
  }

  forKey(secretKey: string): Stripe {
    const known = this.#clients.get(secretKey);
    if (known) return known;
    const client = new Stripe(secretKey, {
      ...this.#endpoint,
      timeout: TIMEOUT_MS,
      maxNetworkRetries: NETWORK_RETRIES,
      telemetry: false,
    });
    if (this.#clients.size >= MAX_CLIENTS) {
      const oldest = this.#clients.keys().next().value;
      if (oldest !== undefined) this.#clients.delete(oldest);
    }
    this.#clients.set(secretKey, client);
    return client;
  }
}

/** Verifies a webhook's signature with the raw body; throws Stripe's verification error when it fails. */
export function verifiedEvent(rawBody: Buffer, signature: string, webhookSecret: string): Stripe.Event {
  return Stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
}

/** A card the bank refused, or would only take with the cardholder there to confirm it (3-D Secure). */
export interface CardRefusal {
  authenticationRequired: boolean;
  /** Stripe's words, written for the cardholder. */
  message: string;
  /** The PaymentIntent the refused attempt belongs to, when Stripe made one. */
  paymentIntentId: string | null;
}

/** What a card error of Stripe says, or null for any other failure. */
export function cardRefusalOf(error: unknown): CardRefusal | null {
  if (!(error instanceof Stripe.errors.StripeCardError)) return null;
  return {
    authenticationRequired: error.code === 'authentication_required',
    message: error.message,
    paymentIntentId: error.payment_intent?.id ?? null,
  };
}

/** Stripe answered that the object asked for does not exist, or may not be used so. */
export function isStripeRefusedRequest(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError;
}

/**
 * The AppError a failed Stripe call is answered with; anything that is not Stripe's is given back as
 * it is. A declined card is the client's to fix, a refused key the agency's, and anything else is
 * Stripe being out of reach, which passes.
 */
export function stripeFailure(error: unknown): unknown {
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  const refusal = cardRefusalOf(error);
  if (refusal) return AppError.of('payment_declined', refusal.message);
  if (error instanceof Stripe.errors.StripeAuthenticationError) {
    return AppError.of('stripe_keys_rejected', `Stripe did not accept the key: ${error.message}`);
  }
  if (error instanceof Stripe.errors.StripePermissionError) {
    return AppError.of(
      'stripe_keys_rejected',
      `The Stripe key may not do what card payments need: ${error.message}`,
    );
  }
  if (error instanceof Stripe.errors.StripeInvalidRequestError) {
    return AppError.of('payments_unavailable', `Stripe refused the payment request: ${error.message}`);
  }
  return AppError.of('payments_unavailable', 'Stripe could not be reached. Please try again in a moment.');
}
