import { camelCaseWords } from '../../core/words.js';

/** Upper-cases the first letter of the text and of every sentence inside it. */
export function capitalizeSentences(text: string): string {
  const first = text.replace(
    /^(\P{L}*)(\p{Ll})/u,
    (_all, lead: string, letter: string) => lead + letter.toUpperCase(),
  );
  return first.replace(
    /([.!?]\s+)(\p{Ll})/gu,
    (_all, gap: string, letter: string) => gap + letter.toUpperCase(),
  );
}

/** Normalizes spacing and doubled punctuation; keeps line breaks. */
export function tidy(text: string): string {
  return text
    .split('\n')
    .map((line) =>
      line
        .replace(/[ \t\u00a0]+/g, ' ')
        .replace(/ +([,.!?;:])/g, '$1')
        .replace(/([!?])\.+/g, '$1')
        .replace(/\.{2,}/g, '.')
        .replace(/[,;:]+([.!?])/g, '$1')
        // A name ending in a period ('Acme Inc.') before an exclamation: one mark ends the sentence.
        .replace(/\.([!?])/g, '$1')
        .trim(),
    )
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Cleans a piece of user text (a title or a name) for use inside a sentence. */
export function cleanName(text: string): string {
  return text
    .replace(/[{}<>]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Letters and digits only, lower case: for comparing a hashtag with a title. */
export function squash(text: string): string {
  return camelCaseWords(text).toLowerCase();
}

/** 'we take Take Our Daughters…', 'Celebrate Celebrate Bisexuality Day': a word written twice in a row. */
export function hasDoubledWord(text: string): boolean {
  return /(?<![\p{L}\p{N}])(\p{L}+)\s+\1(?![\p{L}\p{N}])/iu.test(text);
}
