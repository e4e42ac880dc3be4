import type { LedgerEntry } from '../../../contract/balance';
import { formatCents } from '../../../contract/money';
import { formatLongDate } from './dates';
import { PAYMENT_STATUS_LABELS } from './payment-outcome';

/** "+$10.00" or "−$2.50", with a true minus sign, which reads as one beside the plus. */
export const signedAmount = (cents: number) => `${cents < 0 ? '\u2212' : '+'}${formatCents(Math.abs(cents))}`;

/** An entry of the balance log in the spec's words, with the amount it added or took, dated in the business's zone. */
export function ledgerLine(entry: LedgerEntry, timeZone: string): string {
  const amount = formatCents(Math.abs(entry.cents));
  const on = formatLongDate(entry.createdAt, timeZone);
  switch (entry.kind) {
    case 'credit':
      return `Received new amount of ${amount} on ${on}`;
    case 'debit':
      return `Paid amount of ${amount} on ${on}`;
    case 'refund':
      return `Refunded ${amount} on ${on}`;
    case 'adjustment':
      return `Adjusted by ${signedAmount(entry.cents)} on ${on}: ${entry.reason}`;
  }
}

const STATUS_NOTES: Record<LedgerEntry['status'], string | null> = {
  succeeded: null,
  reserved: 'In progress',
  refunded: 'Refunded',
};

/** The small print under an entry: its reason (an adjustment's is in its line) and the payment's status. */
export function ledgerDetail(entry: LedgerEntry): string | null {
  const parts = [
    entry.kind === 'adjustment' ? null : entry.reason || null,
    entry.paymentStatus ? PAYMENT_STATUS_LABELS[entry.paymentStatus] : null,
    STATUS_NOTES[entry.status],
  ].filter((part) => part !== null);
  return parts.length > 0 ? parts.join(' · ') : null;
}
