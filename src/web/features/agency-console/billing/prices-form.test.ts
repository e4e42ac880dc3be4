import { describe, expect, it } from 'vitest';
import type { AgencyBilling } from '../../../../contract/agency-console/billing';
import { FREE_USAGE } from '../../../../contract/balance';
import { type PricesForm, pricesFormErrors, pricesFormOf, pricingChangeOf, toTheCent } from './prices-form';

const billing: AgencyBilling = {
  stripe: null,
  webhookUrl: 'https://app.example.com/v1/webhooks/stripe/agency',
  prices: {
    builtin: { ...FREE_USAGE.builtin, social: 5, image: 20 },
    provider: { ...FREE_USAGE.provider, social: 12 },
  },
  monthlyRechargeCapCents: null,
};

/** The form with the built-in writer's chat price typed as given. */
const withChatPrice = (chat: number | string): PricesForm => {
  const form = pricesFormOf(billing);
  return { ...form, prices: { ...form.prices, builtin: { ...form.prices.builtin, chat } } };
};

describe("the agency's prices form", () => {
  it('shows cents as dollars to the cent and saves dollars as whole cents', () => {
    const form = pricesFormOf(billing);
    expect(form.prices.builtin.social).toBe('0.05');
    expect(form.prices.builtin.image).toBe('0.20');
    expect(form.prices.builtin.tone).toBe('0.00');
    expect(form.cap).toBe('');
    expect(pricingChangeOf(form)).toEqual({ prices: billing.prices, monthlyRechargeCapCents: null });
    const changed = pricingChangeOf({
      ...form,
      prices: { ...form.prices, builtin: { ...form.prices.builtin, tone: 0.1, translate: 0.29 } },
      cap: 250,
    });
    expect(changed.prices.builtin.tone).toBe(10);
    expect(changed.prices.builtin.translate).toBe(29);
    expect(changed.monthlyRechargeCapCents).toBe(25_000);
    expect(pricesFormOf({ ...billing, monthlyRechargeCapCents: 25_000 }).cap).toBe('250.00');
  });

  it('writes an amount to the cent once left, and leaves one that is not whole cents as typed', () => {
    expect(toTheCent(0.2)).toBe('0.20');
    expect(toTheCent('007')).toBe('7.00');
    expect(toTheCent(-5)).toBe('-5.00');
    expect(toTheCent(0.035)).toBe(0.035);
    expect(toTheCent('')).toBe('');
  });

  it('marks an emptied price as required, rather than saving it as free', () => {
    expect(pricesFormErrors(withChatPrice(''))).toEqual({ 'prices.builtin.chat': 'This field is required.' });
    expect(pricesFormErrors(withChatPrice('  '))).toEqual({
      'prices.builtin.chat': 'This field is required.',
    });
  });

  it('refuses a price over the maximum, saying the maximum, rather than cutting it to it', () => {
    expect(pricesFormErrors(withChatPrice(1_000_000))).toEqual({
      'prices.builtin.chat': 'This must be at most $100.00.',
    });
    expect(pricesFormErrors(withChatPrice(101))).toEqual({
      'prices.builtin.chat': 'This must be at most $100.00.',
    });
    expect(pricesFormErrors(withChatPrice(100))).toEqual({});
  });

  it('refuses a price past the cent rather than rounding it', () => {
    expect(pricingChangeOf(withChatPrice(0.035)).prices.builtin.chat).toBeCloseTo(3.5);
    expect(pricesFormErrors(withChatPrice(0.035))).toEqual({
      'prices.builtin.chat': 'This must be whole cents.',
    });
    expect(pricesFormErrors(withChatPrice('0.001'))).toEqual({
      'prices.builtin.chat': 'This must be whole cents.',
    });
    expect(pricesFormErrors(withChatPrice('0.10'))).toEqual({});
  });

  it('refuses a negative price rather than dropping its minus', () => {
    expect(pricingChangeOf(withChatPrice(-5)).prices.builtin.chat).toBe(-500);
    expect(pricesFormErrors(withChatPrice(-5))).toEqual({
      'prices.builtin.chat': 'This cannot be negative.',
    });
  });

  it("puts the contract's messages about the cap under it", () => {
    const form = pricesFormOf(billing);
    expect(pricesFormErrors({ ...form, cap: 5 })).toEqual({ cap: 'This must be at least $10.00.' });
    expect(pricesFormErrors({ ...form, cap: 1_000_000 })).toEqual({
      cap: 'This must be at most $100,000.00.',
    });
    expect(pricesFormErrors({ ...form, cap: 10.005 })).toEqual({ cap: 'This must be whole cents.' });
    expect(pricesFormErrors({ ...form, cap: '' })).toEqual({});
  });
});
