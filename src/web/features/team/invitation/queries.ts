import { queryOptions, skipToken } from '@tanstack/react-query';
import { teamRoutes } from '../../../../contract/team';
import { api } from '../../../api/client';

export const invitationKeys = {
  all: ['invitation'] as const,
  preview: (token: string) => [...invitationKeys.all, 'preview', token] as const,
  /** The acceptance of a link, as a mutation key. */
  accept: (token: string) => [...invitationKeys.all, 'accept', token] as const,
};

/** What an invitation link invites to; asking does not use the link up. */
export function invitationPreviewQuery(token: string) {
  return queryOptions({
    queryKey: invitationKeys.preview(token),
    queryFn: token ? ({ signal }) => api.call(teamRoutes.invitation, { body: { token }, signal }) : skipToken,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
