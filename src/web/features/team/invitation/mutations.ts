import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AcceptInvitation, teamRoutes } from '../../../../contract/team';
import { api } from '../../../api/client';
import { startSession } from '../../../session/start-session';
import { invitationKeys } from './queries';

/** Accepts an invitation with the chosen password; the answer signs in as the sign-in page's does. */
export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: invitationKeys.accept(token),
    mutationFn: (input: AcceptInvitation) => api.call(teamRoutes.accept, { body: input }),
    onSuccess: (response) => startSession(queryClient, response),
  });
}
