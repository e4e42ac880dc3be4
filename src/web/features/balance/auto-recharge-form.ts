import {
  AUTO_RECHARGE_CENTS,
  type AutoRecharge,
  type AutoRechargeChange,
  autoRechargeChangeSchema,
} from '../../../contract/balance';
import { formatCents } from '../../../contract/money';
import { zodResolver } from '../../ui/zod-resolver';

/** A select's value: one of the amounts in cents, as text, or "off". */
export const OFF = 'off';
export const AUTO_RECHARGE_CHOICES = [
  { value: OFF, label: 'Off' },
  ...AUTO_RECHARGE_CENTS.map((cents) => ({ value: String(cents), label: formatCents(cents) })),
];

export interface AutoRechargeForm {
  cents: string;
  lowBalanceCents: string;
}

const choiceOf = (cents: number | null) => (cents === null ? OFF : String(cents));
const centsOfChoice = (choice: string) => (choice === OFF ? null : Number(choice));

export const autoRechargeFormOf = (settings: AutoRecharge): AutoRechargeForm => ({
  cents: choiceOf(settings.cents),
  lowBalanceCents: choiceOf(settings.lowBalanceCents),
});

export const autoRechargeChangeOf = (form: AutoRechargeForm): AutoRechargeChange => ({
  cents: centsOfChoice(form.cents),
  lowBalanceCents: centsOfChoice(form.lowBalanceCents),
});

const checkChange = zodResolver(autoRechargeChangeSchema);

/** The contract's rule: both chosen, or both Off. */
export const autoRechargeFormErrors = (form: AutoRechargeForm) => checkChange(autoRechargeChangeOf(form));
