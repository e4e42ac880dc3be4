import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { balanceRoutes } from '../../../contract/balance';
import { api } from '../../api/client';

export const balanceKeys = {
  all: ['balance'] as const,
  location: (locationId: string) => [...balanceKeys.all, locationId] as const,
  summary: (locationId: string) => [...balanceKeys.location(locationId), 'summary'] as const,
  entries: (locationId: string) => [...balanceKeys.location(locationId), 'entries'] as const,
};

// AI usage, webhooks and auto-recharge change the balance away from this screen: it is asked afresh
// each time it is shown.
const ALWAYS_ASK = 0;

/** The amount, the auto-recharge settings, and whether the agency takes card payments. */
export function balanceQuery(locationId: string) {
  return queryOptions({
    queryKey: balanceKeys.summary(locationId),
    queryFn: ({ signal }) => api.call(balanceRoutes.balance, { params: { locationId }, signal }),
    staleTime: ALWAYS_ASK,
  });
}

/** The balance log, newest first, a page at a time. */
export function balanceEntriesQuery(locationId: string) {
  return infiniteQueryOptions({
    queryKey: balanceKeys.entries(locationId),
    queryFn: ({ signal, pageParam }) =>
      api.call(balanceRoutes.entries, { params: { locationId }, query: { after: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
    staleTime: ALWAYS_ASK,
  });
}
