import { z } from 'zod';
import { hostNameSchema } from './agency-console/brand.js';
import { emailSchema, text } from './common.js';
import { agencyIdSchema } from './ids.js';
import { defineRoute } from './route.js';

export const adminAgencySchema = z.object({
  id: z.string(),
  name: z.string(),
  domain: z.string().nullable(),
  suspended: z.boolean(),
  createdAt: z.string(),
  counts: z.object({
    locations: z.number().int(),
    users: z.number().int(),
    postsThisMonth: z.number().int(),
  }),
});
export type AdminAgency = z.infer<typeof adminAgencySchema>;

export const newAgencySchema = z.strictObject({
  name: text().trim().min(1, 'is required').max(120),
  domain: hostNameSchema.nullable().optional(),
  adminName: text().trim().min(1, 'is required').max(100),
  adminEmail: emailSchema,
});
export type NewAgency = z.infer<typeof newAgencySchema>;

const agencyParams = z.strictObject({ agencyId: agencyIdSchema });
const OPERATOR = ['superadmin'] as const;

export const adminRoutes = {
  agencies: defineRoute({
    method: 'GET',
    path: '/admin/agencies',
    access: OPERATOR,
    summary: 'Every agency with its locations, users and posts this month',
    tags: ['admin console'],
    query: z.strictObject({ search: text().trim().max(100).optional() }),
    response: z.object({ agencies: z.array(adminAgencySchema) }),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/admin/agencies',
    access: OPERATOR,
    summary: 'Create an agency with a starter plan; its first admin is invited by e-mail',
    tags: ['admin console'],
    body: newAgencySchema,
    response: z.object({
      agency: adminAgencySchema,
      invitationLink: z.string().nullable().describe('Shown only when the server has no e-mail set up'),
      invitationExpiresAt: z.string().describe("Until when the first admin's invitation can be used"),
    }),
  }),
  suspend: defineRoute({
    method: 'POST',
    path: '/admin/agencies/:agencyId/suspend',
    access: OPERATOR,
    scope: { agency: 'params.agencyId' },
    summary: 'Suspend an agency: its users are refused, signed in or not, until it is resumed',
    tags: ['admin console'],
    params: agencyParams,
    response: adminAgencySchema,
  }),
  resume: defineRoute({
    method: 'POST',
    path: '/admin/agencies/:agencyId/resume',
    access: OPERATOR,
    scope: { agency: 'params.agencyId' },
    summary: 'Resume a suspended agency',
    tags: ['admin console'],
    params: agencyParams,
    response: adminAgencySchema,
  }),
  open: defineRoute({
    method: 'POST',
    path: '/admin/agencies/:agencyId/open',
    access: OPERATOR,
    scope: { agency: 'params.agencyId' },
    summary: "Open an agency's console as its admin sees it; recorded in that agency's audit log",
    tags: ['admin console'],
    params: agencyParams,
    response: z.object({ ok: z.literal(true) }),
  }),
};
