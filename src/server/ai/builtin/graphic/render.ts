import { renderAsync } from '@resvg/resvg-js';
import satori from 'satori';
import { toContext } from './brief.js';
import { loadFonts } from './fonts.js';
import { LAYOUTS } from './styles/index.js';
import { CANVAS, type GraphicBrief, type LayoutContext } from './types.js';

export type { GraphicBrief } from './types.js';

async function toSvg(ctx: LayoutContext, brief: GraphicBrief): Promise<string> {
  const layout = LAYOUTS[brief.style];
  if (!layout) throw new Error(`Unknown image style: ${String(brief.style)}`);
  return satori(await layout(ctx), { width: CANVAS, height: CANVAS, fonts: loadFonts() });
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
    svg = await toSvg(ctx, brief);
  } catch (error) {
    // A logo that satori cannot decode must not cost the client the whole picture.
    if (!ctx.logo) throw error;
    svg = await toSvg({ ...ctx, logo: null }, brief);
  }
  const rendered = await renderAsync(svg, {
    fitTo: { mode: 'width', value: size },
    font: { loadSystemFonts: false },
    background: '#ffffff',
  });
  return rendered.asPng();
}
