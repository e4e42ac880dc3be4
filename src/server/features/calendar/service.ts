import type { BrandProfileValues } from '../../../contract/brand-profile.js';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/errors.js';
import type { Principal } from '../../core/principal.js';
import type { LocationScope } from '../../platform/scope.js';
import type { CalendarPlace, EventDataBody, EventDataCache } from './event-data-cache.js';
import { countryTimeZone, isSupportedCountry } from './events/holidays.js';
import { type EventView, viewOf } from './view.js';
import { YearAllowance } from './year-allowance.js';

const DEFAULT_COUNTRY = 'US';

/** The brand profile's say in what a business's calendar shows. */
export interface CalendarBrands {
  brand(scope: LocationScope): Promise<{ values: BrandProfileValues } | null>;
}

export function createCalendarService(cache: EventDataCache, clock: Clock, brands: CalendarBrands) {
  const allowance = new YearAllowance(clock);

  /** A year from memory, or computed when this session has not asked for too many new ones. */
  function year(
    principal: Principal,
    year: number,
    place: CalendarPlace,
    view?: EventView,
  ): Promise<EventDataBody> {
    const known = cache.peek(year, place, view);
    if (known) return Promise.resolve(known);
    // Only a year this instance would work out anew counts: many requests for one year at once (a page
    // opened in several tabs, a busy agency after a restart) share one computation and are not refused.
    if (!cache.peek(year, place) && !cache.computing(year, place)) allowance.take(principal.userId);
    return cache.get(year, place, view);
  }

  /** The location's calendar: its country, with equinoxes and solstices on their dates in its time zone. */
  function placeOf(scope: LocationScope): CalendarPlace {
    return { country: scope.location.country, timeZone: scope.location.timeZone };
  }

  return {
    /** A year of events for the location's country, as its brand profile asks to see them. */
    async forLocation(principal: Principal, scope: LocationScope, yearNumber: number) {
      const view = viewOf((await brands.brand(scope))?.values ?? null, scope.location.businessName);
      return year(principal, yearNumber, placeOf(scope), view);
    },
    /** A year of events for a country, the US when none is given, dated in the country's time zone. */
    forCountry(
      principal: Principal,
      yearNumber: number,
      country: string | undefined,
    ): Promise<EventDataBody> {
      if (country !== undefined && !isSupportedCountry(country)) {
        throw AppError.invalid('country', 'is not a supported country');
      }
      const code = country ?? DEFAULT_COUNTRY;
      return year(principal, yearNumber, { country: code, timeZone: countryTimeZone(code) });
    },
    /** The calendar's event of that title on that day in the location's country, if there is one. */
    async eventOn(scope: LocationScope, date: string, title: string) {
      const body = await cache.get(Number(date.slice(0, 4)), placeOf(scope));
      return body.events.find((event) => event.date === date && event.title === title);
    },
    /** Where the event is among the day's events, from 0; 0 for one the calendar does not know. */
    async placeOnDate(scope: LocationScope, date: string, title: string): Promise<number> {
      const body = await cache.get(Number(date.slice(0, 4)), placeOf(scope));
      const place = body.events
        .filter((event) => event.date === date)
        .findIndex((event) => event.title === title);
      return Math.max(place, 0);
    },
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
