import { notifications } from '@mantine/notifications';
import type { UseMutationResult } from '@tanstack/react-query';
import type { Invitation } from '../../../contract/team';
import { errorMessage } from '../../api/api-error';
import { announceSent, type SentInvitation } from './sent-invitation';

/** The two calls behind the actions: the team's own, or those of the agency an operator's console works on. */
export interface InvitationMutations {
  resending: UseMutationResult<SentInvitation, Error, string>;
  revoking: UseMutationResult<unknown, Error, string>;
}

/**
 * Resend and Revoke for the pending invitations; the last refusal of either is shown above the list. A revoked
 * invitation is told to `onRevoked`, so a link of it shown to pass on goes too.
 */
export function useInvitationActions(
  { resending, revoking }: InvitationMutations,
  onSent: (sent: SentInvitation) => void,
  onRevoked: (invitation: Invitation) => void,
) {
  const resend = (invitation: Invitation) => {
    revoking.reset();
    resending.mutate(invitation._id, {
      onSuccess: (sent) => {
        announceSent(sent);
        onSent(sent);
      },
    });
  };
  const revoke = (invitation: Invitation) => {
    resending.reset();
    revoking.mutate(invitation._id, {
      onSuccess: () => {
        onRevoked(invitation);
        notifications.show({
          color: 'green',
          message: `The invitation for ${invitation.email} was revoked.`,
        });
      },
    });
  };
  const failed = resending.error ?? revoking.error;
  return {
    resend,
    revoke,
    resendingId: resending.isPending ? resending.variables : undefined,
    revokingId: revoking.isPending ? revoking.variables : undefined,
    problem: failed ? errorMessage(failed) : null,
  };
}
