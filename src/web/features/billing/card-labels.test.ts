import { describe, expect, it } from 'vitest';
import { brandLabel, cardLabel, expiryLabel, hasExpired } from './card-labels';

describe('how a saved card reads', () => {
  it('names the brand as people write it, and one we do not know as Stripe sends it', () => {
    expect(brandLabel('visa')).toBe('Visa');
    expect(brandLabel('amex')).toBe('American Express');
    expect(brandLabel('unknown')).toBe('Card');
    expect(brandLabel('newbrand')).toBe('newbrand');
  });

  it('writes the expiry as month/year and names the card by brand and last four digits', () => {
    expect(expiryLabel({ expMonth: 4, expYear: 2030 })).toBe('04/2030');
    expect(cardLabel({ brand: 'mastercard', last4: '4444' })).toBe('Mastercard ending in 4444');
  });

  it('counts a card as expired only after its expiry month', () => {
    const today = new Date(2026, 4, 15);
    expect(hasExpired({ expMonth: 5, expYear: 2026 }, today)).toBe(false);
    expect(hasExpired({ expMonth: 4, expYear: 2026 }, today)).toBe(true);
    expect(hasExpired({ expMonth: 1, expYear: 2027 }, today)).toBe(false);
    expect(hasExpired({ expMonth: 12, expYear: 2025 }, today)).toBe(true);
  });
});
