import { Modal } from '@mantine/core';
import type { Team } from '../../../contract/team';
import { AddMemberForm } from './AddMemberForm';
import type { SentInvitation } from './sent-invitation';

interface Props {
  opened: boolean;
  seats: Team['seats'];
  onClose: () => void;
  onSent: (sent: SentInvitation) => void;
}

/** The form is made afresh each time the modal opens. */
export function AddMemberModal({ opened, seats, onClose, onSent }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title="Add Team Member" size="lg">
      <AddMemberForm
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
