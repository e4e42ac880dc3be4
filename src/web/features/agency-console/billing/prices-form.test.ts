import { describe, expect, it } from 'vitest';
import type { AgencyBilling } from '../../../../contract/agency-console/billing';
import { FREE_USAGE } from '../../../../contract/balance';
import { pricesFormErrors, pricesFormOf, pricingChangeOf } from './prices-form';

const billing: AgencyBilling = {
  stripe: null,
  webhookUrl: 'https://app.example.com/v1/webhooks/stripe/agency',
  prices: {
    builtin: { ...FREE_USAGE.builtin, social: 5, image: 20 },
    provider: { ...FREE_USAGE.provider, social: 12 },
  },
  monthlyRechargeCapCents: null,
};

describe("the agency's prices form", () => {
  it('shows cents as dollars and saves dollars as whole cents', () => {
    const form = pricesFormOf(billing);
    expect(form.prices.builtin.social).toBe(0.05);
    expect(form.cap).toBe('');
    expect(pricingChangeOf(form)).toEqual({ prices: billing.prices, monthlyRechargeCapCents: null });
    const changed = pricingChangeOf({
      ...form,
      prices: { ...form.prices, builtin: { ...form.prices.builtin, tone: 0.1 } },
      cap: 250,
    });
    expect(changed.prices.builtin.tone).toBe(10);
    expect(changed.monthlyRechargeCapCents).toBe(25_000);
  });

  it('counts an empty price as free', () => {
    const form = pricesFormOf(billing);
    const emptied = { ...form, prices: { ...form.prices, provider: { ...form.prices.provider, image: '' } } };
    expect(pricingChangeOf(emptied).prices.provider.image).toBe(0);
  });

  it("puts the contract's messages under the fields", () => {
    const form = pricesFormOf(billing);
    expect(pricesFormErrors({ ...form, cap: 5 })).toEqual({ cap: 'must be at least $10.00' });
    expect(
      pricesFormErrors({
        ...form,
        prices: { ...form.prices, builtin: { ...form.prices.builtin, chat: 101 } },
      }),
    ).toEqual({
      'prices.builtin.chat': 'must be at most $100.00',
    });
  });
});
