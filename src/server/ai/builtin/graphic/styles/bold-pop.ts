import { contrast, ensureContrast, mix, readableOn, rgba } from '../color.js';
import { box, layer } from '../el.js';
import { fitName, fitText, textBlock } from '../fit.js';
import type { TextFont } from '../measure.js';
import type { El, LayoutContext } from '../types.js';
import { canvas, label, logoTile, tagRow } from './parts.js';

const TITLE: TextFont = { family: 'sans', weight: 900, upper: true, tracking: -0.03 };
const STICKER: TextFont = { family: 'sans', weight: 900, upper: true, tracking: 0.04 };
const NAME: TextFont = { family: 'sans', weight: 900, upper: true, tracking: 0.01 };
const TAG: TextFont = { family: 'sans', weight: 800 };
const TILT = -7;

/** Pop-art halftone: a grid of dots shrinking away from the top-right corner. */
function halftone(color: string): El[] {
  const dots: El[] = [];
  const step = 36;
  const cols = 13;
  const rows = 9;
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const fade = 1 - Math.hypot(col / cols, (row / rows) * 1.2) / 1.1;
      const d = Math.round(26 * fade);
      if (d < 4) continue;
      const cx = 1080 - 14 - col * step;
      const cy = 14 + row * step;
      dots.push(
        layer({
          left: cx - d / 2,
          top: cy - d / 2,
          width: d,
          height: d,
          borderRadius: d,
          backgroundColor: color,
        }),
      );
    }
  }
  return dots;
}

/** Bold Pop: brand-colour field, huge heavy upper-case title, a tilted slab and a date sticker. */
export async function boldPop(ctx: LayoutContext): Promise<El> {
  const field = ctx.primary;
  const ink = readableOn(field, '#111111', '#ffffff');
  const echo = ink === '#111111' ? '#ffffff' : '#111111';
  const slab = contrast(ctx.accent, field) >= 2.2 ? ctx.accent : ink;
  const slabInk = readableOn(slab, '#111111', '#ffffff');
  const tagColor = ensureContrast(field, slab, 3);

  const title = await fitText(ctx.title, TITLE, {
    width: 900,
    height: 396,
    maxSize: 172,
    minSize: 58,
    lineHeight: 0.98,
  });
  const name = await fitName(ctx.businessName, NAME, ctx.logo ? 700 : 860, 54);

  return canvas({ backgroundColor: field }, [
    ...halftone(rgba(mix(field, echo, 0.5), 0.6)),
    layer({
      left: -260,
      top: 700,
      width: 1600,
      height: 700,
      backgroundColor: slab,
      transform: `rotate(${TILT}deg)`,
    }),
    layer({
      left: -260,
      top: 676,
      width: 1600,
      height: 12,
      backgroundColor: ink,
      transform: `rotate(${TILT}deg)`,
    }),
    layer({ left: 90, top: 116, width: 900, height: 510, flexDirection: 'column' }, [
      box({ alignSelf: 'flex-start', transform: 'rotate(-3deg)', marginBottom: 30 }, [
        label(STICKER, 30, ctx.date.long, {
          color: ensureContrast(field, ink, 4.5),
          backgroundColor: ink,
          padding: '14px 26px',
        }),
      ]),
      box({ flexGrow: 1, alignItems: 'center' }, [
        textBlock(title, { color: ink, textShadow: `6px 6px 0 ${echo}` }),
      ]),
    ]),
    layer(
      {
        left: 90,
        top: 800,
        width: 900,
        height: 200,
        alignItems: 'center',
        gap: 36,
        transform: `rotate(${TILT}deg)`,
      },
      [
        box({ flexDirection: 'column', flexGrow: 1, gap: 14 }, [
          textBlock(name, { color: slabInk }),
          tagRow(ctx.hashtags.slice(0, 2), TAG, 28, { color: tagColor }),
        ]),
        ...(ctx.logo ? [logoTile(ctx.logo, 110, { background: '#ffffff', radius: 24 })] : []),
      ],
    ),
  ]);
}
