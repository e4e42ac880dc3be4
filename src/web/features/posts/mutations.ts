import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Post } from '../../../contract/posts';
import { dashboardKeys } from '../dashboard/queries';
import { eventKey, latestPostsQuery } from './queries';

/**
 * A finished generation is the event's newest post: it goes into the cache so every calendar showing
 * the event shows it at once, without asking the server again. A read of the year's posts still on its
 * way was made before the post was stored and would put back the posts without it: it is dropped, and
 * the year's posts read again, the new one among them.
 */
export function useRecordGeneratedPost() {
  const queryClient = useQueryClient();
  return useCallback(
    (post: Post) => {
      const year = Number(post.event.date.slice(0, 4));
      const { queryKey } = latestPostsQuery(post.locationId, year);
      queryClient.setQueryData(queryKey, (current) => {
        const next = new Map(current);
        next.set(eventKey(post.event.date, post.event.title), post);
        return next;
      });
      // Cancelling keeps the posts just set, which are what the query goes back to.
      if (queryClient.isFetching({ queryKey }) > 0)
        void queryClient.cancelQueries({ queryKey }).then(() => queryClient.invalidateQueries({ queryKey }));
      // The dashboard's figures now count the post (and its price).
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
    },
    [queryClient],
  );
}
