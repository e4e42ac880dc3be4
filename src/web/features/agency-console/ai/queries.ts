import { queryOptions } from '@tanstack/react-query';
import { agencyAiRoutes } from '../../../../contract/agency-console/ai';
import { api } from '../../../api/client';
import { consoleKeys } from '../queries';

export const aiKeys = {
  all: (agencyId: string) => [...consoleKeys.agency(agencyId), 'ai'] as const,
  provider: (agencyId: string) => [...aiKeys.all(agencyId), 'provider'] as const,
  templates: (agencyId: string) => [...aiKeys.all(agencyId), 'templates'] as const,
};

/** The agency's own provider, if it brought one, and what writes posts otherwise. */
export function aiProviderQuery(agencyId: string) {
  return queryOptions({
    queryKey: aiKeys.provider(agencyId),
    queryFn: ({ signal }) => api.call(agencyAiRoutes.get, { params: { agencyId }, signal }),
  });
}

/** Every option's prompt template, the agency's own where it set one, and the placeholders they may use. */
export function promptTemplatesQuery(agencyId: string) {
  return queryOptions({
    queryKey: aiKeys.templates(agencyId),
    queryFn: ({ signal }) => api.call(agencyAiRoutes.templates, { params: { agencyId }, signal }),
  });
}
