import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { formatCents } from '../../../contract/money';
import { errorMessage, isApiError } from '../../api/api-error';
import { fieldSentence } from '../../api/field-sentence';
import { type AdjustmentDirection, adjustmentErrors, adjustmentOf, type DollarsInput } from './amount';
import { useAdjustBalance } from './mutations';

interface AdjustmentForm {
  direction: AdjustmentDirection;
  dollars: DollarsInput;
  reason: string;
}

/** The server's field names, as the form calls them. */
const FORM_FIELDS: Record<string, keyof AdjustmentForm> = { cents: 'dollars', reason: 'reason' };

/** Adjust balance: an agency admin adds or takes away an amount by hand, with the reason the log shows. */
export function useAdjustBalanceForm(locationId: string, onDone: () => void) {
  const adjust = useAdjustBalance(locationId);
  const form = useForm<AdjustmentForm>({
    initialValues: { direction: 'credit', dollars: '', reason: '' },
    validate: ({ direction, dollars, reason }) => adjustmentErrors(direction, dollars, reason),
  });
  const submit = form.onSubmit(({ direction, dollars, reason }) =>
    adjust.mutate(adjustmentOf(direction, dollars, reason.trim()), {
      onSuccess: (entry) => {
        const amount = formatCents(Math.abs(entry.cents));
        notifications.show({
          color: 'green',
          message:
            entry.cents < 0 ? `${amount} was taken from the balance` : `${amount} was added to the balance`,
        });
        onDone();
      },
      onError: (error) => {
        const field =
          isApiError(error, 'invalid_input') && error.field ? FORM_FIELDS[error.field] : undefined;
        if (field) form.setFieldError(field, fieldSentence(error.message.replace(/^\w+: /, '')));
      },
    }),
  );
  const fieldRefusal =
    isApiError(adjust.error, 'invalid_input') &&
    adjust.error.field !== undefined &&
    adjust.error.field in FORM_FIELDS;
  return {
    form,
    submit,
    saving: adjust.isPending,
    problem: adjust.error && !fieldRefusal ? errorMessage(adjust.error) : null,
  };
}
