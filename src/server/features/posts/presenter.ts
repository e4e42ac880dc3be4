import type { Post } from '../../../contract/posts.js';
import type { MediaAddresses } from '../../infra/media-store.js';
import type { PostRecord } from './repository.js';
import { sanitisePostHtml } from './sanitise.js';

export function presentPost(row: PostRecord, media: MediaAddresses): Post {
  return {
    _id: row.id,
    locationId: row.locationId,
    event: { date: row.eventDate, title: row.eventTitle, hashtags: row.hashtags },
    platform: row.platform,
    action: row.action,
    option: row.option,
    tone: row.tone,
    parentId: row.parentId,
    // Sanitised when stored, and again on the way out in case the policy has tightened since.
    html: sanitisePostHtml(row.html),
    imageUrl: row.imagePath ? media.addressOf(row.imagePath) : null,
    revisedPrompt: row.revisedPrompt,
    provider: row.provider,
    model: row.model,
    createdAt: row.createdAt.toISOString(),
  };
}
