import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type Option, optionListSchema } from '../../../contract/options';
import { latestPostsResponseSchema, type Post } from '../../../contract/posts';
import { api } from '../../api/client';

export const eventKey = (date: string, title: string) => `${date}|${title}`;
const latestKey = (locationId: string | undefined, year: number) => [
  'posts',
  'latest',
  locationId ?? null,
  year,
];

/** Each event's newest result for a location and year, keyed by date and title. */
export function useLatestPosts(locationId: string | undefined, year: number) {
  return useQuery({
    queryKey: latestKey(locationId, year),
    enabled: !!locationId,
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }) => {
      const response = await api.get(
        `/posts/latest?locationId=${locationId}&year=${year}`,
        latestPostsResponseSchema,
        {
          signal,
        },
      );
      return new Map(response.data.map((post) => [eventKey(post.event.date, post.event.title), post]));
    },
  });
}

/** Puts a new result in the cache so every calendar showing the event shows it at once. */
export function useRememberPost() {
  const queryClient = useQueryClient();
  return useCallback(
    (post: Post) => {
      const year = Number(post.event.date.slice(0, 4));
      queryClient.setQueryData<Map<string, Post>>(latestKey(post.locationId, year), (current) => {
        const next = new Map(current);
        next.set(eventKey(post.event.date, post.event.title), post);
        return next;
      });
    },
    [queryClient],
  );
}

export type OptionList = 'toneoptions' | 'translateoption' | 'imgoptions';

export function useOptions(list: OptionList, enabled: boolean) {
  return useQuery<Option[]>({
    queryKey: ['options', list],
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: () => api.get(`/${list}`, optionListSchema),
  });
}
