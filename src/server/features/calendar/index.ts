import { calendarRoutes } from '../../../contract/calendar.js';
import { bind } from '../../platform/routes.js';
import { EventDataCache } from './event-data-cache.js';
import { sendEventData } from './reply.js';
import { createCalendarService } from './service.js';

export function createCalendarFeature() {
  const service = createCalendarService(new EventDataCache());
  const routes = [
    bind(calendarRoutes.locationYear, ({ scope, params, request, reply }) =>
      sendEventData(request, reply, service.forLocation(scope, params.year)),
    ),
    bind(calendarRoutes.countryYear, ({ params, query, request, reply }) =>
      sendEventData(request, reply, service.forCountry(params.year, query.country)),
    ),
  ];
  return { routes, service };
}
