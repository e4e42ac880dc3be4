import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Font, FontWeight } from 'satori';

/** CSS font-family lists; the -Ext faces add Latin Extended glyphs (ł, ő, ş…). */
export const SANS = 'Inter, InterExt';
export const SERIF = 'Playfair, PlayfairExt, Inter, InterExt';

export type Family = 'sans' | 'serif';

export const FAMILY_CSS: Record<Family, string> = { sans: SANS, serif: SERIF };

interface Face {
  name: string;
  pkg: string;
  file: string;
  weight: FontWeight;
  italic: boolean;
}

const INTER_WEIGHTS: FontWeight[] = [400, 500, 600, 700, 800, 900];
const PLAYFAIR_FACES: [FontWeight, boolean][] = [
  [400, false],
  [400, true],
  [700, false],
  [900, false],
  [900, true],
];

function faces(): Face[] {
  const list: Face[] = [];
  for (const subset of ['latin', 'latin-ext']) {
    const suffix = subset === 'latin' ? '' : 'Ext';
    for (const weight of INTER_WEIGHTS) {
      list.push({
        name: `Inter${suffix}`,
        pkg: '@fontsource/inter',
        file: `inter-${subset}`,
        weight,
        italic: false,
      });
    }
    for (const [weight, italic] of PLAYFAIR_FACES) {
      list.push({
        name: `Playfair${suffix}`,
        pkg: '@fontsource/playfair-display',
        file: `playfair-display-${subset}`,
        weight,
        italic,
      });
    }
  }
  return list;
}

let cached: Font[] | undefined;

/**
 * The fonts for satori, read once from node_modules. The same array is returned on every call:
 * satori keeps its parsed fonts per array, so reusing it keeps later renders fast.
 */
export function loadFonts(): Font[] {
  if (cached) return cached;
  const require = createRequire(import.meta.url);
  cached = faces().map((face) => {
    const path = require.resolve(
      `${face.pkg}/files/${face.file}-${face.weight}-${face.italic ? 'italic' : 'normal'}.woff`,
    );
    return {
      name: face.name,
      data: readFileSync(path),
      weight: face.weight,
      style: face.italic ? 'italic' : 'normal',
    };
  });
  return cached;
}
