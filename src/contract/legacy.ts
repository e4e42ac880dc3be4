import { z } from 'zod';
import { appsListSchema } from './agency.js';
import { loginRequestSchema, loginResponseSchema } from './auth.js';
import { eventDataQuerySchema, eventDataResponseSchema } from './calendar.js';
import { okSchema, text } from './common.js';
import { locationIdSchema, planIdSchema } from './ids.js';
import { optionListSchema, PLATFORMS } from './options.js';
import { isoDate, postSchema } from './posts.js';
import { roleSchema } from './roles.js';
import { defineRoute } from './route.js';
import { legacyPasswordChangeSchema, legacyProfileSchema, userResponseSchema } from './users.js';

/*
 * The calls the earlier product's screens made (SPEC §7), with their names and fields, answered by
 * the same services as the product's own routes.
 */

/** POST /v1/chat/{env}: the calendar's form (an event) or the planner's form (a prompt). */
export const chatWriteRequestSchema = z.union([
  z.strictObject({
    date: isoDate,
    event_title: text().trim().min(1, 'is required').max(200),
    user_name: text().trim().max(100).optional(),
    profile_id: locationIdSchema.optional(),
    platform: z.enum(PLATFORMS).optional(),
  }),
  z.strictObject({
    promt: text().trim().min(1, 'is required').max(4000),
    image: text().trim().max(2000).optional(),
    profile_id: locationIdSchema,
  }),
]);
export type ChatWriteRequest = z.infer<typeof chatWriteRequestSchema>;
export const chatWriteResponseSchema = z.object({
  data: z.string().describe('Sanitised post HTML'),
  post: postSchema,
});

/** POST /v1/chat/generateImagefinal */
export const imageRequestSchema = z.strictObject({
  prompt: text().trim().min(1, 'is required').max(4000),
  image: text().trim().max(60).optional().describe('An image style name'),
  profile_id: locationIdSchema,
});
export type ImageRequest = z.infer<typeof imageRequestSchema>;
export const imageResponseSchema = z.object({
  data: z.object({ url: z.string(), revised_prompt: z.string().nullable() }),
  post: postSchema,
});

export const legacyLoginRequestSchema = loginRequestSchema.extend({
  /** Sent by the earlier sign-in screen; the role that counts is the one stored for the user. */
  role: roleSchema.optional(),
  ghlUser: z.boolean().optional(),
});

const TAGS = ['legacy'] as const;

const optionList = (path: string, summary: string) =>
  defineRoute({ method: 'GET', path, access: 'signed-in', summary, tags: TAGS, response: optionListSchema });

export const legacyRoutes = {
  login: defineRoute({
    method: 'POST',
    path: '/auth/app/login',
    access: 'public',
    summary: 'Sign in with e-mail and password (the earlier sign-in call)',
    tags: TAGS,
    body: legacyLoginRequestSchema,
    response: loginResponseSchema,
  }),
  eventData: defineRoute({
    method: 'GET',
    path: '/chat/event-data',
    access: 'signed-in',
    scope: { location: 'query.locationId', optional: true },
    summary:
      "A year's holidays and awareness days for a location's country (else the country given, else US)",
    tags: TAGS,
    query: eventDataQuerySchema,
    response: eventDataResponseSchema,
  }),
  generateImage: defineRoute({
    method: 'POST',
    path: '/chat/generateImagefinal',
    access: 'signed-in',
    scope: { location: 'body.profile_id' },
    summary: 'A picture from a prompt (planner form)',
    tags: TAGS,
    body: imageRequestSchema,
    response: imageResponseSchema,
  }),
  chat: defineRoute({
    method: 'POST',
    path: '/chat/:env',
    access: 'signed-in',
    scope: { location: 'body.profile_id', optional: true },
    summary: 'A post for an event (calendar form) or from a prompt (planner form), not streamed',
    tags: TAGS,
    params: z.strictObject({ env: z.string().regex(/^[a-z][a-z0-9_-]{0,30}$/, 'must be a short name') }),
    body: chatWriteRequestSchema,
    response: chatWriteResponseSchema,
  }),
  updateProfile: defineRoute({
    method: 'PUT',
    path: '/user/chatuser/update',
    access: 'signed-in',
    scope: { agency: 'principal' },
    summary: 'Update a profile: user name, e-mail, contact number',
    tags: TAGS,
    body: legacyProfileSchema,
    response: userResponseSchema,
  }),
  changePassword: defineRoute({
    method: 'PUT',
    path: '/user/chatuser/update/password',
    access: 'signed-in',
    scope: { agency: 'principal' },
    summary: "Change one's own password; other sessions end",
    tags: TAGS,
    body: legacyPasswordChangeSchema,
    response: okSchema,
  }),
  appsList: defineRoute({
    method: 'GET',
    path: '/accounts/getAppsList',
    access: 'signed-in',
    scope: { agency: 'principal' },
    summary: "The apps a plan opens (the agency's active plan for paid plans)",
    tags: TAGS,
    query: z.strictObject({ plan_id: planIdSchema }),
    response: z.object({ data: appsListSchema }),
  }),
  channelOptions: optionList('/channeloptions', 'Platforms a post can be written for'),
  toneOptions: optionList('/toneoptions', 'Tones a post can be rewritten in'),
  translateOptions: optionList('/translateoption', 'Languages a post can be translated into'),
  imageOptions: optionList('/imgoptions', 'Styles a post can be illustrated in'),
};
