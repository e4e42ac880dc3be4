import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { LOCATION_STATUSES } from '../../../../contract/agency-console/locations';
import { consoleLocationsRoutes } from '../../../../contract/agency-console/locations';
import { api } from '../../../api/client';
import { consoleKeys } from '../queries';

export type LocationStatus = (typeof LOCATION_STATUSES)[number];

export interface LocationFilter {
  search: string;
  status: LocationStatus;
}

export const consoleLocationsKeys = {
  all: (agencyId: string) => [...consoleKeys.agency(agencyId), 'locations'] as const,
  list: (agencyId: string, filter: LocationFilter) =>
    [...consoleLocationsKeys.all(agencyId), filter] as const,
};

/** The agency's active or archived locations matching the search; the last answer stays while typing. */
export function consoleLocationsQuery(agencyId: string, filter: LocationFilter) {
  return queryOptions({
    queryKey: consoleLocationsKeys.list(agencyId, filter),
    queryFn: ({ signal }) =>
      api.call(consoleLocationsRoutes.list, {
        params: { agencyId },
        query: { search: filter.search || undefined, status: filter.status },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
