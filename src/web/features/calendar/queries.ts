import { queryOptions } from '@tanstack/react-query';
import { calendarRoutes } from '../../../contract/calendar';
import { api } from '../../api/client';

export const calendarKeys = {
  all: ['calendar'] as const,
  year: (year: number, locationId: string | undefined) =>
    [...calendarKeys.all, 'year', year, locationId ?? null] as const,
};

/**
 * A year of events: for the location's country when a location is active, else for the default
 * country. Fetched once per year and kept for the visit.
 */
export function calendarYearQuery(year: number, locationId: string | undefined) {
  return queryOptions({
    queryKey: calendarKeys.year(year, locationId),
    queryFn: ({ signal }) =>
      locationId
        ? api.call(calendarRoutes.locationYear, { params: { locationId, year }, signal })
        : api.call(calendarRoutes.countryYear, { params: { year }, signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60 * 60_000,
  });
}
