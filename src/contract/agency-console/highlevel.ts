import { z } from 'zod';
import { text } from '../common.js';
import { defineRoute } from '../route.js';
import { agencyParams, CONSOLE_ACCESS } from './common.js';

/** The agency's HighLevel connection, as its console shows it: never a token. */
export const highLevelStatusSchema = z.object({
  /** Whether the deployment has a HighLevel marketplace app. */
  configured: z.boolean(),
  connected: z.boolean(),
  companyId: z.string().nullable(),
  connectedAt: z.string().nullable(),
  /** Why the last token refresh failed; the agency connects again to clear it. */
  refreshError: z.string().nullable(),
  /** When imported locations were last brought in step with their sub-accounts (every hour, and on Import). */
  syncedAt: z.string().nullable(),
  /** Why the last hourly sync failed; cleared by the next one that works. */
  syncError: z.string().nullable(),
});
export type HighLevelStatus = z.infer<typeof highLevelStatusSchema>;

export const highLevelImportSchema = z.object({
  /** Sub-accounts made locations. */
  created: z.number().int(),
  /** Locations of the agency brought in step with their sub-account. */
  updated: z.number().int(),
  /** Sub-accounts whose id another agency's location has. */
  skipped: z.number().int(),
});
export type HighLevelImport = z.infer<typeof highLevelImportSchema>;

export const highLevelRoutes = {
  status: defineRoute({
    method: 'GET',
    path: '/agencies/:agencyId/highlevel',
    access: CONSOLE_ACCESS,
    scope: { agency: 'params.agencyId' },
    summary: "The agency's HighLevel connection",
    tags: ['agency console'],
    params: agencyParams,
    response: highLevelStatusSchema,
  }),
  connect: defineRoute({
    method: 'POST',
    path: '/agencies/:agencyId/highlevel/connect',
    access: CONSOLE_ACCESS,
    scope: { agency: 'params.agencyId' },
    summary: "HighLevel's authorisation address to open, with a sealed, single-use state",
    tags: ['agency console'],
    params: agencyParams,
    response: z.object({ url: z.string() }),
  }),
  complete: defineRoute({
    method: 'POST',
    path: '/agencies/:agencyId/highlevel/complete',
    access: CONSOLE_ACCESS,
    scope: { agency: 'params.agencyId' },
    summary: "Finish HighLevel's authorisation: the code is exchanged for the agency's tokens",
    tags: ['agency console'],
    params: agencyParams,
    body: z.strictObject({
      code: text().min(1, 'is required').max(2000),
      state: text().min(1, 'is required').max(200),
    }),
    response: highLevelStatusSchema,
  }),
  importLocations: defineRoute({
    method: 'POST',
    path: '/agencies/:agencyId/highlevel/import',
    access: CONSOLE_ACCESS,
    scope: { agency: 'params.agencyId' },
    summary: "Make the agency's HighLevel sub-accounts locations, or bring those it has in step",
    tags: ['agency console'],
    params: agencyParams,
    response: highLevelImportSchema,
  }),
  disconnect: defineRoute({
    method: 'DELETE',
    path: '/agencies/:agencyId/highlevel',
    access: CONSOLE_ACCESS,
    scope: { agency: 'params.agencyId' },
    summary: "Forget the agency's HighLevel tokens",
    tags: ['agency console'],
    params: agencyParams,
    response: highLevelStatusSchema,
  }),
} as const;
