import { calendarRoutes } from '../../../contract/calendar.js';
import type { Clock } from '../../core/clock.js';
import { bind } from '../../platform/routes.js';
import { EventDataCache } from './event-data-cache.js';
import { sendEventData } from './reply.js';
import { type CalendarBrands, createCalendarService } from './service.js';

export function createCalendarFeature({ clock, brands }: { clock: Clock; brands: CalendarBrands }) {
  const service = createCalendarService(new EventDataCache(), clock, brands);
  const routes = [
    bind(calendarRoutes.locationYear, async ({ principal, scope, params, request, reply }) =>
      sendEventData(request, reply, await service.forLocation(principal, scope, params.year)),
    ),
    bind(calendarRoutes.countryYear, async ({ principal, params, query, request, reply }) =>
      sendEventData(request, reply, await service.forCountry(principal, params.year, query.country)),
    ),
  ];
  return { routes, service };
}
