import { z } from 'zod';
import { adminAgencySchema } from './admin-console.js';
import { appsListSchema } from './agency.js';
import { hostNameSchema, publicBrandSchema } from './agency-console/brand.js';
import { activeLocationSchema, loginRequestSchema, loginResponseSchema } from './auth.js';
import { eventDataQuerySchema, eventDataResponseSchema } from './calendar.js';
import { emailSchema, okSchema, text } from './common.js';
import { locationIdSchema, planIdSchema } from './ids.js';
import { optionListSchema, PLATFORMS } from './options.js';
import { isoDate, postSchema } from './posts.js';
import { roleSchema } from './roles.js';
import { defineRoute } from './route.js';
import { invitationSchema, teamMemberSchema } from './team.js';
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

/** POST /v1/user/team-member and /v1/user/add_team, as the earlier Add Team Member modal sent them. */
export const legacyTeamMemberSchema = z.strictObject({
  userName: text().trim().min(1, 'is required').max(100),
  email: emailSchema,
  roles: z.enum(['User', 'Admin', 'agency', 'admin'], { message: 'must be User or Admin' }),
  agency_id: z.uuid({ message: 'must be an agency id' }).optional(),
  activeLocation: locationIdSchema.optional(),
  /** The earlier product set a password for the new member; the member now chooses their own. */
  password: text().max(200).optional(),
  user_id: z.uuid({ message: 'must be a user id' }).optional(),
});

export type LegacyTeamMember = z.infer<typeof legacyTeamMemberSchema>;

const TAGS = ['legacy'] as const;

const optionList = (path: string, summary: string) =>
  defineRoute({ method: 'GET', path, access: 'signed-in', summary, tags: TAGS, response: optionListSchema });

/** The earlier Add Team Member modal posted to two addresses with the same fields. */
const addMember = <const P extends string>(path: P, summary: string) =>
  defineRoute({
    method: 'POST',
    path,
    access: 'signed-in',
    scope: { agency: 'principal' },
    summary,
    tags: TAGS,
    body: legacyTeamMemberSchema,
    response: z.object({ data: invitationSchema, link: z.string().nullable() }),
  });

/** Two earlier calls listed the members of a location. */
const membersOfLocation = <const P extends string>(path: P, summary: string) =>
  defineRoute({
    method: 'GET',
    path,
    access: 'signed-in',
    scope: { location: 'query.locationId' },
    summary,
    tags: TAGS,
    query: z.strictObject({ locationId: locationIdSchema }),
    response: z.object({ data: z.array(teamMemberSchema) }),
  });

const OPERATOR = ['superadmin'] as const;
const agencyIdField = z.uuid({ message: 'must be an agency id' });

/** A location as the operator's customer list shows it, with the agency it belongs to. */
export const legacyCustomerSchema = activeLocationSchema.extend({
  agency_id: z.string(),
  agency_name: z.string(),
});

/** The earlier operator screens' calls (super_admin/…), answered by the operator's console. */
export const superAdminRoutes = {
  agencies: defineRoute({
    method: 'GET',
    path: '/super_admin/agencies',
    access: OPERATOR,
    summary: 'Every agency with its locations, users and posts this month (as admin/agencies)',
    tags: TAGS,
    response: z.object({ data: z.array(adminAgencySchema) }),
  }),
  customers: defineRoute({
    method: 'GET',
    path: '/super_admin/customers',
    access: OPERATOR,
    // The agency named, if any, is granted by the handler: the call also lists every agency's.
    scope: { agency: 'principal' },
    summary: 'The locations in use of every agency, or of the agency given',
    tags: TAGS,
    query: z.strictObject({ agency_id: agencyIdField.optional() }),
    response: z.object({ data: z.array(legacyCustomerSchema) }),
  }),
  addTeam: defineRoute({
    method: 'POST',
    path: '/super_admin/add_team',
    access: OPERATOR,
    scope: { agency: 'body.agency_id' },
    summary: 'Invite an admin to an agency: an invitation is sent, and the admin chooses their own password',
    tags: TAGS,
    body: z.strictObject({
      userName: text().trim().min(1, 'is required').max(100),
      email: emailSchema,
      agency_id: agencyIdField,
    }),
    response: z.object({ data: invitationSchema, link: z.string().nullable() }),
  }),
};

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
  teamMember: addMember(
    '/user/team-member',
    'Add a team member: an invitation is sent, and the member chooses their own password',
  ),
  addTeam: addMember('/user/add_team', 'Add a team member (the same as user/team-member)'),
  agencyUsers: defineRoute({
    method: 'GET',
    path: '/user/agency_user',
    access: 'signed-in',
    scope: { agency: 'principal' },
    summary: "The team members the caller may see (all of the agency's for an admin)",
    tags: TAGS,
    response: z.object({ data: z.array(teamMemberSchema) }),
  }),
  locationUsers: membersOfLocation('/user/location_user', 'The team members who may use a location'),
  chatUsers: membersOfLocation(
    '/user/chatusers',
    'The team members who may use a location (the chat app lists them)',
  ),
  chatUser: defineRoute({
    method: 'GET',
    path: '/user/getchatuser',
    access: 'signed-in',
    summary: 'The signed-in user',
    tags: TAGS,
    response: userResponseSchema,
  }),
  channelOptions: optionList('/channeloptions', 'Platforms a post can be written for'),
  toneOptions: optionList('/toneoptions', 'Tones a post can be rewritten in'),
  translateOptions: optionList('/translateoption', 'Languages a post can be translated into'),
  imageOptions: optionList('/imgoptions', 'Styles a post can be illustrated in'),
  agencyByDomain: defineRoute({
    method: 'GET',
    path: '/agency/getbydomain',
    access: 'public',
    summary: 'The name and look of the agency whose own host name this is (the earlier sign-in page)',
    tags: TAGS,
    query: z.strictObject({ domain: hostNameSchema }),
    response: z.object({ data: publicBrandSchema }),
  }),
};
