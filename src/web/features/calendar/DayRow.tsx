import { Box, Group, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import type { CalendarEventItem } from '../../../contract/calendar';
import type { Post } from '../../../contract/posts';
import { eventKey } from '../posts/queries';
import type { CalendarDay } from './calendar-model';
import { type CardVariant, EventCard } from './EventCard';

interface Props {
  day: CalendarDay;
  events: readonly CalendarEventItem[] | undefined;
  posts: ReadonlyMap<string, Post> | undefined;
  loading: boolean;
  isToday: boolean;
  /** Before today in the business's time zone: still open to posts (a recap), and said to be over. */
  isPast: boolean;
  locationId: string | undefined;
  variant: CardVariant;
  onRefresh: () => void;
}

export const DayRow = memo(function DayRow({
  day,
  events,
  posts,
  loading,
  isToday,
  isPast,
  locationId,
  variant,
  onRefresh,
}: Props) {
  return (
    <Box
      component="li"
      id={`day-${day.date}`}
      aria-current={isToday ? 'date' : undefined}
      // "Today" moves the focus here, so the keyboard goes on from today's cards.
      tabIndex={isToday ? -1 : undefined}
      aria-label={`${day.weekday} ${day.day}`}
      className={isToday ? 'day-row day-row--today' : 'day-row'}
      data-testid="day-row"
    >
      <Group align="flex-start" wrap="nowrap" gap="md" className="day-row__layout">
        <Stack gap={0} className="day-row__date">
          <Text fz={28} fw={700} lh={1.1} c={isPast ? 'dimmed' : undefined}>
            {day.day}
          </Text>
          <Text fz="sm" c="dimmed">
            {day.weekday}
          </Text>
          {isPast && (
            <Text fz="xs" c="dimmed" fs="italic">
              Passed
            </Text>
          )}
        </Stack>
        <Box className="day-row__events">
          {loading ? (
            <Text c="dimmed">Loading...</Text>
          ) : events && events.length > 0 ? (
            events.map((event) => (
              <EventCard
                key={event.id}
                event={event}
                post={posts?.get(eventKey(event.date, event.title))}
                locationId={locationId}
                variant={variant}
                onRefresh={onRefresh}
              />
            ))
          ) : (
            <Text c="dimmed" fs="italic">
              No events on this day
            </Text>
          )}
        </Box>
      </Group>
    </Box>
  );
});
