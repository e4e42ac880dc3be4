import type { PlatformName } from '../../../contract/options.js';
import type { Post, PostEvent } from '../../../contract/posts.js';
import type { Principal } from '../../core/principal.js';
import type { Database } from '../../db/open.js';
import type { MediaAddresses } from '../../infra/media-store.js';
import type { LocationScope } from '../../platform/scope.js';
import { presentPost } from './presenter.js';
import { insertPost } from './repository.js';
import { textToHtml } from './sanitise.js';

/** A chat answer the user chose to use: its words, and who wrote them. */
export interface Answer {
  text: string;
  provider: string;
  model: string;
}

/**
 * Puts an answer on an event's card as its newest post, as the chat showed it: text, in its paragraphs. No model is asked and nothing is charged: the
 * answer was written, and paid for, in the chat.
 */
export async function postFromAnswer(
  db: Database,
  media: MediaAddresses,
  scope: LocationScope,
  principal: Principal,
  input: { event: PostEvent; platform: PlatformName; answer: Answer },
): Promise<Post> {
  const row = await insertPost(db, scope, {
    userId: principal.userId,
    eventDate: input.event.date,
    eventTitle: input.event.title,
    hashtags: input.event.hashtags,
    platform: input.platform,
    action: 'social',
    // The chat shows its answers as text, so the card shows the same words, line breaks included.
    html: textToHtml(input.answer.text),
    prompt: 'An answer of the chat assistant',
    provider: input.answer.provider,
    model: input.answer.model,
    durationMs: 0,
    fromChat: true,
  });
  return presentPost(row, media);
}
