/** A piece of text a line may not be broken inside. */
export interface Piece {
  text: string;
  /** Whether a space separates it from the piece before; Chinese, Japanese and Thai words have none. */
  spaced: boolean;
}

/** Scripts written without spaces between words: their lines break between words found by ICU. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const OPENING = /^[\p{Ps}\p{Pi}]+$/u;

const segmenters = new Map<string, Intl.Segmenter>();

function segmenter(locale: string): Intl.Segmenter {
  let found = segmenters.get(locale);
  if (!found) {
    found = new Intl.Segmenter(locale, { granularity: 'word' });
    segmenters.set(locale, found);
  }
  return found;
}

function localeOf(chunk: string): string {
  if (KANA.test(chunk)) return 'ja';
  return /\p{Script=Thai}/u.test(chunk) ? 'th' : 'zh';
}

/**
 * The words of a run without spaces. Punctuation stays with its word: a closing mark ends the word
 * before it, an opening one starts the word after it, so no line starts with "。" or ends with "「".
 */
function unspacedWords(chunk: string): string[] {
  const words: string[] = [];
  let opening = '';
  for (const { segment, isWordLike } of segmenter(localeOf(chunk)).segment(chunk)) {
    if (!isWordLike && OPENING.test(segment)) {
      opening += segment;
    } else if (isWordLike || words.length === 0) {
      words.push(opening + segment);
      opening = '';
    } else {
      words[words.length - 1] += segment;
    }
  }
  if (opening) words.push(opening);
  return words;
}

/** The text as the pieces lines are made of: its words, and in CJK and Thai runs, words found by ICU. */
export function pieces(content: string): Piece[] {
  const out: Piece[] = [];
  for (const chunk of content.split(/\s+/u).filter(Boolean)) {
    const words = UNSPACED.test(chunk) ? unspacedWords(chunk) : [chunk];
    words.forEach((text, i) => {
      out.push({ text, spaced: i === 0 && out.length > 0 });
    });
  }
  return out;
}

/** The pieces of one line as text. */
export function joinPieces(line: readonly Piece[]): string {
  return line.map((piece, i) => (i > 0 && piece.spaced ? ` ${piece.text}` : piece.text)).join('');
}
