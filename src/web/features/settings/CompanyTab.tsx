import { Alert, Button, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { ActiveLocation } from '../../../contract/auth';
import { type CompanyInput, companySchema } from '../../../contract/locations';
import { errorMessage } from '../../api/api-error';
import { useActiveLocation, useSession } from '../../session/useSession';
import { zodResolver } from '../../ui/zod-resolver';
import { BrandProfileSection } from '../brand-profile/BrandProfileSection';
import { useUpdateCompany } from './mutations';

const managesCompany = (role: string) => role === 'admin' || role === 'superadmin';

function CompanyForm({ location }: { location: ActiveLocation }) {
  const update = useUpdateCompany(location.id);
  const form = useForm<CompanyInput>({
    initialValues: {
      businessName: location.business_name,
      email: location.email,
      phoneNumber: location.phone_number,
      address: location.address,
    },
    validate: zodResolver(companySchema),
  });
  const submit = form.onSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => notifications.show({ color: 'green', message: 'The company details were saved' }),
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput label="Company Name" required {...form.getInputProps('businessName')} />
        <TextInput label="Email" type="email" {...form.getInputProps('email')} />
        <TextInput label="Contact Number" {...form.getInputProps('phoneNumber')} />
        <TextInput label="Address" {...form.getInputProps('address')} />
        {update.error && (
          <Alert color="red" role="alert">
            {errorMessage(update.error)}
          </Alert>
        )}
        <Button type="submit" loading={update.isPending} w="fit-content">
          Save
        </Button>
      </Stack>
    </form>
  );
}

function CompanyDetails({ location }: { location: ActiveLocation | null }) {
  return (
    <Stack>
      <TextInput label="Company Name" readOnly value={location?.business_name ?? ''} />
      <TextInput label="Email" readOnly value={location?.email ?? ''} />
      <TextInput label="Contact Number" readOnly value={location?.phone_number ?? ''} />
      <TextInput label="Address" readOnly value={location?.address ?? ''} />
    </Stack>
  );
}

/** The active location's company details: editable by the agency's admins, read-only for everyone else. */
export function CompanyTab() {
  const location = useActiveLocation();
  const { data: user } = useSession();
  return (
    <Stack>
      <Paper p="lg" withBorder aria-labelledby="company-title">
        <Stack>
          <Title order={3} id="company-title">
            Company
          </Title>
          {location && managesCompany(user.role) ? (
            <CompanyForm key={location.id} location={location} />
          ) : (
            <CompanyDetails location={location} />
          )}
        </Stack>
      </Paper>
      {location && <BrandProfileSection key={location.id} locationId={location.id} />}
    </Stack>
  );
}
