import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { AgencyBilling, StripeKeys } from '../../../../contract/agency-console/billing';
import { stripeKeysSchema } from '../../../../contract/agency-console/billing';
import { errorMessage, fieldErrorOf } from '../../../api/api-error';
import { zodResolver } from '../../../ui/zod-resolver';
import { useConnectStripe } from './mutations';

const FIELDS: readonly (keyof StripeKeys)[] = ['publishableKey', 'secretKey', 'webhookSecret'];

/**
 * The Stripe keys, saved together once Stripe accepted them. The secrets are never sent back: their
 * boxes start empty, and changing the keys means entering all three again.
 */
export function useStripeKeysForm(agencyId: string, stripe: AgencyBilling['stripe']) {
  const connect = useConnectStripe(agencyId);
  const form = useForm<StripeKeys>({
    initialValues: { publishableKey: stripe?.publishableKey ?? '', secretKey: '', webhookSecret: '' },
    validate: zodResolver(stripeKeysSchema),
  });
  const submit = form.onSubmit((keys) =>
    connect.mutate(keys, {
      onSuccess: (billing) => {
        form.setValues({ secretKey: '', webhookSecret: '' });
        const account = billing.stripe ? ` ${billing.stripe.accountName}` : '';
        notifications.show({ color: 'green', message: `Your Stripe account${account} is connected` });
      },
      onError: (error) => {
        const fieldError = fieldErrorOf(error, FIELDS);
        if (fieldError) form.setFieldError(fieldError.field, fieldError.message);
      },
    }),
  );
  const problem = connect.error && !fieldErrorOf(connect.error, FIELDS) ? errorMessage(connect.error) : null;
  return { form, submit, checking: connect.isPending, problem };
}
