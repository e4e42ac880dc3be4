import type { LocationScope } from '../../platform/scope.js';
import type { BalanceDeps } from './deps.js';
import { type BalanceRecord, findBalance } from './repository.js';

/** Auto-recharge is set, has not stopped itself, and the balance is under its threshold. */
export function needsRecharge(balance: BalanceRecord): boolean {
  const { cents, lowBalanceCents, stopped } = balance.autoRecharge;
  return cents !== null && lowBalanceCents !== null && stopped === null && balance.cents < lowBalanceCents;
}

/**
 * Called after anything took money from the balance, once it is committed: starts an auto-recharge
 * when the balance is now under the location's threshold.
 */
export async function rechargeIfLow(deps: Pick<BalanceDeps, 'db' | 'lowBalance'>, scope: LocationScope) {
  if (needsRecharge(await findBalance(deps.db, scope))) await deps.lowBalance(scope);
}
