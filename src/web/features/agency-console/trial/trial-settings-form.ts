import type { FormErrors } from '@mantine/form';
import {
  type TrialSettings,
  type TrialSettingsInput,
  trialSettingsInputSchema,
} from '../../../../contract/agency-console/trial';
import { fieldSentence } from '../../../api/field-sentence';
import { zodResolver } from '../../../ui/zod-resolver';

/** The form's values: the days box is empty ('') while nothing is typed in it. */
export type TrialSettingsValues = Omit<TrialSettingsInput, 'retentionDays'> & { retentionDays: number | '' };

export const fieldsOf = (settings: TrialSettings): TrialSettingsValues => ({
  slug: settings.slug,
  retentionDays: settings.retentionDays,
});

const checkInput = zodResolver(trialSettingsInputSchema);

/** The contract's rules, and an emptied days box read as missing rather than as too few days. */
export function trialSettingsErrors({ retentionDays, ...rest }: TrialSettingsValues): FormErrors {
  if (retentionDays === '')
    return { ...checkInput({ ...rest, retentionDays: 7 }), retentionDays: fieldSentence('is required') };
  return checkInput({ ...rest, retentionDays });
}
