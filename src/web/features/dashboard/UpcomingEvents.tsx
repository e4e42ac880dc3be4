import { Alert, Button, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { errorMessage } from '../../api/api-error';
import { EventCard } from '../calendar/EventCard';
import { useUpcomingEvents } from '../calendar/useUpcomingEvents';
import { eventKey, latestPostsQuery } from '../posts/queries';

const DAYS = 7;
const LONG_DAY = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** The next seven days' events, each a card that writes its post here. */
export function UpcomingEvents({ locationId }: { locationId: string }) {
  const { events, years, loaded, year: thisYear } = useUpcomingEvents(locationId, DAYS);
  const [firstYear, lastYear] = years;
  const posts = useQuery(latestPostsQuery(locationId, firstYear));
  const postsNextYear = useQuery({
    ...latestPostsQuery(locationId, lastYear),
    enabled: lastYear !== firstYear,
  });
  const refetch = posts.refetch;
  const refresh = useCallback(() => void refetch(), [refetch]);
  const postOf = (date: string, title: string) =>
    (date.startsWith(String(firstYear)) ? posts.data : postsNextYear.data)?.get(eventKey(date, title));

  return (
    <Stack gap="sm" component="section" aria-labelledby="next-seven-days">
      <Title order={3} size="h4" id="next-seven-days">
        The next 7 days
      </Title>
      {thisYear.isError ? (
        <Alert color="red" title="The calendar could not be loaded">
          <Text size="sm">{errorMessage(thisYear.error)}</Text>
          <Button size="xs" mt="xs" variant="light" onClick={() => void thisYear.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : !loaded ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height={120} radius="md" />
          ))}
        </SimpleGrid>
      ) : events.length === 0 ? (
        <Paper withBorder radius="md" p="md">
          <Text c="dimmed" size="sm">
            No events in the next 7 days. The calendar shows what comes after.
          </Text>
        </Paper>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {events.map((event) => (
            <Stack key={event.id} gap={4}>
              <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                {LONG_DAY.format(new Date(`${event.date}T00:00:00Z`))}
              </Text>
              <EventCard
                event={event}
                post={postOf(event.date, event.title)}
                locationId={locationId}
                variant="planner"
                onRefresh={refresh}
              />
            </Stack>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
