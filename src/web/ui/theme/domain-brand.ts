import { queryOptions, useQuery } from '@tanstack/react-query';
import { brandRoutes, type PublicBrand } from '../../../contract/agency-console/brand';
import { api } from '../../api/client';
import { useLoadedSession } from '../../session/useSession';
import { brandHostOf } from './brand-host';

export const domainBrandKeys = {
  all: ['domain-brand'] as const,
  host: (host: string) => [...domainBrandKeys.all, host] as const,
};

/** The agency whose own domain this is; it changes rarely, so it is asked once per visit. */
function domainBrandQuery(host: string) {
  return queryOptions({
    queryKey: domainBrandKeys.host(host),
    queryFn: ({ signal }) => api.call(brandRoutes.byDomain, { query: { host }, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * The name and look of the agency whose own domain the page is on, before anyone signs in; null on
 * any other host (the server answers 404) and once a session is loaded, which brings its own agency.
 */
export function useDomainBrand(): PublicBrand | null {
  const signedIn = useLoadedSession() !== undefined;
  const host = brandHostOf(window.location.hostname);
  const brand = useQuery({ ...domainBrandQuery(host ?? ''), enabled: host !== null && !signedIn });
  return host !== null && !signedIn ? (brand.data ?? null) : null;
}
