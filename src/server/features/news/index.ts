import type { NewsFeedQuery } from '../../../contract/news.js';
import type { LocationScope } from '../../platform/scope.js';
import { createNewsConsole } from './console.js';
import type { NewsDeps } from './deps.js';
import { newsFeed } from './feed.js';
import { newsRoutes } from './routes.js';

/** The agency's news: written in its console, read first on its locations' Home. */
export function createNewsFeature(deps: NewsDeps) {
  const routes = newsRoutes(deps.db, deps.media, createNewsConsole(deps));
  return {
    routes,
    service: {
      /** A page of the news the location may see. */
      feed: (scope: LocationScope, query: NewsFeedQuery) => newsFeed(deps.db, deps.media, scope, query),
    },
  };
}

export type NewsService = ReturnType<typeof createNewsFeature>['service'];
