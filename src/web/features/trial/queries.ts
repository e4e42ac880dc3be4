import { queryOptions, skipToken } from '@tanstack/react-query';
import { trialRoutes } from '../../../contract/trial';
import { api } from '../../api/client';

/** Which agency's trial a page is for: by the slug in its address, or by the host it is on. */
export type TrialAgency = { slug: string } | { host: string };

export const trialKeys = {
  all: ['trial'] as const,
  page: (agency: TrialAgency | null) => [...trialKeys.all, 'page', agency] as const,
  status: () => [...trialKeys.all, 'status'] as const,
  ongoing: (token: string | null) => [...trialKeys.all, 'ongoing', token] as const,
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

/**
 * The trial this browser already holds, if its stored session is a visitor's: the trial page offers to
 * continue it, since the e-mail alone does not open a trial again. A session that is over, or a member's,
 * is simply no trial here: asking does not end anything.
 */
export function ongoingTrialQuery(token: string | null) {
  return queryOptions({
    queryKey: trialKeys.ongoing(token),
    queryFn: token ? ({ signal }) => api.call(trialRoutes.me, { signal, checkingToken: true }) : skipToken,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
