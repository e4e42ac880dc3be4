import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/errors.js';
import type { Principal } from '../../core/principal.js';
import type { LocationScope } from '../../platform/scope.js';
import type { EventDataBody, EventDataCache } from './event-data-cache.js';
import { isSupportedCountry } from './events/holidays.js';
import { YearAllowance } from './year-allowance.js';

const DEFAULT_COUNTRY = 'US';

export function createCalendarService(cache: EventDataCache, clock: Clock) {
  const allowance = new YearAllowance(clock);

  /** A year from memory, or computed when this session has not asked for too many new ones. */
  function year(principal: Principal, year: number, country: string): Promise<EventDataBody> {
    const known = cache.peek(year, country);
    if (known) return Promise.resolve(known);
    allowance.take(principal.userId);
    return cache.get(year, country);
  }

  return {
    /** A year of events for the location's country. */
    forLocation: (principal: Principal, scope: LocationScope, yearNumber: number) =>
      year(principal, yearNumber, scope.location.country),
    /** A year of events for a country, the US when none is given. */
    forCountry(
      principal: Principal,
      yearNumber: number,
      country: string | undefined,
    ): Promise<EventDataBody> {
      if (country !== undefined && !isSupportedCountry(country)) {
        throw AppError.invalid('country', 'is not a supported country');
      }
      return year(principal, yearNumber, country ?? DEFAULT_COUNTRY);
    },
    /** The calendar's event of that title on that day in the location's country, if there is one. */
    async eventOn(scope: LocationScope, date: string, title: string) {
      const body = await cache.get(Number(date.slice(0, 4)), scope.location.country);
      return body.events.find((event) => event.date === date && event.title === title);
    },
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
