import type { FormErrors } from '@mantine/form';
import {
  type AgencyAi,
  type AgencyAiInput,
  type AgencyAiProvider,
  agencyAiInputSchema,
} from '../../../../contract/agency-console/ai';
import { zodResolver } from '../../../ui/zod-resolver';

/** The provider form's values: every box holds text, an empty key meaning "keep the stored one". */
export interface ProviderFormValues {
  provider: AgencyAiProvider;
  baseUrl: string;
  model: string;
  apiKey: string;
}

export const PROVIDER_FIELDS: readonly (keyof ProviderFormValues)[] = [
  'provider',
  'baseUrl',
  'model',
  'apiKey',
];

/** The form starts from the agency's own provider, or from OpenAI with nothing filled in. */
export function providerFormValuesOf(own: AgencyAi['own']): ProviderFormValues {
  if (!own) return { provider: 'openai', baseUrl: '', model: '', apiKey: '' };
  return { provider: own.provider, baseUrl: own.baseUrl ?? '', model: own.model, apiKey: '' };
}

/** The values as the server takes them: an empty key is left out, so the stored one is kept. */
export function providerInputOf(values: ProviderFormValues): AgencyAiInput {
  const apiKey = values.apiKey.trim();
  return { ...values, apiKey: apiKey === '' ? undefined : apiKey };
}

const checkInput = zodResolver(agencyAiInputSchema);

export const providerFormErrors = (values: ProviderFormValues): FormErrors =>
  checkInput(providerInputOf(values));

/** The server keeps the stored key only for the same provider at the same address. */
export const keepsStoredKey = (own: AgencyAi['own'], values: ProviderFormValues) =>
  own !== null && own.provider === values.provider && (own.baseUrl ?? '') === values.baseUrl.trim();
