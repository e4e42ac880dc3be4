import { Paper, Stack, TextInput, Title } from '@mantine/core';
import { useActiveLocation } from '../../session/useSession';

/** The active location's company details, read-only. */
export function CompanyTab() {
  const location = useActiveLocation();
  return (
    <Paper p="lg" withBorder aria-labelledby="company-title">
      <Stack>
        <Title order={3} id="company-title">
          Company
        </Title>
        <TextInput label="Company Name" readOnly value={location?.business_name ?? ''} />
        <TextInput label="Email" readOnly value={location?.email ?? ''} />
        <TextInput label="Contact Number" readOnly value={location?.phone_number ?? ''} />
        <TextInput label="Address" readOnly value={location?.address ?? ''} />
      </Stack>
    </Paper>
  );
}
