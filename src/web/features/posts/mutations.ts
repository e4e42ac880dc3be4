import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Post } from '../../../contract/posts';
import { dashboardKeys } from '../dashboard/queries';
import { eventKey, latestPostsQuery } from './queries';

/**
 * A finished generation is the event's newest post: it goes into the cache so every calendar showing
 * the event shows it at once, without asking the server again.
 */
export function useRecordGeneratedPost() {
  const queryClient = useQueryClient();
  return useCallback(
    (post: Post) => {
      const year = Number(post.event.date.slice(0, 4));
      queryClient.setQueryData(latestPostsQuery(post.locationId, year).queryKey, (current) => {
        const next = new Map(current);
        next.set(eventKey(post.event.date, post.event.title), post);
        return next;
      });
      // The dashboard's figures now count the post (and its price).
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
    },
    [queryClient],
  );
}
