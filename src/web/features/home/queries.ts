import { infiniteQueryOptions } from '@tanstack/react-query';
import { newsRoutes } from '../../../contract/news';
import { api } from '../../api/client';

export const newsFeedKeys = {
  all: ['news-feed'] as const,
  feed: (locationId: string) => [...newsFeedKeys.all, locationId] as const,
};

/** The agency's news this location may see, pinned first, then newest, a page at a time. */
export function newsFeedQuery(locationId: string) {
  return infiniteQueryOptions({
    queryKey: newsFeedKeys.feed(locationId),
    queryFn: ({ pageParam, signal }) =>
      api.call(newsRoutes.feed, {
        params: { locationId },
        query: { after: pageParam || undefined },
        signal,
      }),
    // The first page has no cursor: it starts at the first pinned item, else the newest.
    initialPageParam: '',
    getNextPageParam: (page) => page.next ?? undefined,
  });
}
