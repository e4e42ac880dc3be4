import type { LedgerEntry, Payment, PaymentStatus } from '../../../contract/balance.js';
import type { LedgerRow } from './ledger.js';
import type { PaymentRecord } from './repository.js';

/** An entry, with the status of the card payment behind it when there is one. */
export function presentEntry(entry: LedgerRow & { paymentStatus?: PaymentStatus | null }): LedgerEntry {
  return {
    id: entry.id,
    kind: entry.kind,
    cents: entry.cents,
    balanceAfterCents: entry.balanceAfterCents,
    status: entry.status,
    reason: entry.reason,
    actor: entry.actorLabel,
    postId: entry.postId,
    paymentStatus: entry.paymentStatus ?? null,
    createdAt: entry.createdAt.toISOString(),
  };
}

export function presentPayment(payment: PaymentRecord): Payment {
  return {
    id: payment.id,
    purpose: payment.purpose,
    cents: payment.cents,
    status: payment.status,
    failure: payment.failure,
    createdAt: payment.createdAt.toISOString(),
  };
}
