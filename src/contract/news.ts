import { z } from 'zod';
import { isInstantAndId } from './common.js';
import { locationIdSchema } from './ids.js';
import { defineRoute } from './route.js';

/** A draft is seen in the console only; a published item reaches the Home of the locations it is for. */
export const NEWS_STATUSES = ['draft', 'published'] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];

/** Who a news item is for: every location of the agency, the locations on some plans, or some locations. */
export const NEWS_AUDIENCES = ['all', 'plans', 'locations'] as const;
export type NewsAudience = (typeof NEWS_AUDIENCES)[number];

export const newsIdSchema = z.uuid({ message: 'must be a news item id' });

/**
 * Where a page of the feed ends: the last item's pinned flag, creation time and id, so items of the
 * same instant are neither skipped nor repeated.
 */
export const NEWS_CURSOR = /^[01]~\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z~[0-9a-f-]{36}$/;

function isCursor(cursor: string): boolean {
  const [, time, id] = cursor.split('~');
  return isInstantAndId(time, id);
}

export const NEWS_FEED_PAGE_SIZE = 10;

export const newsFeedQuerySchema = z.strictObject({
  after: z
    .string()
    .regex(NEWS_CURSOR, 'must be the `next` of the previous page')
    .refine(isCursor, 'must be the `next` of the previous page')
    .optional()
    .describe('The `next` of the previous page'),
  limit: z.coerce.number().int().min(1).max(50).default(NEWS_FEED_PAGE_SIZE),
});
export type NewsFeedQuery = z.output<typeof newsFeedQuerySchema>;

/** A news item as a location's Home shows it. */
export const newsFeedItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  html: z.string().describe('The description: HTML from the editor, rendered and sanitised by the server'),
  pictureUrl: z.string().nullable(),
  pinned: z.boolean(),
  createdAt: z.string(),
  agency: z.object({ id: z.string(), name: z.string() }).describe('Who wrote it, shown as its tag'),
});
export type NewsFeedItem = z.infer<typeof newsFeedItemSchema>;

export const newsFeedSchema = z.object({
  items: z.array(newsFeedItemSchema),
  next: z.string().nullable().describe('Pass as `after` for the next page; null on the last'),
});
export type NewsFeed = z.infer<typeof newsFeedSchema>;

export const newsRoutes = {
  feed: defineRoute({
    method: 'GET',
    path: '/locations/:locationId/news',
    access: 'signed-in',
    scope: { location: 'params.locationId' },
    summary: "The agency's published news this location may see: pinned first, then newest",
    tags: ['news'],
    params: z.strictObject({ locationId: locationIdSchema }),
    query: newsFeedQuerySchema,
    response: newsFeedSchema,
  }),
};
