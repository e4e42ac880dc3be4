import { describe, expect, it } from 'vitest';
import type { Payment } from '../../../contract/balance';
import { failedPaymentLine, topUpOutcome } from './payment-outcome';

const payment = (change: Partial<Payment>): Payment => ({
  id: '5d1c6c2e-0f5e-4b8e-8d7c-2a4c9e1b7f00',
  purpose: 'top-up',
  cents: 2_500,
  status: 'succeeded',
  failure: null,
  createdAt: '2026-03-12T12:00:00.000Z',
  ...change,
});

describe('what a top-up says once it is over', () => {
  it('says what was added, or that the bank is still deciding', () => {
    expect(topUpOutcome(payment({}), null)).toEqual({
      color: 'green',
      message: '$25.00 was added to your balance.',
    });
    expect(topUpOutcome(payment({ status: 'processing' }), null).message).toMatch(/being processed/);
  });

  it("gives Stripe's reason when the browser's confirmation failed, else the server's", () => {
    expect(
      topUpOutcome(payment({ status: 'canceled' }), 'We are unable to authenticate your payment method.')
        .message,
    ).toBe(
      'Your payment of $25.00 was canceled and you were not charged: We are unable to authenticate your payment method.',
    );
    expect(topUpOutcome(payment({ status: 'failed', failure: 'Your card was declined.' }), null)).toEqual({
      color: 'red',
      message: 'Your payment of $25.00 did not go through: Your card was declined.',
    });
  });

  it('explains the last failed payment with its date', () => {
    expect(
      failedPaymentLine(
        payment({
          purpose: 'auto-recharge',
          status: 'failed',
          cents: 10_000,
          failure: 'Your card was declined.',
        }),
        'America/Chicago',
      ),
    ).toBe(
      'Your automatic recharge of $100.00 on March 12, 2026 did not go through: Your card was declined.',
    );
  });
});
