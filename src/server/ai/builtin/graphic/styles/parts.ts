import { box, image, text } from '../el.js';
import type { FittedText } from '../fit.js';
import type { Logo } from '../logo.js';
import { applyCase, fontCss, type TextFont } from '../measure.js';
import { CANVAS, type Child, type El, type Style } from '../types.js';

/**
 * The full canvas every layout starts from; decoration layers are positioned inside it. Whatever
 * sticks out is cut by the SVG's own bounds: overflow:hidden here would make satori mask every
 * element with a full-canvas mask, which multiplies resvg's time.
 */
export function canvas(style: Style, children: Child[]): El {
  return box({ position: 'relative', width: CANVAS, height: CANVAS, ...style }, children);
}

export interface TileOptions {
  /** The tile's fill; without one the logo stands bare. */
  background?: string;
  /** A round badge keeps the logo inside a circle; otherwise the tile widens with the logo. */
  round?: boolean;
  radius?: number;
  style?: Style;
}

/**
 * The logo at a height, in a tile when it has a background so dark logos stay visible on dark
 * layouts. Wide logos get a wide tile, up to 2.6 times the height.
 */
export function logoTile(logo: Logo, height: number, options: TileOptions = {}): El {
  const pad = options.background ? Math.round(height * 0.16) : 0;
  const inner = height - pad * 2;
  const innerWidth = options.round ? inner : Math.round(inner * Math.min(2.6, Math.max(0.6, logo.aspect)));
  return box(
    {
      width: innerWidth + pad * 2,
      height,
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      backgroundColor: options.background,
      borderRadius: options.round ? height / 2 : (options.radius ?? 0),
      ...options.style,
    },
    [image(logo.src, innerWidth, inner)],
  );
}

/** A row of tags in one font, wrapping when they do not fit. */
export function tagRow(
  tags: string[],
  font: TextFont,
  size: number,
  style: Style = {},
  tagStyle: Style = {},
): El {
  return box(
    { flexWrap: 'wrap', columnGap: size * 0.9, rowGap: size * 0.4, ...style },
    tags.map((tag) => text({ ...fontCss(font, size, tag), ...tagStyle }, tag)),
  );
}

/** One run of text in a font at a size; upper-case fonts get the string upper-cased. */
export function label(font: TextFont, size: number, content: string, style: Style = {}): El {
  const cased = applyCase(font, content);
  return text({ ...fontCss(font, size, cased), whiteSpace: 'pre', ...style }, cased);
}

/** A single line sized by fitLine. */
export function fittedLine(fitted: FittedText, style: Style = {}): El {
  return label(fitted.font, fitted.size, fitted.lines[0] ?? '', style);
}
