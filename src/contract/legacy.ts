import { z } from 'zod';
import { adminAgencySchema } from './admin-console.js';
import { appsListSchema } from './agency.js';
import { hostNameSchema, publicBrandSchema } from './agency-console/brand.js';
import { activeLocationSchema, loginRequestSchema, loginResponseSchema } from './auth.js';
import { AUTO_RECHARGE_CENTS, LEDGER_KINDS, LEDGER_STATUSES, PAYMENT_STATUSES } from './balance.js';
import { eventDataQuerySchema, eventDataResponseSchema } from './calendar.js';
import { emailSchema, okSchema, text } from './common.js';
import { locationIdSchema, planIdSchema } from './ids.js';
import { newsFeedQuerySchema } from './news.js';
import { optionListSchema, PLATFORMS } from './options.js';
import { isoDate, postSchema } from './posts.js';
import { roleSchema } from './roles.js';
import { defineRoute } from './route.js';
import { trialSlugSchema } from './slug.js';
import { invitationSchema, teamMemberSchema } from './team.js';
import { TRIAL_VISITOR, trialVisitorFields } from './trial.js';
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

/** A balance as the earlier Balance tab read it, in dollars; the auto-recharge values are null while it is off. */
export const legacyBalanceSchema = z.object({
  _id: z.string().describe('The location (account) id'),
  amount: z.number().describe('Dollars'),
  auto_chart: z.number().nullable().describe('What auto-recharge adds, in dollars'),
  low_balancs_limit: z.number().nullable().describe('Auto-recharge starts under this, in dollars'),
});
export const legacyBalanceResponseSchema = z.object({ data: legacyBalanceSchema });

/** One line of the earlier Account Balance Logs: what came in is a credit, what went out a debit. */
export const legacyBalanceLogSchema = z.object({
  _id: z.string(),
  type: z.enum(['credit', 'debit']),
  amount: z.number().describe('Dollars, always positive; the type says which way'),
  req_type: z.enum(LEDGER_KINDS).describe('What the entry is: credit, debit, refund or adjustment'),
  reason: z.string(),
  createdAt: z.string(),
  response: z.object({
    status: z
      .union([z.enum(PAYMENT_STATUSES), z.enum(LEDGER_STATUSES)])
      .describe("The card payment's status, else the entry's"),
  }),
});
export const legacyBalanceLogsResponseSchema = z.object({
  data: z.array(legacyBalanceLogSchema),
  next: z.string().nullable().describe('Pass as `after` for the next, older page; null at the end'),
  agency: z.object({
    _id: z.string(),
    stripe: z.object({ publish_key: z.string().nullable() }),
  }),
});

const AUTO_RECHARGE_DOLLARS = AUTO_RECHARGE_CENTS.map((cents) => cents / 100);
/** An auto-recharge select's value in dollars; null turns auto-recharge off. */
const autoRechargeDollars = z
  .number({ message: 'must be an amount in dollars' })
  .refine((dollars) => AUTO_RECHARGE_DOLLARS.includes(dollars), {
    message: `must be one of ${AUTO_RECHARGE_DOLLARS.join(', ')} dollars`,
  })
  .nullable();

/** The earlier Balance tab saved each auto-recharge select on its own, with the account's id. */
export const legacyAccountUpdateSchema = z.strictObject({
  _id: locationIdSchema,
  auto_charge: autoRechargeDollars.optional(),
  low_balancs_limit: autoRechargeDollars.optional(),
});
export type LegacyAccountUpdate = z.infer<typeof legacyAccountUpdateSchema>;

/** POST /v1/auth, as the earlier free-trial form sent it; the agency is the one whose domain it is sent to. */
export const legacyTrialRequestSchema = z.strictObject({
  username: trialVisitorFields.userName,
  loc_name: trialVisitorFields.businessName,
  email: trialVisitorFields.email,
  role: z.literal('demo_user', { message: 'must be demo_user' }).optional(),
  type: z.literal('calendar', { message: 'must be calendar' }).optional(),
  slug: trialSlugSchema
    .optional()
    .describe("The agency's trial slug, where the call is not sent to its domain"),
});
export type LegacyTrialRequest = z.infer<typeof legacyTrialRequestSchema>;

