import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FontWeight } from 'satori';

const require = createRequire(import.meta.url);

type Range = readonly [number, number];

/**
 * One unicode-range subset of a typeface, as its @fontsource package cuts it: a file per weight and
 * style. Satori takes one font per family name, so every subset goes by a name of its own.
 */
export interface Subset {
  name: string;
  typeface: Typeface;
  /** The file for a weight and style that the package has. */
  path(weight: FontWeight, italic: boolean): string;
}

/** A typeface from one @fontsource package, with the subsets the pictures use. */
export interface Typeface {
  name: string;
  weights: readonly FontWeight[];
  italic: boolean;
  subsets: readonly Subset[];
  /** The subset holding the code point, or undefined when none of them does. */
  subsetOf(codePoint: number): Subset | undefined;
  named(name: string): Subset | undefined;
}

/** A typeface read from its package the first time it is needed. */
export interface TypefaceRef {
  (): Typeface;
  /** Every subset's name starts with it, and no other typeface's name does. */
  prefix: string;
}

interface Source {
  /** The subsets' names start with it, e.g. "Inter", "InterCyrillic". */
  name: string;
  pkg: string;
  /** The subsets drawn from the package, or 'numbered' for the many small slices of a CJK font. */
  subsets: readonly string[] | 'numbered';
  /** Code points the package has a few of but not a script's worth, so they are not drawn from it. */
  without?: readonly Range[];
}

interface Metadata {
  weights: number[];
  styles: string[];
}

const WEIGHTS: readonly FontWeight[] = [100, 200, 300, 400, 500, 600, 700, 800, 900];

function readJson(path: string): unknown {
  return JSON.parse(readFileSync(require.resolve(path), 'utf8'));
}

function metadataOf(pkg: string): Metadata {
  const data = readJson(`${pkg}/metadata.json`);
  const weights =
    typeof data === 'object' && data !== null && 'weights' in data && Array.isArray(data.weights)
      ? data.weights
      : [];
  const styles =
    typeof data === 'object' && data !== null && 'styles' in data && Array.isArray(data.styles)
      ? data.styles
      : [];
  return {
    weights: weights.filter((w): w is number => typeof w === 'number'),
    styles: styles.filter((s): s is string => typeof s === 'string'),
  };
}

/** The subsets' unicode ranges, as the package's CSS declares them (e.g. "U+0400-045F,U+2116"). */
function rangesOf(pkg: string): Map<string, Range[]> {
  const data = readJson(`${pkg}/unicode.json`);
  const ranges = new Map<string, Range[]>();
  if (typeof data !== 'object' || data === null) return ranges;
  for (const [subset, value] of Object.entries(data)) {
    if (typeof value !== 'string') continue;
    const list: Range[] = [];
    for (const part of value.split(',')) {
      const m = /^\s*U\+([0-9a-f]+)(?:-([0-9a-f]+))?\s*$/i.exec(part);
      if (!m?.[1]) continue;
      const start = Number.parseInt(m[1], 16);
      list.push([start, m[2] ? Number.parseInt(m[2], 16) : start]);
    }
    ranges.set(subset, list);
  }
  return ranges;
}

function pascal(words: string): string {
  return words
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
}

function load(source: Source): Typeface {
  const metadata = metadataOf(source.pkg);
  const ranges = rangesOf(source.pkg);
  const keys =
    source.subsets === 'numbered'
      ? [...ranges.keys()].filter((key) => /^\[\d+\]$/.test(key))
      : source.subsets.filter((key) => ranges.has(key));
  const file = source.pkg.replace(/^@fontsource\//, '');
  // Where subsets overlap, the one listed first keeps the code point: a package's "-ext" subset
  // repeats ranges of the main one without holding their glyphs.
  const byCodePoint = new Map<number, Subset>();
  const subsets: Subset[] = [];
  const typeface: Typeface = {
    name: source.name,
    weights: WEIGHTS.filter((weight) => metadata.weights.includes(weight)),
    italic: metadata.styles.includes('italic'),
    subsets,
    subsetOf(codePoint) {
      if (source.without?.some(([start, end]) => codePoint >= start && codePoint <= end)) return undefined;
      return byCodePoint.get(codePoint);
    },
    named: (name) => subsets.find((subset) => subset.name === name),
  };
  for (const key of keys) {
    const slice = key.startsWith('[') ? key.slice(1, -1) : key;
    const subset: Subset = {
      name: slice === 'latin' ? source.name : `${source.name}${pascal(slice)}`,
      typeface,
      path: (weight, italic) =>
        require.resolve(
          `${source.pkg}/files/${file}-${slice}-${weight}-${italic ? 'italic' : 'normal'}.woff`,
        ),
    };
    subsets.push(subset);
    for (const [start, end] of ranges.get(key) ?? []) {
      for (let codePoint = start; codePoint <= end; codePoint++) {
        if (!byCodePoint.has(codePoint)) byCodePoint.set(codePoint, subset);
      }
    }
  }
  return typeface;
}

function lazy(source: Source): TypefaceRef {
  let typeface: Typeface | undefined;
  const get = () => {
    typeface ??= load(source);
    return typeface;
  };
  return Object.assign(get, { prefix: source.name });
}

/** The typefaces the layouts are designed in, with their own Cyrillic, Greek and Vietnamese letters. */
export const INTER = lazy({
  name: 'Inter',
  pkg: '@fontsource/inter',
  subsets: ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'greek', 'greek-ext', 'vietnamese'],
});
export const PLAYFAIR = lazy({
  name: 'Playfair',
  pkg: '@fontsource/playfair-display',
  subsets: ['latin', 'latin-ext', 'cyrillic', 'vietnamese'],
});

/** Noto faces for the scripts the layouts' typefaces do not have, tried in this order. */
export const ARABIC = lazy({ name: 'NotoArabic', pkg: '@fontsource/noto-sans-arabic', subsets: ['arabic'] });
export const HEBREW = lazy({ name: 'NotoHebrew', pkg: '@fontsource/noto-sans-hebrew', subsets: ['hebrew'] });
export const DEVANAGARI = lazy({
  name: 'NotoDevanagari',
  pkg: '@fontsource/noto-sans-devanagari',
  subsets: ['devanagari'],
});
export const BENGALI = lazy({
  name: 'NotoBengali',
  pkg: '@fontsource/noto-sans-bengali',
  subsets: ['bengali'],
});
export const THAI = lazy({ name: 'NotoThai', pkg: '@fontsource/noto-sans-thai', subsets: ['thai'] });
/** Japanese and Chinese share most ideographs but draw them differently, so both are kept. */
export const JAPANESE = lazy({ name: 'NotoJP', pkg: '@fontsource/noto-sans-jp', subsets: 'numbered' });
/** Noto Sans SC has some 80 Korean syllables of 11,172: Korean needs a Korean font, not a few of its letters. */
const HANGUL: readonly Range[] = [
  [0x1100, 0x11ff],
  [0x3130, 0x318f],
  [0xa960, 0xa97f],
  [0xac00, 0xd7ff],
];
export const CHINESE = lazy({
  name: 'NotoSC',
  pkg: '@fontsource/noto-sans-sc',
  subsets: 'numbered',
  without: HANGUL,
});
/** Korean: every Hangul syllable, and the Hanja a Korean text may carry drawn the Korean way. */
export const KOREAN = lazy({ name: 'NotoKR', pkg: '@fontsource/noto-sans-kr', subsets: 'numbered' });
