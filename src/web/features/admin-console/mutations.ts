import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRoutes, type NewAgency } from '../../../contract/admin-console';
import { api } from '../../api/client';
import { consoleKeys } from '../agency-console/queries';
import { adminKeys } from './queries';

/** A change to an agency shows in the operator's list and in everything its console has loaded. */
function useAgencyChanged() {
  const queryClient = useQueryClient();
  return (agencyId: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.agencies() }),
      queryClient.invalidateQueries({ queryKey: consoleKeys.agency(agencyId) }),
    ]);
}

export function useCreateAgency() {
  const changed = useAgencyChanged();
  return useMutation({
    mutationFn: (input: NewAgency) => api.call(adminRoutes.create, { body: input }),
    onSuccess: ({ agency }) => changed(agency.id),
  });
}

/** Signs the agency's users out; none of them can sign in until it is resumed. */
export function useSuspendAgency() {
  const changed = useAgencyChanged();
  return useMutation({
    mutationFn: (agencyId: string) => api.call(adminRoutes.suspend, { params: { agencyId } }),
    onSuccess: (agency) => changed(agency.id),
  });
}

export function useResumeAgency() {
  const changed = useAgencyChanged();
  return useMutation({
    mutationFn: (agencyId: string) => api.call(adminRoutes.resume, { params: { agencyId } }),
    onSuccess: (agency) => changed(agency.id),
  });
}

/** Opens an agency's console; the server records the visit in that agency's audit log. */
export function useOpenAgencyConsole() {
  const changed = useAgencyChanged();
  return useMutation({
    mutationFn: (agencyId: string) => api.call(adminRoutes.open, { params: { agencyId } }),
    onSuccess: (_opened, agencyId) => changed(agencyId),
  });
}
