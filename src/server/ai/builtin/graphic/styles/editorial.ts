import { darker, ensureContrast, readableOn } from '../color.js';
import { box } from '../el.js';
import { fitLine, fitText, textBlock } from '../fit.js';
import type { TextFont } from '../measure.js';
import type { El, LayoutContext } from '../types.js';
import { canvas, fittedLine, label, logoTile, tagRow } from './parts.js';

const PAPER = '#f3efe6';
const INK = '#151515';
const GREY = '#57524a';
const MAST: TextFont = { family: 'serif', weight: 900, upper: true, tracking: -0.01 };
const NUMBER: TextFont = { family: 'serif', weight: 900, tracking: -0.04, lining: true };
const TITLE: TextFont = { family: 'serif', weight: 700, tracking: -0.01 };
const CAPS: TextFont = { family: 'sans', weight: 700, upper: true, tracking: 0.22 };
const ITALIC: TextFont = { family: 'serif', weight: 400, italic: true };

/** Editorial: a magazine cover — masthead with the business name, a huge date number, a title column. */
export async function editorial(ctx: LayoutContext): Promise<El> {
  const deep = darker(ctx.accent, ctx.primary);
  const light = deep === ctx.accent ? ctx.primary : ctx.accent;
  const numberColor = ensureContrast(deep, PAPER, 4.5);
  const rule = ensureContrast(light, PAPER, 2);
  const band = ensureContrast(deep, '#ffffff', 7);
  const bandInk = readableOn(band);
  const bandTag = ensureContrast(light, band, 4.5);

  const mast = await fitLine(ctx.businessName, MAST, 952, 118);
  const day = await fitLine(ctx.date.day, NUMBER, 340, 330);
  const title = await fitText(ctx.title, TITLE, {
    width: 480,
    height: 420,
    maxSize: 92,
    minSize: 34,
    lineHeight: 1.06,
    balance: false,
  });
  const issue = [ctx.date.month, ctx.date.year].filter(Boolean).join(' ');

  const dateColumn = ctx.date.day
    ? box({ flexDirection: 'column', width: 380, paddingRight: 36, justifyContent: 'center' }, [
        fittedLine(day, { color: numberColor, lineHeight: 0.86, marginLeft: -12 }),
        label(CAPS, 28, ctx.date.month, { color: INK, marginTop: 30 }),
        label(ITALIC, 36, ctx.date.weekday, { color: GREY, marginTop: 6 }),
      ])
    : box({ flexDirection: 'column', width: 380, paddingRight: 36, justifyContent: 'center' }, [
        label(ITALIC, 40, ctx.date.long, { color: numberColor, whiteSpace: 'normal' }),
      ]);

  return canvas({ backgroundColor: PAPER, flexDirection: 'column', color: INK }, [
    box({ flexDirection: 'column', padding: '52px 64px 0', flexGrow: 1 }, [
      box(
        {
          justifyContent: 'center',
          alignItems: 'center',
          height: Math.max(Math.round(mast.size * 1.05), 60),
        },
        [fittedLine(mast, { lineHeight: 1 })],
      ),
      box(
        {
          justifyContent: 'space-between',
          alignItems: 'center',
          borderTop: `4px solid ${INK}`,
          borderBottom: `1px solid ${INK}`,
          padding: '12px 0',
          marginTop: 18,
        },
        [
          label(CAPS, 17, issue ? `${issue} issue` : 'Special issue', { color: INK }),
          label(CAPS, 17, ctx.date.weekday ? `${ctx.date.weekday} edition` : '', { color: INK }),
        ],
      ),
      box({ flexGrow: 1, padding: '48px 0' }, [
        dateColumn,
        box({ width: 2, backgroundColor: INK }),
        box({ flexDirection: 'column', flexGrow: 1, paddingLeft: 44, justifyContent: 'center', gap: 26 }, [
          box({ alignItems: 'center', gap: 16 }, [
            box({ width: 44, height: 8, backgroundColor: rule }),
            label(CAPS, 18, 'On this day', { color: GREY }),
          ]),
          textBlock(title, { color: INK }),
        ]),
      ]),
    ]),
    box(
      {
        height: 104,
        backgroundColor: band,
        alignItems: 'center',
        justifyContent: 'space-between',
        padding: '0 64px',
      },
      [
        ctx.hashtags.length > 0
          ? tagRow(ctx.hashtags.slice(0, 3), CAPS, 20, { color: bandTag }, { letterSpacing: 2 })
          : label(CAPS, 20, ctx.date.long, { color: bandInk }),
        ...(ctx.logo ? [logoTile(ctx.logo, 68, { background: '#ffffff', radius: 10 })] : []),
      ],
    ),
  ]);
}
