import type { OptionKind } from '../../../contract/options';
import type { Post, PostAction } from '../../../contract/posts';

/** The post actions whose option is of each kind other than the tone, which the post keeps in a field of its own. */
const ACTIONS_OF: Record<Exclude<OptionKind, 'tone'>, readonly PostAction[]> = {
  // The platform is the post's own field, not an option.
  channel: [],
  language: ['translate'],
  image_style: ['image'],
};

/**
 * The option of the kind the post on screen was made with, which its menu marks: the tone its words are in (kept
 * through a translation or a picture), the language of a translation, the style of a picture. Null where the post
 * does not say (the tone of a chat answer used as a post).
 */
export function currentOption(
  post: Pick<Post, 'action' | 'option' | 'tone'>,
  kind: OptionKind,
): string | null {
  if (kind === 'tone') return post.tone;
  return ACTIONS_OF[kind].includes(post.action) ? post.option : null;
}
