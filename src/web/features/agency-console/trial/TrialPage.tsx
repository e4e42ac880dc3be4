import { Alert, Button, Group, Pagination, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../../api/api-error';
import { QueryStatus } from '../../../ui/QueryStatus';
import { SearchField } from '../../../ui/SearchField';
import { useConsoleAgencyId } from '../agency-id';
import { LeadsTable } from './LeadsTable';
import { trialSettingsQuery } from './queries';
import { TrialSettingsCard } from './TrialSettingsCard';
import { useLeadsPage } from './useLeadsPage';

function Leads({ agencyId }: { agencyId: string }) {
  const page = useLeadsPage(agencyId);
  const list = page.leads.data?.leads;
  return (
    <Paper p="lg" withBorder>
      <Stack>
        <Group justify="space-between">
          <Title order={3}>Leads</Title>
          <Button
            variant="light"
            leftSection={<IconDownload size={18} />}
            loading={page.downloading}
            // Nobody to list: a file of headings alone is nothing to download.
            disabled={list?.length === 0 && !page.searched}
            onClick={page.download}
          >
            Download CSV
          </Button>
        </Group>
        <SearchField
          label="Search leads"
          placeholder="Name, business or e-mail"
          value={page.search}
          onChange={page.setSearch}
        />
        {page.downloadProblem && (
          <Alert color="red" role="alert">
            {errorMessage(page.downloadProblem)}
          </Alert>
        )}
        {!list || page.leads.isError ? (
          <QueryStatus query={page.leads} what="the leads" />
        ) : list.length === 0 ? (
          <Text c="dimmed">
            {page.searched ? 'No visitor matches this search.' : 'Nobody has tried the free trial yet.'}
          </Text>
        ) : (
          <>
            <LeadsTable leads={list} />
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                {page.total} visitor{page.total === 1 ? '' : 's'}
              </Text>
              {page.pages > 1 && (
                <Pagination
                  total={page.pages}
                  value={page.page}
                  onChange={page.setPage}
                  aria-label="Pages of leads"
                />
              )}
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}

/** The free trial: its address, how long visitors' data is kept, and the visitors as leads. */
export function TrialPage() {
  const agencyId = useConsoleAgencyId();
  const settings = useQuery(trialSettingsQuery(agencyId));
  return (
    <Stack>
      <Title order={2}>Free trial</Title>
      {settings.data ? (
        <TrialSettingsCard key={agencyId} agencyId={agencyId} settings={settings.data} />
      ) : (
        <Paper p="lg" withBorder>
          <QueryStatus query={settings} what="the free trial" />
        </Paper>
      )}
      <Leads agencyId={agencyId} />
    </Stack>
  );
}
