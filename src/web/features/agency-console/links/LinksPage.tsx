import { Alert, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { AgencyOverview } from '../../../../contract/agency-console/brand';
import { QueryStatus } from '../../../ui/QueryStatus';
import { useConsoleAgencyId } from '../agency-id';
import { agencyOverviewQuery } from '../queries';
import { LINK_FIELDS } from './link-fields';
import { useLinksForm } from './useLinksForm';

function LinksForm({ overview }: { overview: AgencyOverview }) {
  const { form, submit, pending, problem } = useLinksForm(overview);
  return (
    // The contract's messages under each field, not the browser's own bubble for a typed address.
    <form onSubmit={submit} noValidate>
      <Stack>
        {LINK_FIELDS.map(({ name, label, where }) => (
          <TextInput
            key={name}
            type="url"
            label={label}
            description={where}
            placeholder="https://"
            autoComplete="off"
            {...form.getInputProps(name)}
          />
        ))}
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <Button type="submit" loading={pending} w="fit-content">
          Save
        </Button>
      </Stack>
    </form>
  );
}

/** The agency's own pages the product sends its clients to. */
export function LinksPage() {
  const agencyId = useConsoleAgencyId();
  const overview = useQuery(agencyOverviewQuery(agencyId));
  return (
    <Stack>
      <Title order={2}>Links</Title>
      <Paper p="lg" withBorder>
        {overview.data ? (
          <Stack>
            <Text size="sm">
              Pages of your own that the product sends your clients to. Each must be an https:// address;
              leave a field empty to remove its link.
            </Text>
            <LinksForm key={agencyId} overview={overview.data} />
          </Stack>
        ) : (
          <QueryStatus query={overview} what="the links" />
        )}
      </Paper>
    </Stack>
  );
}
