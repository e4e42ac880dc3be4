import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleUsersRoutes } from '../../../../contract/agency-console/users';
import type { InviteInput } from '../../../../contract/team';
import { api } from '../../../api/client';
import { consoleUsersKeys } from './queries';

/** The console's users again, after an invitation changed. */
function useUsersChanged(agencyId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: consoleUsersKeys.all(agencyId) });
}

/** Invites someone to the agency from its console: the operator's way to give an agency its first admin again. */
export function useConsoleInvite(agencyId: string) {
  const changed = useUsersChanged(agencyId);
  return useMutation({
    mutationFn: (input: InviteInput) =>
      api.call(consoleUsersRoutes.invite, { params: { agencyId }, body: input }),
    onSuccess: changed,
  });
}

/** Sends one of the agency's invitations again, from its console: the operator's way to the agency's team. */
export function useConsoleResendInvitation(agencyId: string) {
  const changed = useUsersChanged(agencyId);
  return useMutation({
    mutationFn: (invitationId: string) =>
      api.call(consoleUsersRoutes.resendInvitation, { params: { agencyId, invitationId } }),
    onSuccess: changed,
  });
}

export function useConsoleRevokeInvitation(agencyId: string) {
  const changed = useUsersChanged(agencyId);
  return useMutation({
    mutationFn: (invitationId: string) =>
      api.call(consoleUsersRoutes.revokeInvitation, { params: { agencyId, invitationId } }),
    onSuccess: changed,
  });
}
