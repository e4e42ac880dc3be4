import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type AgencyBilling,
  billingRoutes,
  type PricingChange,
  type StripeKeys,
} from '../../../../contract/agency-console/billing';
import { api } from '../../../api/client';
import { replaceQueryData } from '../../../api/replace-query-data';
import { balanceKeys } from '../../balance/queries';
import { billingKeys } from '../../billing/queries';
import { auditKeys } from '../audit/queries';
import { consoleBillingKeys } from './queries';

/**
 * A change answers with the agency's billing as it now is. Whether cards can pay, and what actions
 * cost, show on the settings' Billing and Balance tabs too: those are asked again.
 */
function useBillingChanged(agencyId: string) {
  const queryClient = useQueryClient();
  return async (billing: AgencyBilling | null) => {
    if (billing) await replaceQueryData(queryClient, consoleBillingKeys.billing(agencyId), billing);
    else await queryClient.invalidateQueries({ queryKey: consoleBillingKeys.billing(agencyId) });
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: auditKeys.all(agencyId) }),
      queryClient.invalidateQueries({ queryKey: billingKeys.all }),
      queryClient.invalidateQueries({ queryKey: balanceKeys.all }),
    ]);
  };
}

/** Saves the agency's Stripe keys; the server proves them with one call to Stripe first. */
export function useConnectStripe(agencyId: string) {
  const changed = useBillingChanged(agencyId);
  return useMutation({
    mutationFn: (keys: StripeKeys) =>
      api.call(billingRoutes.connectStripe, { params: { agencyId }, body: keys }),
    onSuccess: changed,
  });
}

export function useDisconnectStripe(agencyId: string) {
  const changed = useBillingChanged(agencyId);
  return useMutation({
    mutationFn: () => api.call(billingRoutes.disconnectStripe, { params: { agencyId } }),
    onSuccess: () => changed(null),
  });
}

export function useSetPricing(agencyId: string) {
  const changed = useBillingChanged(agencyId);
  return useMutation({
    mutationFn: (change: PricingChange) =>
      api.call(billingRoutes.setPricing, { params: { agencyId }, body: change }),
    onSuccess: changed,
  });
}
