import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  type TrialSettings,
  type TrialSettingsInput,
  trialSettingsInputSchema,
} from '../../../../contract/agency-console/trial';
import { errorMessage, fieldErrorOf, isApiError } from '../../../api/api-error';
import { zodResolver } from '../../../ui/zod-resolver';
import { useSaveTrialSettings } from './mutations';

const FIELDS = ['slug', 'retentionDays'];

const fieldsOf = (settings: TrialSettings): TrialSettingsInput => ({
  slug: settings.slug,
  retentionDays: settings.retentionDays,
});

/** The slug is another agency's: said under the field, like the server's other field errors. */
function slugTaken(error: unknown) {
  return isApiError(error, 'conflict') && error.field === 'slug';
}

export function useTrialSettingsForm(agencyId: string, settings: TrialSettings) {
  const save = useSaveTrialSettings(agencyId);
  const form = useForm<TrialSettingsInput>({
    initialValues: fieldsOf(settings),
    validate: zodResolver(trialSettingsInputSchema),
  });
  const submit = form.onSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        form.setInitialValues(fieldsOf(saved));
        form.setValues(fieldsOf(saved));
        notifications.show({ color: 'green', message: 'The free trial settings were saved' });
      },
      onError: (error) => {
        if (slugTaken(error)) form.setFieldError('slug', errorMessage(error));
        const fieldError = fieldErrorOf(error, FIELDS);
        if (fieldError) form.setFieldError(fieldError.field, fieldError.message);
      },
    }),
  );
  const problem =
    save.error && !fieldErrorOf(save.error, FIELDS) && !slugTaken(save.error)
      ? errorMessage(save.error)
      : null;
  return { form, submit, pending: save.isPending, problem };
}
