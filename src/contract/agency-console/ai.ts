import { z } from 'zod';
import { text } from '../common.js';
import { OPTION_KINDS } from '../options.js';
import { defineRoute } from '../route.js';
import { agencyParams, CONSOLE_ACCESS } from './common.js';

/** Whether an address carries a user name or password (https://user:secret@host). */
const hasCredentials = (value: string) => {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return url.username !== '' || url.password !== '';
};

/**
 * A provider's address: https, or http where the server allows it. The key is the only credential
 * sent; one written into the address would be stored and shown in the clear.
 */
const providerUrl = () =>
  z
    .string()
    .trim()
    .max(2000)
    .pipe(z.url({ protocol: /^https?$/, message: 'must be an https:// address' }))
    .refine((value) => !hasCredentials(value), 'must not contain a user name or password');

export const AGENCY_AI_PROVIDERS = ['openai', 'anthropic', 'openai-compatible'] as const;
export const agencyAiProviderSchema = z.enum(AGENCY_AI_PROVIDERS, {
  message: 'must be OpenAI, Anthropic or an OpenAI-compatible address',
});
export type AgencyAiProvider = z.infer<typeof agencyAiProviderSchema>;

/** The agency's own AI provider as the console shows it; the key only as a hint of its last characters. */
export const agencyAiSchema = z.object({
  own: z
    .object({
      provider: agencyAiProviderSchema,
      baseUrl: z.string().nullable(),
      model: z.string(),
      keyHint: z.string(),
    })
    .nullable()
    .describe("null: the deployment's provider (or the built-in writer) is used"),
  deployment: z.string().describe('What writes posts when the agency brings no provider of its own'),
});
export type AgencyAi = z.infer<typeof agencyAiSchema>;

export const agencyAiInputSchema = z
  .strictObject({
    provider: agencyAiProviderSchema,
    /**
     * Required for an OpenAI-compatible provider; optional for the others (a proxy, a region). The server
     * accepts plain http only for the hosts its operator allows (a gateway on an internal network).
     */
    baseUrl: z.union([z.literal(''), providerUrl()]).optional(),
    model: text().trim().min(1, 'is required').max(200),
    /** Omitted keeps the stored key, when one is stored for the same provider. */
    apiKey: text().trim().min(8, 'must be at least 8 characters').max(500).optional(),
  })
  .refine((input) => input.provider !== 'openai-compatible' || Boolean(input.baseUrl), {
    path: ['baseUrl'],
    message: 'is required for an OpenAI-compatible provider',
  });
export type AgencyAiInput = z.infer<typeof agencyAiInputSchema>;

export const optionKindSchema = z.enum(OPTION_KINDS);

export const promptTemplateSchema = z.object({
  kind: optionKindSchema,
  name: z.string(),
  standard: z.string().describe("The deployment's template"),
  override: z.string().nullable().describe("The agency's own template, when it set one"),
});
export type PromptTemplate = z.infer<typeof promptTemplateSchema>;

export const promptTemplatesSchema = z.object({
  placeholders: z.array(z.object({ name: z.string(), meaning: z.string() })),
  templates: z.array(promptTemplateSchema),
});

const templateParams = agencyParams.extend({ kind: optionKindSchema, name: text().trim().min(1).max(100) });

export const templateBodySchema = z.strictObject({
  template: text().trim().min(10, 'must be at least 10 characters').max(4000),
});

export const agencyAiRoutes = {
  get: defineRoute({
    method: 'GET',
    path: '/agencies/:agencyId/ai',
    access: CONSOLE_ACCESS,
    scope: { agency: 'params.agencyId' },
    summary: "The agency's own AI provider, if it brought one, and what is used otherwise",
    tags: ['agency console'],
    params: agencyParams,
    response: agencyAiSchema,
  }),
  set: defineRoute({
    method: 'PUT',
    path: '/agencies/:agencyId/ai',
    access: CONSOLE_ACCESS,
    scope: { agency: 'params.agencyId' },
    summary: "Use the agency's own provider; it is tried with one short call before it is saved",
    tags: ['agency console'],
    params: agencyParams,
    body: agencyAiInputSchema,
    response: agencyAiSchema,
  }),
  clear: defineRoute({
    method: 'DELETE',
    path: '/agencies/:agencyId/ai',
    access: CONSOLE_ACCESS,
    scope: { agency: 'params.agencyId' },
    summary: "Go back to the deployment's provider; the stored key is deleted",
    tags: ['agency console'],
    params: agencyParams,
    response: agencyAiSchema,
  }),
  templates: defineRoute({
    method: 'GET',
    path: '/agencies/:agencyId/prompt-templates',
    access: CONSOLE_ACCESS,
    scope: { agency: 'params.agencyId' },
    summary: "The prompt template of every option, the agency's own where it set one, and the placeholders",
    tags: ['agency console'],
    params: agencyParams,
    response: promptTemplatesSchema,
  }),
  setTemplate: defineRoute({
    method: 'PUT',
    path: '/agencies/:agencyId/prompt-templates/:kind/:name',
    access: CONSOLE_ACCESS,
    scope: { agency: 'params.agencyId' },
    summary: "Override an option's prompt template for this agency; unknown placeholders are refused",
    tags: ['agency console'],
    params: templateParams,
    body: templateBodySchema,
    response: promptTemplateSchema,
  }),
  resetTemplate: defineRoute({
    method: 'DELETE',
    path: '/agencies/:agencyId/prompt-templates/:kind/:name',
    access: CONSOLE_ACCESS,
    scope: { agency: 'params.agencyId' },
    summary: "Go back to the deployment's template for this option",
    tags: ['agency console'],
    params: templateParams,
    response: promptTemplateSchema,
  }),
  previewTemplate: defineRoute({
    method: 'POST',
    path: '/agencies/:agencyId/prompt-templates/:kind/:name/preview',
    access: CONSOLE_ACCESS,
    scope: { agency: 'params.agencyId' },
    summary: 'The prompt a template makes for a sample event (World Bread Day at a bakery), without saving',
    tags: ['agency console'],
    params: templateParams,
    body: templateBodySchema,
    response: z.object({ prompt: z.string() }),
  }),
};
