import { legacyRoutes } from '../../../contract/legacy.js';
import type { NewsFeedItem } from '../../../contract/news.js';
import { AppError } from '../../core/errors.js';
import { type BoundRoute, bind } from '../../platform/routes.js';
import type { LocationsFeature } from '../locations/index.js';
import type { NewsService } from '../news/index.js';
import { firstLocation } from './first-location.js';

export interface NewsFeedCallDeps {
  news: Pick<NewsService, 'feed'>;
  locations: Pick<LocationsFeature, 'locationsOfUser'>;
}

/** An item in the fields the earlier Home read. */
const present = (item: NewsFeedItem) => ({
  _id: item.id,
  name: item.title,
  description: item.html,
  file: item.pictureUrl,
  pinned: item.pinned,
  createdAt: item.createdAt,
  agency_id: { _id: item.agency.id, name: item.agency.name },
});

/** The spec's newsfeed filter call (feeds/filter?agency_id=…), answered by the feed Home reads. */
export function newsFeedCalls(deps: NewsFeedCallDeps): BoundRoute[] {
  return [
    bind(legacyRoutes.newsFeed, async ({ principal, scope, grants, query }) => {
      const location = scope ?? (await firstLocation(deps.locations, grants, principal, 'locationId'));
      // Another agency's news is no different from news that does not exist.
      if (location.agencyId !== query.agency_id) throw AppError.notFound('Agency');
      const feed = await deps.news.feed(location, { after: query.after, limit: query.limit });
      return { data: feed.items.map(present), next: feed.next };
    }),
  ];
}
