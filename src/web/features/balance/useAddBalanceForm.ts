import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { isApiError } from '../../api/api-error';
import { fieldSentence } from '../../api/field-sentence';
import { paymentProblem } from '../billing/payment-problem';
import { centsOfInput, type DollarsInput, topUpAmountError } from './amount';
import { useTopUp } from './mutations';
import { topUpOutcome } from './payment-outcome';
import type { StartedTopUp } from './top-up';

interface Options {
  locationId: string;
  publishableKey: string | null;
  onDone: () => void;
}

/**
 * Add Balance: an amount within the contract's bounds, charged to the primary card. Once the payment is
 * over (added, processing, or canceled at Stripe's check) the modal closes and says what happened; a
 * refusal before any charge (no card, a declined card) stays in the modal to act on. A payment started
 * but not finished is finished by trying again, never started twice.
 */
export function useAddBalanceForm({ locationId, publishableKey, onDone }: Options) {
  const topUp = useTopUp(locationId);
  const [pending, setPending] = useState<StartedTopUp | null>(null);
  const form = useForm<{ dollars: DollarsInput }>({
    initialValues: { dollars: '' },
    validate: { dollars: topUpAmountError },
  });
  const submit = form.onSubmit(({ dollars }) =>
    topUp.mutate(
      {
        cents: pending?.cents ?? centsOfInput(dollars),
        publishableKey,
        pending,
        remember: setPending,
      },
      {
        onSuccess: ({ payment, stripeMessage }) => {
          setPending(null);
          const { color, message } = topUpOutcome(payment, stripeMessage);
          notifications.show({ color, message, autoClose: color === 'green' ? 4_000 : 10_000 });
          onDone();
        },
        onError: (error) => {
          if (isApiError(error, 'invalid_input') && error.field === 'cents') {
            form.setFieldError('dollars', fieldSentence(error.message.replace(/^cents: /, '')));
          }
        },
      },
    ),
  );
  const fieldRefusal = isApiError(topUp.error, 'invalid_input') && topUp.error.field === 'cents';
  return {
    form,
    submit,
    paying: topUp.isPending,
    problem: topUp.error && !fieldRefusal ? paymentProblem(topUp.error) : null,
    noCard: isApiError(topUp.error, 'no_card'),
    /** A payment started and not finished: its amount can no longer change. */
    finishing: pending && !topUp.isPending ? pending.cents : null,
  };
}
