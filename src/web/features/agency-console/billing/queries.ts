import { queryOptions } from '@tanstack/react-query';
import { billingRoutes } from '../../../../contract/agency-console/billing';
import { api } from '../../../api/client';
import { consoleKeys } from '../queries';

export const consoleBillingKeys = {
  billing: (agencyId: string) => [...consoleKeys.agency(agencyId), 'billing'] as const,
};

/** The agency's Stripe account (secrets as hints), its webhook address, prices and recharge cap. */
export function agencyBillingQuery(agencyId: string) {
  return queryOptions({
    queryKey: consoleBillingKeys.billing(agencyId),
    queryFn: ({ signal }) => api.call(billingRoutes.billing, { params: { agencyId }, signal }),
  });
}
