import { Modal } from '@mantine/core';
import type { TeamMember } from '../../../contract/team';
import { RemoveMemberConfirm } from './RemoveMemberConfirm';

/** Open while a removal is being confirmed; each opening starts without an earlier refusal. */
export function RemoveMemberModal({ member, onClose }: { member: TeamMember | null; onClose: () => void }) {
  return (
    <Modal opened={member !== null} onClose={onClose} title="Remove Team Member">
      {member && <RemoveMemberConfirm key={member._id} member={member} onDone={onClose} />}
    </Modal>
  );
}
