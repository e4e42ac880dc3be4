import { z } from 'zod';
import { text } from '../common.js';
import { defineRoute } from '../route.js';
import { agencyParams, CONSOLE_ACCESS } from './common.js';

/** The outside apps an agency may bring: its Facebook app and its HighLevel marketplace app. */
export const INTEGRATION_APP_KINDS = ['facebook', 'highlevel'] as const;
export const integrationAppKindSchema = z.enum(INTEGRATION_APP_KINDS);
export type IntegrationAppKind = z.infer<typeof integrationAppKindSchema>;

/**
 * Where each app's OAuth returns in the product, to be registered with the app: Facebook Login comes back
 * to the client's Integrations tab, HighLevel's authorisation to the agency console's Embedding page.
 */
export const OAUTH_RETURN_PATHS: Readonly<Record<IntegrationAppKind, string>> = {
  facebook: '/app/settings?tab=integrations',
  highlevel: '/app/agency/embedding',
};

/** One app as the console shows it: its public id, never its secret. */
export const integrationAppSchema = z.object({
  kind: integrationAppKindSchema,
  /** Whose app signs the agency's clients in: the agency's own, this server's, or none yet. */
  source: z.enum(['agency', 'deployment', 'none']),
  /** The agency's own app id (Facebook) or client id (HighLevel); null when it has none. */
  clientId: z.string().nullable(),
  /** The address to register with the app as its OAuth redirect. */
  redirectUrl: z.string(),
  updatedAt: z.string().nullable(),
});
export type IntegrationApp = z.infer<typeof integrationAppSchema>;

export const integrationAppsSchema = z.object({ data: z.array(integrationAppSchema) });

export const integrationAppInputSchema = z.strictObject({
  clientId: text()
    .trim()
    .min(1, 'is required')
    .max(200)
    .regex(/^[A-Za-z0-9._-]+$/, 'may hold only letters, digits, dots, dashes and underscores'),
  /** Omitted keeps the stored secret, when the same client id is kept. */
  clientSecret: text().trim().min(8, 'must be at least 8 characters').max(500).optional(),
});
export type IntegrationAppInput = z.infer<typeof integrationAppInputSchema>;

const appParams = agencyParams.extend({ kind: integrationAppKindSchema });

export const integrationAppRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/agencies/:agencyId/apps',
    access: CONSOLE_ACCESS,
    scope: { agency: 'params.agencyId' },
    summary: "The agency's own Facebook and HighLevel apps, or which of this server's it uses",
    tags: ['agency console'],
    params: agencyParams,
    response: integrationAppsSchema,
  }),
  save: defineRoute({
    method: 'PUT',
    path: '/agencies/:agencyId/apps/:kind',
    access: CONSOLE_ACCESS,
    scope: { agency: 'params.agencyId' },
    summary: "Use the agency's own app: its id and secret (the secret is sealed and never shown again)",
    tags: ['agency console'],
    params: appParams,
    body: integrationAppInputSchema,
    response: integrationAppSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/agencies/:agencyId/apps/:kind',
    access: CONSOLE_ACCESS,
    scope: { agency: 'params.agencyId' },
    summary: "Forget the agency's own app: this server's is used again, when it has one",
    tags: ['agency console'],
    params: appParams,
    response: integrationAppSchema,
  }),
} as const;
