import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { type AgencyOverview, type Colours, coloursSchema } from '../../../../contract/agency-console/brand';
import { errorMessage, fieldErrorOf } from '../../../api/api-error';
import { BRAND_COLOURS } from '../../../ui/theme/brand';
import { zodResolver } from '../../../ui/zod-resolver';
import { useSaveColours } from '../mutations';
import { coloursOf } from './colour-fields';
import { contrastWarnings } from './contrast-warnings';

const sameColours = (a: Colours, b: Colours) => BRAND_COLOURS.every((name) => a[name] === b[name]);

/**
 * The colours being edited, from the agency's saved ones. Saving makes the saved colours the ones Reset
 * goes back to; a 400 about a colour shows under it, any other refusal above the buttons. Colours whose
 * text would be hard to read are saved only once the admin confirms them: Enter in a colour field saves
 * the form, and every client of the agency would see the result at once.
 */
export function useColoursForm(overview: AgencyOverview) {
  const save = useSaveColours();
  const form = useForm<Colours>({
    initialValues: coloursOf(overview.customisation),
    validate: zodResolver(coloursSchema),
    // A mistyped colour is marked as soon as its field is left, not only when Save is pressed.
    validateInputOnBlur: true,
  });
  const [awaitingConfirmation, setAwaitingConfirmation] = useState<Colours | null>(null);
  // The question stays open while its answer is saved, so a refusal shows beside it; a refused colour
  // closes it, as the refusal is shown under that colour's field.
  const saveColours = (values: Colours) => {
    save.mutate(values, {
      onSuccess: () => {
        setAwaitingConfirmation(null);
        form.setInitialValues(values);
        form.resetDirty(values);
        notifications.show({ color: 'green', message: 'The colours were saved' });
      },
      onError: (error) => {
        const fieldError = fieldErrorOf(error, BRAND_COLOURS);
        if (!fieldError) return;
        setAwaitingConfirmation(null);
        form.setFieldError(fieldError.field, fieldError.message);
      },
    });
  };
  const submit = form.onSubmit((values) => {
    if (Object.keys(contrastWarnings(values)).length > 0) setAwaitingConfirmation(values);
    else saveColours(values);
  });
  // Changing a colour after Save withdraws the question: the colours it asked about are not these.
  const unconfirmed =
    awaitingConfirmation && sameColours(awaitingConfirmation, form.values) ? awaitingConfirmation : null;
  const problem = save.error && !fieldErrorOf(save.error, BRAND_COLOURS) ? errorMessage(save.error) : null;
  return {
    form,
    submit,
    reset: () => {
      form.reset();
      save.reset();
      setAwaitingConfirmation(null);
    },
    pending: save.isPending,
    problem,
    warnings: contrastWarnings(form.values),
    confirmation: unconfirmed && {
      saveAnyway: () => saveColours(unconfirmed),
      keepEditing: () => {
        save.reset();
        setAwaitingConfirmation(null);
      },
    },
  };
}
