import { queryOptions } from '@tanstack/react-query';
import { integrationsRoutes } from '../../../contract/integrations';
import { api } from '../../api/client';

export const integrationsKeys = {
  all: ['integrations'] as const,
  overview: (locationId: string) => [...integrationsKeys.all, 'overview', locationId] as const,
  publications: (locationId: string) => [...integrationsKeys.all, 'publications', locationId] as const,
};

export function integrationsQuery(locationId: string) {
  return queryOptions({
    queryKey: integrationsKeys.overview(locationId),
    queryFn: ({ signal }) => api.call(integrationsRoutes.overview, { params: { locationId }, signal }),
  });
}

/** What is scheduled or has gone out; refreshed often while something is on its way, by the server's clock. */
export function publicationsQuery(locationId: string) {
  return queryOptions({
    queryKey: integrationsKeys.publications(locationId),
    queryFn: ({ signal }) => api.call(integrationsRoutes.publications, { params: { locationId }, signal }),
    refetchInterval: (query) => {
      const answer = query.state.data;
      if (!answer) return false;
      const soon = new Date(Date.parse(answer.now) + 60_000).toISOString();
      const moving = answer.data.some(
        (publication) =>
          publication.status === 'publishing' ||
          (publication.status === 'scheduled' && publication.at <= soon),
      );
      return moving ? 3000 : 60_000;
    },
  });
}
