import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Adjustment, type AutoRechargeChange, balanceRoutes } from '../../../contract/balance';
import { api } from '../../api/client';
import { balanceKeys } from './queries';
import { addBalance, type StartedTopUp } from './top-up';

/** Every change to the balance reloads its amount, its settings and its log. */
function useBalanceChanged(locationId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: balanceKeys.location(locationId) });
}

interface TopUpRequest {
  cents: number;
  publishableKey: string | null;
  pending: StartedTopUp | null;
  remember: (topUp: StartedTopUp) => void;
}

/** Add Balance; whatever the end (a failed 3-D Secure check too), the balance and its log are reloaded. */
export function useTopUp(locationId: string) {
  const changed = useBalanceChanged(locationId);
  return useMutation({
    mutationFn: ({ cents, publishableKey, pending, remember }: TopUpRequest) =>
      addBalance({ locationId, cents, publishableKey }, pending, remember),
    onSettled: changed,
  });
}

export function useSetAutoRecharge(locationId: string) {
  const changed = useBalanceChanged(locationId);
  return useMutation({
    mutationFn: (change: AutoRechargeChange) =>
      api.call(balanceRoutes.setAutoRecharge, { params: { locationId }, body: change }),
    onSuccess: changed,
  });
}

/** An agency admin credits or debits the balance by hand, with a reason for the log. */
export function useAdjustBalance(locationId: string) {
  const changed = useBalanceChanged(locationId);
  return useMutation({
    mutationFn: (adjustment: Adjustment) =>
      api.call(balanceRoutes.adjust, { params: { locationId }, body: adjustment }),
    onSuccess: changed,
  });
}
