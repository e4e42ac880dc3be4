import { z } from 'zod';
import { locationIdSchema } from './common.js';
import { PLATFORMS } from './options.js';

export const postActionSchema = z.enum(['social', 'tone', 'translate', 'image']);
export type PostAction = z.infer<typeof postActionSchema>;

// A real calendar day in the years the calendar covers: 2026-02-31 is refused before any model is asked.
const isoDate = z.iso
  .date({ message: 'must be a date like 2026-10-16' })
  .refine((date) => date >= '2000-01-01' && date <= '2100-12-31', 'must be between 2000 and 2100');
const hashtag = z.string().regex(/^#[\p{L}\p{N}_]{1,60}$/u, 'must be a hashtag like #WorldBreadDay');

export const postEventSchema = z.strictObject({
  date: isoDate,
  title: z.string().trim().min(1, 'is required').max(200),
  hashtags: z.array(hashtag).max(10),
});
export type PostEvent = z.infer<typeof postEventSchema>;

export const generateRequestSchema = z
  .strictObject({
    locationId: locationIdSchema,
    event: postEventSchema,
    platform: z.enum(PLATFORMS),
    action: postActionSchema,
    /** The tone (write, tone), language (translate) or image style (image). */
    option: z.string().trim().min(1).max(60).optional(),
    /** The post a tone, translation or picture starts from. */
    parentId: z.uuid({ message: 'must be a post id' }).optional(),
  })
  .superRefine((body, context) => {
    if (body.action === 'social') return;
    if (!body.parentId)
      context.addIssue({
        code: 'custom',
        path: ['parentId'],
        message: `is required to ${body.action} a post`,
      });
    if (!body.option)
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
  z.object({ type: z.literal('error'), message: z.string(), code: z.string() }),
]);
export type GenerationEvent = z.infer<typeof generationEventSchema>;

export const latestPostsQuerySchema = z.strictObject({
  locationId: locationIdSchema,
  year: z.coerce.number().int().min(2000).max(2100),
});
export const latestPostsResponseSchema = z.object({ data: z.array(postSchema) });

/** POST /v1/chat/{env}: the calendar's form (an event) or the planner's form (a prompt). */
export const chatWriteRequestSchema = z.union([
  z.strictObject({
    date: isoDate,
    event_title: z.string().trim().min(1, 'is required').max(200),
    user_name: z.string().trim().max(100).optional(),
    profile_id: locationIdSchema.optional(),
    platform: z.enum(PLATFORMS).optional(),
  }),
  z.strictObject({
    promt: z.string().trim().min(1, 'is required').max(4000),
    image: z.string().trim().max(2000).optional(),
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
  prompt: z.string().trim().min(1, 'is required').max(4000),
  image: z.string().trim().max(60).optional().describe('An image style name'),
  profile_id: locationIdSchema,
});
export type ImageRequest = z.infer<typeof imageRequestSchema>;
export const imageResponseSchema = z.object({
  data: z.object({ url: z.string(), revised_prompt: z.string().nullable() }),
  post: postSchema,
});
