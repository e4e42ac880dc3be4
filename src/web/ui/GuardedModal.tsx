import { Modal, type ModalProps, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog';

interface Props extends Omit<ModalProps, 'onClose' | 'children'> {
  /** Whether the form inside holds changes not saved yet. */
  unsaved: boolean;
  /** What is lost, in the words of the form: "What you wrote in this news item has not been saved and will be lost." */
  loss: string;
  /** Closes the dialog for good: after a save, a Cancel, or the person's choice to discard. */
  onClose: () => void;
  children: ReactNode;
}

/**
 * A dialog with a form whose Escape or close button, with changes not saved, asks first: a slip of the key would
 * otherwise throw away what was written. A form's own Cancel is a choice made, and calls onClose directly.
 */
export function GuardedModal({ unsaved, loss, onClose, children, ...modal }: Props) {
  const [asking, setAsking] = useState(false);
  const close = () => {
    setAsking(false);
    onClose();
  };
  return (
    <>
      <Modal
        {...modal}
        onClose={() => (unsaved ? setAsking(true) : close())}
        closeOnClickOutside={false}
        closeOnEscape={!asking}
      >
        {children}
      </Modal>
      <ConfirmDialog
        opened={asking}
        title="Discard your changes?"
        confirmLabel="Discard"
        cancelLabel="Keep editing"
        danger
        pending={false}
        problem={null}
        onConfirm={close}
        onClose={() => setAsking(false)}
      >
        <Text size="sm">{loss}</Text>
      </ConfirmDialog>
    </>
  );
}
