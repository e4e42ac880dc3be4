import { Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  DASHBOARD_PERIOD_LABELS,
  type DashboardPeriod,
  type DashboardSubject,
} from '../../../contract/dashboard';
import { useActiveLocation, useSession } from '../../session/useSession';
import { NoBusinessNotice } from '../../ui/NoBusinessNotice';
import { QueryStatus } from '../../ui/QueryStatus';
import { DashboardChoices } from './DashboardChoices';
import { FigureGrid } from './FigureGrid';
import { figureCards } from './figures';
import { PostsPerWeekChart } from './PostsPerWeekChart';
import { dashboardQuery } from './queries';
import { SpendChart } from './SpendChart';
import { UpcomingEvents } from './UpcomingEvents';

/** The six figures of the spec, the charts, and the next 7 days' events. */
export function DashboardPage() {
  const location = useActiveLocation();
  const { data: user } = useSession();
  const [period, setPeriod] = useState<DashboardPeriod>('month');
  const [of, setOf] = useState<DashboardSubject>('location');
  const runsAgency = user.role === 'admin' || user.role === 'superadmin';
  const dashboard = useQuery({
    ...dashboardQuery(location?.id ?? '', period, runsAgency ? of : 'location'),
    enabled: location !== null,
  });

  if (!location) {
    return (
      <Stack>
        <Title order={2}>Dashboard</Title>
        <NoBusinessNotice>The dashboard counts the posts and spending of a business.</NoBusinessNotice>
      </Stack>
    );
  }
  const periodLabel = DASHBOARD_PERIOD_LABELS[period];
  const data = dashboard.data;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={2}>Dashboard</Title>
          <Text c="dimmed" size="sm">
            {of === 'agency' && runsAgency ? 'Every business of your agency' : location.business_name}
          </Text>
        </div>
        <DashboardChoices runsAgency={runsAgency} of={of} onOf={setOf} period={period} onPeriod={setPeriod} />
      </Group>
      {dashboard.isError && !data ? (
        <QueryStatus query={dashboard} what="the dashboard" />
      ) : (
        <div aria-busy={dashboard.isFetching}>
          <FigureGrid cards={data && figureCards(data.figures, periodLabel)} />
        </div>
      )}
      {data && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <PostsPerWeekChart rows={data.postsPerWeek} periodLabel={periodLabel} />
          <SpendChart months={data.spendPerMonth} />
        </SimpleGrid>
      )}
      <UpcomingEvents locationId={location.id} />
    </Stack>
  );
}
