import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { ConsolePlan } from '../../../../contract/agency-console/plans';
import { errorMessage, fieldErrorOf } from '../../../api/api-error';
import { useCreatePlan, useUpdatePlan } from './mutations';
import { PLAN_FIELDS, type PlanFormValues, planFormErrors, planFormValuesOf, planInputOf } from './plan-form';

/**
 * The form that creates a plan, or edits `plan` when one is given. A 400 about a field shows under that
 * field; any other refusal above the buttons.
 */
export function usePlanForm(agencyId: string, plan: ConsolePlan | null, onSaved: () => void) {
  const create = useCreatePlan(agencyId);
  const update = useUpdatePlan(agencyId);
  const saving = plan ? update : create;
  const form = useForm<PlanFormValues>({ initialValues: planFormValuesOf(plan), validate: planFormErrors });
  const callbacks = {
    onSuccess: (saved: ConsolePlan) => {
      notifications.show({
        color: 'green',
        message: `The plan ${saved.name} was ${plan ? 'saved' : 'created'}`,
      });
      onSaved();
    },
    onError: (error: unknown) => {
      const fieldError = fieldErrorOf(error, PLAN_FIELDS);
      if (fieldError) form.setFieldError(fieldError.field, fieldError.message);
    },
  };
  const submit = form.onSubmit((values) => {
    const input = planInputOf(values);
    if (plan) update.mutate({ planId: plan.id, input }, callbacks);
    else create.mutate(input, callbacks);
  });
  const problem =
    saving.error && !fieldErrorOf(saving.error, PLAN_FIELDS) ? errorMessage(saving.error) : null;
  return { form, submit, pending: saving.isPending, problem };
}
