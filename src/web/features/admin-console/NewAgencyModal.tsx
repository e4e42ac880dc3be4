import { Modal } from '@mantine/core';
import { NewAgencyForm } from './NewAgencyForm';
import type { CreatedAgency } from './useNewAgencyForm';

interface Props {
  opened: boolean;
  onClose: () => void;
  onCreated: (created: CreatedAgency) => void;
}

/** The form is made afresh each time the dialog opens. */
export function NewAgencyModal({ opened, onClose, onCreated }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title="New agency">
      <NewAgencyForm
        onCancel={onClose}
        onCreated={(created) => {
          onCreated(created);
          onClose();
        }}
      />
    </Modal>
  );
}
