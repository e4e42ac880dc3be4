import { notifications } from '@mantine/notifications';
import type { ResponseOf } from '../../../contract/route';
import type { teamRoutes } from '../../../contract/team';

/** What inviting or resending answers: the invitation, and its link when the server sends no e-mail. */
export type SentInvitation = ResponseOf<typeof teamRoutes.invite>;

/**
 * Says an invitation went out by e-mail. A link to pass on by hand says so itself, on the page, so no toast
 * is laid over it.
 */
export function announceSent({ invitation, link }: SentInvitation): void {
  if (!link) notifications.show({ color: 'green', message: `Invitation sent to ${invitation.email}` });
}
