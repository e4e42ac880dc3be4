import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { consoleUsersRoutes } from '../../../../contract/agency-console/users';
import { api } from '../../../api/client';
import { consoleKeys } from '../queries';

export const consoleUsersKeys = {
  all: (agencyId: string) => [...consoleKeys.agency(agencyId), 'users'] as const,
  list: (agencyId: string, search: string) => [...consoleUsersKeys.all(agencyId), { search }] as const,
};

/** The agency's users and pending invitations matching the search; the last answer stays while typing. */
export function consoleUsersQuery(agencyId: string, search: string) {
  return queryOptions({
    queryKey: consoleUsersKeys.list(agencyId, search),
    queryFn: ({ signal }) =>
      api.call(consoleUsersRoutes.list, {
        params: { agencyId },
        query: { search: search || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
