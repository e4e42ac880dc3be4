import { hsl, hueOf, mix } from '../color.js';
import { box } from '../el.js';
import { fitName, fitText, textBlock } from '../fit.js';
import type { TextFont } from '../measure.js';
import type { El, LayoutContext } from '../types.js';
import { canvas, label, logoTile } from './parts.js';

const INK = '#2f2e2c';
const MUTED = '#6f6b65';
const RULE = '#b8b3ab';
const TITLE: TextFont = { family: 'serif', weight: 400 };
const SPACED: TextFont = { family: 'sans', weight: 500, upper: true, tracking: 0.24 };
const BODY: TextFont = { family: 'sans', weight: 500 };

/**
 * Quiet: for days of remembrance. Soft grey paper with only a breath of the brand's hue, the date,
 * one thin rule and the title in a light serif; the name and a grey logo below. No shapes, no tags.
 */
export async function quiet(ctx: LayoutContext): Promise<El> {
  const paper = mix('#efedea', hsl(hueOf(ctx.primary), 0.2, 0.6), 0.06);
  const title = await fitText(ctx.title, TITLE, {
    width: 780,
    height: 440,
    maxSize: 84,
    minSize: 36,
    lineHeight: 1.2,
  });
  const name = await fitName(ctx.businessName, BODY, ctx.logo ? 560 : 640, 24);

  return canvas(
    {
      backgroundColor: paper,
      flexDirection: 'column',
      alignItems: 'center',
      padding: '120px 140px 100px',
    },
    [
      box({ flexDirection: 'column', alignItems: 'center', justifyContent: 'center', flexGrow: 1, gap: 44 }, [
        label(SPACED, 22, ctx.date.long, { color: MUTED }),
        box({ width: 56, height: 1, backgroundColor: RULE }),
        textBlock(title, { color: INK }, 'center'),
      ]),
      box({ alignItems: 'center', gap: 18, minHeight: 64 }, [
        ...(ctx.logo ? [logoTile(ctx.logo, 48, { style: { filter: 'grayscale(1)', opacity: 0.8 } })] : []),
        textBlock(name, { color: MUTED }, 'center'),
      ]),
    ],
  );
}
