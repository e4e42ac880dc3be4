import type { ConsoleNewsSummary } from '../../../../contract/agency-console/news';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useDeleteNewsAction } from './useDeleteNewsAction';

interface Props {
  agencyId: string;
  item: ConsoleNewsSummary;
  onClose: () => void;
}

/** Asks before an item is deleted: it leaves every client's Home at once. */
export function DeleteNewsDialog({ agencyId, item, onClose }: Props) {
  const { remove, pending, problem } = useDeleteNewsAction(agencyId, item, onClose);
  return (
    <ConfirmDialog
      opened
      title="Delete news item"
      confirmLabel="Delete"
      danger
      pending={pending}
      problem={problem}
      onConfirm={remove}
      onClose={onClose}
    >
      Delete <strong>{item.title}</strong>? It disappears from your clients' Home, with its picture. This
      cannot be undone.
    </ConfirmDialog>
  );
}
