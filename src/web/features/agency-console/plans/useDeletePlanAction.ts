import { notifications } from '@mantine/notifications';
import type { ConsolePlan } from '../../../../contract/agency-console/plans';
import { errorMessage } from '../../../api/api-error';
import { useDeletePlan } from './mutations';

/** Deletes a plan once confirmed; a refusal (a location still uses it) is kept to show beside the question. */
export function useDeletePlanAction(agencyId: string, plan: ConsolePlan, onDeleted: () => void) {
  const removal = useDeletePlan(agencyId);
  const remove = () =>
    removal.mutate(plan.id, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: `The plan ${plan.name} was deleted` });
        onDeleted();
      },
    });
  return {
    remove,
    pending: removal.isPending,
    problem: removal.error ? errorMessage(removal.error) : null,
  };
}
