import { FUNCTION_WORDS, plainWords } from '../../core/words.js';

/**
 * A hashtag read as a topic, in title case: '#ClimateAction' → 'Climate Action', '#WMBD' → 'WMBD',
 * '#DayOfTheDead' → 'Day of the Dead'. Title case keeps names as names ('Mars', 'Martin Luther King'),
 * which lower case would not, and reads as a list of topics.
 */
function hashtagPhrase(tag: string): string {
  const words = tag.replace(/^#/, '').match(/\p{Lu}+(?!\p{Ll})|\p{Lu}?\p{Ll}+|\p{N}+\p{Ll}*/gu) ?? [];
  return words
    .map((word, index) => {
      if (word.length > 1 && word === word.toUpperCase()) return word;
      const lower = word.toLowerCase();
      if (index > 0 && FUNCTION_WORDS.has(lower)) return lower;
      return lower.charAt(0).toUpperCase() + lower.slice(1);
    })
    .join(' ');
}

/**
 * Lower-case words without accents, an apostrophe joining its word ('women's' reads as 'womens' and
 * 'Día' as 'dia', as their hashtags do).
 */
const wordsOf = (text: string) => new Set(plainWords(text.toLowerCase()));

/**
 * The event's hashtags that say something its name does not, as topics ('Baking' for World Bread Day),
 * up to three short ones, joined as a list: the keywords a pin's description carries.
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
