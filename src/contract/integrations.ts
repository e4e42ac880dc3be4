import { z } from 'zod';
import { text } from './common.js';
import { locationIdSchema, postIdSchema } from './ids.js';
import { defineRoute } from './route.js';

export const SOCIAL_ACCOUNT_KINDS = ['facebook-page', 'instagram'] as const;
export type SocialAccountKind = (typeof SOCIAL_ACCOUNT_KINDS)[number];

/** Facebook Pages and Instagram business accounts a business connected. */
export const socialAccountSchema = z.object({
  id: z.uuid(),
  kind: z.enum(SOCIAL_ACCOUNT_KINDS),
  name: z.string(),
  /** Whether the business chose to publish here. */
  enabled: z.boolean(),
  /** `reconnect` once the platform refused the account's token: Connect with Facebook again. */
  status: z.enum(['active', 'reconnect']),
});
export type SocialAccount = z.infer<typeof socialAccountSchema>;

export const integrationsSchema = z.object({
  /** Whether the agency connected HighLevel, so posts can be sent to the sub-account's Social Planner. */
  highLevel: z.object({ connected: z.boolean() }),
  facebook: z.object({
    /** Whether the deployment has a Facebook app: without one, Connect with Facebook is not offered. */
    configured: z.boolean(),
    accounts: z.array(socialAccountSchema),
  }),
});
export type Integrations = z.infer<typeof integrationsSchema>;

export const PUBLICATION_STATUSES = ['scheduled', 'publishing', 'published', 'failed', 'cancelled'] as const;
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];

export const publicationSchema = z.object({
  id: z.uuid(),
  postId: z.uuid(),
  account: z.object({ id: z.uuid(), kind: z.enum(SOCIAL_ACCOUNT_KINDS), name: z.string() }),
  /** When it goes (or went) out, ISO 8601. */
  at: z.string(),
  status: z.enum(PUBLICATION_STATUSES),
  /** The live post, once published. */
  permalink: z.string().nullable(),
  /** The platform's reason, when it failed. */
  error: z.string().nullable(),
  /** The post's text and event, for the Scheduled list. */
  eventTitle: z.string(),
  eventDate: z.string(),
  excerpt: z.string(),
});
export type Publication = z.infer<typeof publicationSchema>;

/** A moment to publish, ISO 8601 with its offset; the screen sends the location's local time as UTC. */
const momentSchema = z.iso.datetime({
  offset: true,
  message: 'must be a date and time like 2026-11-26T09:00:00Z',
});

export const publishSchema = z.strictObject({
  accountId: z.uuid({ message: 'must be a connected account' }),
  /** Null publishes now. */
  at: momentSchema.nullable().default(null),
});
export type PublishInput = z.input<typeof publishSchema>;

export const moveSchema = z.strictObject({ at: momentSchema });

export const facebookCompletionSchema = z.strictObject({
  code: text().min(1, 'is required').max(2000),
  state: text().min(1, 'is required').max(200),
});

const location = z.strictObject({ locationId: locationIdSchema });
const account = z.strictObject({
  locationId: locationIdSchema,
  accountId: z.uuid({ message: 'must be an account id' }),
});
const publication = z.strictObject({
  locationId: locationIdSchema,
  publicationId: z.uuid({ message: 'must be a publication id' }),
});

