import { z } from 'zod';
import { yearSchema } from './calendar.js';
import { text } from './common.js';
import { errorCodeSchema } from './http.js';
import { locationIdSchema, postIdSchema } from './ids.js';
import { PLATFORMS } from './options.js';
import { defineRoute } from './route.js';

export const POST_ACTIONS = ['social', 'tone', 'translate', 'image'] as const;
export const postActionSchema = z.enum(POST_ACTIONS);
export type PostAction = z.infer<typeof postActionSchema>;

// A real calendar day in the years the calendar covers: 2026-02-31 is refused before any model is asked.
export const isoDate = z.iso
  .date({ message: 'must be a date like 2026-10-16' })
  .refine((date) => date >= '2000-01-01' && date <= '2100-12-31', 'must be between 2000 and 2100');
const hashtag = z.string().regex(/^#[\p{L}\p{N}_]{1,60}$/u, 'must be a hashtag like #WorldBreadDay');

export const postEventSchema = z.strictObject({
  date: isoDate,
  title: text().trim().min(1, 'is required').max(200),
  hashtags: z.array(hashtag).max(10),
});
export type PostEvent = z.infer<typeof postEventSchema>;

export const generateRequestSchema = z
  .strictObject({
    locationId: locationIdSchema,
    event: postEventSchema,
    platform: z.enum(PLATFORMS),
    action: postActionSchema,
    /**
     * The tone (write, tone), language (translate) or image style (image). A picture without a style
     * is drawn in the day's own: Quiet on a solemn day, Minimal on any other.
     */
    option: text().trim().min(1).max(60).optional(),
    /** The post a tone, translation or picture starts from. */
    parentId: postIdSchema.optional(),
  })
  .superRefine((body, context) => {
    if (body.action === 'social') return;
    if (!body.parentId)
      context.addIssue({
        code: 'custom',
        path: ['parentId'],
        message: `is required to ${body.action} a post`,
      });
    if (!body.option && body.action !== 'image')
      context.addIssue({ code: 'custom', path: ['option'], message: `is required to ${body.action} a post` });
  });
export type GenerateRequest = z.infer<typeof generateRequestSchema>;

export const postSchema = z.object({
  _id: z.string(),
  locationId: z.string(),
  event: z.object({ date: z.string(), title: z.string(), hashtags: z.array(z.string()) }),
  platform: z.string(),
  action: postActionSchema,
  option: z.string().nullable(),
  tone: z
    .string()
    .nullable()
    .describe(
      "The tone the words are in: the one asked for, or a translation's or picture's parent's; null for a chat answer",
    ),
  parentId: z.string().nullable(),
  html: z.string().describe('Sanitised HTML of the post'),
  imageUrl: z.string().nullable(),
  revisedPrompt: z.string().nullable(),
  provider: z.string(),
  model: z.string(),
  createdAt: z.string(),
});
export type Post = z.infer<typeof postSchema>;

/** Lines of the generation stream (newline-delimited JSON). */
export const generationEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({ type: z.literal('done'), post: postSchema }),
  z.object({ type: z.literal('error'), message: z.string(), code: errorCodeSchema }),
]);
export type GenerationEvent = z.infer<typeof generationEventSchema>;

export const latestPostsResponseSchema = z.object({ data: z.array(postSchema) });

/** Who writes a location's posts, and so what can be asked of them. */
export const writerSchema = z.object({
  engine: z
    .enum(['builtin', 'provider'])
    .describe("The built-in writer, or a real AI provider (the agency's own or the deployment's)"),
  translates: z
    .boolean()
    .describe('Whether posts can be translated: an AI provider translates, the built-in writer does not'),
});
export type Writer = z.infer<typeof writerSchema>;

export const postsRoutes = {
  generate: defineRoute({
    method: 'POST',
    path: '/posts/generate',
    access: 'member-or-visitor',
    scope: { location: 'body.locationId' },
    stream: true,
    summary: 'Write, re-tone, translate or illustrate a post; streams newline-delimited JSON events',
    description:
      'Each line is {"type":"delta","text"} while text is written, then {"type":"done","post"} or {"type":"error","message","code"}. Errors found before writing starts are ordinary JSON errors.',
    tags: ['posts'],
    body: generateRequestSchema,
    response: generationEventSchema,
  }),
  latest: defineRoute({
    method: 'GET',
    path: '/locations/:locationId/posts',
    access: 'member-or-visitor',
    scope: { location: 'params.locationId' },
    summary: "The newest result of each of a location's events in a year",
    tags: ['posts'],
    params: z.strictObject({ locationId: locationIdSchema }),
    query: z.strictObject({ year: yearSchema }),
    response: latestPostsResponseSchema,
  }),
  writer: defineRoute({
    method: 'GET',
    path: '/locations/:locationId/writer',
    // The full calendar's post actions ask it; the trial calendar offers none of them.
    access: 'signed-in',
    scope: { location: 'params.locationId' },
    summary:
      "Who writes the location's posts (the built-in writer or an AI provider) and whether they translate",
    tags: ['posts'],
    params: z.strictObject({ locationId: locationIdSchema }),
    response: writerSchema,
  }),
};
