import { queryOptions } from '@tanstack/react-query';
import { brandProfileRoutes } from '../../../contract/brand-profile';
import { api } from '../../api/client';

export const brandProfileKeys = {
  all: ['brand-profile'] as const,
  of: (locationId: string) => [...brandProfileKeys.all, locationId] as const,
};

/** The business's brand profile, and whether it exists. */
export function brandProfileQuery(locationId: string) {
  return queryOptions({
    queryKey: brandProfileKeys.of(locationId),
    queryFn: ({ signal }) => api.call(brandProfileRoutes.get, { params: { locationId }, signal }),
    staleTime: 5 * 60_000,
  });
}
