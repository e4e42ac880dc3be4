import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { calendarYearQuery } from './queries';

/** A year of events; while another year loads, the last one stays on screen. */
export function useCalendarYear(year: number, locationId: string | undefined) {
  return useQuery({ ...calendarYearQuery(year, locationId), placeholderData: keepPreviousData });
}
