import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { AutoRecharge } from '../../../contract/balance';
import { formatCents } from '../../../contract/money';
import { errorMessage } from '../../api/api-error';
import {
  type AutoRechargeForm,
  autoRechargeChangeOf,
  autoRechargeFormErrors,
  autoRechargeFormOf,
} from './auto-recharge-form';
import { useSetAutoRecharge } from './mutations';

/** The two auto-recharge selects, saved together; saving them again turns on one that had stopped. */
export function useAutoRechargeForm(locationId: string, settings: AutoRecharge) {
  const save = useSetAutoRecharge(locationId);
  const form = useForm<AutoRechargeForm>({
    initialValues: autoRechargeFormOf(settings),
    validate: autoRechargeFormErrors,
  });
  const submit = form.onSubmit((values) =>
    save.mutate(autoRechargeChangeOf(values), {
      onSuccess: (saved) => {
        form.setInitialValues(autoRechargeFormOf(saved));
        form.setValues(autoRechargeFormOf(saved));
        notifications.show({
          color: 'green',
          message:
            saved.cents !== null && saved.lowBalanceCents !== null
              ? `Auto-recharge is on: ${formatCents(saved.cents)} is added when your balance falls below ${formatCents(saved.lowBalanceCents)}`
              : 'Auto-recharge is off',
        });
      },
    }),
  );
  return { form, submit, saving: save.isPending, problem: save.error ? errorMessage(save.error) : null };
}
