import { ConfirmDialog } from '../../../ui/ConfirmDialog';

interface Props {
  /** How many text colours are under the readable contrast; 0 when no question is asked. */
  unreadable: number;
  opened: boolean;
  pending: boolean;
  problem: string | null;
  onSaveAnyway: () => void;
  onKeepEditing: () => void;
}

/**
 * Asked when Save (or Enter in a colour field) would save text colours that are hard to read. Keep
 * editing is focused first, as the safe answer; Escape gives the same answer.
 */
export function UnreadableColoursQuestion({
  unreadable,
  opened,
  pending,
  problem,
  onSaveAnyway,
  onKeepEditing,
}: Props) {
  const which =
    unreadable === 1
      ? 'One text colour is hard to read on its background, as said beside it.'
      : `${unreadable} text colours are hard to read on their backgrounds, as said beside them.`;
  return (
    <ConfirmDialog
      opened={opened}
      title="Save hard-to-read colours?"
      confirmLabel="Save anyway"
      cancelLabel="Keep editing"
      pending={pending}
      problem={problem}
      onConfirm={onSaveAnyway}
      onClose={onKeepEditing}
    >
      {which} Every client of the agency sees the colours as soon as they are saved.
    </ConfirmDialog>
  );
}
