import { queryOptions } from '@tanstack/react-query';
import { brandRoutes } from '../../../contract/agency-console/brand';
import { embeddingRoutes } from '../../../contract/agency-console/embedding';
import { api } from '../../api/client';

/** Everything the console caches belongs to one agency: an operator may open several in one visit. */
export const consoleKeys = {
  all: ['agency-console'] as const,
  agency: (agencyId: string) => [...consoleKeys.all, agencyId] as const,
  overview: (agencyId: string) => [...consoleKeys.agency(agencyId), 'overview'] as const,
  embedding: (agencyId: string) => [...consoleKeys.agency(agencyId), 'embedding'] as const,
  highLevel: (agencyId: string) => [...consoleKeys.agency(agencyId), 'highlevel'] as const,
};

/** The agency's name, domain, colours, logo and links. */
export function agencyOverviewQuery(agencyId: string) {
  return queryOptions({
    queryKey: consoleKeys.overview(agencyId),
    queryFn: ({ signal }) => api.call(brandRoutes.overview, { params: { agencyId }, signal }),
  });
}

/** Which embedding secrets are set, the platform origin, and whether unsigned links are allowed. */
export function embeddingQuery(agencyId: string) {
  return queryOptions({
    queryKey: consoleKeys.embedding(agencyId),
    queryFn: ({ signal }) => api.call(embeddingRoutes.get, { params: { agencyId }, signal }),
  });
}
