const LIST_ITEM = /^\s*(?:[•*-]|\d+[.)])\s/;

const HASHTAGS_ONLY = /^(?:#[\p{L}\p{N}_]+\s*)+$/u;

/**
 * Whether an assistant's answer reads as a post the client could publish, so the chat offers "Use as
 * post" under it: not a list (ideas, hashtags for the week, what the assistant can do), and from the
 * built-in assistant only a post it wrote, which ends with its hashtags on a line of their own; its
 * other answers are guidance or hashtags named after what they are for ("Hashtags for sourdough: …").
 */
export function readsAsPost(text: string, provider: string | null): boolean {
  const lines = text.trim().split('\n');
  const items = lines.filter((line) => LIST_ITEM.test(line)).length;
  if (items >= 2) return false;
  return provider !== 'builtin' || HASHTAGS_ONLY.test(lines.at(-1)?.trim() ?? '');
}
