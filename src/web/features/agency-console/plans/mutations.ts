import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consolePlansRoutes, type PlanInput } from '../../../../contract/agency-console/plans';
import { api } from '../../../api/client';
import { auditKeys } from '../audit/queries';
import { consoleLocationsKeys } from '../locations/queries';
import { consolePlansKeys } from './queries';

/** A plan's change shows in the plan list, in the plan named on each location, and in the audit log. */
function usePlansChanged(agencyId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: consolePlansKeys.all(agencyId) }),
      queryClient.invalidateQueries({ queryKey: consoleLocationsKeys.all(agencyId) }),
      queryClient.invalidateQueries({ queryKey: auditKeys.all(agencyId) }),
    ]);
}

export function useCreatePlan(agencyId: string) {
  const changed = usePlansChanged(agencyId);
  return useMutation({
    mutationFn: (input: PlanInput) =>
      api.call(consolePlansRoutes.create, { params: { agencyId }, body: input }),
    onSuccess: changed,
  });
}

export function useUpdatePlan(agencyId: string) {
  const changed = usePlansChanged(agencyId);
  return useMutation({
    mutationFn: ({ planId, input }: { planId: string; input: PlanInput }) =>
      api.call(consolePlansRoutes.update, { params: { agencyId, planId }, body: input }),
    onSuccess: changed,
  });
}

export function useDeletePlan(agencyId: string) {
  const changed = usePlansChanged(agencyId);
  return useMutation({
    mutationFn: (planId: string) => api.call(consolePlansRoutes.remove, { params: { agencyId, planId } }),
    onSuccess: changed,
  });
}
