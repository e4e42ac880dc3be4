import { z } from 'zod';
import { okSchema, text } from '../common.js';
import { locationIdSchema, planIdSchema } from '../ids.js';
import { NEWS_AUDIENCES, NEWS_STATUSES, newsIdSchema } from '../news.js';
import { newsDocumentSchema, newsDocumentShape } from '../news-document.js';
import { defineRoute } from '../route.js';
import { agencyParams, CONSOLE_ACCESS } from './common.js';

/** The largest picture accepted, in bytes. */
export const NEWS_PICTURE_MAX_BYTES = 5 * 1024 * 1024;
export const NEWS_PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export const newsPictureUploadSchema = z.strictObject({
  /** The file's bytes, base64, as the logo is sent. */
  data: z
    .string()
    .min(1, 'is required')
    .max(Math.ceil(NEWS_PICTURE_MAX_BYTES / 3) * 4 + 4, 'must be at most 5 MB')
    .regex(/^[A-Za-z0-9+/]+=*$/, 'must be the file encoded as base64'),
});

const distinct = (ids: readonly string[]) => new Set(ids).size === ids.length;

export const newsInputSchema = z
  .strictObject({
    title: text().trim().min(1, 'is required').max(200),
    description: newsDocumentSchema,
    status: z.enum(NEWS_STATUSES, { message: 'must be draft or published' }),
    pinned: z.boolean(),
    audience: z.enum(NEWS_AUDIENCES, { message: 'must be all, plans or locations' }),
    planIds: z.array(planIdSchema).max(200).refine(distinct, 'lists a plan twice').default([]),
    locationIds: z.array(locationIdSchema).max(1000).refine(distinct, 'lists a location twice').default([]),
  })
  .superRefine((input, context) => {
    if (input.audience === 'plans' && input.planIds.length === 0) {
      context.addIssue({ code: 'custom', path: ['planIds'], message: 'choose at least one plan' });
    }
    if (input.audience === 'locations' && input.locationIds.length === 0) {
      context.addIssue({ code: 'custom', path: ['locationIds'], message: 'choose at least one location' });
    }
  });
export type NewsInput = z.output<typeof newsInputSchema>;

/** A news item as the console's list shows it. */
export const consoleNewsSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(NEWS_STATUSES),
  pinned: z.boolean(),
  audience: z.enum(NEWS_AUDIENCES),
  planIds: z.array(z.string()).describe('The plans it is for, when its audience is some plans'),
  locationIds: z.array(z.string()).describe('The locations it is for, when its audience is some locations'),
  pictureUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable().describe('When it was last published; null while a draft'),
  author: z.object({ id: z.string().nullable(), email: z.string() }),
});
export type ConsoleNewsSummary = z.infer<typeof consoleNewsSummarySchema>;

/** A news item as its editor opens it: with the editor's document it was written as. */
export const consoleNewsItemSchema = consoleNewsSummarySchema.extend({ description: newsDocumentShape });
export type ConsoleNewsItem = z.infer<typeof consoleNewsItemSchema>;

export const NEWS_LIST_STATUSES = ['all', ...NEWS_STATUSES] as const;
export const NEWS_LIST_PAGE_SIZE = 20;

export const newsListQuerySchema = z.strictObject({
  search: text().trim().max(100).optional().describe('Part of the title'),
  status: z.enum(NEWS_LIST_STATUSES).default('all'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type NewsListQuery = z.output<typeof newsListQuerySchema>;

const newsParams = agencyParams.extend({ newsId: newsIdSchema });

export const consoleNewsRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/agencies/:agencyId/news',
    access: CONSOLE_ACCESS,
    scope: { agency: 'params.agencyId' },
    summary: "The agency's news items, newest first, searched by title and filtered by status",
    tags: ['agency console'],
    params: agencyParams,
    query: newsListQuerySchema,
    response: z.object({
      items: z.array(consoleNewsSummarySchema),
      total: z.number().int().describe('How many items match, over all pages'),
      pageSize: z.number().int(),
    }),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/agencies/:agencyId/news',
    access: CONSOLE_ACCESS,
    scope: { agency: 'params.agencyId' },
    summary: "Write a news item from the editor's document; the server renders and sanitises its HTML itself",
    tags: ['agency console'],
    params: agencyParams,
    body: newsInputSchema,
    response: consoleNewsItemSchema,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/agencies/:agencyId/news/:newsId',
    access: CONSOLE_ACCESS,
    scope: { agency: 'params.agencyId' },
    summary: 'A news item with its editor document, to edit it',
    tags: ['agency console'],
    params: newsParams,
    response: consoleNewsItemSchema,
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/agencies/:agencyId/news/:newsId',
    access: CONSOLE_ACCESS,
    scope: { agency: 'params.agencyId' },
    summary: "Change a news item's title, description, status, pin and audience",
    tags: ['agency console'],
    params: newsParams,
    body: newsInputSchema,
    response: consoleNewsItemSchema,
  }),
  uploadPicture: defineRoute({
    method: 'PUT',
    path: '/agencies/:agencyId/news/:newsId/picture',
    access: CONSOLE_ACCESS,
    scope: { agency: 'params.agencyId' },
    summary: "Set a news item's picture (PNG, JPEG or WebP, at most 5 MB), re-encoded before it is stored",
    tags: ['agency console'],
    params: newsParams,
    body: newsPictureUploadSchema,
    // Room well past a 5 MB file's base64, so a somewhat larger file is told the limit rather than cut off.
    bodyLimit: 10 * 1024 * 1024,
    response: consoleNewsItemSchema,
  }),
  removePicture: defineRoute({
    method: 'DELETE',
    path: '/agencies/:agencyId/news/:newsId/picture',
    access: CONSOLE_ACCESS,
    scope: { agency: 'params.agencyId' },
    summary: "Remove a news item's picture",
    tags: ['agency console'],
    params: newsParams,
    response: consoleNewsItemSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/agencies/:agencyId/news/:newsId',
    access: CONSOLE_ACCESS,
    scope: { agency: 'params.agencyId' },
    summary: 'Delete a news item and its picture',
    tags: ['agency console'],
    params: newsParams,
    response: okSchema,
  }),
};
