/** The words of an event's hashtags, as a pin's description says them. */
/** '#ClimateAction' → 'climate action', '#WMBD' → 'WMBD': a hashtag read as plain words. */
function hashtagPhrase(tag: string): string {
  const words = tag.replace(/^#/, '').match(/\p{Lu}+(?!\p{Ll})|\p{Lu}?\p{Ll}+|\p{N}+\p{Ll}*/gu) ?? [];
  return words
    .map((word) => (word.length > 1 && word === word.toUpperCase() ? word : word.toLowerCase()))
    .join(' ');
}

/** Lower-case words, an apostrophe joining its word ('women's' reads as 'womens', as its hashtag does). */
const wordsOf = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .replace(/['’]/g, '')
      .match(/[\p{L}\p{N}]+/gu) ?? [],
  );

/**
 * The event's hashtags that say something its name does not, as plain words ('baking' for World
 * Bread Day), up to three short ones, joined as a list: the keywords a pin's description carries.
 * Undefined when every hashtag only spells the name.
 */
export function keywordsOf(tags: readonly string[], name: string): string | undefined {
  const named = wordsOf(name);
  const phrases = tags
    .map(hashtagPhrase)
    // A slogan-length tag ('sixteen days of activism against…') is left to the hashtags themselves.
    .filter((phrase) => phrase.length > 0 && phrase.length <= 24)
    .filter((phrase) => [...wordsOf(phrase)].some((word) => !named.has(word)))
    .slice(0, 3);
  if (phrases.length === 0) return undefined;
  const last = phrases.at(-1);
  return phrases.length === 1 ? last : `${phrases.slice(0, -1).join(', ')} and ${last}`;
}
