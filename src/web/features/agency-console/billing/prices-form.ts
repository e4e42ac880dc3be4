import type { FormErrors } from '@mantine/form';
import type { AgencyBilling, PricingChange } from '../../../../contract/agency-console/billing';
import { pricingChangeSchema } from '../../../../contract/agency-console/billing';
import {
  PRICE_ENGINES,
  PRICED_ACTIONS,
  type PricedAction,
  type PriceEngine,
} from '../../../../contract/balance';
import { fieldSentence } from '../../../api/field-sentence';
import { zodResolver } from '../../../ui/zod-resolver';
import type { DollarsInput } from '../../balance/amount';

/** The prices form in dollars, as typed; the server keeps cents. */
export interface PricesForm {
  prices: Record<PriceEngine, Record<PricedAction, DollarsInput>>;
  /** Empty for no cap. */
  cap: DollarsInput;
}

/** A dollar box of the form: where it is, and how to read what it holds. */
export interface DollarsField {
  path: `prices.${PriceEngine}.${PricedAction}` | 'cap';
  of: (form: PricesForm) => DollarsInput;
}

export const ENGINE_LABELS: Record<PriceEngine, string> = {
  builtin: 'Built-in writer',
  provider: 'AI provider',
};

/** Written to the cent, as money is read: "0.10", not 0.1 (the boxes show what they are given). */
const dollarsOf = (cents: number) => (cents / 100).toFixed(2);

function mapActions<T, U>(list: Record<PricedAction, T>, each: (value: T) => U): Record<PricedAction, U> {
  return {
    social: each(list.social),
    tone: each(list.tone),
    translate: each(list.translate),
    image: each(list.image),
    chat: each(list.chat),
  };
}

export const pricesFormOf = (billing: AgencyBilling): PricesForm => ({
  prices: {
    builtin: mapActions(billing.prices.builtin, dollarsOf),
    provider: mapActions(billing.prices.provider, dollarsOf),
  },
  cap: billing.monthlyRechargeCapCents === null ? '' : dollarsOf(billing.monthlyRechargeCapCents),
});

const isEmpty = (value: DollarsInput) => typeof value === 'string' && value.trim() === '';

/** Digits after the point of a number as JavaScript writes it: 2 for 0.05, 3 for 0.035, 7 for 1e-7. */
function decimalPlaces(dollars: number): number {
  const [, fraction = '', exponent = '0'] = /^-?\d+(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(dollars)) ?? [];
  return Math.max(0, fraction.length - Number(exponent));
}

/**
 * The cents of a dollar box, not rounded: 0.035 gives 3.5, for the contract to refuse as not whole
 * cents, where rounding would save a price nobody typed. NaN when the box holds no amount.
 */
function typedCents(value: DollarsInput): number {
  const dollars = typeof value === 'number' ? value : isEmpty(value) ? Number.NaN : Number(value);
  // Multiplying leaves binary fractions (0.29 * 100 is 28.999999999999996), so an amount typed to the
  // cent is rounded to the cent it is; only one typed past the cent keeps its fraction.
  return decimalPlaces(dollars) <= 2 ? Math.round(dollars * 100) : dollars * 100;
}

/** What a box shows once left: an amount of whole cents written to the cent, anything else as typed. */
export function toTheCent(value: DollarsInput): DollarsInput {
  const cents = typedCents(value);
  return Number.isSafeInteger(cents) ? dollarsOf(cents) : value;
}

export const pricingChangeOf = (form: PricesForm): PricingChange => ({
  prices: {
    builtin: mapActions(form.prices.builtin, typedCents),
    provider: mapActions(form.prices.provider, typedCents),
  },
  monthlyRechargeCapCents: isEmpty(form.cap) ? null : typedCents(form.cap),
});

/** Each row of the table: an action, and its price field for each engine. */
export const PRICE_ROWS = PRICED_ACTIONS.map((action) => ({
  action,
  fields: PRICE_ENGINES.map((engine): DollarsField & { engine: PriceEngine } => ({
    engine,
    path: `prices.${engine}.${action}`,
    of: (form) => form.prices[engine][action],
  })),
}));

export const CAP_FIELD: DollarsField = { path: 'cap', of: (form) => form.cap };

const checkChange = zodResolver(pricingChangeSchema);

/**
 * The contract's messages under the fields of the form (the cap is typed in dollars). An emptied price
 * is required rather than taken as free: $0.00 says free, and the contract would only see its NaN.
 */
export function pricesFormErrors(form: PricesForm): FormErrors {
  const { monthlyRechargeCapCents: capError, ...errors } = checkChange(pricingChangeOf(form));
  if (capError !== undefined) errors.cap = capError;
  for (const { fields } of PRICE_ROWS) {
    for (const field of fields)
      if (isEmpty(field.of(form))) errors[field.path] = fieldSentence('is required');
  }
  return errors;
}
