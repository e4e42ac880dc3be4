import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type AgencyOverview, type Colours, coloursSchema } from '../../../../contract/agency-console/brand';
import { errorMessage, fieldErrorOf } from '../../../api/api-error';
import { BRAND_COLOURS } from '../../../ui/theme/brand';
import { zodResolver } from '../../../ui/zod-resolver';
import { useSaveColours } from '../mutations';
import { coloursOf } from './colour-fields';
import { contrastWarnings } from './contrast-warnings';

/**
 * The colours being edited, from the agency's saved ones. Saving makes the saved colours the ones Reset
 * goes back to; a 400 about a colour shows under it, any other refusal above the buttons.
 */
export function useColoursForm(overview: AgencyOverview) {
  const save = useSaveColours();
  const form = useForm<Colours>({
    initialValues: coloursOf(overview.customisation),
    validate: zodResolver(coloursSchema),
  });
  const submit = form.onSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => {
        form.setInitialValues(values);
        form.resetDirty(values);
        notifications.show({ color: 'green', message: 'The colours were saved' });
      },
      onError: (error) => {
        const fieldError = fieldErrorOf(error, BRAND_COLOURS);
        if (fieldError) form.setFieldError(fieldError.field, fieldError.message);
      },
    }),
  );
  const problem = save.error && !fieldErrorOf(save.error, BRAND_COLOURS) ? errorMessage(save.error) : null;
  return {
    form,
    submit,
    reset: () => {
      form.reset();
      save.reset();
    },
    pending: save.isPending,
    problem,
    warnings: contrastWarnings(form.values),
  };
}
