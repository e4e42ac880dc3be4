import { queryOptions, skipToken } from '@tanstack/react-query';
import { trialRoutes } from '../../../contract/trial';
import { api } from '../../api/client';

/** Which agency's trial a page is for: by the slug in its address, or by the host it is on. */
export type TrialAgency = { slug: string } | { host: string };

export const trialKeys = {
  all: ['trial'] as const,
  page: (agency: TrialAgency | null) => [...trialKeys.all, 'page', agency] as const,
  status: () => [...trialKeys.all, 'status'] as const,
};

export const isTrialPageKey = (key: readonly unknown[]) => key[0] === trialKeys.all[0] && key[1] === 'page';

/** The public trial page: the agency's name and look, and where upgrading leads. */
export function trialPageQuery(agency: TrialAgency | null) {
  return queryOptions({
    queryKey: trialKeys.page(agency),
    queryFn: agency ? ({ signal }) => api.call(trialRoutes.page, { query: agency, signal }) : skipToken,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** The visitor's free posts used and left: the server's count, asked again after each post. */
export function trialStatusQuery() {
  return queryOptions({
    queryKey: trialKeys.status(),
    queryFn: ({ signal }) => api.call(trialRoutes.me, { signal }),
  });
}
