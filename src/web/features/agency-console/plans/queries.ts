import { queryOptions } from '@tanstack/react-query';
import { consolePlansRoutes } from '../../../../contract/agency-console/plans';
import { api } from '../../../api/client';
import { consoleKeys } from '../queries';

export const consolePlansKeys = {
  all: (agencyId: string) => [...consoleKeys.agency(agencyId), 'plans'] as const,
  list: (agencyId: string) => [...consolePlansKeys.all(agencyId), 'list'] as const,
};

/** The agency's plans, with how many locations use each and which is the agency's own. */
export function consolePlansQuery(agencyId: string) {
  return queryOptions({
    queryKey: consolePlansKeys.list(agencyId),
    queryFn: ({ signal }) => api.call(consolePlansRoutes.list, { params: { agencyId }, signal }),
  });
}
