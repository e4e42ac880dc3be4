import {
  ARABIC,
  BENGALI,
  CHINESE,
  DEVANAGARI,
  HEBREW,
  INTER,
  JAPANESE,
  KOREAN,
  PLAYFAIR,
  type Subset,
  THAI,
  type TypefaceRef,
} from './typefaces.js';

export type Family = 'sans' | 'serif';

/** Each family's own typefaces; the serif borrows Inter's Greek, which Playfair does not have. */
const OWN: Record<Family, readonly TypefaceRef[]> = { sans: [INTER], serif: [PLAYFAIR, INTER] };

const KANA = /[\u3040-\u30ff\u31f0-\u31ff\uff66-\uff9f]/u;
const HANGUL = /[\u1100-\u11ff\u3130-\u318f\ua960-\ua97f\uac00-\ud7ff]/u;

/**
 * Typefaces for the scripts the layouts' own typefaces lack. Kana tell Japanese ideographs from
 * Chinese, and Hangul Korean ones, so each is drawn the way its readers write it.
 */
function scriptTypefaces(content: string): TypefaceRef[] {
  const cjk = HANGUL.test(content)
    ? [KOREAN, CHINESE, JAPANESE]
    : KANA.test(content)
      ? [JAPANESE, CHINESE, KOREAN]
      : [CHINESE, JAPANESE, KOREAN];
  return [ARABIC, HEBREW, DEVANAGARI, BENGALI, THAI, ...cjk];
}

/** How a run of text is set in a family. */
export interface TextFaces {
  /** The CSS font-family list: the family's typefaces, then each subset the text needs. */
  fontFamily: string;
  /**
   * Whether every letter is in the family's own typefaces. Only those are spaced out and slanted:
   * spacing would break Arabic and Devanagari words apart, and the Noto faces have no italics.
   */
  ownLetters: boolean;
  /** Whether it reads right to left: its first letter is Arabic or Hebrew. */
  rtl: boolean;
}

const FIRST_LETTER = /\p{L}/u;
const RIGHT_TO_LEFT = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;

function isRightToLeft(content: string): boolean {
  return RIGHT_TO_LEFT.test(FIRST_LETTER.exec(content)?.[0] ?? '');
}

/** The subset that draws the code point, trying the typefaces in order (loaded only when reached). */
function subsetIn(chain: readonly TypefaceRef[], codePoint: number): Subset | undefined {
  for (const typeface of chain) {
    const subset = typeface().subsetOf(codePoint);
    if (subset) return subset;
  }
  return undefined;
}

/** How a text is set in a family: the subsets its letters need, in the order they are tried. */
export function facesFor(family: Family, content: string): TextFaces {
  const own = OWN[family].map((typeface) => typeface());
  const scripts = scriptTypefaces(content);
  // The Latin subsets are always listed: spaces, digits and punctuation come from them.
  const used = new Set<Subset>(own.flatMap((typeface) => typeface.subsets.slice(0, 1)));
  for (const char of content) {
    if (/\s/u.test(char)) continue;
    const codePoint = char.codePointAt(0) ?? 0;
    // Each own typeface that claims the letter is listed, so one lacking a glyph its range
    // promises (Playfair's "Ґ") falls back to the next, as in a browser.
    const claimed = own.flatMap((typeface) => typeface.subsetOf(codePoint) ?? []);
    const fallback = claimed.length === 0 ? subsetIn(scripts, codePoint) : undefined;
    for (const subset of fallback ? [fallback] : claimed) used.add(subset);
  }
  const rank = (subset: Subset) =>
    own.includes(subset.typeface)
      ? own.indexOf(subset.typeface)
      : own.length + scripts.findIndex((ref) => ref.prefix === subset.typeface.name);
  const ordered = [...used].sort(
    (a, b) => rank(a) - rank(b) || a.typeface.subsets.indexOf(a) - b.typeface.subsets.indexOf(b),
  );
  return {
    fontFamily: ordered.map((subset) => subset.name).join(', '),
    ownLetters: ordered.every((subset) => own.includes(subset.typeface)),
    rtl: isRightToLeft(content),
  };
}

/** Every subset by its family name, for finding the files a layout's text asks for. */
export function subsetNamed(name: string): Subset | undefined {
  return [INTER, PLAYFAIR, ...scriptTypefaces('')]
    .find((typeface) => name.startsWith(typeface.prefix))?.()
    .named(name);
}

/** One emoji: a picture character or a text one asked to look like a picture (U+FE0F), with a skin tone. */
const PICTURE = String.raw`(?:\p{Emoji_Presentation}|\p{Extended_Pictographic}\uFE0F)\p{Emoji_Modifier}?`;

/**
 * Emoji and emoji sequences (ZWJ families, flags, keycaps, tag flags), and stray presentation
 * selectors. No installed font draws them, and a glyph a font lacks is drawn as an empty box.
 * Symbols such as ™ and © stay, being text unless asked to look like pictures, and so does a
 * joiner outside an emoji, which Indic and Arabic spelling needs.
 */
const EMOJI = new RegExp(
  [
    String.raw`${PICTURE}(?:\u200D${PICTURE})*[\u{E0020}-\u{E007F}]*`,
    String.raw`[\u{1F1E6}-\u{1F1FF}]`,
    String.raw`[#*0-9]\uFE0F?\u20E3`,
    String.raw`[\uFE0E\uFE0F]`,
  ].join('|'),
  'gu',
);
const EVERY_TYPEFACE = [INTER, ...scriptTypefaces('')];

const canDraw = (char: string) =>
  /\s/u.test(char) || subsetIn(EVERY_TYPEFACE, char.codePointAt(0) ?? 0) !== undefined;

/**
 * The text with what cannot be drawn left out: emoji, and words with a letter no installed font has
 * (it would be an empty box, and half a word can read as another word). Accents typed as separate
 * marks are joined to their letters first.
 */
export function drawable(content: string): string {
  return content
    .normalize('NFC')
    .replace(EMOJI, '')
    .split(/(\s+)/u)
    .filter((word) => [...word].every(canDraw))
    .join('');
}
