import { z } from 'zod';
import { text } from '../common.js';
import { defineRoute } from '../route.js';
import { trialSlugSchema } from '../slug.js';
import { agencyParams, CONSOLE_ACCESS } from './common.js';

/** How long a visitor's trial data is kept after their last visit, unless the agency says otherwise. */
export const DEFAULT_TRIAL_RETENTION_DAYS = 180;

export const trialSettingsInputSchema = z.strictObject({
  slug: trialSlugSchema,
  retentionDays: z.coerce
    .number({ message: 'must be a number of days' })
    .int('must be a whole number of days')
    .min(7, 'must be at least 7 days')
    .max(3650, 'must be at most 3650 days (ten years)'),
});
export type TrialSettingsInput = z.infer<typeof trialSettingsInputSchema>;

export const trialSettingsSchema = z.object({
  slug: z.string(),
  retentionDays: z.number().int(),
  addresses: z.object({
    shared: z.string().describe('The trial page on the shared host: …/trial/{slug}'),
    ownDomain: z.string().nullable().describe("The trial page on the agency's own domain, when it has one"),
  }),
  upgradePage: z.string().nullable(),
  masterclassPage: z.string().nullable(),
});
export type TrialSettings = z.infer<typeof trialSettingsSchema>;

/** A trial visitor as the agency follows them up. */
export const trialLeadSchema = z.object({
  id: z.string(),
  userName: z.string(),
  businessName: z.string(),
  email: z.string(),
  startedAt: z.string(),
  postsUsed: z.number().int(),
  lastSeenAt: z.string(),
  askedToUpgradeAt: z
    .string()
    .nullable()
    .describe('When the visitor first chose "Yes, I\'m ready to upgrade"; null if they never did'),
});
export type TrialLead = z.infer<typeof trialLeadSchema>;

const leadSearch = text().trim().max(100).optional().describe('Part of a name, business or e-mail');

export const trialLeadsQuerySchema = z.strictObject({
  search: leadSearch,
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(25),
});
export type TrialLeadsQuery = z.output<typeof trialLeadsQuerySchema>;

const TAGS = ['agency console'] as const;

export const consoleTrialRoutes = {
  settings: defineRoute({
    method: 'GET',
    path: '/agencies/:agencyId/trial',
    access: CONSOLE_ACCESS,
    scope: { agency: 'params.agencyId' },
    summary: "The free trial's address and how long visitors' data is kept",
    tags: TAGS,
    params: agencyParams,
    response: trialSettingsSchema,
  }),
  saveSettings: defineRoute({
    method: 'PUT',
    path: '/agencies/:agencyId/trial',
    access: CONSOLE_ACCESS,
    scope: { agency: 'params.agencyId' },
    summary: "Change the free trial's address (its slug) and how long visitors' data is kept",
    tags: TAGS,
    params: agencyParams,
    body: trialSettingsInputSchema,
    response: trialSettingsSchema,
  }),
  leads: defineRoute({
    method: 'GET',
    path: '/agencies/:agencyId/trial/leads',
    access: CONSOLE_ACCESS,
    scope: { agency: 'params.agencyId' },
    summary: "The agency's trial visitors, newest first, a page at a time",
    tags: TAGS,
    params: agencyParams,
    query: trialLeadsQuerySchema,
    response: z.object({
      leads: z.array(trialLeadSchema),
      total: z.number().int(),
      page: z.number().int(),
      pageSize: z.number().int(),
    }),
  }),
  leadsCsv: defineRoute({
    method: 'GET',
    path: '/agencies/:agencyId/trial/leads.csv',
    access: CONSOLE_ACCESS,
    scope: { agency: 'params.agencyId' },
    summary: 'Every trial visitor matching the search, as a CSV file (text/csv)',
    tags: TAGS,
    params: agencyParams,
    query: z.strictObject({ search: leadSearch }),
    response: z.string().describe('CSV text'),
  }),
};
