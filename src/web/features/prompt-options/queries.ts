import { queryOptions } from '@tanstack/react-query';
import { type OptionKind, promptOptionRoutes } from '../../../contract/options';
import { api } from '../../api/client';

export const promptOptionKeys = {
  all: ['prompt-options'] as const,
  list: (kind: OptionKind) => [...promptOptionKeys.all, kind] as const,
};

/** Platforms, tones, languages or image styles; they change with a deployment, not during a visit. */
export function promptOptionsQuery(kind: OptionKind) {
  return queryOptions({
    queryKey: promptOptionKeys.list(kind),
    queryFn: ({ signal }) => api.call(promptOptionRoutes.list, { params: { kind }, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
