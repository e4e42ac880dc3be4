import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminRoutes } from '../../../contract/admin-console';
import { api } from '../../api/client';

export const adminKeys = {
  all: ['admin-console'] as const,
  agencies: () => [...adminKeys.all, 'agencies'] as const,
  agencyList: (search: string) => [...adminKeys.agencies(), { search }] as const,
};

/** Every agency matching the search, with its counts; the last answer stays while typing. */
export function agenciesQuery(search: string) {
  return queryOptions({
    queryKey: adminKeys.agencyList(search),
    queryFn: ({ signal }) =>
      api.call(adminRoutes.agencies, { query: { search: search || undefined }, signal }),
    placeholderData: keepPreviousData,
  });
}
