import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { PaymentStatus } from '../../../contract/balance.js';
import type { Database } from '../../db/open.js';
import { balances } from '../../db/schema.js';
import type { CardRefusal } from '../../infra/stripe.js';
import type { LocationScope } from '../../platform/scope.js';
import { type Actor, book } from '../balance/ledger.js';
import { findPayment, linkPaymentIntent, type PaymentRecord, updatePayment } from './payments-repository.js';
import { onBalanceTab, type RechargeStop, refusedRecharge } from './recharge-stop.js';

/** What Stripe said of a payment: its PaymentIntent as it now is, or the card's refusal of the charge. */
export type Outcome = { intent: Stripe.PaymentIntent } | { refusal: CardRefusal };

export interface Settled {
  /** The payment as it now is. */
  payment: PaymentRecord;
  /** Why auto-recharge turned itself off, when this settlement turned it off: the client is told once. */
  rechargeStopped: RechargeStop | null;
}

/** Where a payment stands, in our words, for each state of its PaymentIntent. */
function statusOf(intent: Stripe.PaymentIntent): PaymentStatus {
  switch (intent.status) {
    case 'succeeded':
      return 'succeeded';
    case 'processing':
      return 'processing';
    case 'requires_action':
    case 'requires_confirmation':
      return 'requires_action';
    case 'canceled':
      return 'canceled';
    default:
      // A PaymentIntent asking for a new payment method: the attempt with the card failed.
      return 'failed';
  }
}

interface Failure {
  authenticationRequired: boolean;
  message: string;
}

function failureOf(intent: Stripe.PaymentIntent, status: PaymentStatus): Failure {
  const error = intent.last_payment_error;
  return {
    authenticationRequired: error?.code === 'authentication_required',
    message:
      error?.message ??
      (status === 'canceled' ? 'The payment was canceled.' : 'The payment did not go through.'),
  };
}

/**
 * Turns auto-recharge off with the reason, unless the client turned it off or it stopped already.
 * True when it was on until now.
 */
export async function stopAutoRecharge(
  tx: Database,
  scope: LocationScope,
  stop: RechargeStop,
): Promise<boolean> {
  const rows = await tx
    .update(balances)
    .set({ autoRechargeStopped: onBalanceTab(stop), updatedAt: sql`now()` })
    .where(
      and(
        eq(balances.locationId, scope.locationId),
        isNotNull(balances.autoRechargeCents),
        isNull(balances.autoRechargeStopped),
      ),
    )
    .returning({ locationId: balances.locationId });
  return rows.length > 0;
}

/**
 * Applies what Stripe said to the payment, in the caller's transaction. A success books the credit,
 * keyed on the PaymentIntent, so whichever of the webhook and the client's confirmation comes second
 * books nothing. A failed auto-recharge turns auto-recharge off.
 */
export async function settle(
  tx: Database,
  scope: LocationScope,
  payment: PaymentRecord,
  outcome: Outcome,
  actor: Actor,
): Promise<Settled> {
  const intentId = 'intent' in outcome ? outcome.intent.id : outcome.refusal.paymentIntentId;
  if (intentId) await linkPaymentIntent(tx, payment.id, intentId);
  const status = 'intent' in outcome ? statusOf(outcome.intent) : 'failed';
  const failure = 'intent' in outcome ? failureOf(outcome.intent, status) : outcome.refusal;

  if (status === 'succeeded' && intentId) {
    await book(tx, scope, {
      kind: 'credit',
      cents: payment.cents,
      reason: payment.purpose === 'auto-recharge' ? 'Card payment (auto-recharge)' : 'Card payment',
      sourceKey: `payment_intent:${intentId}`,
      actor,
      paymentId: payment.id,
    });
  }
  const changed = await updatePayment(tx, payment.id, {
    status,
    failure:
      status === 'succeeded' || status === 'processing'
        ? null
        : status === 'requires_action'
          ? 'Your bank asks you to confirm this payment.'
          : failure.message,
  });
  const now = changed ?? (await findPayment(tx, payment.id)) ?? payment;

  const failedNow = changed?.status === 'failed' && payment.purpose === 'auto-recharge';
  const stop = failedNow ? refusedRecharge(payment.cents, failure) : null;
  const stopped = stop !== null && (await stopAutoRecharge(tx, scope, stop));
  return { payment: now, rechargeStopped: stopped ? stop : null };
}
