import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { AgencyBilling } from '../../../../contract/agency-console/billing';
import { errorMessage } from '../../../api/api-error';
import { useSetPricing } from './mutations';
import {
  type DollarsField,
  type PricesForm,
  pricesFormErrors,
  pricesFormOf,
  pricingChangeOf,
  toTheCent,
} from './prices-form';

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
  /**
   * A dollar box's props. The box takes any number of decimals, so that one typed past the cent is
   * refused rather than cut to the cent; once left, an amount in whole cents is written to the cent as
   * the saved ones are ("0.2" shows "$0.20"), and the box is checked, so a bad amount is marked at once.
   */
  const dollarsProps = ({ path, of }: DollarsField) => ({
    ...form.getInputProps(path),
    onBlur: () => {
      const typed = of(form.getValues());
      const shown = toTheCent(typed);
      if (shown !== typed) form.setFieldValue(path, shown);
      form.validateField(path);
    },
  });
  return {
    dollarsProps,
    submit,
    saving: save.isPending,
    problem: save.error ? errorMessage(save.error) : null,
  };
}
