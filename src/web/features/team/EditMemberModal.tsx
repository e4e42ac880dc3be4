import { Modal } from '@mantine/core';
import type { TeamMember } from '../../../contract/team';
import { EditMemberForm } from './EditMemberForm';

/** Open while a member is being edited; the form starts from the member each time. */
export function EditMemberModal({ member, onClose }: { member: TeamMember | null; onClose: () => void }) {
  return (
    <Modal opened={member !== null} onClose={onClose} title="Edit Team Member" size="lg">
      {member && <EditMemberForm key={member._id} member={member} onDone={onClose} />}
    </Modal>
  );
}
