import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { AgencyBilling } from '../../../../contract/agency-console/billing';
import { errorMessage } from '../../../api/api-error';
import { useSetPricing } from './mutations';
import { type PricesForm, pricesFormErrors, pricesFormOf, pricingChangeOf } from './prices-form';

/** The prices of AI actions and the monthly recharge cap, saved together. */
export function usePricesForm(agencyId: string, billing: AgencyBilling) {
  const save = useSetPricing(agencyId);
  const form = useForm<PricesForm>({ initialValues: pricesFormOf(billing), validate: pricesFormErrors });
  const submit = form.onSubmit((values) =>
    save.mutate(pricingChangeOf(values), {
      onSuccess: (saved) => {
        form.setInitialValues(pricesFormOf(saved));
        form.setValues(pricesFormOf(saved));
        notifications.show({ color: 'green', message: 'The prices were saved' });
      },
    }),
  );
  return { form, submit, saving: save.isPending, problem: save.error ? errorMessage(save.error) : null };
}
