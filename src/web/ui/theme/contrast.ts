/** The contrast WCAG 2.x asks of normal text (level AA). */
export const READABLE_CONTRAST = 4.5;

/** The text colour of the top bar, drawn on whatever background the agency chose for it. */
const LIGHT_TEXT = '#ffffff';
const DARK_TEXT = '#1a1b1e';

const HEX = /^#([0-9a-f]{6})$/i;

/** The red, green and blue of a #rrggbb colour from 0 to 1; null while a colour is half typed. */
function channelsOf(colour: string): [number, number, number] | null {
  const digits = HEX.exec(colour.trim())?.[1];
  if (!digits) return null;
  const channel = (start: number) => Number.parseInt(digits.slice(start, start + 2), 16) / 255;
  return [channel(0), channel(2), channel(4)];
}

/** A #rrggbb colour from red, green and blue from 0 to 1. */
function hexOf(channels: readonly number[]): string {
  const pair = (value: number) =>
    Math.round(Math.min(1, Math.max(0, value)) * 255)
      .toString(16)
      .padStart(2, '0');
  return `#${channels.map(pair).join('')}`;
}

/** The colour laid over a background with the given opacity, as a tint of it. */
export function tintOf(colour: string, background: string, opacity: number): string | null {
  const front = channelsOf(colour);
  const back = channelsOf(background);
  if (!front || !back) return null;
  return hexOf(front.map((value, index) => value * opacity + (back[index] ?? 0) * (1 - opacity)));
}

/** Relative luminance as WCAG 2.x defines it: 0 for black, 1 for white. */
export function relativeLuminance(colour: string): number | null {
  const channels = channelsOf(colour);
  if (!channels) return null;
  const [r = 0, g = 0, b = 0] = channels.map((value) =>
    value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, from 1 (the same) to 21 (black on white); null for a colour that is not #rrggbb. */
export function contrastRatio(foreground: string, background: string): number | null {
  const a = relativeLuminance(foreground);
  const b = relativeLuminance(background);
  if (a === null || b === null) return null;
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** Light or dark text, whichever contrasts more with the background (light when it is not a colour yet). */
export function readableTextOn(background: string): typeof LIGHT_TEXT | typeof DARK_TEXT {
  const light = contrastRatio(LIGHT_TEXT, background);
  const dark = contrastRatio(DARK_TEXT, background);
  return light === null || dark === null || light >= dark ? LIGHT_TEXT : DARK_TEXT;
}

/** How far, in twentieths, a colour is darkened towards black at most before dark text stands for it. */
const DARKENING_STEPS = 20;

/**
 * The colour as text on every one of the backgrounds: itself where it already reads (4.5:1), else
 * darkened towards black just enough, so a light brand colour (an orange, a yellow) keeps its hue in
 * links and light buttons and stays legible.
 */
export function readableShadeOf(colour: string, backgrounds: readonly string[]): string {
  const channels = channelsOf(colour);
  if (!channels) return colour;
  for (let step = 0; step <= DARKENING_STEPS; step++) {
    const shade = hexOf(channels.map((value) => value * (1 - step / DARKENING_STEPS)));
    const reads = backgrounds.every(
      (background) => (contrastRatio(shade, background) ?? READABLE_CONTRAST) >= READABLE_CONTRAST,
    );
    if (reads) return shade;
  }
  return DARK_TEXT;
}
