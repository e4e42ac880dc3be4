import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { QueryStatus } from '../../../ui/QueryStatus';
import { useConsoleAgencyId } from '../agency-id';
import { AppCard } from './AppCard';
import { appsQuery } from './queries';

/** The apps the agency's Facebook and HighLevel connections go through: the server's, or its own. */
export function IntegrationsPage() {
  const agencyId = useConsoleAgencyId();
  const apps = useQuery(appsQuery(agencyId));
  return (
    <Stack>
      <Title order={2}>Integrations</Title>
      <Text c="dimmed" maw={720}>
        Use your own Facebook app and HighLevel marketplace app, so your name is the one your clients see when
        they connect. Secrets are stored encrypted and never shown again.
      </Text>
      {apps.data ? (
        apps.data.data.map((app) => (
          <AppCard
            key={`${app.kind} ${app.clientId ?? ''} ${app.updatedAt ?? ''}`}
            agencyId={agencyId}
            app={app}
          />
        ))
      ) : (
        <QueryStatus query={apps} what="the integrations" />
      )}
    </Stack>
  );
}
