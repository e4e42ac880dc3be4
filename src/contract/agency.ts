import { z } from 'zod';
import { planIdSchema } from './ids.js';
import { defineRoute } from './route.js';

const colour = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #1a2b3c')
  .describe('CSS hex colour');

/** The white-label look an agency gives the product. */
export const customisationSchema = z.object({
  topbar_bg: colour,
  button_bg: colour,
  button_text: colour,
  button_border: colour,
  body_bg: colour,
  newsfeed_bg: colour,
  newsfeed_text: colour,
  newsfeed_tag_bg: colour,
  newsfeed_tag_text: colour,
  logo: z.string().max(200_000).describe('Logo URL or data: URL'),
});
export type Customisation = z.infer<typeof customisationSchema>;

/** Pages outside the product an agency points its clients to. */
export const agencyLinksSchema = z.object({
  socialPlanner: z.url().optional(),
  chatApp: z.url().optional(),
  connectPage: z.url().optional(),
  upgradePage: z.url().optional(),
  masterclassPage: z.url().optional(),
});
export type AgencyLinks = z.infer<typeof agencyLinksSchema>;

export const appNameSchema = z.enum(['calendar', 'social']);
export type AppName = z.infer<typeof appNameSchema>;

export const planSchema = z.object({
  _id: z.string(),
  type: z.string(),
  apps: z.array(z.string()),
  user_limit: z.number().int(),
  agency_id: z.string(),
});
export type Plan = z.infer<typeof planSchema>;

export const appsListSchema = z.object({ type: z.string(), apps: z.array(z.string()) });
export type AppsList = z.infer<typeof appsListSchema>;

export const plansRoutes = {
  apps: defineRoute({
    method: 'GET',
    path: '/plans/:planId/apps',
    access: 'signed-in',
    scope: { agency: 'principal' },
    summary: "The apps a plan opens (the agency's active plan for paid plans)",
    tags: ['plans'],
    params: z.strictObject({ planId: planIdSchema }),
    response: appsListSchema,
  }),
};

/** How much one location may generate; an agency may raise its own above the deployment's defaults. */
export const generationLimitsSchema = z.strictObject({
  postsPerMinute: z.number().int().min(1).max(10_000),
  picturesPerMinute: z.number().int().min(1).max(10_000),
  picturesPerDay: z.number().int().min(1).max(1_000_000),
});
export type GenerationLimits = z.infer<typeof generationLimitsSchema>;
