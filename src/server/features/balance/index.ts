import { type Adjustment, balanceRoutes } from '../../../contract/balance.js';
import type { Principal } from '../../core/principal.js';
import { bind } from '../../platform/routes.js';
import type { AgencyScope, LocationScope } from '../../platform/scope.js';
import { adjustBalance } from './adjust.js';
import type { BalanceDeps } from './deps.js';
import { createBalanceService } from './service.js';
import {
  REFUND_STALE_RESERVATIONS_CRON,
  refundStaleReservations,
  refundStaleReservationsJob,
} from './stale-reservations.js';
import { createUsageCharges } from './usage-charge.js';

/**
 * A location's prepaid balance: what it holds, its log, auto-recharge settings, an admin's adjustments,
 * and the charging of AI actions to it. Card payments into it belong to billing.
 */
export function createBalanceFeature(deps: BalanceDeps) {
  const balance = createBalanceService(deps);
  const service = {
    ...balance,
    adjust: (scope: LocationScope, agency: AgencyScope, principal: Principal, adjustment: Adjustment) =>
      adjustBalance(deps, scope, agency, principal, adjustment),
  };
  const routes = [
    bind(balanceRoutes.balance, ({ scope }) => service.balance(scope)),
    bind(balanceRoutes.entries, ({ scope, query }) => service.entries(scope, query.after)),
    bind(balanceRoutes.setAutoRecharge, ({ scope, body }) => service.setAutoRecharge(scope, body)),
    bind(balanceRoutes.adjust, async ({ scope, principal, grants, body }) =>
      service.adjust(scope, await grants.agency(principal, scope.agencyId), principal, body),
    ),
  ];

  /** Refunds, every few minutes, what instances that died in the middle of an AI action left reserved. */
  async function startWorkers(): Promise<void> {
    await deps.jobs.schedule(refundStaleReservationsJob, REFUND_STALE_RESERVATIONS_CRON, {});
    await deps.jobs.work(refundStaleReservationsJob, async () => {
      await refundStaleReservations(deps);
    });
  }

  return { routes, service, usage: createUsageCharges(deps), startWorkers };
}

export type BalanceFeature = ReturnType<typeof createBalanceFeature>;
export type BalanceService = BalanceFeature['service'];
