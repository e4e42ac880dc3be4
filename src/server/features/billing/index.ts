import type { AgencyScope, LocationScope } from '../../platform/scope.js';
import { balanceOf } from '../balance/ledger.js';
import { createAutoRecharge } from './auto-recharge.js';
import { createCardPaymentHosts } from './card-payment-hosts.js';
import { createCardsService } from './cards.js';
import type { BillingDeps } from './deps.js';
import { paymentsOfAgency } from './payments-repository.js';
import { billingRoutes } from './routes.js';
import { createTopUps } from './top-ups.js';
import { createWebhooks } from './webhooks.js';

const AGENCY_PAYMENTS_SHOWN = 100;

/**
 * Card payments on each agency's own Stripe account: a location's saved cards, top-ups of its balance,
 * auto-recharge, and Stripe's webhooks.
 */
export function createBillingFeature(deps: BillingDeps) {
  const cards = createCardsService(deps);
  const topUps = createTopUps(deps);
  const webhooks = createWebhooks(deps);
  const autoRecharge = createAutoRecharge(deps);
  return {
    routes: billingRoutes(cards, topUps, webhooks),
    service: {
      lowBalance: autoRecharge.lowBalance,
      topUps,
      webhooks,
      /** The agency's latest card payments, for the earlier agency screens. */
      agencyPayments: (scope: AgencyScope) => paymentsOfAgency(deps.db, scope, AGENCY_PAYMENTS_SHOWN),
      balanceCents: (scope: LocationScope) => balanceOf(deps.db, scope),
    },
    /** Which hosts' pages may load Stripe.js, for the content security policy. */
    cardPaymentHosts: createCardPaymentHosts(deps.db, deps.clock),
    startWorkers: autoRecharge.startWorkers,
  };
}

export type BillingFeature = ReturnType<typeof createBillingFeature>;
export type BillingService = BillingFeature['service'];
