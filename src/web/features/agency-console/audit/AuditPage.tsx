import { Alert, Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { errorMessage } from '../../../api/api-error';
import { QueryStatus } from '../../../ui/QueryStatus';
import { useConsoleAgencyId } from '../agency-id';
import { AuditFilters } from './AuditFilters';
import { AuditTable } from './AuditTable';
import { auditQuery } from './queries';
import { useAuditFilters } from './useAuditFilters';

/** Every change made in the agency's console: who, when, what, and what it was before and after. */
export function AuditPage() {
  const agencyId = useConsoleAgencyId();
  const filters = useAuditFilters();
  const log = useInfiniteQuery(auditQuery(agencyId, filters.filter));
  const events = log.data?.pages.flatMap((page) => page.events);
  // A later page that failed keeps the events already shown; Load more tries it again.
  const firstPageFailed = log.isError && !log.isFetchNextPageError;
  return (
    <Stack>
      <Title order={2} id="audit-title">
        Audit log
      </Title>
      <AuditFilters values={filters.values} set={filters.set} />
      <Paper p="lg" withBorder>
        {!events || firstPageFailed ? (
          <QueryStatus query={log} what="the audit log" />
        ) : events.length === 0 ? (
          <Text c="dimmed">
            {filters.filtered
              ? 'No event matches these filters. Widen the dates or clear a filter.'
              : 'Nothing has been changed in the console yet. Every change made here will be listed, newest first.'}
          </Text>
        ) : (
          <Stack>
            <AuditTable events={events} />
            {log.isFetchNextPageError && (
              <Alert color="red" role="alert">
                {errorMessage(log.error)}
              </Alert>
            )}
            {log.hasNextPage && (
              <Center>
                <Button
                  variant="default"
                  loading={log.isFetchingNextPage}
                  onClick={() => void log.fetchNextPage()}
                >
                  Load more
                </Button>
              </Center>
            )}
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
