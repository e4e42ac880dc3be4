import { Modal } from '@mantine/core';
import type { Team } from '../../../contract/team';
import { AddMemberForm } from './AddMemberForm';
import type { SentInvitation } from './sent-invitation';
import type { InviteTarget } from './useInviteForm';

interface Props {
  opened: boolean;
  target: InviteTarget;
  seats: Team['seats'];
  onClose: () => void;
  onSent: (sent: SentInvitation) => void;
}

/** The form is made afresh each time the modal opens. */
export function AddMemberModal({ opened, target, seats, onClose, onSent }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title="Add Team Member" size="lg">
      <AddMemberForm
        target={target}
        seats={seats}
        onCancel={onClose}
        onSent={(sent) => {
          onSent(sent);
          onClose();
        }}
      />
    </Modal>
  );
}
