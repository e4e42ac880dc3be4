import { mix } from '../color.js';
import { box, layer } from '../el.js';
import { fitName, fitText, textBlock } from '../fit.js';
import type { TextFont } from '../measure.js';
import type { El, LayoutContext } from '../types.js';
import { canvas, label, logoTile } from './parts.js';

const CREAM = '#f6e7c8';
const BROWN = '#56260f';
const RUST = '#c4502f';
const ORANGE = '#e5822f';
const MUSTARD = '#edb443';

const TITLE: TextFont = { family: 'serif', weight: 900, tracking: -0.01 };
const LABEL: TextFont = { family: 'sans', weight: 800, upper: true, tracking: 0.2 };
const PILL: TextFont = { family: 'sans', weight: 800, upper: true, tracking: 0.12 };
const TAG: TextFont = { family: 'sans', weight: 700 };

/** Retro: cream poster, 70s stripes on top, a rainbow of stacked arcs rising from the bottom edge. */
export async function retro(ctx: LayoutContext): Promise<El> {
  const brandBand = mix(ctx.primary, MUSTARD, 0.45);
  const arcs = [RUST, ORANGE, MUSTARD, brandBand, CREAM];
  const centerY = 1130;

  const title = await fitText(ctx.title, TITLE, {
    width: 860,
    height: 300,
    maxSize: 128,
    minSize: 48,
    lineHeight: 1.04,
  });
  const name = await fitName(ctx.businessName, LABEL, ctx.logo ? 680 : 780, 26);

  return canvas({ backgroundColor: CREAM, flexDirection: 'column', alignItems: 'center' }, [
    ...[RUST, ORANGE, MUSTARD].map((color, i) =>
      layer({ left: 0, top: 40 + i * 24, width: 1080, height: 14, backgroundColor: color }),
    ),
    ...arcs.map((color, i) => {
      const r = 480 - i * 80;
      return layer({
        left: 540 - r,
        top: centerY - r,
        width: r * 2,
        height: r * 2,
        borderRadius: r,
        backgroundColor: color,
      });
    }),
    ...(ctx.hashtags[0]
      ? [
          layer({ left: 0, top: 1010, width: 1080, justifyContent: 'center' }, [
            label(TAG, 26, ctx.hashtags[0], { color: BROWN }),
          ]),
        ]
      : []),
    layer(
      {
        left: 60,
        top: 150,
        width: 960,
        height: 470,
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'space-between',
      },
      [
        box({ alignItems: 'center', gap: 18 }, [
          ...(ctx.logo ? [logoTile(ctx.logo, 60)] : []),
          textBlock(name, { color: RUST }, 'center'),
        ]),
        textBlock(title, { color: BROWN }, 'center'),
        label(PILL, 26, ctx.date.long, {
          color: CREAM,
          backgroundColor: BROWN,
          borderRadius: 40,
          padding: '14px 34px',
        }),
      ],
    ),
  ]);
}
