import { darker, luminance, mix, rgba, vivid } from '../color.js';
import { box, layer } from '../el.js';
import { fitName, fitText, textBlock } from '../fit.js';
import { seededRandom } from '../hash.js';
import type { TextFont } from '../measure.js';
import type { El, LayoutContext } from '../types.js';
import { canvas, label, logoTile, tagRow } from './parts.js';

const GOLD = '#ffd166';
const TITLE: TextFont = { family: 'sans', weight: 900, tracking: -0.02 };
const RIBBON: TextFont = { family: 'sans', weight: 800, upper: true, tracking: 0.12 };
const SPACED: TextFont = { family: 'sans', weight: 700, upper: true, tracking: 0.28 };
const TAG: TextFont = { family: 'sans', weight: 700 };

/** Confetti stays out of these boxes (x1, y1, x2, y2), where the text is. */
const CLEAR: [number, number, number, number][] = [
  [150, 70, 930, 190],
  [100, 190, 980, 900],
  [180, 910, 900, 1020],
];

/** Confetti scattered around the text, placed from the title's hash so each event gets its own. */
function confetti(seed: number, colors: string[]): El[] {
  const random = seededRandom(seed);
  const pieces: El[] = [];
  let tries = 0;
  while (pieces.length < 90 && tries < 3000) {
    tries++;
    const x = random() * 1080;
    const y = random() * 1080;
    const shape = random();
    const color = colors[Math.floor(random() * colors.length)] ?? GOLD;
    const size = 10 + random() * 16;
    const angle = Math.round(random() * 180);
    const opacity = 0.7 + random() * 0.3;
    if (CLEAR.some(([x1, y1, x2, y2]) => x > x1 - size && x < x2 && y > y1 - size && y < y2)) continue;
    if (shape < 0.4) {
      pieces.push(
        layer({
          left: x,
          top: y,
          width: size,
          height: size,
          borderRadius: size,
          backgroundColor: color,
          opacity,
        }),
      );
    } else if (shape < 0.8) {
      pieces.push(
        layer({
          left: x,
          top: y,
          width: size * 0.6,
          height: size * 1.5,
          borderRadius: 3,
          backgroundColor: color,
          opacity,
          transform: `rotate(${angle}deg)`,
        }),
      );
    } else {
      pieces.push(
        layer({
          left: x,
          top: y,
          width: size,
          height: size,
          borderRadius: size,
          border: `4px solid ${color}`,
          opacity,
        }),
      );
    }
  }
  return pieces;
}

/** Festive: deep celebratory background, confetti from the title hash, a gold date ribbon, big title. */
export async function festive(ctx: LayoutContext): Promise<El> {
  let deep = mix(darker(ctx.accent, ctx.primary), '#140a2a', 0.45);
  while (luminance(deep) > 0.045) deep = mix(deep, '#07040f', 0.2);
  const center = mix(deep, '#ffffff', 0.12);
  const colors = [GOLD, vivid(ctx.primary, 0.62), '#ff5d8f', '#2ec4b6', '#ffffff', '#8ecae6'];

  const title = await fitText(ctx.title, TITLE, {
    width: 800,
    height: 380,
    maxSize: 132,
    minSize: 48,
    lineHeight: 1.02,
  });
  const name = await fitName(ctx.businessName, SPACED, ctx.logo ? 640 : 740, 24);

  return canvas(
    {
      backgroundColor: deep,
      backgroundImage: `radial-gradient(circle at 50% 48%, ${center} 0%, ${deep} 70%)`,
      flexDirection: 'column',
      alignItems: 'center',
      padding: '96px 120px 90px',
    },
    [
      ...confetti(ctx.seed, colors),
      box({ position: 'relative', alignItems: 'center', gap: 18, height: 70 }, [
        ...(ctx.logo ? [logoTile(ctx.logo, 64, { background: '#ffffff', radius: 14 })] : []),
        textBlock(name, { color: GOLD }, 'center'),
      ]),
      box(
        {
          position: 'relative',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          flexGrow: 1,
          gap: 46,
        },
        [
          box({ alignItems: 'center' }, [
            box({ width: 28, height: 44, backgroundColor: mix(GOLD, '#7a4b00', 0.35), marginRight: -6 }),
            label(RIBBON, 28, ctx.date.long, {
              color: '#3a2300',
              backgroundColor: GOLD,
              padding: '16px 36px',
              borderRadius: 4,
            }),
            box({ width: 28, height: 44, backgroundColor: mix(GOLD, '#7a4b00', 0.35), marginLeft: -6 }),
          ]),
          textBlock(title, { color: '#ffffff', textShadow: `0 6px 0 ${rgba('#000000', 0.28)}` }, 'center'),
          box({ gap: 16, alignItems: 'center' }, [
            box({ width: 12, height: 12, backgroundColor: colors[2], transform: 'rotate(45deg)' }),
            box({ width: 18, height: 18, backgroundColor: GOLD, transform: 'rotate(45deg)' }),
            box({ width: 12, height: 12, backgroundColor: colors[3], transform: 'rotate(45deg)' }),
          ]),
        ],
      ),
      tagRow(ctx.hashtags.slice(0, 3), TAG, 28, {
        position: 'relative',
        color: GOLD,
        justifyContent: 'center',
      }),
    ],
  );
}
