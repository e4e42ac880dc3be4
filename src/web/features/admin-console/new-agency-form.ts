import type { FormErrors } from '@mantine/form';
import { type NewAgency, newAgencySchema } from '../../../contract/admin-console';
import { zodResolver } from '../../ui/zod-resolver';

/** The new agency form's values: an empty domain box means the agency has no domain of its own yet. */
export interface NewAgencyValues {
  name: string;
  domain: string;
  adminName: string;
  adminEmail: string;
}

export const NEW_AGENCY_FIELDS: readonly (keyof NewAgencyValues)[] = [
  'name',
  'domain',
  'adminName',
  'adminEmail',
];

export const EMPTY_NEW_AGENCY: NewAgencyValues = { name: '', domain: '', adminName: '', adminEmail: '' };

export const newAgencyInputOf = (values: NewAgencyValues): NewAgency => ({
  ...values,
  domain: values.domain.trim() === '' ? null : values.domain,
});

const checkInput = zodResolver(newAgencySchema);

export const newAgencyErrors = (values: NewAgencyValues): FormErrors => checkInput(newAgencyInputOf(values));
