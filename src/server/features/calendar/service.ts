import type { BrandProfileValues } from '../../../contract/brand-profile.js';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/errors.js';
import type { Principal } from '../../core/principal.js';
import type { LocationScope } from '../../platform/scope.js';
import type { EventDataBody, EventDataCache } from './event-data-cache.js';
import { isSupportedCountry } from './events/holidays.js';
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
    country: string,
    view?: EventView,
  ): Promise<EventDataBody> {
    const known = cache.peek(year, country, view);
    if (known) return Promise.resolve(known);
    // Only a year this instance would work out anew counts: many requests for one year at once (a page
    // opened in several tabs, a busy agency after a restart) share one computation and are not refused.
    if (!cache.peek(year, country) && !cache.computing(year, country)) allowance.take(principal.userId);
    return cache.get(year, country, view);
  }

  return {
    /** A year of events for the location's country, as its brand profile asks to see them. */
    async forLocation(principal: Principal, scope: LocationScope, yearNumber: number) {
      const view = viewOf((await brands.brand(scope))?.values ?? null);
      return year(principal, yearNumber, scope.location.country, view);
    },
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
