import { renderAsync } from '@resvg/resvg-js';
import satori from 'satori';
import { toContext } from './brief.js';
import { fontsFor } from './fonts.js';
import { LAYOUTS } from './styles/index.js';
import { CANVAS, type El, type GraphicBrief, type LayoutContext } from './types.js';

export type { GraphicBrief, GraphicLook } from './types.js';

/** The brief's picture as an element tree on the 1080-unit canvas, before anything is drawn. */
export function layoutGraphic(brief: GraphicBrief, ctx: LayoutContext = toContext(brief)): Promise<El> {
  const layout = LAYOUTS[brief.style];
  if (!layout) throw new Error(`Unknown image style: ${String(brief.style)}`);
  return layout(ctx);
}

/** An element tree as SVG, with the fonts its texts ask for. */
export function drawSvg(root: El): Promise<string> {
  return satori(root, { width: CANVAS, height: CANVAS, fonts: fontsFor(root) });
}

/**
 * Draws the brief as a square PNG of size×size pixels, offline: fonts come from node_modules and
 * nothing is fetched. Each style lays out the same facts in its own way on a 1080-unit canvas.
 */
export async function renderGraphic(brief: GraphicBrief, size = CANVAS): Promise<Buffer> {
  if (!Number.isInteger(size) || size < 16 || size > 4096) {
    throw new RangeError(`size must be an integer from 16 to 4096, got ${size}`);
  }
  const ctx = toContext(brief);
  let svg: string;
  try {
    svg = await drawSvg(await layoutGraphic(brief, ctx));
  } catch (error) {
    // A logo that satori cannot decode must not cost the client the whole picture.
    if (!ctx.logo) throw error;
    svg = await drawSvg(await layoutGraphic(brief, { ...ctx, logo: null }));
  }
  const rendered = await renderAsync(svg, {
    fitTo: { mode: 'width', value: size },
    font: { loadSystemFonts: false },
    background: '#ffffff',
  });
  return rendered.asPng();
}
