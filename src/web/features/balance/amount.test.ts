import { describe, expect, it } from 'vitest';
import { adjustmentErrors, adjustmentOf, centsOfInput, topUpAmountError } from './amount';

describe('amounts typed in dollars', () => {
  it('become whole cents, and an empty box is no amount', () => {
    expect(centsOfInput(25)).toBe(2_500);
    expect(centsOfInput(19.99)).toBe(1_999);
    expect(centsOfInput('12.5')).toBe(1_250);
    expect(centsOfInput('')).toBeNaN();
  });

  it('are held to the top-up bounds, which the message names', () => {
    expect(topUpAmountError(5)).toBeNull();
    expect(topUpAmountError(10_000)).toBeNull();
    expect(topUpAmountError(4.99)).toBe('This must be between $5.00 and $10,000.00.');
    expect(topUpAmountError(10_000.01)).toBe('This must be between $5.00 and $10,000.00.');
    expect(topUpAmountError('')).toBe('This must be an amount.');
  });

  it('take the sign of an adjustment from its direction', () => {
    expect(adjustmentOf('credit', 10, 'Welcome credit')).toEqual({ cents: 1_000, reason: 'Welcome credit' });
    expect(adjustmentOf('debit', 2.5, 'Duplicate')).toEqual({ cents: -250, reason: 'Duplicate' });
    expect(adjustmentErrors('credit', 0, ' ')).toEqual({
      dollars: 'This cannot be zero.',
      reason: 'This field is required.',
    });
    expect(adjustmentErrors('debit', 20_000, 'Too much')).toEqual({
      dollars: 'This must be at most $10,000.00 either way.',
    });
  });

  it('refuse a minus sign rather than add the amount without it, pointing to the switch', () => {
    for (const direction of ['credit', 'debit'] as const) {
      expect(adjustmentErrors(direction, -50, 'Refund')).toEqual({
        dollars: 'Write the amount without a minus sign: choose “Take from balance” to take money away.',
      });
    }
  });
});
