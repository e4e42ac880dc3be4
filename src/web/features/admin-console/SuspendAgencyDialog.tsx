import type { AdminAgency } from '../../../contract/admin-console';
import { ConfirmDialog } from '../../ui/ConfirmDialog';

interface Props {
  agency: AdminAgency;
  pending: boolean;
  problem: string | null;
  onConfirm: (agency: AdminAgency) => void;
  onClose: () => void;
}

export function SuspendAgencyDialog({ agency, pending, problem, onConfirm, onClose }: Props) {
  return (
    <ConfirmDialog
      opened
      title="Suspend agency"
      confirmLabel="Suspend"
      danger
      pending={pending}
      problem={problem}
      onConfirm={() => onConfirm(agency)}
      onClose={onClose}
    >
      Suspend <strong>{agency.name}</strong>? Its users lose access at once and cannot sign in until you
      resume it.
    </ConfirmDialog>
  );
}
