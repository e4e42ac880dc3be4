import type { EventDataQuery } from '../../../contract/calendar.js';
import type { Principal } from '../../http/access.js';
import { badRequest } from '../../http/errors.js';
import type { LocationAccess } from '../../http/tenancy.js';
import type { EventDataBody, EventDataCache } from './event-data-cache.js';
import { isSupportedCountry } from './events/holidays.js';

const DEFAULT_COUNTRY = 'US';

/** The country whose holidays apply: the location's when one is named, else the one asked for, else the US. */
async function countryFor(
  access: LocationAccess,
  principal: Principal,
  query: EventDataQuery,
): Promise<string> {
  if (query.locationId) return (await access.location(principal, query.locationId)).country;
  if (query.country) {
    if (!isSupportedCountry(query.country)) throw badRequest('country', 'is not a supported country');
    return query.country;
  }
  return DEFAULT_COUNTRY;
}

export async function eventData(
  access: LocationAccess,
  cache: EventDataCache,
  principal: Principal,
  query: EventDataQuery,
): Promise<EventDataBody> {
  return cache.get(query.year, await countryFor(access, principal, query));
}
