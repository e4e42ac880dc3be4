import { queryOptions } from '@tanstack/react-query';
import { authRoutes } from '../../contract/auth';
import { api } from '../api/client';

export const sessionKeys = {
  all: ['session'] as const,
  current: () => [...sessionKeys.all, 'current'] as const,
};

/**
 * The signed-in user, their agency and locations. Loaded once per visit (or seeded by the sign-in
 * answer); changes to the profile invalidate it.
 */
export function sessionQuery() {
  return queryOptions({
    queryKey: sessionKeys.current(),
    queryFn: ({ signal }) => api.call(authRoutes.session, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
