import { joinPieces, type Piece, pieces } from './breaks.js';
import { box, text } from './el.js';
import { applyCase, fontCss, measure, type TextFont } from './measure.js';
import type { El, Style } from './types.js';

export interface FitBox {
  width: number;
  height: number;
  maxSize: number;
  /** The smallest size tried before giving up on maxLines; text still shrinks below it to fit the box. */
  minSize?: number;
  /** Line height as a multiple of the font size. */
  lineHeight?: number;
  maxLines?: number;
  /** Even out line lengths instead of filling the first lines (default true). */
  balance?: boolean;
}

export interface FittedText {
  lines: string[];
  size: number;
  lineHeight: number;
  font: TextFont;
}

/** Measured widths get this much slack, so rounding never pushes a line past its box. */
const SLACK = 1.03;

function wrap(words: Piece[], width: Map<string, number>, space: number, limit: number): Piece[][] {
  const lines: Piece[][] = [];
  let line: Piece[] = [];
  let used = 0;
  for (const word of words) {
    const w = width.get(word.text) ?? 0;
    const gap = line.length > 0 && word.spaced ? space : 0;
    if (line.length > 0 && used + gap + w > limit) {
      lines.push(line);
      line = [];
      used = 0;
    }
    used += (line.length > 0 ? gap : 0) + w;
    line.push(word);
  }
  if (line.length > 0) lines.push(line);
  return lines;
}

/**
 * The largest font size at which the text fits the box, wrapped into lines by measured word widths
 * (words of Chinese, Japanese and Thai, which have no spaces, are found by ICU).
 * The lines are drawn as they are returned, so what was measured is what is drawn: nothing overflows.
 */
export async function fitText(content: string, font: TextFont, fit: FitBox): Promise<FittedText> {
  const words = pieces(applyCase(font, content));
  const unique = [...new Set(words.map((word) => word.text))];
  const measured = await measure(font, [...unique, 'a a', 'aa']);
  const width = new Map<string, number>();
  unique.forEach((word, i) => {
    width.set(word, (measured[i] ?? 0) * SLACK);
  });
  const space = Math.max(0, (measured[unique.length] ?? 0) - (measured[unique.length + 1] ?? 0));
  const widest = Math.max(1, ...width.values());
  const lineHeight = fit.lineHeight ?? 1.1;
  const minSize = fit.minSize ?? Math.min(fit.maxSize, 24);
  const maxLines = fit.maxLines ?? Number.POSITIVE_INFINITY;

  const attempt = (size: number, lineLimit: number): Piece[][] | null => {
    const limit = (fit.width * 100) / size;
    if (widest > limit) return null;
    const lines = wrap(words, width, space, limit);
    if (lines.length > lineLimit || lines.length * Math.round(size * lineHeight) > fit.height) return null;
    return lines;
  };

  let size = Math.floor(fit.maxSize);
  let lines = attempt(size, maxLines);
  while (!lines && size > minSize) {
    size -= 1;
    lines = attempt(size, maxLines);
  }
  while (!lines && size > 6) {
    size -= 1;
    lines = attempt(size, Number.POSITIVE_INFINITY);
  }
  if (!lines) lines = [words];

  if ((fit.balance ?? true) && lines.length > 1) {
    const count = lines.length;
    let lo = widest;
    let hi = (fit.width * 100) / size;
    for (let i = 0; i < 24; i++) {
      const mid = (lo + hi) / 2;
      if (wrap(words, width, space, mid).length <= count) hi = mid;
      else lo = mid;
    }
    lines = wrap(words, width, space, hi);
  }
  return { lines: lines.map(joinPieces), size, lineHeight, font };
}

/**
 * The fitted lines as a column; align is the flex alignment of the lines. Right-to-left text sets the
 * column right to left, so its lines start at the right.
 */
export function textBlock(
  fitted: FittedText,
  style: Style = {},
  align: 'flex-start' | 'center' | 'flex-end' = 'flex-start',
): El {
  const css = fontCss(fitted.font, fitted.size, fitted.lines.join(' '));
  const lineStyle: Style = {
    ...css,
    lineHeight: `${Math.round(fitted.size * fitted.lineHeight)}px`,
    whiteSpace: 'pre',
  };
  return box(
    {
      flexDirection: 'column',
      alignItems: align,
      ...(css.direction ? { direction: css.direction } : {}),
      ...style,
    },
    fitted.lines.map((line) => text(lineStyle, line)),
  );
}

/** A single line of text at the largest size up to maxSize that fits the width. */
export async function fitLine(
  content: string,
  font: TextFont,
  width: number,
  maxSize: number,
): Promise<FittedText> {
  const line = applyCase(font, content.trim());
  const [measured] = await measure(font, [line]);
  const natural = ((measured ?? 0) * SLACK * maxSize) / 100;
  const size = natural > width ? Math.max(6, Math.floor((maxSize * width) / natural)) : maxSize;
  return { lines: [line], size, lineHeight: 1.2, font };
}

/** A name on one line, or two when one line would have to shrink below three quarters of maxSize. */
export function fitName(
  content: string,
  font: TextFont,
  width: number,
  maxSize: number,
): Promise<FittedText> {
  return fitText(content, font, {
    width,
    height: Math.ceil(maxSize * 1.25) * 2,
    maxSize,
    minSize: Math.round(maxSize * 0.75),
    lineHeight: 1.25,
    maxLines: 2,
  });
}
