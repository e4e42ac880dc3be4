import type { Payment, PaymentStatus } from '../../../contract/balance';
import { formatCents } from '../../../contract/money';
import { formatLongDate } from './dates';

export interface Outcome {
  color: 'green' | 'blue' | 'yellow' | 'red';
  message: string;
}

/** What happened to a top-up, said once the modal closes. */
export function topUpOutcome(payment: Payment, stripeMessage: string | null): Outcome {
  const amount = formatCents(payment.cents);
  const reason = stripeMessage ?? payment.failure;
  switch (payment.status) {
    case 'succeeded':
      return { color: 'green', message: `${amount} was added to your balance.` };
    case 'processing':
      return {
        color: 'blue',
        message: `Your payment of ${amount} is being processed. Your balance goes up as soon as your bank confirms it.`,
      };
    case 'starting':
    case 'requires_action':
      return {
        color: 'yellow',
        message: `Your payment of ${amount} is waiting for confirmation. Your balance goes up once it is confirmed.`,
      };
    case 'canceled':
      return {
        color: 'yellow',
        message: `Your payment of ${amount} was canceled and you were not charged${reason ? `: ${reason}` : '.'}`,
      };
    case 'failed':
      return {
        color: 'red',
        message: `Your payment of ${amount} did not go through${reason ? `: ${reason}` : '.'}`,
      };
  }
}

const PAYMENT_NAMES: Record<Payment['purpose'], string> = {
  'top-up': 'payment',
  'auto-recharge': 'automatic recharge',
};

/** The latest payment that did not go through, explained on the Balance tab. */
export function failedPaymentLine(payment: Payment, timeZone: string): string {
  const what = `Your ${PAYMENT_NAMES[payment.purpose]} of ${formatCents(payment.cents)} on ${formatLongDate(payment.createdAt, timeZone)}`;
  const ending = payment.status === 'canceled' ? 'was canceled' : 'did not go through';
  return `${what} ${ending}${payment.failure ? `: ${payment.failure}` : '.'}`;
}

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  starting: 'Payment starting',
  requires_action: 'Payment waiting for confirmation',
  processing: 'Payment processing',
  succeeded: 'Payment succeeded',
  canceled: 'Payment canceled',
  failed: 'Payment failed',
};
