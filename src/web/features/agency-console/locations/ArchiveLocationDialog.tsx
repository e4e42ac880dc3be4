import type { ConsoleLocation } from '../../../../contract/agency-console/locations';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';

interface Props {
  location: ConsoleLocation;
  pending: boolean;
  problem: string | null;
  onConfirm: (location: ConsoleLocation) => void;
  onClose: () => void;
}

export function ArchiveLocationDialog({ location, pending, problem, onConfirm, onClose }: Props) {
  return (
    <ConfirmDialog
      opened
      title="Archive location"
      confirmLabel="Archive"
      danger
      pending={pending}
      problem={problem}
      onConfirm={() => onConfirm(location)}
      onClose={onClose}
    >
      Archive <strong>{location.businessName}</strong>? Its users will no longer reach it; its posts are kept.
      You can restore it from the Archived list.
    </ConfirmDialog>
  );
}
