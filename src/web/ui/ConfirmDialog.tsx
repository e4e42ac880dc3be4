import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useFocusBack } from './useFocusBack';

interface Props {
  opened: boolean;
  title: string;
  /** What will happen, in the words the person decides on. */
  children: ReactNode;
  confirmLabel: string;
  /** The safe answer, focused first; "Cancel" unless the question needs its own words. */
  cancelLabel?: string;
  /** Red for what cannot be taken back or takes something away. */
  danger?: boolean;
  pending: boolean;
  /** The server's refusal, shown beside the question so the person can act on it. */
  problem: string | null;
  /**
   * Why the change cannot be made, known before asking: it is shown in place of the confirm button.
   */
  refusal?: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a change that takes something away or cannot be taken back; Cancel is the safe default. */
export function ConfirmDialog(props: Props) {
  useFocusBack(props.opened);
  const { opened, title, children, confirmLabel, cancelLabel, danger, pending, problem, refusal } = props;
  const { onConfirm, onClose } = props;
  const shown = refusal ?? problem;
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <Stack>
        <Text component="div">{children}</Text>
        {shown && (
          <Alert color={refusal ? 'orange' : 'red'} role="alert">
            {shown}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {cancelLabel ?? 'Cancel'}
          </Button>
          {!refusal && (
            <Button color={danger ? 'red' : undefined} loading={pending} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
