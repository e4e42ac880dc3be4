import type { Balance, LedgerEntry } from '../../../contract/balance.js';
import { type LegacyAccountUpdate, legacyRoutes } from '../../../contract/legacy.js';
import { centsOf } from '../../../contract/money.js';
import { AppError } from '../../core/errors.js';
import { bind } from '../../platform/routes.js';
import type { LocationScope } from '../../platform/scope.js';
import type { BalanceService } from '../balance/index.js';

export interface LegacyBalanceDeps {
  balance: Pick<BalanceService, 'balance' | 'entries' | 'setAutoRecharge'>;
}

const dollars = (cents: number) => cents / 100;
const dollarsOrNull = (cents: number | null) => (cents === null ? null : dollars(cents));

function legacyBalance(scope: LocationScope, balance: Pick<Balance, 'cents' | 'autoRecharge'>) {
  return {
    _id: scope.locationId,
    amount: dollars(balance.cents),
    auto_chart: dollarsOrNull(balance.autoRecharge.cents),
    low_balancs_limit: dollarsOrNull(balance.autoRecharge.lowBalanceCents),
  };
}

function legacyLog(entry: LedgerEntry) {
  return {
    _id: entry.id,
    type: entry.cents > 0 ? ('credit' as const) : ('debit' as const),
    amount: dollars(Math.abs(entry.cents)),
    req_type: entry.kind,
    reason: entry.reason,
    createdAt: entry.createdAt,
    response: { status: entry.paymentStatus ?? entry.status },
  };
}

/**
 * The earlier tab saved one select at a time: the value sent replaces its own setting and the other is
 * kept. Auto-recharge needs both, so a first choice without the other is refused naming the missing
 * one; null for either turns it off.
 */
async function updateAutoRecharge(deps: LegacyBalanceDeps, scope: LocationScope, body: LegacyAccountUpdate) {
  const current = (await deps.balance.balance(scope)).autoRecharge;
  if (body.auto_charge === null || body.low_balancs_limit === null) {
    return deps.balance.setAutoRecharge(scope, { cents: null, lowBalanceCents: null });
  }
  const cents = body.auto_charge === undefined ? current.cents : centsOf(body.auto_charge);
  const lowBalanceCents =
    body.low_balancs_limit === undefined ? current.lowBalanceCents : centsOf(body.low_balancs_limit);
  if (cents === null) throw AppError.invalid('auto_charge', 'choose the amount auto-recharge adds too');
  if (lowBalanceCents === null) {
    throw AppError.invalid('low_balancs_limit', 'choose the balance auto-recharge starts under too');
  }
  return deps.balance.setAutoRecharge(scope, { cents, lowBalanceCents });
}

/** The earlier Balance tab's calls (SPEC §3, §7), in dollars, answered by the balance's own service. */
export function legacyBalanceRoutes(deps: LegacyBalanceDeps) {
  return [
    bind(legacyRoutes.getBalance, async ({ scope }) => ({
      data: legacyBalance(scope, await deps.balance.balance(scope)),
    })),
    bind(legacyRoutes.getBalanceLogs, async ({ scope, body }) => {
      if (body.agency_id !== scope.agencyId) throw AppError.notFound('Agency');
      const [page, balance] = await Promise.all([
        deps.balance.entries(scope, body.after),
        deps.balance.balance(scope),
      ]);
      return {
        data: page.entries.map(legacyLog),
        next: page.next,
        agency: {
          _id: scope.agencyId,
          stripe: { publish_key: balance.cardPayments?.publishableKey ?? null },
        },
      };
    }),
    bind(legacyRoutes.updateAccount, async ({ scope, body }) => {
      const autoRecharge = await updateAutoRecharge(deps, scope, body);
      const { cents } = await deps.balance.balance(scope);
      return { data: legacyBalance(scope, { cents, autoRecharge }) };
    }),
  ];
}
