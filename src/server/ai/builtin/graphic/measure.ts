import satori, { type FontWeight } from 'satori';
import { FAMILY_CSS, type Family, loadFonts } from './fonts.js';
import type { El, Style } from './types.js';

/** How a run of text is set. Upper-casing is done on the string, so measuring and drawing agree. */
export interface TextFont {
  family: Family;
  weight: FontWeight;
  italic?: boolean;
  /** Letter spacing in em. */
  tracking?: number;
  upper?: boolean;
}

/** The CSS for a font at a size in px. */
export function fontCss(font: TextFont, size: number): Style {
  return {
    fontFamily: FAMILY_CSS[font.family],
    fontWeight: font.weight,
    fontStyle: font.italic ? 'italic' : 'normal',
    fontSize: size,
    letterSpacing: (font.tracking ?? 0) * size,
  };
}

export function applyCase(font: TextFont, content: string): string {
  return font.upper ? content.toUpperCase() : content;
}

const SAMPLE_SIZE = 100;
const widths = new Map<string, number>();
/** The cache is dropped when it grows past this, so a long-running server does not keep every word. */
const MAX_CACHED = 20_000;

function cacheKey(font: TextFont, item: string): string {
  return `${font.family}/${font.weight}/${font.italic ? 'i' : 'n'}/${font.tracking ?? 0}|${item}`;
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
      props: { style: { display: 'flex', whiteSpace: 'pre' }, children: [item] },
    }));
    const root: El = {
      type: 'div',
      key: 'root',
      props: {
        style: {
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'flex-start',
          ...fontCss(font, SAMPLE_SIZE),
        },
        children: rows,
      },
    };
    await satori(root, {
      width: 20_000,
      height: 200,
      fonts: loadFonts(),
      onNodeDetected: (node) => {
        const key = typeof node.key === 'string' && node.key.startsWith('m') ? Number(node.key.slice(1)) : -1;
        const item = missing[key];
        if (item !== undefined) widths.set(cacheKey(font, item), node.width);
      },
    });
  }
  return items.map((item) => widths.get(cacheKey(font, item)) ?? item.length * SAMPLE_SIZE);
}
