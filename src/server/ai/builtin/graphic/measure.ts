import satori, { type FontWeight } from 'satori';
import { fontsFor } from './fonts.js';
import { type Family, facesFor } from './scripts.js';
import type { El, Style } from './types.js';

/** How a run of text is set. Upper-casing is done on the string, so measuring and drawing agree. */
export interface TextFont {
  family: Family;
  weight: FontWeight;
  italic?: boolean;
  /** Letter spacing in em. */
  tracking?: number;
  upper?: boolean;
  /** Figures of even height on the baseline, where the typeface's own digits rise and fall. */
  lining?: boolean;
}

/**
 * The CSS for a font at a size in px, for this text: its scripts pick the font list and its
 * direction; letters outside the family's own typefaces are neither spaced out nor slanted.
 */
export function fontCss(font: TextFont, size: number, content: string): Style {
  const faces = facesFor(font.family, content);
  return {
    fontFamily: faces.fontFamily,
    fontWeight: font.weight,
    fontStyle: font.italic && faces.ownLetters ? 'italic' : 'normal',
    fontSize: size,
    letterSpacing: faces.ownLetters ? (font.tracking ?? 0) * size : 0,
    ...(font.lining ? { fontFeatureSettings: '"lnum" 1' } : {}),
    ...(faces.rtl ? { direction: 'rtl' } : {}),
  };
}

/** Greek capitals are written without their accents (ΗΜΈΡΑ is set ΗΜΕΡΑ); the diaeresis stays. */
const GREEK_CAPITAL_ACCENT = /(?<=\p{Script=Greek}\p{M}*)[\u0301\u0342\u0313\u0314\u0345]/gu;

export function applyCase(font: TextFont, content: string): string {
  if (!font.upper) return content;
  return content.toUpperCase().normalize('NFD').replace(GREEK_CAPITAL_ACCENT, '').normalize('NFC');
}

const SAMPLE_SIZE = 100;
const widths = new Map<string, number>();
/** The cache is dropped when it grows past this, so a long-running server does not keep every word. */
const MAX_CACHED = 20_000;

function cacheKey(font: TextFont, item: string): string {
  return `${font.family}/${font.weight}/${font.italic ? 'i' : 'n'}/${font.tracking ?? 0}/${font.lining ? 'l' : ''}|${item}`;
}

/**
 * The widths of the strings at 100px, as satori lays them out. Unknown strings are measured in one
 * satori pass; results are cached, since titles, names and tags repeat.
 */
export async function measure(font: TextFont, items: string[]): Promise<number[]> {
  if (widths.size > MAX_CACHED) widths.clear();
  const missing = [...new Set(items.filter((item) => !widths.has(cacheKey(font, item))))];
  if (missing.length > 0) {
    const rows: El[] = missing.map((item, i) => ({
      type: 'div',
      key: `m${i}`,
      props: {
        style: { display: 'flex', whiteSpace: 'pre', ...fontCss(font, SAMPLE_SIZE, item) },
        children: [item],
      },
    }));
    const root: El = {
      type: 'div',
      key: 'root',
      props: {
        style: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start' },
        children: rows,
      },
    };
    await satori(root, {
      width: 20_000,
      height: 200,
      fonts: fontsFor(root),
      onNodeDetected: (node) => {
        const key = typeof node.key === 'string' && node.key.startsWith('m') ? Number(node.key.slice(1)) : -1;
        const item = missing[key];
        if (item !== undefined) widths.set(cacheKey(font, item), node.width);
      },
    });
  }
  return items.map((item) => widths.get(cacheKey(font, item)) ?? item.length * SAMPLE_SIZE);
}
