import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { TrialSettings } from '../../../../contract/agency-console/trial';
import { errorMessage, fieldErrorOf, isApiError } from '../../../api/api-error';
import { useSaveTrialSettings } from './mutations';
import { fieldsOf, type TrialSettingsValues, trialSettingsErrors } from './trial-settings-form';

const FIELDS = ['slug', 'retentionDays'];

/** The slug is another agency's: said under the field, like the server's other field errors. */
function slugTaken(error: unknown) {
  return isApiError(error, 'conflict') && error.field === 'slug';
}

export function useTrialSettingsForm(agencyId: string, settings: TrialSettings) {
  const save = useSaveTrialSettings(agencyId);
  const form = useForm<TrialSettingsValues>({
    initialValues: fieldsOf(settings),
    validate: trialSettingsErrors,
  });
  const submit = form.onSubmit(({ retentionDays, ...rest }) =>
    // Checked first: an empty days box never gets this far.
    save.mutate(
      { ...rest, retentionDays: retentionDays === '' ? 0 : retentionDays },
      {
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
      },
    ),
  );
  const problem =
    save.error && !fieldErrorOf(save.error, FIELDS) && !slugTaken(save.error)
      ? errorMessage(save.error)
      : null;
  return { form, submit, pending: save.isPending, problem };
}
