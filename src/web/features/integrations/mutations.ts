import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Integrations, integrationsRoutes, type PublishInput } from '../../../contract/integrations';
import { api } from '../../api/client';
import { replaceQueryData } from '../../api/replace-query-data';
import { integrationsKeys } from './queries';

function useIntegrationsChanged(locationId: string) {
  const queryClient = useQueryClient();
  return async (answer: Integrations) => {
    await replaceQueryData(queryClient, integrationsKeys.overview(locationId), answer);
    return queryClient.invalidateQueries({ queryKey: integrationsKeys.publications(locationId) });
  };
}

/** Starts Facebook Login: the browser goes to Facebook and comes back to the Integrations tab. */
export function useConnectFacebook(locationId: string) {
  return useMutation({
    mutationFn: () => api.call(integrationsRoutes.connectFacebook, { params: { locationId } }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

export function useCompleteFacebook(locationId: string) {
  return useMutation({
    mutationFn: (body: { code: string; state: string }) =>
      api.call(integrationsRoutes.completeFacebook, { params: { locationId }, body }),
    onSuccess: useIntegrationsChanged(locationId),
  });
}

export function useSetAccount(locationId: string) {
  return useMutation({
    mutationFn: ({ accountId, enabled }: { accountId: string; enabled: boolean }) =>
      api.call(integrationsRoutes.setAccount, { params: { locationId, accountId }, body: { enabled } }),
    onSuccess: useIntegrationsChanged(locationId),
  });
}

export function useDisconnectFacebook(locationId: string) {
  return useMutation({
    mutationFn: () => api.call(integrationsRoutes.disconnectFacebook, { params: { locationId } }),
    onSuccess: useIntegrationsChanged(locationId),
  });
}

function usePublicationsChanged(locationId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: integrationsKeys.publications(locationId) });
}

export function usePublish(locationId: string) {
  return useMutation({
    mutationFn: ({ postId, ...body }: PublishInput & { postId: string }) =>
      api.call(integrationsRoutes.publish, { params: { locationId, postId }, body }),
    onSuccess: usePublicationsChanged(locationId),
  });
}

export function useCancelPublication(locationId: string) {
  return useMutation({
    mutationFn: (publicationId: string) =>
      api.call(integrationsRoutes.cancel, { params: { locationId, publicationId } }),
    onSuccess: usePublicationsChanged(locationId),
  });
}

export function useMovePublication(locationId: string) {
  return useMutation({
    mutationFn: ({ publicationId, at }: { publicationId: string; at: string }) =>
      api.call(integrationsRoutes.move, { params: { locationId, publicationId }, body: { at } }),
    onSuccess: usePublicationsChanged(locationId),
  });
}

export function useRetryPublication(locationId: string) {
  return useMutation({
    mutationFn: (publicationId: string) =>
      api.call(integrationsRoutes.retry, { params: { locationId, publicationId } }),
    onSuccess: usePublicationsChanged(locationId),
  });
}

/** Creates the post in the location's HighLevel Social Planner, which publishes or schedules it. */
export function useSendToHighLevel(locationId: string) {
  return useMutation({
    mutationFn: ({ postId, at }: { postId: string; at: string | null }) =>
      api.call(integrationsRoutes.sendToHighLevel, { params: { locationId, postId }, body: { at } }),
  });
}
