import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { IntegrationApp } from '../../../../contract/agency-console/apps';
import { errorMessage, fieldErrorOf } from '../../../api/api-error';
import {
  APP_FIELDS,
  type AppFormValues,
  appFormErrors,
  appFormValuesOf,
  appInputOf,
  keepsStoredSecret,
} from './app-form';
import { APP_TEXTS } from './app-texts';
import { useSaveApp } from './queries';

/** The agency's own app: a 400 about a field shows under it, any other failure above the button. */
export function useAppForm(agencyId: string, app: IntegrationApp) {
  const save = useSaveApp(agencyId, app.kind);
  const form = useForm<AppFormValues>({ initialValues: appFormValuesOf(app), validate: appFormErrors(app) });
  const submit = form.onSubmit((values) =>
    save.mutate(appInputOf(values), {
      onSuccess: () => {
        form.setFieldValue('clientSecret', '');
        notifications.show({ color: 'green', message: `Your ${APP_TEXTS[app.kind].name} was saved` });
      },
      onError: (error) => {
        const fieldError = fieldErrorOf(error, APP_FIELDS);
        if (fieldError) form.setFieldError(fieldError.field, fieldError.message);
      },
    }),
  );
  const problem = save.error && !fieldErrorOf(save.error, APP_FIELDS) ? errorMessage(save.error) : null;
  return { form, submit, saving: save.isPending, problem, secretStored: keepsStoredSecret(app, form.values) };
}
