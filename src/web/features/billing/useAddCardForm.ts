import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useElements, useStripe } from '@stripe/react-stripe-js';
import type { StripeCardElementChangeEvent } from '@stripe/stripe-js';
import { useRef, useState } from 'react';
import { newCardSchema } from '../../../contract/cards';
import { fieldErrorOf } from '../../api/api-error';
import { zodResolver } from '../../ui/zod-resolver';
import { cardLabel } from './card-labels';
import type { PendingSetup } from './card-setup';
import { useSaveCard } from './mutations';
import { paymentProblem } from './payment-problem';

const cardFormSchema = newCardSchema.pick({ name: true, makePrimary: true });
interface CardForm {
  name: string;
  makePrimary: boolean;
}
const FIELDS: readonly (keyof CardForm)[] = ['name'];

export const CARD_INCOMPLETE = "Enter the card's number, expiry date and CVC";

interface Options {
  locationId: string;
  /** The location has no card yet: this one becomes primary whatever the switch says. */
  firstCard: boolean;
  onSaved: () => void;
}

/**
 * The Add New Card form: Name on Card checked with the contract, the card field checked by Stripe as it
 * is typed. A failure keeps everything typed, and the step that had succeeded is not done again.
 */
export function useAddCardForm({ locationId, firstCard, onSaved }: Options) {
  const stripe = useStripe();
  const elements = useElements();
  const save = useSaveCard(locationId);
  const pending = useRef<PendingSetup | null>(null);
  const [card, setCard] = useState<{ complete: boolean; error: string | null }>({
    complete: false,
    error: null,
  });
  const form = useForm<CardForm>({
    initialValues: { name: '', makePrimary: firstCard },
    validate: zodResolver(cardFormSchema),
  });

  const onCardChange = (event: StripeCardElementChangeEvent) => {
    setCard({ complete: event.complete, error: event.error?.message ?? null });
    // A card Stripe confirmed but we could not keep is tried again as it was; a different card needs
    // a SetupIntent of its own.
    if (pending.current?.confirmed) pending.current = null;
  };

  const saveCard = (values: CardForm) => {
    const element = elements?.getElement('card');
    if (!stripe || !element) return;
    if (!card.complete) {
      setCard((current) => ({ ...current, error: current.error ?? CARD_INCOMPLETE }));
      return;
    }
    save.mutate(
      {
        card: {
          stripe,
          card: element,
          name: values.name.trim(),
          makePrimary: firstCard || values.makePrimary,
        },
        pending: pending.current,
        remember: (setup) => {
          pending.current = setup;
        },
      },
      {
        onSuccess: (saved) => {
          pending.current = null;
          notifications.show({
            color: 'green',
            message: saved.primary
              ? `${cardLabel(saved)} was added as your primary card`
              : `${cardLabel(saved)} was added`,
          });
          onSaved();
        },
        onError: (error) => {
          const fieldError = fieldErrorOf(error, FIELDS);
          if (fieldError) form.setFieldError(fieldError.field, fieldError.message);
        },
      },
    );
  };

  const submit = form.onSubmit(saveCard, () => {
    if (!card.complete) setCard((current) => ({ ...current, error: current.error ?? CARD_INCOMPLETE }));
  });
  const problem = save.error && !fieldErrorOf(save.error, FIELDS) ? paymentProblem(save.error) : null;
  return { form, submit, onCardChange, cardError: card.error, saving: save.isPending, problem };
}
