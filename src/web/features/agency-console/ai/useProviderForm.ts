import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { AgencyAi } from '../../../../contract/agency-console/ai';
import { errorMessage, fieldErrorOf } from '../../../api/api-error';
import { useSetAiProvider } from './mutations';
import {
  keepsStoredKey,
  PROVIDER_FIELDS,
  type ProviderFormValues,
  providerFormErrors,
  providerFormValuesOf,
  providerInputOf,
} from './provider-form';
import { AI_PROVIDER_LABELS } from './provider-labels';

/**
 * Bring-your-own provider: "Test and save" has the server try one call before it saves. A 400 about a
 * field shows under it; the provider's refusal (a wrong key, an unknown model) above the button.
 */
export function useProviderForm(agencyId: string, ai: AgencyAi) {
  const save = useSetAiProvider(agencyId);
  const form = useForm<ProviderFormValues>({
    initialValues: providerFormValuesOf(ai.own),
    validate: providerFormErrors,
  });
  const submit = form.onSubmit((values) =>
    save.mutate(providerInputOf(values), {
      onSuccess: () => {
        form.setFieldValue('apiKey', '');
        notifications.show({
          color: 'green',
          message: `${AI_PROVIDER_LABELS[values.provider]} answered and was saved`,
        });
      },
      onError: (error) => {
        const fieldError = fieldErrorOf(error, PROVIDER_FIELDS);
        if (fieldError) form.setFieldError(fieldError.field, fieldError.message);
      },
    }),
  );
  const problem = save.error && !fieldErrorOf(save.error, PROVIDER_FIELDS) ? errorMessage(save.error) : null;
  return {
    form,
    submit,
    testing: save.isPending,
    problem,
    keyStored: keepsStoredKey(ai.own, form.values),
    baseUrlRequired: form.values.provider === 'openai-compatible',
  };
}
