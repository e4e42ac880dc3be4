import { z } from 'zod';
import { appNameSchema } from '../agency.js';
import { okSchema, text } from '../common.js';
import { planIdSchema } from '../ids.js';
import { defineRoute } from '../route.js';
import { agencyParams, CONSOLE_ACCESS } from './common.js';

/** A free plan opens its own apps; a paid plan opens the apps of the agency's active plan. */
export const PLAN_TYPES = ['free', 'paid'] as const;
export const planTypeSchema = z.enum(PLAN_TYPES, { message: 'must be free or paid' });

export const planInputSchema = z.strictObject({
  name: text().trim().min(1, 'is required').max(80),
  type: planTypeSchema,
  apps: z
    .array(appNameSchema)
    .max(2)
    .refine((apps) => new Set(apps).size === apps.length, 'lists an app twice'),
  userLimit: z.number().int('must be a whole number').min(1, 'must be at least 1').max(10_000),
});
export type PlanInput = z.infer<typeof planInputSchema>;

export const consolePlanSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  apps: z.array(z.string()),
  userLimit: z.number().int(),
  locations: z.number().int().describe('How many locations are on this plan'),
  active: z.boolean().describe("The agency's own active plan, whose apps paid plans open"),
});
export type ConsolePlan = z.infer<typeof consolePlanSchema>;

/**
 * Why a plan cannot be deleted, in words for the admin, or null when nothing depends on it: the console says it
 * before anyone confirms, and the server when it refuses.
 */
export function planDeletionRefusal({
  name,
  locations,
  active,
}: Pick<ConsolePlan, 'name' | 'locations' | 'active'>) {
  const reasons = [
    ...(locations > 0
      ? [
          `${locations} ${locations === 1 ? 'location uses' : 'locations use'} it, and must move to another plan first`,
        ]
      : []),
    ...(active ? ["it is the agency's active plan, whose apps the paid plans open"] : []),
  ];
  return reasons.length > 0 ? `“${name}” cannot be deleted: ${reasons.join('; ')}.` : null;
}

const planParams = agencyParams.extend({ planId: planIdSchema });

export const consolePlansRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/agencies/:agencyId/plans',
    access: CONSOLE_ACCESS,
    scope: { agency: 'params.agencyId' },
    summary: "The agency's plans with their apps, user limit and how many locations use each",
    tags: ['agency console'],
    params: agencyParams,
    response: z.object({ plans: z.array(consolePlanSchema) }),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/agencies/:agencyId/plans',
    access: CONSOLE_ACCESS,
    scope: { agency: 'params.agencyId' },
    summary: 'Create a plan',
    tags: ['agency console'],
    params: agencyParams,
    body: planInputSchema,
    response: consolePlanSchema,
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/agencies/:agencyId/plans/:planId',
    access: CONSOLE_ACCESS,
    scope: { agency: 'params.agencyId' },
    summary: "Change a plan's name, type, apps and user limit",
    tags: ['agency console'],
    params: planParams,
    body: planInputSchema,
    response: consolePlanSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/agencies/:agencyId/plans/:planId',
    access: CONSOLE_ACCESS,
    scope: { agency: 'params.agencyId' },
    summary: 'Delete a plan no location uses and that is not the active plan',
    tags: ['agency console'],
    params: planParams,
    response: okSchema,
  }),
};
