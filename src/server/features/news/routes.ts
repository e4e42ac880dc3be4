import { consoleNewsRoutes, NEWS_LIST_PAGE_SIZE } from '../../../contract/agency-console/news.js';
import { newsRoutes as routes } from '../../../contract/news.js';
import type { Database } from '../../db/open.js';
import type { MediaAddresses } from '../../infra/media-store.js';
import { type BoundRoute, bind } from '../../platform/routes.js';
import type { NewsConsole } from './console.js';
import { newsFeed } from './feed.js';

/** The console's news routes and the feed Home reads. */
export function newsRoutes(db: Database, media: MediaAddresses, news: NewsConsole): BoundRoute[] {
  return [
    bind(routes.feed, ({ scope, query }) => newsFeed(db, media, scope, query)),
    bind(consoleNewsRoutes.list, async ({ scope, query }) => ({
      ...(await news.list(scope, query)),
      pageSize: NEWS_LIST_PAGE_SIZE,
    })),
    bind(consoleNewsRoutes.create, ({ scope, principal, body }) => news.create(scope, principal, body)),
    bind(consoleNewsRoutes.get, ({ scope, params }) => news.get(scope, params.newsId)),
    bind(consoleNewsRoutes.update, ({ scope, principal, params, body }) =>
      news.update(scope, principal, params.newsId, body),
    ),
    bind(consoleNewsRoutes.uploadPicture, ({ scope, principal, params, body, request }) =>
      news.uploadPicture(scope, principal, params.newsId, body.data, request.log),
    ),
    bind(consoleNewsRoutes.removePicture, ({ scope, principal, params, request }) =>
      news.removePicture(scope, principal, params.newsId, request.log),
    ),
    // Last, so the route-table test's sample requests use an item before this one deletes it.
    bind(consoleNewsRoutes.remove, ({ scope, principal, params, request }) =>
      news.remove(scope, principal, params.newsId, request.log),
    ),
  ];
}
