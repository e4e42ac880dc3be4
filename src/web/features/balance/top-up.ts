import type { Payment } from '../../../contract/balance';
import { balanceRoutes } from '../../../contract/balance';
import { api } from '../../api/client';
import { stripeFor } from '../billing/stripe-js';

type PaymentConfirm = 'succeeded' | 'canceled';
interface BrowserConfirm {
  paymentConfirm: PaymentConfirm;
  stripeMessage: string | null;
}

/** A top-up started on our server, and what Stripe.js said about it once the browser confirmed it. */
export interface StartedTopUp {
  paymentId: string;
  cents: number;
  clientSecret: string;
  confirm: BrowserConfirm | null;
}

export interface TopUpOutcome {
  payment: Payment;
  /** Stripe's own words when the browser's confirmation failed (a failed 3-D Secure check). */
  stripeMessage: string | null;
}

/** The browser's part of a payment that needs the client: Stripe.js confirms it, 3-D Secure included. */
async function confirmWithStripe(
  publishableKey: string | null,
  clientSecret: string,
): Promise<BrowserConfirm> {
  if (!publishableKey) return { paymentConfirm: 'canceled', stripeMessage: null };
  try {
    const stripe = await stripeFor(publishableKey);
    const result = await stripe.confirmCardPayment(clientSecret);
    return result.error
      ? { paymentConfirm: 'canceled', stripeMessage: result.error.message ?? null }
      : { paymentConfirm: 'succeeded', stripeMessage: null };
  } catch (error) {
    return { paymentConfirm: 'canceled', stripeMessage: error instanceof Error ? error.message : null };
  }
}

/**
 * Adds balance by charging the primary card. The server starts the payment; when Stripe needs the
 * client (to confirm or authenticate), Stripe.js does it here and the server is told how it went,
 * "succeeded" or "canceled", and checks with Stripe itself. Each step that succeeded is remembered
 * through `remember`, so trying again after a failure finishes the same payment instead of starting
 * another one.
 */
export async function addBalance(
  { locationId, cents, publishableKey }: { locationId: string; cents: number; publishableKey: string | null },
  pending: StartedTopUp | null,
  remember: (topUp: StartedTopUp) => void,
): Promise<TopUpOutcome> {
  let topUp = pending;
  if (!topUp) {
    const started = await api.call(balanceRoutes.topUp, { params: { locationId }, body: { cents } });
    if (!started.clientSecret) return { payment: started.payment, stripeMessage: null };
    topUp = { paymentId: started.payment.id, cents, clientSecret: started.clientSecret, confirm: null };
    remember(topUp);
  }
  let confirm = topUp.confirm;
  if (!confirm) {
    confirm = await confirmWithStripe(publishableKey, topUp.clientSecret);
    remember({ ...topUp, confirm });
  }
  const confirmed = await api.call(balanceRoutes.confirmTopUp, {
    params: { locationId, paymentId: topUp.paymentId },
    body: { paymentConfirm: confirm.paymentConfirm },
  });
  return { payment: confirmed.payment, stripeMessage: confirm.stripeMessage };
}
