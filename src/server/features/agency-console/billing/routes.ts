import { billingRoutes as routes } from '../../../../contract/agency-console/billing.js';
import { type BoundRoute, bind } from '../../../platform/routes.js';
import type { ConsoleBilling } from './service.js';

/** The agency's Stripe account, its webhook address, and what AI usage costs its clients. */
export function billingRoutes(billing: ConsoleBilling): BoundRoute[] {
  return [
    bind(routes.billing, ({ scope }) => billing.billing(scope)),
    bind(routes.connectStripe, ({ scope, principal, body }) => billing.connectStripe(scope, principal, body)),
    bind(routes.disconnectStripe, ({ scope, principal }) => billing.disconnectStripe(scope, principal)),
    bind(routes.setPricing, ({ scope, principal, body }) => billing.setPricing(scope, principal, body)),
  ];
}
