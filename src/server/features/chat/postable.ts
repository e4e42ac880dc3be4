import { hashtagsIn } from '../../core/words.js';

const LIST_ITEM = /^\s*(?:[•*-]|\d+[.)])\s/;

/**
 * Whether an assistant's answer reads as a post the client could publish, so the chat offers "Use as
 * post" under it: not a list (ideas, hashtags for the week, what the assistant can do), and from the
 * built-in assistant only a post it wrote, which carries hashtags; its other answers are guidance.
 */
export function readsAsPost(text: string, provider: string | null): boolean {
  const items = text.split('\n').filter((line) => LIST_ITEM.test(line)).length;
  if (items >= 2) return false;
  return provider !== 'builtin' || hashtagsIn(text).length > 0;
}
