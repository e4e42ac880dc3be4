import type { NewsDocument, NewsParagraph } from '../../contract/news-document.js';
import type { Database } from '../db/open.js';
import { newsItems } from '../db/schema.js';
import { renderNewsDocument } from '../features/news/render.js';
import { sanitiseNewsHtml } from '../features/news/sanitise.js';

const paragraph = (text: string): NewsParagraph => ({ type: 'paragraph', content: [{ type: 'text', text }] });

/** What the demo agency tells its clients first: what the product does for them, in the feed's words. */
const WELCOME: NewsDocument = {
  type: 'doc',
  content: [
    paragraph('Every day of the year has a reason to post. Your calendar below shows them for your country.'),
    {
      type: 'bulletList',
      content: [
        { type: 'listItem', content: [paragraph('Pick a platform on any day and click Write me a Post.')] },
        { type: 'listItem', content: [paragraph('On the Calendar page, change its tone or add a picture.')] },
        {
          type: 'listItem',
          content: [
            paragraph('Copy it anywhere, or share it from the Calendar page straight to the platform.'),
          ],
        },
      ],
    },
  ],
};

/**
 * A pinned welcome item in the demo agency's news feed, so a newcomer's Home shows the feed as a client
 * sees it. Its HTML is made and sanitised as the console makes every item's.
 */
export async function seedDemoNews(tx: Database, agencyId: string, authorEmail: string) {
  const now = new Date();
  await tx.insert(newsItems).values({
    agencyId,
    title: 'Welcome to your social calendar',
    descriptionDoc: WELCOME,
    descriptionHtml: sanitiseNewsHtml(renderNewsDocument(WELCOME)),
    status: 'published',
    pinned: true,
    audience: 'all',
    authorEmail,
    publishedAt: now,
  });
}
