import type { ConsolePlan } from '../../../../contract/agency-console/plans';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useDeletePlanAction } from './useDeletePlanAction';

interface Props {
  agencyId: string;
  plan: ConsolePlan;
  onClose: () => void;
}

/** Asks before a plan is deleted; the server refuses while a location or the agency uses it, and says so. */
export function DeletePlanDialog({ agencyId, plan, onClose }: Props) {
  const { remove, pending, problem } = useDeletePlanAction(agencyId, plan, onClose);
  return (
    <ConfirmDialog
      opened
      title="Delete plan"
      confirmLabel="Delete"
      danger
      pending={pending}
      problem={problem}
      onConfirm={remove}
      onClose={onClose}
    >
      Delete the plan <strong>{plan.name}</strong>? This cannot be undone.
    </ConfirmDialog>
  );
}
