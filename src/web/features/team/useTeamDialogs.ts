import { useState } from 'react';
import type { Invitation, TeamMember } from '../../../contract/team';
import type { SentInvitation } from './sent-invitation';

/**
 * Which of the Team tab's dialogs is open, and the last invitation link to pass on by hand (kept until
 * hidden or replaced by the next one).
 */
export function useTeamDialogs() {
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<TeamMember | null>(null);
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const [handLink, setHandLink] = useState<SentInvitation | null>(null);
  return {
    adding,
    editing,
    removing,
    /** Only a link the server did not e-mail is kept to show. */
    handLink: handLink?.link ? { invitation: handLink.invitation, link: handLink.link } : null,
    openAdd: () => setAdding(true),
    closeAdd: () => setAdding(false),
    edit: setEditing,
    closeEdit: () => setEditing(null),
    remove: setRemoving,
    closeRemove: () => setRemoving(null),
    sent: (sent: SentInvitation) => setHandLink(sent.link ? sent : null),
    hideLink: () => setHandLink(null),
    /** A revoked invitation's link, shown to pass on, goes with it. */
    revoked: (invitation: Invitation) =>
      setHandLink((shown) => (shown?.invitation._id === invitation._id ? null : shown)),
  };
}
