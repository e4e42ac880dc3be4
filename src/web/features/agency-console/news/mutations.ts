import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleNewsRoutes } from '../../../../contract/agency-console/news';
import type { BodyOf } from '../../../../contract/route';
import { api } from '../../../api/client';
import { newsFeedKeys } from '../../home/queries';
import { auditKeys } from '../audit/queries';
import { consoleNewsKeys } from './queries';

export type NewsBody = BodyOf<typeof consoleNewsRoutes.create>;

/** A change to the news shows in the console's list, in the audit log and on Home. */
function useNewsChanged(agencyId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: consoleNewsKeys.all(agencyId) }),
      queryClient.invalidateQueries({ queryKey: auditKeys.all(agencyId) }),
      queryClient.invalidateQueries({ queryKey: newsFeedKeys.all }),
    ]);
}

/** Writes a new item, or changes the one named. */
export function useSaveNews(agencyId: string) {
  const changed = useNewsChanged(agencyId);
  return useMutation({
    mutationFn: ({ newsId, body }: { newsId: string | null; body: NewsBody }) =>
      newsId
        ? api.call(consoleNewsRoutes.update, { params: { agencyId, newsId }, body })
        : api.call(consoleNewsRoutes.create, { params: { agencyId }, body }),
    onSuccess: changed,
  });
}

export function useUploadNewsPicture(agencyId: string) {
  const changed = useNewsChanged(agencyId);
  return useMutation({
    mutationFn: ({ newsId, data }: { newsId: string; data: string }) =>
      api.call(consoleNewsRoutes.uploadPicture, { params: { agencyId, newsId }, body: { data } }),
    onSuccess: changed,
  });
}

export function useRemoveNewsPicture(agencyId: string) {
  const changed = useNewsChanged(agencyId);
  return useMutation({
    mutationFn: (newsId: string) =>
      api.call(consoleNewsRoutes.removePicture, { params: { agencyId, newsId } }),
    onSuccess: changed,
  });
}

export function useDeleteNews(agencyId: string) {
  const changed = useNewsChanged(agencyId);
  return useMutation({
    mutationFn: (newsId: string) => api.call(consoleNewsRoutes.remove, { params: { agencyId, newsId } }),
    onSuccess: changed,
  });
}
