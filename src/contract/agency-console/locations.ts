import { z } from 'zod';
import { emailSchema, phoneNumberSchema, text } from '../common.js';
import { locationIdSchema, planIdSchema } from '../ids.js';
import { defineRoute } from '../route.js';
import { agencyParams, CONSOLE_ACCESS } from './common.js';

/** An IANA time zone this server knows, such as Europe/Paris. */
export const timeZoneSchema = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(64)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'must be a time zone like Europe/Paris');

export const countrySchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'must be a two-letter country code like US');

export const locationInputSchema = z.strictObject({
  businessName: text().trim().min(1, 'is required').max(200),
  firstName: text().trim().max(100),
  email: z.union([z.literal(''), emailSchema]),
  phoneNumber: phoneNumberSchema(),
  address: text().trim().max(500),
  country: countrySchema,
  timeZone: timeZoneSchema,
  planId: planIdSchema.nullable(),
});
export type LocationInput = z.infer<typeof locationInputSchema>;

/**
 * A new location; its id is made fresh unless the agency gives the one its marketing platform uses
 * (a HighLevel sub-account's Location ID), so embedded links for that sub-account open it.
 */
export const newLocationSchema = locationInputSchema.extend({
  id: locationIdSchema.optional().describe("The marketing platform's location id; a fresh one when omitted"),
});
export type NewLocation = z.infer<typeof newLocationSchema>;

export const consoleLocationSchema = z.object({
  id: z.string(),
  businessName: z.string(),
  firstName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  address: z.string(),
  country: z.string(),
  timeZone: z.string(),
  planId: z.string().nullable(),
  planName: z.string().nullable(),
  archived: z.boolean(),
  createdAt: z.string(),
  users: z
    .array(z.object({ id: z.string(), userName: z.string(), email: z.string(), role: z.string() }))
    .describe('Who has access: the users given this location (admins reach every location anyway)'),
});
export type ConsoleLocation = z.infer<typeof consoleLocationSchema>;

export const LOCATION_STATUSES = ['active', 'archived'] as const;

export const locationListQuerySchema = z.strictObject({
  search: text().trim().max(100).optional(),
  status: z.enum(LOCATION_STATUSES).default('active'),
});

const locationParams = agencyParams.extend({ locationId: locationIdSchema });

export const consoleLocationsRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/agencies/:agencyId/locations',
    access: CONSOLE_ACCESS,
    scope: { agency: 'params.agencyId' },
    summary: "The agency's locations, searched by name, e-mail or id, with who has access to each",
    tags: ['agency console'],
    params: agencyParams,
    query: locationListQuerySchema,
    response: z.object({ locations: z.array(consoleLocationSchema) }),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/agencies/:agencyId/locations',
    access: CONSOLE_ACCESS,
    scope: { agency: 'params.agencyId' },
    summary: "Create a location with the platform's location id, or a fresh 20-character one",
    tags: ['agency console'],
    params: agencyParams,
    body: newLocationSchema,
    response: consoleLocationSchema,
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/agencies/:agencyId/locations/:locationId',
    access: CONSOLE_ACCESS,
    scope: { agency: 'params.agencyId' },
    summary: "Change a location's business details, time zone and plan",
    tags: ['agency console'],
    params: locationParams,
    body: locationInputSchema,
    response: consoleLocationSchema,
  }),
  archive: defineRoute({
    method: 'POST',
    path: '/agencies/:agencyId/locations/:locationId/archive',
    access: CONSOLE_ACCESS,
    scope: { agency: 'params.agencyId' },
    summary: 'Archive a location: its users no longer reach it; its posts are kept',
    tags: ['agency console'],
    params: locationParams,
    response: consoleLocationSchema,
  }),
  restore: defineRoute({
    method: 'POST',
    path: '/agencies/:agencyId/locations/:locationId/restore',
    access: CONSOLE_ACCESS,
    scope: { agency: 'params.agencyId' },
    summary: 'Bring an archived location back',
    tags: ['agency console'],
    params: locationParams,
    response: consoleLocationSchema,
  }),
};
