import { consoleNewsItemSchema } from '../../contract/agency-console/news.js';
import type { NewsDocument } from '../../contract/news-document.js';
import type { TestApp } from './app.js';

/** A document of the editor with one paragraph of plain text per string. */
export const paragraphs = (...texts: string[]): NewsDocument => ({
  type: 'doc',
  content: texts.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })),
});

/** What the console sends for a news item: published for every location unless told otherwise. */
export const newsInput = (overrides: Record<string, unknown> = {}) => ({
  title: 'Holiday opening hours',
  description: paragraphs('We are open every day this week.'),
  status: 'published',
  pinned: false,
  audience: 'all',
  ...overrides,
});

/** A news item written through the console as the admin whose token is given. */
export async function createNews(
  t: TestApp,
  agencyId: string,
  adminToken: string,
  overrides: Record<string, unknown> = {},
) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/v1/agencies/${agencyId}/news`,
    headers: { 'x-auth-token': adminToken },
    payload: newsInput(overrides),
  });
  if (response.statusCode !== 200) throw new Error(`news not created: ${response.body}`);
  return consoleNewsItemSchema.parse(response.json());
}
