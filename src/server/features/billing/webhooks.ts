import type { IncomingHttpHeaders } from 'node:http';
import type Stripe from 'stripe';
import { z } from 'zod';
import { AppError } from '../../core/errors.js';
import { withTransaction } from '../../db/transaction.js';
import { verifiedEvent } from '../../infra/stripe.js';
import { findAgencyStripeAccountForWebhook, openSecret } from './agency-account.js';
import type { BillingDeps } from './deps.js';
import { recordEvent } from './events-repository.js';
import { findPaymentForEvent } from './payments-repository.js';
import { tellRechargeStopped } from './recharge-stop.js';
import { settle } from './settlement.js';

type WebhookDeps = Pick<BillingDeps, 'db' | 'secretBox' | 'systemScopes' | 'mailer' | 'publicUrl'>;

const STRIPE_ACTOR = { id: null, label: 'Stripe' };

/** The signature Stripe sends with a webhook, over its raw body. */
export function stripeSignatureOf(headers: IncomingHttpHeaders): string | undefined {
  const signature = headers['stripe-signature'];
  return typeof signature === 'string' ? signature : undefined;
}

/** The PaymentIntent of the events that move a payment on; null for any other event. */
function paymentIntentOf(event: Stripe.Event): Stripe.PaymentIntent | null {
  switch (event.type) {
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed':
    case 'payment_intent.canceled':
    case 'payment_intent.processing':
    case 'payment_intent.requires_action':
      return event.data.object;
    default:
      return null;
  }
}

const paymentIdSchema = z.uuid();
const paymentIdOf = (intent: Stripe.PaymentIntent) => {
  const parsed = paymentIdSchema.safeParse(intent.metadata?.paymentId);
  return parsed.success ? parsed.data : null;
};

const unverifiable = () =>
  AppError.of('bad_request', 'This agency does not take card payments, so its webhooks cannot be verified.');

/**
 * Stripe's events for one agency's account. Nothing is believed before the signature over the raw
 * body checks out with the agency's signing secret. The event is recorded in the transaction of its
 * effect, so a replay does nothing; if the effect fails, nothing is recorded and Stripe sends it again.
 * Events come in any order: a payment's ending is never undone, and a success always lands.
 */
export function createWebhooks(deps: WebhookDeps) {
  const { db } = deps;

  async function receive(agencyId: string, rawBody: Buffer | null, signature: string | undefined) {
    const account = await findAgencyStripeAccountForWebhook(db, agencyId);
    const secret = account ? openSecret(deps.secretBox, account.webhookSecretEncrypted) : null;
    if (!account || secret === null) throw unverifiable();
    if (!rawBody || !signature) {
      throw AppError.of(
        'bad_request',
        'A Stripe webhook needs its JSON body and its Stripe-Signature header.',
      );
    }
    let event: Stripe.Event;
    try {
      event = verifiedEvent(rawBody, signature, secret);
    } catch {
      throw AppError.of('bad_request', "The signature does not match the agency's webhook signing secret.");
    }

    const intent = paymentIntentOf(event);
    const payment = intent
      ? await findPaymentForEvent(db, account.accountId, intent.id, paymentIdOf(intent))
      : undefined;
    // A payment of another PaymentIntent, or of a location of another agency, is not this event's.
    const ours =
      payment && intent && (payment.paymentIntentId ?? intent.id) === intent.id ? payment : undefined;
    const found = ours ? await deps.systemScopes.location(ours.locationId) : null;
    const scope = found?.agencyId === agencyId ? found : null;

    const settled = await withTransaction(db, async (tx) => {
      if (!(await recordEvent(tx, event, agencyId))) return null;
      // Events of PaymentIntents the product did not make (or of other kinds) change nothing.
      if (!intent || !ours || !scope) return null;
      return settle(tx, scope, ours, { intent }, STRIPE_ACTOR);
    });
    if (scope && settled?.rechargeStopped) await tellRechargeStopped(deps, scope, settled.rechargeStopped);
    return { received: true };
  }

  return { receive };
}

export type Webhooks = ReturnType<typeof createWebhooks>;
