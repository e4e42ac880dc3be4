import type { Invitation } from '../../../contract/team';
import { RowAction, RowActions } from '../../ui/RowActions';
import type { useInvitationActions } from './useInvitationActions';

interface Props {
  invitation: Invitation;
  actions: ReturnType<typeof useInvitationActions>;
  /** Asks before the invitation is revoked. */
  onRevoke: (invitation: Invitation) => void;
}

/** Resend and Revoke on one pending invitation's row, in Settings → Team and in the agency console alike. */
export function InvitationRowActions({ invitation, actions, onRevoke }: Props) {
  return (
    <RowActions>
      <RowAction
        label={`Resend the invitation for ${invitation.email}`}
        loading={actions.resendingId === invitation._id}
        onClick={() => actions.resend(invitation)}
      >
        Resend
      </RowAction>
      <RowAction
        label={`Revoke the invitation for ${invitation.email}`}
        destructive
        loading={actions.revokingId === invitation._id}
        onClick={() => onRevoke(invitation)}
      >
        Revoke
      </RowAction>
    </RowActions>
  );
}
