import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type EmbeddingChange, embeddingRoutes } from '../../../../contract/agency-console/embedding';
import { api } from '../../../api/client';
import { replaceQueryData } from '../../../api/replace-query-data';
import { useConsoleAgencyId } from '../agency-id';
import { auditKeys } from '../audit/queries';
import { consoleKeys } from '../queries';

export function useChangeEmbedding() {
  const queryClient = useQueryClient();
  const agencyId = useConsoleAgencyId();
  return useMutation({
    mutationFn: (change: EmbeddingChange) =>
      api.call(embeddingRoutes.change, { params: { agencyId }, body: change }),
    onSuccess: async (embedding) => {
      await replaceQueryData(queryClient, consoleKeys.embedding(agencyId), embedding);
      return queryClient.invalidateQueries({ queryKey: auditKeys.all(agencyId) });
    },
  });
}

/** A new embed secret: its answer is the only time the secret is shown. */
export function useRotateSecret() {
  const queryClient = useQueryClient();
  const agencyId = useConsoleAgencyId();
  return useMutation({
    mutationFn: () => api.call(embeddingRoutes.rotateSecret, { params: { agencyId } }),
    onSuccess: async ({ embedding }) => {
      await replaceQueryData(queryClient, consoleKeys.embedding(agencyId), embedding);
      return queryClient.invalidateQueries({ queryKey: auditKeys.all(agencyId) });
    },
  });
}

export function useSampleLink() {
  const agencyId = useConsoleAgencyId();
  return useMutation({
    mutationFn: (request: { locationId: string; email: string }) =>
      api.call(embeddingRoutes.sampleLink, { params: { agencyId }, body: request }),
  });
}
