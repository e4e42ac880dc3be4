import { z } from 'zod';
import { locationIdSchema } from './ids.js';
import { defineRoute } from './route.js';

export const eventCategorySchema = z.enum([
  'international',
  'health',
  'food',
  'business',
  'seasonal',
  'cultural',
  'holiday',
]);

/**
 * The character of a day, which decides how a post may speak of it: a solemn day (a remembrance, a
 * day against a harm) is never celebrated.
 */
export const EVENT_KINDS = [
  'celebration',
  'awareness',
  'solemn',
  'commercial',
  'religious',
  'public-holiday',
  'season',
] as const;
export const eventKindSchema = z.enum(EVENT_KINDS);
export type EventKind = z.infer<typeof eventKindSchema>;

export const calendarEventSchema = z.object({
  id: z.string(),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  title: z.string(),
  hashtags: z.array(z.string()),
  category: eventCategorySchema,
  kind: eventKindSchema,
  /** One sentence on what the day is for or where it comes from, which a post may use; when the calendar has one. */
  about: z.string().optional(),
});
export type CalendarEventItem = z.infer<typeof calendarEventSchema>;

export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

export const MIN_YEAR = 2000;
export const MAX_YEAR = 2100;

export const yearSchema = z.coerce
  .number({ message: 'must be a year' })
  .int('must be a whole year')
  .min(MIN_YEAR, `must be ${MIN_YEAR} or later`)
  .max(MAX_YEAR, `must be ${MAX_YEAR} or earlier`);

export const countryCodeSchema = z
  .string()
  .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code')
  .transform((code) => code.toUpperCase());

/** GET /v1/chat/event-data, as the earlier screens ask for it. */
export const eventDataQuerySchema = z.strictObject({
  year: yearSchema,
  locationId: locationIdSchema.optional(),
  country: countryCodeSchema.optional(),
});
export type EventDataQuery = z.infer<typeof eventDataQuerySchema>;

export const eventDataResponseSchema = z.object({ holidays: z.array(calendarEventSchema) });
export type EventData = z.infer<typeof eventDataResponseSchema>;

export const calendarRoutes = {
  locationYear: defineRoute({
    method: 'GET',
    path: '/locations/:locationId/calendar/:year',
    access: 'member-or-visitor',
    scope: { location: 'params.locationId' },
    summary: "A year's holidays and awareness days for the location's country",
    tags: ['calendar'],
    params: z.strictObject({ locationId: locationIdSchema, year: yearSchema }),
    response: eventDataResponseSchema,
  }),
  countryYear: defineRoute({
    method: 'GET',
    path: '/calendar/:year',
    access: 'member-or-visitor',
    summary: "A year's holidays and awareness days for a country (the US when none is given)",
    tags: ['calendar'],
    params: z.strictObject({ year: yearSchema }),
    query: z.strictObject({ country: countryCodeSchema.optional() }),
    response: eventDataResponseSchema,
  }),
};
