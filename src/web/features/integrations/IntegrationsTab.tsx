import { Alert, Badge, Button, Group, Loader, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { IconBrandFacebook } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { SocialAccount } from '../../../contract/integrations';
import { errorMessage } from '../../api/api-error';
import { useActiveLocation } from '../../session/useSession';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useOAuthReturn } from '../../ui/useOAuthReturn';
import { useCompleteFacebook, useConnectFacebook, useDisconnectFacebook, useSetAccount } from './mutations';
import { PublicationStatus } from './PublicationStatus';
import { integrationsQuery, publicationsQuery } from './queries';

const KIND_NAMES = { 'facebook-page': 'Facebook Page', instagram: 'Instagram' } as const;

/** Facebook Login comes back here with a code and state, which finish the connection once. */
function useFacebookReturn(locationId: string) {
  const complete = useCompleteFacebook(locationId);
  const { mutate } = complete;
  const denied = useOAuthReturn(mutate, 'Facebook Login was cancelled.');
  return { complete, denied };
}

function AccountRow({ account, locationId }: { account: SocialAccount; locationId: string }) {
  const set = useSetAccount(locationId);
  return (
    <Group justify="space-between" wrap="nowrap">
      <Stack gap={0}>
        <Text fw={500}>{account.name}</Text>
        <Text size="sm" c="dimmed">
          {KIND_NAMES[account.kind]}
        </Text>
      </Stack>
      <Group gap="sm" wrap="nowrap">
        {account.status === 'reconnect' && (
          <Badge color="orange" variant="light">
            Reconnect needed
          </Badge>
        )}
        <Switch
          label="Publish here"
          checked={account.enabled}
          disabled={set.isPending}
          onChange={(event) => set.mutate({ accountId: account.id, enabled: event.currentTarget.checked })}
        />
      </Group>
    </Group>
  );
}

/** Settings → Integrations: connect Facebook, choose where posts go, and see what is scheduled. */
export function IntegrationsTab() {
  const location = useActiveLocation();
  if (!location) {
    return (
      <Paper p="lg" withBorder>
        <Title order={3}>Integrations</Title>
        <Text c="dimmed" mt="sm">
          Choose a business under Switch Account to connect its pages.
        </Text>
      </Paper>
    );
  }
  return <Integrations locationId={location.id} timeZone={location.time_zone} />;
}

function Integrations({ locationId, timeZone }: { locationId: string; timeZone: string }) {
  const overview = useQuery(integrationsQuery(locationId));
  const publications = useQuery(publicationsQuery(locationId));
  const connect = useConnectFacebook(locationId);
  const disconnect = useDisconnectFacebook(locationId);
  const { complete, denied } = useFacebookReturn(locationId);
  const [confirming, setConfirming] = useState(false);
  const facebook = overview.data?.facebook;
  const problem = connect.error ?? complete.error;
  const upcoming = (publications.data?.data ?? []).filter(
    (publication) => publication.status !== 'cancelled',
  );

  return (
    <Stack>
      <Paper component="section" p="lg" withBorder aria-labelledby="facebook-title">
        <Stack>
          <Group justify="space-between">
            <Title order={3} id="facebook-title">
              Facebook and Instagram
            </Title>
            {facebook && facebook.accounts.length > 0 && (
              <Button variant="subtle" color="red" size="xs" onClick={() => setConfirming(true)}>
                Disconnect
              </Button>
            )}
          </Group>
          {overview.isPending && <Loader size="sm" aria-label="Loading integrations" />}
          {overview.error && (
            <Alert color="red" role="alert">
              {errorMessage(overview.error)}
            </Alert>
          )}
          {facebook && !facebook.configured && (
            <Alert color="gray">
              Facebook is not set up for your account yet: your agency has not added its Facebook app. Until
              then, copy a post or share it on the platform from its card.
            </Alert>
          )}
          {facebook?.configured && (
            <>
              <Text size="sm" c="dimmed">
                Connect your Facebook Pages, and the Instagram business accounts linked to them, to publish or
                schedule posts from the calendar.
              </Text>
              {facebook.accounts.map((account) => (
                <AccountRow key={account.id} account={account} locationId={locationId} />
              ))}
              {complete.isPending && <Loader size="sm" aria-label="Connecting Facebook" />}
              {(problem || denied) && (
                <Alert color="red" role="alert">
                  {problem ? errorMessage(problem) : denied}
                </Alert>
              )}
              <Button
                leftSection={<IconBrandFacebook size={16} aria-hidden />}
                w="fit-content"
                loading={connect.isPending}
                onClick={() => connect.mutate()}
              >
                {facebook.accounts.length > 0 ? 'Connect more Pages' : 'Connect with Facebook'}
              </Button>
            </>
          )}
        </Stack>
      </Paper>

      <Paper component="section" p="lg" withBorder aria-labelledby="scheduled-title">
        <Stack>
          <Title order={3} id="scheduled-title">
            Scheduled
          </Title>
          {publications.isPending && <Loader size="sm" aria-label="Loading scheduled posts" />}
          {publications.data && upcoming.length === 0 && (
            <Text size="sm" c="dimmed">
              {facebook && facebook.accounts.length > 0
                ? 'Nothing scheduled. Choose Publish under a post in the calendar.'
                : 'Nothing scheduled. Once a Page or Instagram account is connected above, Publish under a post in the calendar schedules it.'}
            </Text>
          )}
          {upcoming.map((publication) => (
            <Stack key={publication.id} gap={2}>
              <Text size="sm" fw={500}>
                {publication.eventTitle}
              </Text>
              <Text size="sm" c="dimmed" lineClamp={2}>
                {publication.excerpt}
              </Text>
              <PublicationStatus publication={publication} locationId={locationId} timeZone={timeZone} />
            </Stack>
          ))}
        </Stack>
      </Paper>

      <ConfirmDialog
        opened={confirming}
        title="Disconnect Facebook?"
        confirmLabel="Disconnect"
        danger
        pending={disconnect.isPending}
        problem={disconnect.error ? errorMessage(disconnect.error) : null}
        onConfirm={() => disconnect.mutate(undefined, { onSuccess: () => setConfirming(false) })}
        onClose={() => setConfirming(false)}
      >
        The Pages and Instagram accounts are removed with their access, and posts scheduled to them are
        cancelled.
      </ConfirmDialog>
    </Stack>
  );
}
