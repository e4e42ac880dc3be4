import { queryOptions, skipToken } from '@tanstack/react-query';
import { type Post, postsRoutes } from '../../../contract/posts';
import { api } from '../../api/client';

/** A post belongs to its event: the date and title together name it within a location. */
export const eventKey = (date: string, title: string) => `${date}|${title}`;

export const postsKeys = {
  all: ['posts'] as const,
  latest: (locationId: string | null, year: number) =>
    [...postsKeys.all, 'latest', locationId, year] as const,
  writer: (locationId: string) => [...postsKeys.all, 'writer', locationId] as const,
};

/** Each event's newest result for a location and year, keyed by event. */
export function latestPostsQuery(locationId: string | undefined, year: number) {
  return queryOptions({
    queryKey: postsKeys.latest(locationId ?? null, year),
    queryFn: locationId
      ? async ({ signal }): Promise<Map<string, Post>> => {
          const response = await api.call(postsRoutes.latest, {
            params: { locationId },
            query: { year },
            signal,
          });
          return new Map(response.data.map((post) => [eventKey(post.event.date, post.event.title), post]));
        }
      : skipToken,
    staleTime: 5 * 60_000,
  });
}

/** Who writes the location's posts, and whether they translate. */
export function writerQuery(locationId: string) {
  return queryOptions({
    queryKey: postsKeys.writer(locationId),
    queryFn: ({ signal }) => api.call(postsRoutes.writer, { params: { locationId }, signal }),
    staleTime: 5 * 60_000,
  });
}
