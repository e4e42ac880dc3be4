import { randomUUID } from 'node:crypto';
import type { Adjustment, LedgerEntry } from '../../../contract/balance.js';
import { formatCents } from '../../../contract/money.js';
import { AppError } from '../../core/errors.js';
import type { Principal } from '../../core/principal.js';
import { withTransaction } from '../../db/transaction.js';
import type { AgencyScope, LocationScope } from '../../platform/scope.js';
import { rechargeIfLow } from './auto-recharge.js';
import type { BalanceDeps } from './deps.js';
import { book } from './ledger.js';
import { presentEntry } from './presenter.js';

/**
 * An agency admin credits or debits a location by hand, with a reason: one entry of kind adjustment,
 * recorded in the agency's audit log in the same transaction. A debit never takes the balance under zero.
 */
export async function adjustBalance(
  deps: Pick<BalanceDeps, 'db' | 'audit' | 'lowBalance'>,
  scope: LocationScope,
  agency: AgencyScope,
  principal: Principal,
  adjustment: Adjustment,
): Promise<LedgerEntry> {
  const entry = await withTransaction(deps.db, async (tx) => {
    const booked = await book(tx, scope, {
      kind: 'adjustment',
      cents: adjustment.cents,
      reason: adjustment.reason,
      sourceKey: `adjustment:${randomUUID()}`,
      actor: { id: principal.userId, label: principal.email },
    });
    if (booked.outcome === 'insufficient') {
      throw AppError.of(
        'conflict',
        `This business has a balance of ${formatCents(booked.balanceCents)}, so ${formatCents(-adjustment.cents)} cannot be taken from it: a balance never goes under zero.`,
      );
    }
    if (booked.outcome === 'already-booked') throw new Error('a new adjustment key was booked before');
    const after = booked.entry.balanceAfterCents;
    await deps.audit.record(tx, agency, principal, {
      action: 'balance.adjust',
      subject: scope.location.businessName,
      before: { balanceCents: after - adjustment.cents },
      after: { balanceCents: after, cents: adjustment.cents, reason: adjustment.reason },
    });
    return booked.entry;
  });
  if (adjustment.cents < 0) await rechargeIfLow(deps, scope);
  return presentEntry(entry);
}
