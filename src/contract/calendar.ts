import { z } from 'zod';
import { locationIdSchema } from './common.js';

export const eventCategorySchema = z.enum([
  'international',
  'health',
  'food',
  'business',
  'seasonal',
  'cultural',
  'holiday',
]);

export const calendarEventSchema = z.object({
  id: z.string(),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  title: z.string(),
  hashtags: z.array(z.string()),
  category: eventCategorySchema,
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

export const eventDataQuerySchema = z.strictObject({
  year: z.coerce
    .number({ message: 'must be a year' })
    .int('must be a whole year')
    .min(MIN_YEAR, `must be ${MIN_YEAR} or later`)
    .max(MAX_YEAR, `must be ${MAX_YEAR} or earlier`),
  locationId: locationIdSchema.optional(),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code')
    .transform((code) => code.toUpperCase())
    .optional(),
});
export type EventDataQuery = z.infer<typeof eventDataQuerySchema>;

export const eventDataResponseSchema = z.object({ holidays: z.array(calendarEventSchema) });
export type EventData = z.infer<typeof eventDataResponseSchema>;
