import { Alert, Button, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { ActiveLocation } from '../../../contract/auth';
import { type CompanyInput, companySchema } from '../../../contract/locations';
import { errorMessage } from '../../api/api-error';
import { useActiveLocation, useSession } from '../../session/useSession';
import { Email } from '../../ui/Email';
import { NoBusinessNotice } from '../../ui/NoBusinessNotice';
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

/** What the agency keeps on file for the business: shown as values, since only the agency changes them. */
function CompanyDetails({ location }: { location: ActiveLocation }) {
  const rows = [
    ['Company Name', location.business_name],
    ['Email', location.email],
    ['Contact Number', location.phone_number],
    ['Address', location.address],
  ] as const;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Your agency keeps these details up to date. To change them, ask your agency.
      </Text>
      <Table variant="vertical" layout="fixed" withTableBorder>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={{ base: 120, sm: 160 }}>{label}</Table.Th>
              {/* A long e-mail breaks after its "@" first, rather than widening the page on a phone. */}
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                {label === 'Email' && value ? (
                  <Email address={value} />
                ) : (
                  value || (
                    <Text span inherit c="dimmed">
                      Not given
                    </Text>
                  )
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
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
          {!location ? (
            <NoBusinessNotice>The company details are those of a business.</NoBusinessNotice>
          ) : managesCompany(user.role) ? (
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
