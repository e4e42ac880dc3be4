import { Alert, Box, Button, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useId, useMemo, useState } from 'react';
import { type CalendarEventItem, MONTHS } from '../../../contract/calendar';
import { errorMessage } from '../../api/api-error';
import { latestPostsQuery } from '../posts/queries';
import { daysOfMonth, eventsByDate } from './calendar-model';
import { DayRow } from './DayRow';
import type { CardVariant } from './EventCard';
import { SkipToToday } from './SkipToToday';
import { useCentreToday, useGoToToday } from './useCentreToday';

interface Props {
  year: number;
  month: number;
  events: readonly CalendarEventItem[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  todayDate: string;
  locationId: string | undefined;
  variant: CardVariant;
  /**
   * Scrolls today's row to the middle of the screen a second after the month shows: on the full
   * calendar pages. Home shows the month below the news, which the page must not scroll away from.
   */
  centreToday: boolean;
  /** The day centred in place of today: the one a link opened the calendar on. */
  centreDate?: string;
  /** Home starts the month at today, with the days before it one press away. */
  foldPast?: boolean;
  /** The month's days shown stop at this one (Home's look into the next month); all of them without it. */
  throughDay?: number;
  /** How many times "Today" was pressed: each press centres and focuses today's row once it shows. */
  goToToday?: number;
  /**
   * What "Today" does, offered again to the keyboard just before the month's first day when the month holds
   * today, so a keyboard user need not Tab through every day before it.
   */
  onSkipToToday?: () => void;
}

function Failure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert color="red" role="alert" mb="sm">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="white" color="red" onClick={onRetry}>
          Try again
        </Button>
      </Group>
    </Alert>
  );
}

export function MonthDays({
  year,
  month,
  events,
  loading,
  error,
  onRetry,
  todayDate,
  locationId,
  variant,
  centreToday,
  centreDate = todayDate,
  foldPast = false,
  throughDay,
  goToToday = 0,
  onSkipToToday,
}: Props) {
  const posts = useQuery(latestPostsQuery(locationId, year));
  const refetchPosts = posts.refetch;
  const refresh = useCallback(() => void refetchPosts(), [refetchPosts]);
  const days = useMemo(() => daysOfMonth(year, month).slice(0, throughDay), [year, month, throughDay]);
  const byDate = useMemo(() => eventsByDate(events ?? [], year, month), [events, year, month]);
  const monthPrefix = `${year}-${String(month + 1).padStart(2, '0')}-`;
  const showsToday = todayDate.startsWith(monthPrefix);
  const [pastShown, setPastShown] = useState(false);
  const listId = useId();
  const daysBefore = foldPast
    ? Math.max(
        0,
        days.findIndex((day) => day.date === todayDate),
      )
    : 0;
  const shownDays = daysBefore > 0 && !pastShown ? days.slice(daysBefore) : days;

  // Once "Today" was pressed, its own scroll brings today's row; the opening one would follow it a second later.
  useCentreToday(centreToday && centreDate.startsWith(monthPrefix) && goToToday === 0, centreDate);
  useGoToToday(goToToday, showsToday, todayDate);

  return (
    <>
      {posts.isError && (
        <Failure
          message={`Your saved posts could not be loaded: ${errorMessage(posts.error)}`}
          onRetry={refresh}
        />
      )}
      {error ? <Failure message={errorMessage(error)} onRetry={onRetry} /> : null}
      {daysBefore > 0 && (
        <Button
          variant="subtle"
          size="compact-sm"
          mb="xs"
          aria-expanded={pastShown}
          aria-controls={listId}
          onClick={() => setPastShown((shown) => !shown)}
        >
          {pastShown ? 'Hide' : 'Show'} {MONTHS[month]} 1{daysBefore > 1 ? `–${daysBefore}` : ''}
        </Button>
      )}
      {showsToday && onSkipToToday && <SkipToToday todayDate={todayDate} onSkip={onSkipToToday} />}
      {/* Without the year's events every day would wrongly read "No events on this day". */}
      {error && !events ? null : (
        <Box component="ol" id={listId} className="day-list" p={0} m={0}>
          {shownDays.map((day) => (
            <DayRow
              key={day.date}
              day={day}
              events={byDate.get(day.date)}
              posts={posts.data}
              loading={loading}
              isToday={day.date === todayDate}
              isPast={day.date < todayDate}
              locationId={locationId}
              variant={variant}
              onRefresh={refresh}
            />
          ))}
        </Box>
      )}
    </>
  );
}
