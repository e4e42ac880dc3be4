import { darker, mix, rgba } from '../color.js';
import { box, layer } from '../el.js';
import { fitName, fitText, textBlock } from '../fit.js';
import type { TextFont } from '../measure.js';
import type { El, LayoutContext, Style } from '../types.js';
import { canvas, label, logoTile, tagRow } from './parts.js';

const IVORY = '#f4ede1';
const TITLE: TextFont = { family: 'serif', weight: 400, tracking: 0.01 };
const SPACED: TextFont = { family: 'sans', weight: 500, upper: true, tracking: 0.32 };
const ITALIC: TextFont = { family: 'serif', weight: 400, italic: true };

function diamond(size: number, color: string, style: Style = {}): El {
  return box({ width: size, height: size, backgroundColor: color, transform: 'rotate(45deg)', ...style });
}

function ornament(color: string): El {
  return box({ alignItems: 'center', gap: 18 }, [
    box({ width: 90, height: 1, backgroundColor: color }),
    diamond(9, color),
    box({ width: 90, height: 1, backgroundColor: color }),
  ]);
}

/** Elegant: deep night background, thin double gold frame, spaced capitals and a light serif title. */
export async function elegant(ctx: LayoutContext): Promise<El> {
  const night = mix(darker(ctx.accent, ctx.primary), '#0a0b0f', 0.74);
  const glow = mix(night, '#ffffff', 0.07);
  const gold = mix('#d6b77f', ctx.primary, 0.15);
  const inset = 46;

  const title = await fitText(ctx.title, TITLE, {
    width: 740,
    height: 380,
    maxSize: 108,
    minSize: 44,
    lineHeight: 1.14,
  });
  const name = await fitName(ctx.businessName, SPACED, 680, 22);
  const corners = [
    [inset, inset],
    [1080 - inset, inset],
    [inset, 1080 - inset],
    [1080 - inset, 1080 - inset],
  ];

  return canvas(
    {
      backgroundColor: night,
      backgroundImage: `radial-gradient(circle at 50% 46%, ${glow} 0%, ${night} 72%)`,
      flexDirection: 'column',
      alignItems: 'center',
      padding: '110px 150px',
    },
    [
      layer({
        left: inset,
        top: inset,
        width: 1080 - inset * 2,
        height: 1080 - inset * 2,
        border: `2px solid ${gold}`,
      }),
      layer({
        left: inset + 14,
        top: inset + 14,
        width: 1080 - (inset + 14) * 2,
        height: 1080 - (inset + 14) * 2,
        border: `1px solid ${rgba(gold, 0.45)}`,
      }),
      ...corners.map(([x = 0, y = 0]) => layer({ left: x - 8, top: y - 8 }, [diamond(16, gold)])),
      box({ position: 'relative', height: 90, alignItems: 'center' }, [
        ctx.logo ? logoTile(ctx.logo, 88, { background: IVORY, round: true }) : diamond(12, gold),
      ]),
      box(
        {
          position: 'relative',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          flexGrow: 1,
          gap: 40,
        },
        [
          label(SPACED, 22, ctx.date.long, { color: gold }),
          ornament(gold),
          textBlock(title, { color: IVORY }, 'center'),
          ornament(gold),
          tagRow(ctx.hashtags.slice(0, 2), ITALIC, 30, { color: rgba(gold, 0.85), justifyContent: 'center' }),
        ],
      ),
      textBlock(name, { color: gold, marginTop: 10, position: 'relative' }, 'center'),
    ],
  );
}
