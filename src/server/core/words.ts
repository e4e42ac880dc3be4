/** Words of a name without accents or apostrophes: "Joe’s Café & Co." gives Joes, Cafe, Co. */
export function plainWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/['’′ʻʼ`]/gu, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/** 'Joe’s Café & Co.' → 'JoesCafeCo': letters and digits only, each word capitalised. */
export function camelCaseWords(text: string): string {
  return plainWords(text)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
}

/** 'World Bread Day' → '#WorldBreadDay'. */
export function hashtagOf(title: string): string {
  return `#${camelCaseWords(title)}`;
}

/** 'Google Business Profile' → 'google-business-profile': for ids and file names. */
export function slug(text: string): string {
  return plainWords(text.toLowerCase()).join('-');
}

/** The articles, conjunctions and prepositions a title keeps in lower case: 'Day of the Dead'. */
export const FUNCTION_WORDS: ReadonlySet<string> = new Set([
  ...['a', 'an', 'the', 'and', 'or', 'of', 'for', 'to', 'in', 'on', 'at', 'by', 'with'],
]);

const HASHTAG = /#[\p{L}\p{N}_]+/gu;

/** The hashtags a text carries, in order, each once whatever its case. */
export function hashtagsIn(text: string): string[] {
  const found: string[] = [];
  for (const [tag] of text.matchAll(HASHTAG)) {
    if (!found.some((known) => known.toLowerCase() === tag.toLowerCase())) found.push(tag);
  }
  return found;
}

/** The text without its hashtags. */
export function withoutHashtags(text: string): string {
  return text.replace(HASHTAG, '');
}

/** The text as a regular expression that matches it literally. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
