import { useMemo } from 'react';
import { eventsOn, nextDays } from './upcoming';
import { useCalendarYear } from './useCalendarYear';
import { useToday } from './useToday';

/** The events of the `count` days from today, across a new year, with the state of their years' loading. */
export function useUpcomingEvents(locationId: string, count: number) {
  const todayDate = useToday(locationId).date;
  const days = useMemo(() => nextDays(todayDate, count), [todayDate, count]);
  const firstYear = Number(days[0]?.slice(0, 4));
  const lastYear = Number(days.at(-1)?.slice(0, 4));
  const thisYear = useCalendarYear(firstYear, locationId);
  const nextYear = useCalendarYear(lastYear, locationId);
  const crossesYear = lastYear !== firstYear;
  const events = useMemo(
    () =>
      eventsOn(days, [
        ...(thisYear.data?.holidays ?? []),
        ...(crossesYear ? (nextYear.data?.holidays ?? []) : []),
      ]),
    [days, thisYear.data, nextYear.data, crossesYear],
  );
  return {
    events,
    years: [firstYear, lastYear] as const,
    loaded: thisYear.data !== undefined,
    year: thisYear,
  };
}
