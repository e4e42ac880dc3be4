import { type ConsolePlan, planDeletionRefusal } from '../../../../contract/agency-console/plans';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useDeletePlanAction } from './useDeletePlanAction';

interface Props {
  agencyId: string;
  plan: ConsolePlan;
  onClose: () => void;
}

/**
 * Asks before a plan is deleted. A plan that locations or the agency use is not offered for deletion: the dialog
 * says how many use it instead. Should that change meanwhile, the server refuses in the same words.
 */
export function DeletePlanDialog({ agencyId, plan, onClose }: Props) {
  const { remove, pending, problem } = useDeletePlanAction(agencyId, plan, onClose);
  const refusal = planDeletionRefusal(plan);
  return (
    <ConfirmDialog
      opened
      title="Delete plan"
      confirmLabel="Delete"
      danger
      pending={pending}
      problem={problem}
      refusal={refusal}
      onConfirm={remove}
      onClose={onClose}
    >
      {refusal ? (
        <>
          The plan <strong>{plan.name}</strong> is in use.
        </>
      ) : (
        <>
          Delete the plan <strong>{plan.name}</strong>? This cannot be undone.
        </>
      )}
    </ConfirmDialog>
  );
}
