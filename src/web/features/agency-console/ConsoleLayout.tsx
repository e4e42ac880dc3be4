import { Grid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { useConsoleAgencyId } from './agency-id';
import { ConsoleNav } from './ConsoleNav';
import { OperatorBanner } from './OperatorBanner';
import { agencyOverviewQuery } from './queries';

/** The agency console: its sections on the left under the agency's name, the open one on the right. */
export function ConsoleLayout() {
  const overview = useQuery(agencyOverviewQuery(useConsoleAgencyId()));
  return (
    <Grid>
      <Grid.Col span={{ base: 12, sm: 'content' }}>
        <Stack w={{ sm: 200 }}>
          <Stack gap={2}>
            <Title order={2} size="h3">
              Agency console
            </Title>
            {overview.data && (
              <Text size="sm" c="dimmed" truncate>
                {overview.data.name}
              </Text>
            )}
          </Stack>
          <ConsoleNav />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 'auto' }} miw={0}>
        <Stack>
          <OperatorBanner />
          <Outlet />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
