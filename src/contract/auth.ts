import { z } from 'zod';
import { customisationSchema, planSchema } from './agency.js';
import { emailSchema, linkDeliverySchema, okSchema, text } from './common.js';
import { locationIdSchema } from './ids.js';
import { newPasswordSchema, PASSWORDS_DIFFER } from './passwords.js';
import { roleSchema, userTypeSchema } from './roles.js';
import { defineRoute } from './route.js';

export const loginRequestSchema = z.strictObject({
  email: emailSchema,
  password: text().min(1, 'is required').max(200),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const sessionUserSchema = z.object({
  _id: z.string(),
  userName: z.string(),
  email: z.string(),
  contactNumber: z.string(),
  role: roleSchema,
  type: userTypeSchema,
  agency_id: z.string(),
  name: z.string(),
  ghl: z.boolean().describe('The session began in the marketing platform (an embedded sign-in)'),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const activeLocationSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  business_name: z.string(),
  email: z.string(),
  phone_number: z.string(),
  address: z.string(),
  country: z.string(),
  time_zone: z.string(),
  plan_id: z.string().nullable(),
});
export type ActiveLocation = z.infer<typeof activeLocationSchema>;

export const sessionAgencySchema = z.object({
  _id: z.string(),
  name: z.string(),
  customisation: customisationSchema,
  plan: planSchema.nullable().describe("The agency's active plan"),
  links: z.object({
    socialPlanner: z.string().optional(),
    chatApp: z.string().optional(),
    connectPage: z.string().optional(),
    upgradePage: z.string().optional(),
    masterclassPage: z.string().optional(),
  }),
});
export type SessionAgency = z.infer<typeof sessionAgencySchema>;

const sessionPayloadShape = {
  brand: z.null().describe("The active location's brand profile; null until one exists"),
  agency: sessionAgencySchema,
  activeLocations: z.array(activeLocationSchema),
};

export const sessionResponseSchema = z.object({ data: sessionUserSchema, ...sessionPayloadShape });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const loginResponseSchema = z.object({
  data: sessionUserSchema.extend({ token: z.string() }),
  ...sessionPayloadShape,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const embedRequestSchema = z.discriminatedUnion('method', [
  z.strictObject({
    method: z.literal('signed'),
    email: emailSchema,
    locationId: locationIdSchema,
    exp: z.coerce.number().int().positive(),
    sig: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url HMAC-SHA256 signature'),
  }),
  z.strictObject({
    method: z.literal('ghl'),
    email: emailSchema,
    locationId: locationIdSchema,
    payload: text().min(1).max(20_000),
  }),
  z.strictObject({ method: z.literal('unsigned'), email: emailSchema, locationId: locationIdSchema }),
]);
export type EmbedRequest = z.infer<typeof embedRequestSchema>;

export const embedConfigQuerySchema = z.object({ locationId: locationIdSchema });
export const embedConfigResponseSchema = z.object({
  platformOrigin: z.string().nullable(),
  allowUnsigned: z.boolean(),
});
export type EmbedConfig = z.infer<typeof embedConfigResponseSchema>;

/** The web page a password reset link opens, with `?token=`; the e-mail's link and the web's router share it. */
export const RESET_PASSWORD_PAGE = '/reset-password';

export const passwordResetRequestSchema = z.strictObject({ email: emailSchema });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** The same whether or not an account uses the e-mail: it says only how links travel on this server. */
export const passwordResetRequestedSchema = z.object({
  delivery: linkDeliverySchema.describe(
    "How a reset link reaches the account's owner: by e-mail; in the server's log (development without e-mail); or not at all (no e-mail set up: an administrator must help)",
  ),
});
export type PasswordResetRequested = z.infer<typeof passwordResetRequestedSchema>;

export const passwordResetSchema = z
  .strictObject({
    token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be the token of a reset link'),
    password: newPasswordSchema,
    confirmPassword: text().max(200),
  })
  .refine((body) => body.password === body.confirmPassword, {
    path: ['confirmPassword'],
    message: PASSWORDS_DIFFER,
  });
export type PasswordReset = z.infer<typeof passwordResetSchema>;

export const authRoutes = {
  login: defineRoute({
    method: 'POST',
    path: '/auth/login',
    access: 'public',
    summary: 'Sign in with e-mail and password',
    tags: ['auth'],
    body: loginRequestSchema,
    response: loginResponseSchema,
  }),
  session: defineRoute({
    method: 'GET',
    path: '/auth/session',
    access: 'member-or-visitor',
    summary: 'The signed-in user, agency and locations',
    tags: ['auth'],
    response: sessionResponseSchema,
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/auth/logout',
    access: 'member-or-visitor',
    summary: 'End this session',
    tags: ['auth'],
    response: okSchema,
  }),
  embedLogin: defineRoute({
    method: 'POST',
    path: '/auth/embed',
    access: 'public',
    scope: { publicLookup: 'signing in: the link or the platform must vouch for the user of the location' },
    summary: 'Sign in through an embedded link: signed, platform single sign-on, or unsigned where allowed',
    tags: ['auth'],
    body: embedRequestSchema,
    response: loginResponseSchema,
  }),
  embedConfig: defineRoute({
    method: 'GET',
    path: '/auth/embed/config',
    access: 'public',
    scope: {
      publicLookup: "the embedded page needs it before sign-in; it tells only the platform's origin",
    },
    summary: 'The platform origin allowed to vouch for users of a location',
    tags: ['auth'],
    query: embedConfigQuerySchema,
    response: embedConfigResponseSchema,
  }),
  requestPasswordReset: defineRoute({
    method: 'POST',
    path: '/auth/password-reset',
    access: 'public',
    summary: 'Send a password reset link to the e-mail, if an account with a password uses it',
    tags: ['auth'],
    body: passwordResetRequestSchema,
    response: passwordResetRequestedSchema,
  }),
  resetPassword: defineRoute({
    method: 'POST',
    path: '/auth/password-reset/confirm',
    access: 'public',
    summary: "Choose a new password with a reset link's token; every session of the account ends",
    tags: ['auth'],
    body: passwordResetSchema,
    response: z.object({ email: z.string().describe('The e-mail to sign in with') }),
  }),
};
