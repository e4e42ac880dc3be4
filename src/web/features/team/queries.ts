import { queryOptions } from '@tanstack/react-query';
import { teamRoutes } from '../../../contract/team';
import { api } from '../../api/client';

export const teamKeys = {
  all: ['team'] as const,
  current: () => [...teamKeys.all, 'current'] as const,
};

/** The members the viewer may see, the pending invitations they may manage, and the seats taken. */
export function teamQuery() {
  return queryOptions({
    queryKey: teamKeys.current(),
    queryFn: ({ signal }) => api.call(teamRoutes.team, { signal }),
  });
}
