import { z } from 'zod';
import { emailSchema, text } from '../common.js';
import { locationIdSchema } from '../ids.js';
import { defineRoute } from '../route.js';
import { agencyParams, CONSOLE_ACCESS } from './common.js';

/** The embedding settings as the console shows them: secrets only as whether they are set, and a hint. */
export const embeddingSchema = z.object({
  embedSecret: z.object({ set: z.boolean(), hint: z.string().nullable() }),
  highlevelSecret: z.object({ set: z.boolean(), hint: z.string().nullable() }),
  platformOrigin: z.string().nullable(),
  allowUnsigned: z.boolean(),
});
export type Embedding = z.infer<typeof embeddingSchema>;

/** An origin as a browser sends it: https, a host and an optional port, nothing after. */
const originSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(300)
  .regex(/^https:\/\/[a-z0-9.-]+(:\d{1,5})?$/, 'must be an origin like https://app.gohighlevel.com');

export const embeddingChangeSchema = z.strictObject({
  platformOrigin: originSchema.nullable(),
  allowUnsigned: z.boolean(),
  /** Omitted keeps the stored secret; null removes it. */
  highlevelSecret: text().trim().min(8, 'must be at least 8 characters').max(500).nullable().optional(),
});
export type EmbeddingChange = z.infer<typeof embeddingChangeSchema>;

export const sampleLinkRequestSchema = z.strictObject({ locationId: locationIdSchema, email: emailSchema });

export const embeddingRoutes = {
  get: defineRoute({
    method: 'GET',
    path: '/agencies/:agencyId/embedding',
    access: CONSOLE_ACCESS,
    scope: { agency: 'params.agencyId' },
    summary: 'How the product is embedded: which secrets are set, the platform origin, unsigned links',
    tags: ['agency console'],
    params: agencyParams,
    response: embeddingSchema,
  }),
  change: defineRoute({
    method: 'PUT',
    path: '/agencies/:agencyId/embedding',
    access: CONSOLE_ACCESS,
    scope: { agency: 'params.agencyId' },
    summary: 'Set the platform origin, the HighLevel shared secret and whether unsigned links are allowed',
    tags: ['agency console'],
    params: agencyParams,
    body: embeddingChangeSchema,
    response: embeddingSchema,
  }),
  rotateSecret: defineRoute({
    method: 'POST',
    path: '/agencies/:agencyId/embedding/secret',
    access: CONSOLE_ACCESS,
    scope: { agency: 'params.agencyId' },
    summary:
      'Generate a new embed secret; it is shown this once, and links signed with the old one stop working',
    tags: ['agency console'],
    params: agencyParams,
    response: z.object({ secret: z.string(), embedding: embeddingSchema }),
  }),
  sampleLink: defineRoute({
    method: 'POST',
    path: '/agencies/:agencyId/embedding/sample-link',
    access: CONSOLE_ACCESS,
    scope: { agency: 'params.agencyId' },
    summary:
      "A signed sign-in link for one of the agency's locations, valid for a few minutes, to try the embed",
    tags: ['agency console'],
    params: agencyParams,
    body: sampleLinkRequestSchema,
    response: z.object({ link: z.string(), expiresAt: z.string() }),
  }),
};
