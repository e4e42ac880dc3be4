import type { ConsoleNewsItem, ConsoleNewsSummary } from '../../../contract/agency-console/news.js';
import type { NewsFeedItem } from '../../../contract/news.js';
import { MediaStore } from '../../infra/media-store.js';
import type { FeedRow, NewsWithAudience } from './repository.js';
import { sanitiseNewsHtml } from './sanitise.js';

const pictureUrlOf = (path: string | null) => (path ? MediaStore.url(path) : null);

export function presentNewsSummary(item: NewsWithAudience): ConsoleNewsSummary {
  return {
    id: item.id,
    title: item.title,
    status: item.status,
    pinned: item.pinned,
    audience: item.audience,
    planIds: item.planIds,
    locationIds: item.locationIds,
    pictureUrl: pictureUrlOf(item.picturePath),
    createdAt: item.createdAt.toISOString(),
    updatedAt: item.updatedAt.toISOString(),
    publishedAt: item.publishedAt?.toISOString() ?? null,
    author: { id: item.authorId, email: item.authorEmail },
  };
}

export function presentNewsItem(item: NewsWithAudience): ConsoleNewsItem {
  return { ...presentNewsSummary(item), description: item.descriptionDoc };
}

/** An item as Home shows it; its HTML passes the sanitiser again on its way out. */
export function presentFeedItem({ item, agencyName }: FeedRow): NewsFeedItem {
  return {
    id: item.id,
    title: item.title,
    html: sanitiseNewsHtml(item.descriptionHtml),
    pictureUrl: pictureUrlOf(item.picturePath),
    pinned: item.pinned,
    createdAt: item.createdAt.toISOString(),
    agency: { id: item.agencyId, name: agencyName },
  };
}

/** What the audit log keeps of an item before and after a change. */
export function auditedFields(item: NewsWithAudience) {
  return {
    title: item.title,
    status: item.status,
    pinned: item.pinned,
    audience: item.audience,
    planIds: item.planIds,
    locationIds: item.locationIds,
    picture: pictureUrlOf(item.picturePath),
  };
}
