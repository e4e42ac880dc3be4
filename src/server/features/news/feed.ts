import type { NewsFeed, NewsFeedQuery } from '../../../contract/news.js';
import type { Database } from '../../db/open.js';
import type { MediaAddresses } from '../../infra/media-store.js';
import type { LocationScope } from '../../platform/scope.js';
import { cursorAfter, readCursor } from './feed-cursor.js';
import { presentFeedItem } from './presenter.js';
import { feedPage } from './repository.js';

/**
 * A page of the news a location may see: the published items of its agency whose audience includes
 * it, pinned first, then newest. One row more than the page is read to know whether another follows.
 */
export async function newsFeed(
  db: Database,
  media: MediaAddresses,
  scope: LocationScope,
  query: NewsFeedQuery,
): Promise<NewsFeed> {
  const rows = await feedPage(db, scope, query.after ? readCursor(query.after) : null, query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => presentFeedItem(row, media)),
    next: rows.length > query.limit && last ? cursorAfter(last.item) : null,
  };
}
