import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type InviteInput, type MemberChange, teamRoutes } from '../../../contract/team';
import { api } from '../../api/client';
import { sessionKeys } from '../../session/queries';
import { useSession } from '../../session/useSession';
import { consoleKeys } from '../agency-console/queries';
import { teamKeys } from './queries';

/**
 * Every change to the team changes its tables and its seats, and in the agency console the users, the
 * people with access to each location and the audit log.
 */
function useTeamChanged() {
  const queryClient = useQueryClient();
  const agencyId = useSession().data.agency_id;
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: teamKeys.all }),
      queryClient.invalidateQueries({ queryKey: consoleKeys.agency(agencyId) }),
    ]);
}

export function useInvite() {
  const changed = useTeamChanged();
  return useMutation({
    mutationFn: (input: InviteInput) => api.call(teamRoutes.invite, { body: input }),
    onSuccess: changed,
  });
}

/** Sends an invitation again with a new link; the old one stops working. */
export function useResendInvitation() {
  const changed = useTeamChanged();
  return useMutation({
    mutationFn: (invitationId: string) => api.call(teamRoutes.resend, { params: { invitationId } }),
    onSuccess: changed,
  });
}

export function useRevokeInvitation() {
  const changed = useTeamChanged();
  return useMutation({
    mutationFn: (invitationId: string) => api.call(teamRoutes.revoke, { params: { invitationId } }),
    onSuccess: changed,
  });
}

/** Changing one's own name, role or locations changes the session too. */
export function useChangeMember() {
  const queryClient = useQueryClient();
  const changed = useTeamChanged();
  const me = useSession().data._id;
  return useMutation({
    mutationFn: ({ userId, change }: { userId: string; change: MemberChange }) =>
      api.call(teamRoutes.changeMember, { params: { userId }, body: change }),
    onSuccess: async (_member, { userId }) => {
      if (userId === me) await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
      await changed();
    },
  });
}

export function useRemoveMember() {
  const changed = useTeamChanged();
  return useMutation({
    mutationFn: (userId: string) => api.call(teamRoutes.removeMember, { params: { userId } }),
    onSuccess: changed,
  });
}
