import type { ConsoleNewsItem, ConsoleNewsSummary } from '../../../contract/agency-console/news.js';
import type { NewsFeedItem } from '../../../contract/news.js';
import { type MediaAddresses, MediaStore } from '../../infra/media-store.js';
import type { FeedRow, NewsWithAudience } from './repository.js';
import { sanitiseNewsHtml } from './sanitise.js';

const pictureUrlOf = (media: MediaAddresses, path: string | null) => (path ? media.addressOf(path) : null);

export function presentNewsSummary(item: NewsWithAudience, media: MediaAddresses): ConsoleNewsSummary {
  return {
    id: item.id,
    title: item.title,
    status: item.status,
    pinned: item.pinned,
    audience: item.audience,
    planIds: item.planIds,
    locationIds: item.locationIds,
    pictureUrl: pictureUrlOf(media, item.picturePath),
    createdAt: item.createdAt.toISOString(),
    updatedAt: item.updatedAt.toISOString(),
    publishedAt: item.publishedAt?.toISOString() ?? null,
    author: { id: item.authorId, email: item.authorEmail },
  };
}

export function presentNewsItem(item: NewsWithAudience, media: MediaAddresses): ConsoleNewsItem {
  return { ...presentNewsSummary(item, media), description: item.descriptionDoc };
}

/** An item as Home shows it; its HTML passes the sanitiser again on its way out. */
export function presentFeedItem({ item, agencyName }: FeedRow, media: MediaAddresses): NewsFeedItem {
  return {
    id: item.id,
    title: item.title,
    html: sanitiseNewsHtml(item.descriptionHtml),
    pictureUrl: pictureUrlOf(media, item.picturePath),
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
    // The product's own address: the audit log outlives any change of where media is kept.
    picture: item.picturePath ? MediaStore.url(item.picturePath) : null,
  };
}
