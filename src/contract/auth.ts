import { z } from 'zod';
import { customisationSchema, planSchema } from './agency.js';
import { emailSchema, locationIdSchema } from './common.js';
import { roleSchema, userTypeSchema } from './roles.js';

export const loginRequestSchema = z.strictObject({
  email: emailSchema,
  password: z.string().min(1, 'is required').max(200),
  /** Sent by the sign-in screen; the role that counts is the one stored for the user. */
  role: roleSchema.optional(),
  ghlUser: z.boolean().optional(),
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
  ghl: z.boolean(),
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
    payload: z.string().min(1).max(20_000),
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

export const appsListQuerySchema = z.object({ plan_id: z.uuid({ message: 'must be a plan id' }) });
export const appsListResponseSchema = z.object({
  data: z.object({ type: z.string(), apps: z.array(z.string()) }),
});
export type AppsList = z.infer<typeof appsListResponseSchema>['data'];

export const okSchema = z.object({ ok: z.literal(true) });
