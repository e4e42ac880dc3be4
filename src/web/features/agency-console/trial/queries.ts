import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { consoleTrialRoutes } from '../../../../contract/agency-console/trial';
import { api } from '../../../api/client';
import { consoleKeys } from '../queries';

export interface LeadsFilter {
  search: string;
  page: number;
}

/** Leads shown on one page of the table. */
export const LEADS_PAGE_SIZE = 25;

export const consoleTrialKeys = {
  all: (agencyId: string) => [...consoleKeys.agency(agencyId), 'trial'] as const,
  settings: (agencyId: string) => [...consoleTrialKeys.all(agencyId), 'settings'] as const,
  leads: (agencyId: string, filter: LeadsFilter) =>
    [...consoleTrialKeys.all(agencyId), 'leads', filter] as const,
};

/** The trial's addresses, slug and how long visitors' data is kept. */
export function trialSettingsQuery(agencyId: string) {
  return queryOptions({
    queryKey: consoleTrialKeys.settings(agencyId),
    queryFn: ({ signal }) => api.call(consoleTrialRoutes.settings, { params: { agencyId }, signal }),
  });
}

/** A page of the agency's trial visitors matching the search; the last page stays while the next loads. */
export function trialLeadsQuery(agencyId: string, filter: LeadsFilter) {
  return queryOptions({
    queryKey: consoleTrialKeys.leads(agencyId, filter),
    queryFn: ({ signal }) =>
      api.call(consoleTrialRoutes.leads, {
        params: { agencyId },
        query: { search: filter.search || undefined, page: filter.page, pageSize: LEADS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
