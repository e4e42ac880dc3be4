import type { ResponseOf } from '../../../contract/route';
import type { teamRoutes } from '../../../contract/team';

/** What inviting or resending answers: the invitation, and its link when the server sends no e-mail. */
export type SentInvitation = ResponseOf<typeof teamRoutes.invite>;

/** The toast after an invitation went out, or was made ready to pass on by hand. */
export function sentMessage({ invitation, link }: SentInvitation): string {
  return link
    ? `The invitation for ${invitation.email} is ready: send them the link shown on this page`
    : `Invitation sent to ${invitation.email}`;
}
