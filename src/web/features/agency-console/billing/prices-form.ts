import type { FormErrors } from '@mantine/form';
import type { AgencyBilling, PricingChange } from '../../../../contract/agency-console/billing';
import { pricingChangeSchema } from '../../../../contract/agency-console/billing';
import {
  PRICE_ENGINES,
  PRICED_ACTIONS,
  type PricedAction,
  type PriceEngine,
} from '../../../../contract/balance';
import { zodResolver } from '../../../ui/zod-resolver';
import { centsOfInput, type DollarsInput } from '../../balance/amount';

/** The prices form in dollars, as typed; the server keeps cents. */
export interface PricesForm {
  prices: Record<PriceEngine, Record<PricedAction, DollarsInput>>;
  /** Empty for no cap. */
  cap: DollarsInput;
}

export const ENGINE_LABELS: Record<PriceEngine, string> = {
  builtin: 'Built-in writer',
  provider: 'AI provider',
};

const dollarsOf = (cents: number) => cents / 100;

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
/** An empty price is free. */
const priceCents = (value: DollarsInput) => (isEmpty(value) ? 0 : centsOfInput(value));

export const pricingChangeOf = (form: PricesForm): PricingChange => ({
  prices: {
    builtin: mapActions(form.prices.builtin, priceCents),
    provider: mapActions(form.prices.provider, priceCents),
  },
  monthlyRechargeCapCents: isEmpty(form.cap) ? null : centsOfInput(form.cap),
});

const checkChange = zodResolver(pricingChangeSchema);

/** The contract's messages, under the fields of the form (the cap is typed in dollars). */
export function pricesFormErrors(form: PricesForm): FormErrors {
  const errors = checkChange(pricingChangeOf(form));
  const { monthlyRechargeCapCents: capError, ...priceErrors } = errors;
  return capError === undefined ? priceErrors : { ...priceErrors, cap: capError };
}

/** Each row of the table: an action, and its price field for each engine. */
export const PRICE_ROWS = PRICED_ACTIONS.map((action) => ({
  action,
  fields: PRICE_ENGINES.map((engine) => ({ engine, path: `prices.${engine}.${action}` })),
}));
