import { Modal } from '@mantine/core';
import { AddBalanceForm } from './AddBalanceForm';

interface Props {
  opened: boolean;
  locationId: string;
  publishableKey: string | null;
  onClose: () => void;
}

/** The form is made afresh each time the modal opens. */
export function AddBalanceModal({ opened, onClose, ...payment }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title="Add Balance">
      <AddBalanceForm {...payment} onDone={onClose} />
    </Modal>
  );
}
