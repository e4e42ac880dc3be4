import { AppError } from '../../core/errors.js';
import type { LocationScope } from '../../platform/scope.js';
import type { EventDataBody, EventDataCache } from './event-data-cache.js';
import { isSupportedCountry } from './events/holidays.js';

const DEFAULT_COUNTRY = 'US';

export function createCalendarService(cache: EventDataCache) {
  return {
    /** A year of events for the location's country. */
    forLocation: (scope: LocationScope, year: number): EventDataBody =>
      cache.get(year, scope.location.country),
    /** The calendar's event of that title on that day in the location's country, if there is one. */
    eventOn(scope: LocationScope, date: string, title: string) {
      const year = Number(date.slice(0, 4));
      return cache.get(year, scope.location.country).events.find((e) => e.date === date && e.title === title);
    },
    /** A year of events for a country, the US when none is given. */
    forCountry(year: number, country: string | undefined): EventDataBody {
      if (country !== undefined && !isSupportedCountry(country)) {
        throw AppError.invalid('country', 'is not a supported country');
      }
      return cache.get(year, country ?? DEFAULT_COUNTRY);
    },
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
