import { Alert, Button, Center, Group, Loader, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useIntersection } from '@mantine/hooks';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { LedgerEntry } from '../../../contract/balance';
import { formatCents } from '../../../contract/money';
import { errorMessage } from '../../api/api-error';
import { QueryStatus } from '../../ui/QueryStatus';
import { ledgerDetail, ledgerLine, signedAmount } from './ledger-line';
import { balanceEntriesQuery } from './queries';

function LogLine({ entry, timeZone }: { entry: LedgerEntry; timeZone: string }) {
  const detail = ledgerDetail(entry);
  return (
    <Group component="li" justify="space-between" align="flex-start" wrap="nowrap" gap="md">
      {/* A reason of one long word wraps inside its column rather than push the amount out of view. */}
      <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        <Text size="sm">{ledgerLine(entry, timeZone)}</Text>
        {detail && (
          <Text size="xs" c="dimmed">
            {detail}
          </Text>
        )}
      </div>
      <Stack gap={0} align="flex-end" style={{ flexShrink: 0 }}>
        <Text size="sm" fw={600} c={entry.cents < 0 ? 'red.8' : 'teal.8'}>
          {signedAmount(entry.cents)}
        </Text>
        <Text size="xs" c="dimmed">
          Balance {formatCents(entry.balanceAfterCents)}
        </Text>
      </Stack>
    </Group>
  );
}

/**
 * Account Balance Logs: newest first in a box of fixed height. The next page loads when the end
 * scrolls into view, or with Load more for keyboard and screen-reader users.
 */
export function BalanceLogs({ locationId, timeZone }: { locationId: string; timeZone: string }) {
  const log = useInfiniteQuery(balanceEntriesQuery(locationId));
  const { ref: end, entry: endSeen } = useIntersection<HTMLDivElement>({ rootMargin: '0px 0px 120px 0px' });
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = log;
  const atEnd = endSeen?.isIntersecting ?? false;
  useEffect(() => {
    if (atEnd && hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [atEnd, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <Paper p="lg" withBorder aria-labelledby="balance-logs-title">
      <Stack>
        <Title order={3} id="balance-logs-title">
          Account Balance Logs
        </Title>
        {!log.data ? (
          <QueryStatus query={log} what="the balance logs" />
        ) : entries.length === 0 ? (
          <Text c="dimmed" size="sm">
            No entries yet. Top-ups, charges for AI actions and refunds will show here.
          </Text>
        ) : (
          <ScrollArea.Autosize mah={360} type="auto" offsetScrollbars viewportProps={{ tabIndex: 0 }}>
            <Stack
              component="ul"
              aria-labelledby="balance-logs-title"
              gap="sm"
              m={0}
              p={0}
              style={{ listStyle: 'none' }}
            >
              {entries.map((entry) => (
                <LogLine key={entry.id} entry={entry} timeZone={timeZone} />
              ))}
            </Stack>
            <div ref={end} />
            {isFetchNextPageError && (
              <Alert color="red" role="alert" mt="sm">
                {errorMessage(log.error)}
              </Alert>
            )}
            {isFetchingNextPage ? (
              <Center py="sm">
                <Loader size="xs" aria-label="Loading more entries" />
              </Center>
            ) : (
              hasNextPage && (
                <Group justify="center" py="sm">
                  <Button size="xs" variant="light" onClick={() => void fetchNextPage()}>
                    Load more
                  </Button>
                </Group>
              )
            )}
          </ScrollArea.Autosize>
        )}
      </Stack>
    </Paper>
  );
}
