import { adjustmentSchema, topUpCentsSchema } from '../../../contract/balance';
import { centsOf } from '../../../contract/money';
import { fieldSentence } from '../../api/field-sentence';

/** What a dollar box holds: a number once typed, text while empty or half typed. */
export type DollarsInput = number | string;

/** Whole cents of a dollar box, or NaN when it holds no amount (the contract then says "must be an amount"). */
export function centsOfInput(value: DollarsInput): number {
  if (typeof value === 'number') return centsOf(value);
  const typed = value.trim();
  return typed === '' ? Number.NaN : centsOf(Number(typed));
}

/** The contract's message about a top-up amount, e.g. "This must be between $5.00 and $10,000.00." */
export function topUpAmountError(value: DollarsInput): string | null {
  const checked = topUpCentsSchema.safeParse(centsOfInput(value));
  const message = checked.error?.issues[0]?.message;
  return message === undefined ? null : fieldSentence(message);
}

export type AdjustmentDirection = 'credit' | 'debit';

/** An adjustment as the server takes it: positive cents add to the balance, negative take away. */
export function adjustmentOf(direction: AdjustmentDirection, dollars: DollarsInput, reason: string) {
  const cents = centsOfInput(dollars);
  return { cents: direction === 'debit' ? -cents : cents, reason };
}

/** The contract's messages about an adjustment, keyed by the form's fields. */
export function adjustmentErrors(
  direction: AdjustmentDirection,
  dollars: DollarsInput,
  reason: string,
): { dollars?: string; reason?: string } {
  const errors: { dollars?: string; reason?: string } = {};
  // A minus sign would turn "Add" into a credit of the amount without it: which way is the switch's to say.
  if (centsOfInput(dollars) < 0)
    errors.dollars = 'Write the amount without a minus sign: choose “Take from balance” to take money away.';
  const checked = adjustmentSchema.safeParse(adjustmentOf(direction, dollars, reason));
  if (checked.success) return errors;
  for (const issue of checked.error.issues) {
    const field = issue.path[0] === 'cents' ? 'dollars' : 'reason';
    errors[field] ??= fieldSentence(issue.message);
  }
  return errors;
}