export const legacyTrialUserSchema = z.object({
  data: z.object({
    _id: z.string(),
    username: z.string(),
    loc_name: z.string(),
    email: z.string(),
    role: z.literal('demo_user'),
    type: z.literal('calendar'),
    token: z.string(),
  }),
});

/** A news item as the earlier Home read it (SPEC §3): name, description, file, createdAt, agency_id.name. */
export const legacyNewsItemSchema = z.object({
  _id: z.string(),
  name: z.string().describe('The title'),
  description: z.string().describe('Sanitised HTML'),
  file: z.string().nullable().describe("The picture's address"),
  pinned: z.boolean(),
  createdAt: z.string(),
  agency_id: z.object({ _id: z.string(), name: z.string() }),
});

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
  newsFeed: defineRoute({
    method: 'GET',
    path: '/feeds/filter',
    access: 'signed-in',
    // The agency named must be the location's; the handler says 404 otherwise.
    scope: { location: 'query.locationId', optional: true },
    summary:
      "The agency's published news the caller's location may see (the given one, else the caller's first), pinned first, then newest",
    tags: TAGS,
    query: newsFeedQuerySchema.extend({
      agency_id: agencyIdField,
      locationId: locationIdSchema.optional(),
    }),
    response: z.object({
      data: z.array(legacyNewsItemSchema),
      next: z.string().nullable().describe('Pass as `after` for the next page; null on the last'),
    }),
  }),
  channelOptions: optionList('/channeloptions', 'Platforms a post can be written for'),
  toneOptions: optionList('/toneoptions', 'Tones a post can be rewritten in'),
  translateOptions: optionList('/translateoption', 'Languages a post can be translated into'),
  imageOptions: optionList('/imgoptions', 'Styles a post can be illustrated in'),
  trialUser: defineRoute({
    method: 'POST',
    path: '/auth',
    access: 'public',
    summary: 'Start a free trial, or come back to it (the earlier trial form): the trial user and a token',
    tags: TAGS,
    body: legacyTrialRequestSchema,
    response: legacyTrialUserSchema,
  }),
  trialUses: defineRoute({
    method: 'PUT',
    path: '/user/updateuser',
    access: TRIAL_VISITOR,
    summary: "The free posts a trial visitor has used, as calendar_res; only the caller's own trial",
    description:
      'The server counts each post as it is written; this call only reports the count, it never changes it.',
    tags: TAGS,
    query: z.strictObject({ email: emailSchema }),
    response: z.object({ calendar_res: z.number().int() }),
  }),
  getBalance: defineRoute({
    method: 'POST',
    path: '/accounts/getBalance',
    access: 'signed-in',
    scope: { location: 'body.id' },
    summary: "A location's balance and auto-recharge settings, in dollars",
    tags: TAGS,
    body: z.strictObject({ id: locationIdSchema }),
    response: legacyBalanceResponseSchema,
  }),
  getBalanceLogs: defineRoute({
    method: 'POST',
    path: '/accounts/getBalanceLogs',
    access: 'signed-in',
    scope: { location: 'body.account_id' },
    summary: "A location's balance log, newest first, a page at a time, with its agency's Stripe key",
    tags: TAGS,
    body: z.strictObject({
      account_id: locationIdSchema,
      agency_id: agencyIdField,
      after: z.string().max(200).optional(),
    }),
    response: legacyBalanceLogsResponseSchema,
  }),
  updateAccount: defineRoute({
    method: 'PUT',
    path: '/accounts/update',
    access: 'signed-in',
    scope: { location: 'body._id' },
    summary: 'Set the auto-recharge amount or the low-balance threshold (dollars), or null to turn it off',
    tags: TAGS,
    body: legacyAccountUpdateSchema,
    response: legacyBalanceResponseSchema,
  }),
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
