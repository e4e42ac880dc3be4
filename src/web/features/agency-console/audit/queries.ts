import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import { auditRoutes } from '../../../../contract/agency-console/audit';
import { api } from '../../../api/client';
import { consoleKeys } from '../queries';

/** The filters of the log, as the server takes them; absent means "any". */
export interface AuditFilter {
  action?: string;
  actor?: string;
  from?: string;
  to?: string;
}

export const auditKeys = {
  all: (agencyId: string) => [...consoleKeys.agency(agencyId), 'audit'] as const,
  list: (agencyId: string, filter: AuditFilter) => [...auditKeys.all(agencyId), filter] as const,
};

/** The agency's log, newest first, a page at a time: each page ends where the next one starts. */
export function auditQuery(agencyId: string, filter: AuditFilter) {
  return infiniteQueryOptions({
    queryKey: auditKeys.list(agencyId, filter),
    queryFn: ({ pageParam, signal }) =>
      api.call(auditRoutes.list, {
        params: { agencyId },
        query: { ...filter, before: pageParam || undefined },
        signal,
      }),
    // The first page has no cursor: it starts at the newest event.
    initialPageParam: '',
    getNextPageParam: (page) => page.next ?? undefined,
    // The last list stays on screen while a changed filter is asked for.
    placeholderData: keepPreviousData,
  });
}
