import { queryOptions, useQuery } from '@tanstack/react-query';
import { brandRoutes, type PublicBrand, SIGN_IN_AGENCY_PARAM } from '../../../contract/agency-console/brand';
import { trialSlugSchema } from '../../../contract/slug';
import { api } from '../../api/client';
import { useStoredSession } from '../../session/store';
import { useLoadedSession } from '../../session/useSession';
import { brandHostOf } from './brand-host';

/** Which agency a page before sign-in wears: the owner of its own domain, or the one its link names. */
type BrandSource = { host: string } | { slug: string };

export const domainBrandKeys = {
  all: ['domain-brand'] as const,
  of: (source: BrandSource) => [...domainBrandKeys.all, source] as const,
};

/** The agency's name and look; it changes rarely, so it is asked once per visit. */
function domainBrandQuery(source: BrandSource) {
  return queryOptions({
    queryKey: domainBrandKeys.of(source),
    queryFn: ({ signal }) =>
      'host' in source
        ? api.call(brandRoutes.byDomain, { query: { host: source.host }, signal })
        : api.call(brandRoutes.bySlug, { query: { slug: source.slug }, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * The agency's own domain; on the shared host, the agency its clients' sign-in link names
 * (/auth/sign-in?agency={slug}); else none.
 */
function brandSource(): BrandSource | null {
  const host = brandHostOf(window.location.hostname);
  if (host) return { host };
  const slug = trialSlugSchema.safeParse(
    new URLSearchParams(window.location.search).get(SIGN_IN_AGENCY_PARAM),
  );
  return slug.success ? { slug: slug.data } : null;
}

/**
 * The name and look of the agency a page shows before anyone signs in: the one whose own domain the page
 * is on, or the one its sign-in link names on the shared host. Null where neither names one (or the server
 * knows none) and once a session is loaded, which brings its own agency.
 */
export function useDomainBrand(): PublicBrand | null {
  const signedIn = useLoadedSession() !== undefined;
  const storedSignIn = useStoredSession() !== null;
  const named = brandSource();
  // With a sign-in stored, the page's ?agency= is not a sign-in link's: the operator's console names the agency it
  // opens with it. The sign-in brings its own agency once loaded.
  const source = named && 'slug' in named && storedSignIn ? null : named;
  const shown = source !== null && !signedIn;
  const brand = useQuery({ ...domainBrandQuery(source ?? { host: '' }), enabled: shown });
  return shown ? (brand.data ?? null) : null;
}
