import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { PlatformName, ToneName } from '../../../contract/options.js';

const require = createRequire(import.meta.url);

/**
 * The Tabler icon that stands for each tone and platform in its menu. Initials would repeat there (Playful and
 * Professional, Informative and Inspirational, Threads and TikTok), and a platform is known by its mark.
 */
const ICON_OF: Readonly<Record<ToneName | PlatformName, string>> = {
  Friendly: 'mood-smile',
  Professional: 'briefcase',
  Playful: 'confetti',
  Inspirational: 'sparkles',
  Bold: 'bolt',
  Heartfelt: 'heart',
  Informative: 'info-circle',
  Witty: 'mood-wink',
  Instagram: 'brand-instagram',
  Facebook: 'brand-facebook',
  X: 'brand-x',
  LinkedIn: 'brand-linkedin',
  TikTok: 'brand-tiktok',
  Pinterest: 'brand-pinterest',
  Threads: 'brand-threads',
  'Google Business Profile': 'brand-google',
};

function hasIcon(name: string): name is keyof typeof ICON_OF {
  return Object.hasOwn(ICON_OF, name);
}

const drawings = new Map<string, string>();

/**
 * The lines of the icon of a tone or platform, drawn on a 24-unit square in the colour of the text around them,
 * or null for other names. Read once from the icon set's own SVG file.
 */
export function optionIcon(name: string): string | null {
  if (!hasIcon(name)) return null;
  const known = drawings.get(name);
  if (known) return known;
  const file = readFileSync(require.resolve(`@tabler/icons/outline/${ICON_OF[name]}.svg`), 'utf8');
  // The elements inside the file's <svg>, which carries the stroke and size the badge sets itself.
  const drawing = file.slice(file.indexOf('>', file.indexOf('<svg')) + 1, file.lastIndexOf('</svg>')).trim();
  drawings.set(name, drawing);
  return drawing;
}
