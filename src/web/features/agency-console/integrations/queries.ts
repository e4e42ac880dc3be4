import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type IntegrationApp,
  type IntegrationAppInput,
  type IntegrationAppKind,
  integrationAppRoutes,
} from '../../../../contract/agency-console/apps';
import { api } from '../../../api/client';
import { auditKeys } from '../audit/queries';
import { consoleKeys } from '../queries';

export const appKeys = {
  all: (agencyId: string) => [...consoleKeys.agency(agencyId), 'apps'] as const,
};

/** The agency's own Facebook and HighLevel apps, or which of the server's it uses. */
export function appsQuery(agencyId: string) {
  return queryOptions({
    queryKey: appKeys.all(agencyId),
    queryFn: ({ signal }) => api.call(integrationAppRoutes.list, { params: { agencyId }, signal }),
  });
}

/**
 * A change answers with the app as it now is. HighLevel's card says whether it is set up, and the audit
 * log gained a line: both are read again.
 */
function useAppChanged(agencyId: string) {
  const queryClient = useQueryClient();
  return async (app: IntegrationApp) => {
    queryClient.setQueryData(appKeys.all(agencyId), (current: { data: IntegrationApp[] } | undefined) =>
      current ? { data: current.data.map((entry) => (entry.kind === app.kind ? app : entry)) } : current,
    );
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: consoleKeys.highLevel(agencyId) }),
      queryClient.invalidateQueries({ queryKey: auditKeys.all(agencyId) }),
    ]);
  };
}

export function useSaveApp(agencyId: string, kind: IntegrationAppKind) {
  return useMutation({
    mutationFn: (body: IntegrationAppInput) =>
      api.call(integrationAppRoutes.save, { params: { agencyId, kind }, body }),
    onSuccess: useAppChanged(agencyId),
  });
}

export function useRemoveApp(agencyId: string, kind: IntegrationAppKind) {
  return useMutation({
    mutationFn: () => api.call(integrationAppRoutes.remove, { params: { agencyId, kind } }),
    onSuccess: useAppChanged(agencyId),
  });
}
