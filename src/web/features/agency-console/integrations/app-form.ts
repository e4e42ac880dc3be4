import {
  type IntegrationApp,
  type IntegrationAppInput,
  integrationAppInputSchema,
} from '../../../../contract/agency-console/apps';
import { zodResolver } from '../../../ui/zod-resolver';

export interface AppFormValues {
  clientId: string;
  clientSecret: string;
}

export const APP_FIELDS = ['clientId', 'clientSecret'] as const;

export const appFormValuesOf = (app: IntegrationApp): AppFormValues => ({
  clientId: app.clientId ?? '',
  clientSecret: '',
});

/** An empty secret field keeps the stored secret. */
export const appInputOf = (values: AppFormValues): IntegrationAppInput => ({
  clientId: values.clientId.trim(),
  ...(values.clientSecret.trim() ? { clientSecret: values.clientSecret.trim() } : {}),
});

/** Whether the secret stored for the app is kept: the same id is saved again without a new secret. */
export const keepsStoredSecret = (app: IntegrationApp, values: AppFormValues) =>
  app.clientId !== null && app.clientId === values.clientId.trim();

const contractErrors = zodResolver(integrationAppInputSchema);

/** The contract's rules, and the secret a new id needs (the server says the same). */
export function appFormErrors(app: IntegrationApp) {
  return (values: AppFormValues) => {
    const errors = contractErrors(appInputOf(values));
    if (!errors.clientSecret && !values.clientSecret.trim() && !keepsStoredSecret(app, values)) {
      errors.clientSecret = 'is required for a new app id';
    }
    return errors;
  };
}
