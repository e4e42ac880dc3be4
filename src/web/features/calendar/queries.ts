import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { eventDataResponseSchema } from '../../../contract/calendar';
import { api } from '../../api/client';

/** A year of events for the location's country; fetched once per year and kept for the visit. */
export function useEventData(year: number, locationId: string | undefined) {
  return useQuery({
    queryKey: ['event-data', year, locationId ?? null],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ year: String(year) });
      if (locationId) query.set('locationId', locationId);
      return api.get(`/chat/event-data?${query}`, eventDataResponseSchema, { signal });
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60 * 60_000,
    placeholderData: keepPreviousData,
  });
}