export const integrationsRoutes = {
  overview: defineRoute({
    method: 'GET',
    path: '/locations/:locationId/integrations',
    access: 'signed-in',
    scope: { location: 'params.locationId' },
    summary: 'The connected Facebook Pages and Instagram accounts, and whether Facebook is set up',
    tags: ['integrations'],
    params: location,
    response: integrationsSchema,
  }),
  connectFacebook: defineRoute({
    method: 'POST',
    path: '/locations/:locationId/integrations/facebook/connect',
    access: 'signed-in',
    scope: { location: 'params.locationId' },
    summary: 'The Facebook Login address to open, with a signed, single-use state',
    tags: ['integrations'],
    params: location,
    response: z.object({ url: z.string() }),
  }),
  completeFacebook: defineRoute({
    method: 'POST',
    path: '/locations/:locationId/integrations/facebook/complete',
    access: 'signed-in',
    scope: { location: 'params.locationId' },
    summary:
      "Finish Facebook Login: the code is exchanged, and the user's Pages and Instagram accounts are listed",
    tags: ['integrations'],
    params: location,
    body: facebookCompletionSchema,
    response: integrationsSchema,
  }),
  setAccount: defineRoute({
    method: 'PATCH',
    path: '/locations/:locationId/integrations/accounts/:accountId',
    access: 'signed-in',
    scope: { location: 'params.locationId' },
    summary: 'Choose whether posts may be published to a connected account',
    tags: ['integrations'],
    params: account,
    body: z.strictObject({ enabled: z.boolean() }),
    response: integrationsSchema,
  }),
  disconnectFacebook: defineRoute({
    method: 'DELETE',
    path: '/locations/:locationId/integrations/facebook',
    access: 'signed-in',
    scope: { location: 'params.locationId' },
    summary: 'Disconnect Facebook: its tokens are deleted and scheduled posts to it are cancelled',
    tags: ['integrations'],
    params: location,
    response: integrationsSchema,
  }),
  publications: defineRoute({
    method: 'GET',
    path: '/locations/:locationId/publications',
    access: 'signed-in',
    scope: { location: 'params.locationId' },
    summary: 'What is scheduled, published or failed, soonest first',
    tags: ['integrations'],
    params: location,
    response: z.object({
      data: z.array(publicationSchema),
      /** The server's time, by which the screen tells what is due (the browser's clock may be off). */
      now: z.string(),
    }),
  }),
  publish: defineRoute({
    method: 'POST',
    path: '/locations/:locationId/posts/:postId/publications',
    access: 'signed-in',
    scope: { location: 'params.locationId' },
    summary: 'Publish a post to a connected account, now or at a time',
    tags: ['integrations'],
    params: z.strictObject({ locationId: locationIdSchema, postId: postIdSchema }),
    body: publishSchema,
    response: publicationSchema,
  }),
  move: defineRoute({
    method: 'PATCH',
    path: '/locations/:locationId/publications/:publicationId',
    access: 'signed-in',
    scope: { location: 'params.locationId' },
    summary: 'Move a scheduled post to another time',
    tags: ['integrations'],
    params: publication,
    body: moveSchema,
    response: publicationSchema,
  }),
  retry: defineRoute({
    method: 'POST',
    path: '/locations/:locationId/publications/:publicationId/retry',
    access: 'signed-in',
    scope: { location: 'params.locationId' },
    summary: 'Try a failed publication again now',
    tags: ['integrations'],
    params: publication,
    response: publicationSchema,
  }),
  sendToHighLevel: defineRoute({
    method: 'POST',
    path: '/locations/:locationId/posts/:postId/highlevel',
    access: 'signed-in',
    scope: { location: 'params.locationId' },
    summary: "Create the post in the location's HighLevel Social Planner, published now or scheduled",
    tags: ['integrations'],
    params: z.strictObject({ locationId: locationIdSchema, postId: postIdSchema }),
    body: z.strictObject({ at: momentSchema.nullable().default(null) }),
    response: z.object({ id: z.string(), status: z.enum(['published', 'scheduled']) }),
  }),
  cancel: defineRoute({
    method: 'DELETE',
    path: '/locations/:locationId/publications/:publicationId',
    access: 'signed-in',
    scope: { location: 'params.locationId' },
    summary: 'Cancel a scheduled post',
    tags: ['integrations'],
    params: publication,
    response: publicationSchema,
  }),
} as const;

/** Instagram captions are cut at 2,200 characters; a Facebook post at 63,206. */
export const CAPTION_LIMITS: Record<SocialAccountKind, number> = {
  'facebook-page': 63_206,
  instagram: 2_200,
};
/** Instagram takes pictures between 4:5 (portrait) and 1.91:1 (landscape), at most 8 MB. */
export const INSTAGRAM_RATIO = { min: 4 / 5, max: 1.91 } as const;
export const INSTAGRAM_MAX_BYTES = 8 * 1024 * 1024;
