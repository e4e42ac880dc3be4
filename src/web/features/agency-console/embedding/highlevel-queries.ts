import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type HighLevelStatus, highLevelRoutes } from '../../../../contract/agency-console/highlevel';
import { api } from '../../../api/client';
import { replaceQueryData } from '../../../api/replace-query-data';
import { consoleKeys } from '../queries';

export function highLevelQuery(agencyId: string) {
  return queryOptions({
    queryKey: consoleKeys.highLevel(agencyId),
    queryFn: ({ signal }) => api.call(highLevelRoutes.status, { params: { agencyId }, signal }),
  });
}

function useStatusChanged(agencyId: string) {
  const queryClient = useQueryClient();
  return (status: HighLevelStatus) => replaceQueryData(queryClient, consoleKeys.highLevel(agencyId), status);
}

/** Starts HighLevel's authorisation: the browser goes there and comes back to this page. */
export function useConnectHighLevel(agencyId: string) {
  return useMutation({
    mutationFn: () => api.call(highLevelRoutes.connect, { params: { agencyId } }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

export function useCompleteHighLevel(agencyId: string) {
  return useMutation({
    mutationFn: (body: { code: string; state: string }) =>
      api.call(highLevelRoutes.complete, { params: { agencyId }, body }),
    onSuccess: useStatusChanged(agencyId),
  });
}

export function useImportHighLevel(agencyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(highLevelRoutes.importLocations, { params: { agencyId } }),
    // The console's lists of locations, and the status (a refused refresh shows there).
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleKeys.agency(agencyId) }),
  });
}

export function useDisconnectHighLevel(agencyId: string) {
  return useMutation({
    mutationFn: () => api.call(highLevelRoutes.disconnect, { params: { agencyId } }),
    onSuccess: useStatusChanged(agencyId),
  });
}
