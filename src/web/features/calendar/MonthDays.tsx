import { Alert, Box } from '@mantine/core';
import { useCallback, useEffect, useMemo } from 'react';
import type { CalendarEventItem } from '../../../contract/calendar';
import { errorMessage } from '../../api/client';
import { useLatestPosts } from '../posts/queries';
import { daysOfMonth, eventsByDate } from './calendar-model';
import { DayRow } from './DayRow';
import type { CardVariant } from './EventCard';

/** Today's row is scrolled to the middle of the screen this long after the page shows. */
export const SCROLL_TO_TODAY_MS = 1000;

interface Props {
  year: number;
  month: number;
  events: readonly CalendarEventItem[] | undefined;
  loading: boolean;
  error: unknown;
  todayDate: string;
  locationId: string | undefined;
  variant: CardVariant;
}

export function MonthDays({ year, month, events, loading, error, todayDate, locationId, variant }: Props) {
  const posts = useLatestPosts(locationId, year);
  const refetchPosts = posts.refetch;
  const refresh = useCallback(() => void refetchPosts(), [refetchPosts]);
  const days = useMemo(() => daysOfMonth(year, month), [year, month]);
  const byDate = useMemo(() => eventsByDate(events ?? [], year, month), [events, year, month]);
  const showsToday = todayDate.startsWith(`${year}-${String(month + 1).padStart(2, '0')}-`);

  useEffect(() => {
    if (!showsToday) return;
    const timer = window.setTimeout(() => {
      document.getElementById(`day-${todayDate}`)?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    }, SCROLL_TO_TODAY_MS);
    return () => window.clearTimeout(timer);
  }, [showsToday, todayDate]);

  return (
    <>
      {error ? (
        <Alert color="red" role="alert" mb="sm">
          {errorMessage(error)}
        </Alert>
      ) : null}
      <Box component="ol" className="day-list" p={0} m={0}>
        {days.map((day) => (
          <DayRow
            key={day.date}
            day={day}
            events={byDate.get(day.date)}
            posts={posts.data}
            loading={loading}
            isToday={day.date === todayDate}
            locationId={locationId}
            variant={variant}
            onRefresh={refresh}
          />
        ))}
      </Box>
    </>
  );
}
