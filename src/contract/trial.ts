import { z } from 'zod';
import { hostNameSchema, publicBrandSchema } from './agency-console/brand.js';
import { loginResponseSchema } from './auth.js';
import { emailSchema, linkDeliverySchema, okSchema, text } from './common.js';
import { defineRoute } from './route.js';
import { trialSlugSchema } from './slug.js';

/** SPEC §9, "Free generations: 10": the posts a trial visitor may write before upgrading. */
export const FREE_GENERATIONS = 10;

/** The web page of an agency's free trial: /trial/{slug} on the shared host, /trial on its own domain. */
export const TRIAL_PAGE = '/trial';

/** The trial routes are for trial visitors only (and the operator, who passes every role list). */
export const TRIAL_VISITOR = ['demo_user'] as const;

/** Which agency's trial: the slug of its address on the shared host, or its own host name. */
const trialAgencyFields = {
  slug: trialSlugSchema.optional().describe("The agency's trial slug, as in /trial/{slug}"),
  host: hostNameSchema.optional().describe("The agency's own host name, where the page is /trial"),
};
const namesAnAgency = (input: { slug?: string | undefined; host?: string | undefined }) =>
  input.slug !== undefined || input.host !== undefined;
const AGENCY_REQUIRED = { path: ['slug'], message: 'is required (or host)' };

export const trialPageQuerySchema = z.strictObject(trialAgencyFields).refine(namesAnAgency, AGENCY_REQUIRED);

/** What the public trial page shows before anyone signs up. */
export const trialPageSchema = z.object({
  brand: publicBrandSchema,
  slug: z.string(),
  upgradePage: z.string().nullable().describe("The agency's upgrade page; null when it has none"),
  masterclassPage: z.string().nullable().describe("The agency's masterclass page; null when it has none"),
  linksByEmail: z
    .boolean()
    .describe(
      'Whether a visitor may have a link to their trial e-mailed (false where the server sends no e-mail)',
    ),
});
export type TrialPage = z.infer<typeof trialPageSchema>;

/** The visitor's own details, as the trial form asks for them. */
export const trialVisitorFields = {
  userName: text().trim().min(1, 'is required').max(100, 'must be at most 100 characters'),
  businessName: text().trim().min(1, 'is required').max(120, 'must be at most 120 characters'),
  email: emailSchema,
};

export const startTrialSchema = z
  .strictObject({ ...trialVisitorFields, ...trialAgencyFields })
  .refine(namesAnAgency, AGENCY_REQUIRED);
export type StartTrial = z.infer<typeof startTrialSchema>;

/** Where a visitor stands: the server's own count of free posts. */
export const trialStatusSchema = z.object({
  slug: z.string().describe("The agency's trial slug: the trial form is at /trial/{slug}"),
  userName: z.string(),
  businessName: z.string(),
  email: z.string(),
  used: z.number().int(),
  limit: z.number().int(),
  left: z.number().int(),
  upgradePage: z.string().nullable(),
  masterclassPage: z.string().nullable(),
});
export type TrialStatus = z.infer<typeof trialStatusSchema>;

/** A session like sign-in answers, with the trial's count. */
export const startedTrialSchema = loginResponseSchema.extend({ trial: trialStatusSchema });
export type StartedTrial = z.infer<typeof startedTrialSchema>;

/** Asking for a link that opens one's trial in another browser: the e-mail it was started with. */
export const trialLinkRequestSchema = z
  .strictObject({ email: emailSchema, ...trialAgencyFields })
  .refine(namesAnAgency, AGENCY_REQUIRED);
export type TrialLinkRequest = z.infer<typeof trialLinkRequestSchema>;

/** The same whether or not the e-mail has a trial here: it says only how links travel on this server. */
export const trialLinkRequestedSchema = z.object({
  delivery: linkDeliverySchema.describe(
    "How the link reaches the visitor: by e-mail; in the server's log (development without e-mail); or not at all (no e-mail set up: a trial continues only in the browser that started it)",
  ),
});
export type TrialLinkRequested = z.infer<typeof trialLinkRequestedSchema>;

/** The query a trial link's page carries its token in: /trial/{slug}?continue={token}. */
export const TRIAL_LINK_PARAM = 'continue';

export const openTrialLinkSchema = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be the token of a trial link'),
});

const TAGS = ['trial'] as const;

export const trialRoutes = {
  page: defineRoute({
    method: 'GET',
    path: '/trial/page',
    access: 'public',
    summary: "An agency's free-trial page: its name, look, and upgrade and masterclass pages",
    tags: TAGS,
    query: trialPageQuerySchema,
    response: trialPageSchema,
  }),
  start: defineRoute({
    method: 'POST',
    path: '/trials',
    access: 'public',
    summary: 'Start a free trial; an e-mail that already has one at the agency is refused (409 trial_exists)',
    description: 'Sign-ups are limited per client address (5 new trials a day), on every instance.',
    tags: TAGS,
    body: startTrialSchema,
    response: startedTrialSchema,
  }),
  sendLink: defineRoute({
    method: 'POST',
    path: '/trials/links',
    access: 'public',
    summary: "E-mail a link that opens the e-mail's trial at the agency in another browser, if it has one",
    description:
      'The answer is the same whether or not the e-mail has a trial, and comes before the link is made. Limited per e-mail (3 an hour) and per client address (20 an hour). The link works once, for 30 minutes.',
    tags: TAGS,
    body: trialLinkRequestSchema,
    response: trialLinkRequestedSchema,
  }),
  openLink: defineRoute({
    method: 'POST',
    path: '/trials/links/open',
    access: 'public',
    summary: "Open a trial from its e-mailed link: the visitor's session, as starting the trial gave",
    tags: TAGS,
    body: openTrialLinkSchema,
    response: startedTrialSchema,
  }),
  me: defineRoute({
    method: 'GET',
    path: '/trial/me',
    access: TRIAL_VISITOR,
    summary: "The visitor's free posts used and left, and where upgrading leads",
    tags: TAGS,
    response: trialStatusSchema,
  }),
  upgradeClicked: defineRoute({
    method: 'POST',
    path: '/trial/me/upgrade-clicked',
    access: TRIAL_VISITOR,
    summary: 'Record that the visitor asked to upgrade (the agency follows up)',
    tags: TAGS,
    response: okSchema,
  }),
  deleteMe: defineRoute({
    method: 'DELETE',
    path: '/trial/me',
    access: TRIAL_VISITOR,
    summary: "Delete the visitor's trial data (their details, business and posts); the session ends",
    tags: TAGS,
    response: okSchema,
  }),
};
