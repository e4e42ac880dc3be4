import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Puts a change's answer in the cache. A load of the same query that began before the change is
 * cancelled first: landing after the answer, it would put the old data back on screen.
 */
export async function replaceQueryData<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  data: T,
): Promise<void> {
  await queryClient.cancelQueries({ queryKey, exact: true });
  queryClient.setQueryData(queryKey, data);
}
