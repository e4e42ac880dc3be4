import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/api-error';
import { useOAuthReturn } from '../../../ui/useOAuthReturn';
import { useConsoleAgencyId } from '../agency-id';
import { useConsolePath } from '../console-path';
import {
  highLevelQuery,
  useCompleteHighLevel,
  useConnectHighLevel,
  useDisconnectHighLevel,
  useImportHighLevel,
} from './highlevel-queries';

/** HighLevel's authorisation comes back to this page with a code and state, which finish it once. */
function useHighLevelReturn(agencyId: string) {
  const complete = useCompleteHighLevel(agencyId);
  const denied = useOAuthReturn(complete.mutate, 'HighLevel authorisation was cancelled.');
  return { complete, denied };
}

/** The agency's HighLevel account: connect it, import its sub-accounts as locations, keep them in step. */
export function HighLevelCard() {
  const agencyId = useConsoleAgencyId();
  const consolePath = useConsolePath();
  const status = useQuery(highLevelQuery(agencyId));
  const connect = useConnectHighLevel(agencyId);
  const importing = useImportHighLevel(agencyId);
  const disconnect = useDisconnectHighLevel(agencyId);
  const { complete, denied } = useHighLevelReturn(agencyId);
  const problem = connect.error ?? complete.error ?? importing.error ?? disconnect.error;
  const current = status.data;
  return (
    <Paper component="section" p="lg" withBorder aria-labelledby="highlevel-title">
      <Stack>
        <Title order={3} id="highlevel-title">
          HighLevel account
        </Title>
        {status.isPending && <Loader size="sm" aria-label="Loading the HighLevel connection" />}
        {current && !current.configured && (
          <Alert color="gray">
            HighLevel is not set up yet: add your HighLevel marketplace app under{' '}
            <Anchor component={Link} to={consolePath('integrations')}>
              Integrations
            </Anchor>
            .
          </Alert>
        )}
        {current?.configured && !current.connected && (
          <Text size="sm" c="dimmed">
            Connect your agency's HighLevel account to import its sub-accounts as locations and send posts to
            their Social Planner.
          </Text>
        )}
        {current?.connected && (
          <Text size="sm">
            Connected to company {current.companyId}
            {current.connectedAt
              ? ` since ${new Date(current.connectedAt).toLocaleDateString([], { dateStyle: 'medium' })}`
              : ''}
            . Imported locations are kept in step with their sub-accounts every hour
            {current.syncedAt
              ? `; last brought in step ${new Date(current.syncedAt).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' })}`
              : ''}
            .
          </Text>
        )}
        {current?.syncError && !current.refreshError && (
          <Alert color="orange" role="alert">
            The last hourly sync with HighLevel failed: {current.syncError}
          </Alert>
        )}
        {current?.refreshError && (
          <Alert color="orange" role="alert">
            HighLevel refused to renew the connection ({current.refreshError}). Connect HighLevel again.
          </Alert>
        )}
        {importing.data && (
          <Alert color="green">
            {importing.data.created} locations created, {importing.data.updated} brought up to date
            {importing.data.skipped > 0
              ? `, ${importing.data.skipped} belong to another agency and were left`
              : ''}
            .
          </Alert>
        )}
        {(problem || denied) && (
          <Alert color="red" role="alert">
            {problem ? errorMessage(problem) : denied}
          </Alert>
        )}
        {current?.configured && (
          <Group>
            <Button loading={connect.isPending || complete.isPending} onClick={() => connect.mutate()}>
              {current.connected ? 'Connect again' : 'Connect HighLevel'}
            </Button>
            {current.connected && (
              <>
                <Button variant="default" loading={importing.isPending} onClick={() => importing.mutate()}>
                  Import sub-accounts
                </Button>
                <Button
                  variant="subtle"
                  color="red"
                  loading={disconnect.isPending}
                  onClick={() => disconnect.mutate()}
                >
                  Disconnect
                </Button>
              </>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
