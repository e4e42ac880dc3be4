import { ensureContrast, hsl, hueOf, mix, rgba } from '../color.js';
import { box, layer } from '../el.js';
import { fitName, fitText, textBlock } from '../fit.js';
import type { TextFont } from '../measure.js';
import type { El, LayoutContext } from '../types.js';
import { canvas, label, logoTile } from './parts.js';

const PLUM = '#2f2a3d';
const TITLE: TextFont = { family: 'sans', weight: 800, tracking: -0.02 };
const PILL: TextFont = { family: 'sans', weight: 700, upper: true, tracking: 0.1 };
const BODY: TextFont = { family: 'sans', weight: 600 };

/** The colour's hue as a soft pastel, so muddy brand colours still give clean tints. */
function pastelOf(color: string, lightness = 0.88): string {
  return hsl(hueOf(color), 0.75, lightness);
}

/** Pastel: soft brand-tinted gradient with floating blobs and one rounded white card in the middle. */
export async function pastel(ctx: LayoutContext): Promise<El> {
  const softA = pastelOf(ctx.primary);
  const softB = pastelOf(ctx.accent, 0.9);
  const softC = hsl((hueOf(ctx.primary) + hueOf(ctx.accent)) / 2 + 180, 0.6, 0.9);
  const pillBg = pastelOf(ctx.primary, 0.84);
  const pillInk = ensureContrast(hsl(hueOf(ctx.primary), 0.5, 0.32), pillBg, 4.5);
  const chipBg = pastelOf(ctx.accent, 0.92);
  const chipInk = ensureContrast(hsl(hueOf(ctx.accent), 0.45, 0.32), chipBg, 4.5);
  const shadow = rgba(mix(ctx.accent, PLUM, 0.5), 0.12);

  const title = await fitText(ctx.title, TITLE, {
    width: 640,
    height: 360,
    maxSize: 100,
    minSize: 40,
    lineHeight: 1.08,
  });
  const name = await fitName(ctx.businessName, BODY, 640, 28);

  const card = box(
    {
      width: 800,
      flexDirection: 'column',
      alignItems: 'center',
      gap: 34,
      padding: ctx.logo ? '100px 70px 76px' : '80px 70px 76px',
      borderRadius: 64,
      backgroundColor: '#ffffff',
      boxShadow: `0 22px 24px ${shadow}`,
    },
    [
      label(PILL, 22, ctx.date.long, {
        color: pillInk,
        backgroundColor: pillBg,
        borderRadius: 30,
        padding: '12px 28px',
      }),
      textBlock(title, { color: PLUM }, 'center'),
      box({ gap: 12 }, [
        box({ width: 12, height: 12, borderRadius: 6, backgroundColor: pastelOf(ctx.primary, 0.72) }),
        box({ width: 12, height: 12, borderRadius: 6, backgroundColor: hsl(hueOf(softC), 0.6, 0.75) }),
        box({ width: 12, height: 12, borderRadius: 6, backgroundColor: pastelOf(ctx.accent, 0.75) }),
      ]),
      textBlock(name, { color: '#6d6679' }, 'center'),
      box(
        { gap: 14, flexWrap: 'wrap', justifyContent: 'center' },
        ctx.hashtags.slice(0, 3).map((tag) =>
          label(BODY, 20, tag, {
            color: chipInk,
            backgroundColor: chipBg,
            borderRadius: 24,
            padding: '9px 20px',
          }),
        ),
      ),
    ],
  );

  return canvas(
    {
      backgroundImage: `linear-gradient(135deg, ${softA} 0%, ${softC} 55%, ${softB} 100%)`,
      alignItems: 'center',
      justifyContent: 'center',
    },
    [
      layer({
        left: -150,
        top: -130,
        width: 470,
        height: 470,
        borderRadius: 235,
        backgroundColor: rgba('#ffffff', 0.4),
      }),
      layer({
        left: 800,
        top: 40,
        width: 190,
        height: 190,
        borderRadius: 95,
        backgroundColor: rgba(softB, 0.95),
      }),
      layer({
        left: 720,
        top: 780,
        width: 460,
        height: 460,
        borderRadius: 230,
        backgroundColor: rgba(softA, 0.9),
      }),
      layer({
        left: 70,
        top: 890,
        width: 110,
        height: 110,
        borderRadius: 55,
        backgroundColor: rgba('#ffffff', 0.5),
      }),
      box({ position: 'relative', flexDirection: 'column', alignItems: 'center' }, [
        ...(ctx.logo
          ? [
              logoTile(ctx.logo, 120, {
                background: '#ffffff',
                round: true,
                style: { marginBottom: -60, zIndex: 1, boxShadow: `0 8px 16px ${shadow}` },
              }),
            ]
          : []),
        card,
      ]),
    ],
  );
}
