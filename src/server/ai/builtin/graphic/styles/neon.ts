import { hsl, hueDistance, hueOf, mix, rgba, vivid } from '../color.js';
import { box, layer } from '../el.js';
import { fitName, fitText, textBlock } from '../fit.js';
import type { TextFont } from '../measure.js';
import type { El, LayoutContext } from '../types.js';
import { canvas, label, logoTile, tagRow } from './parts.js';

const NIGHT = '#07060d';
const TITLE: TextFont = { family: 'sans', weight: 800, upper: true, tracking: 0.01 };
const SPACED: TextFont = { family: 'sans', weight: 700, upper: true, tracking: 0.3 };
const TAG: TextFont = { family: 'sans', weight: 600 };
const HORIZON = 850;
const FRAME = { left: 110, top: 90, width: 860, height: 640, radius: 44, stroke: 5 };

/**
 * A neon glow as text shadows. Blur radii stay small: satori pads each shadow filter by radius²/4,
 * and every blurred pixel costs resvg time.
 */
function glow(color: string, strength = 1): string {
  return [5, 20].map((radius) => `0 0 ${Math.round(radius * strength)}px ${color}`).join(', ');
}

/**
 * A glowing tube drawn without blur filters or borders (both cost resvg a full-canvas mask each):
 * nested filled rounded boxes whose alpha adds up toward the tube, the tube with a hot core line,
 * then the dark inside of the sign.
 */
function tubeFrame(color: string, inside: string): El[] {
  const { left, top, width, height, radius, stroke } = FRAME;
  const rect = (grow: number, background: string): El =>
    layer({
      left: left - grow,
      top: top - grow,
      width: width + grow * 2,
      height: height + grow * 2,
      borderRadius: Math.max(radius + grow, 2),
      background,
    });
  const layers: El[] = [];
  for (let grow = 30; grow > 0; grow -= 3) layers.push(rect(grow, rgba(color, 0.045)));
  layers.push(
    rect(0, color),
    rect(-1.5, mix(color, '#ffffff', 0.6)),
    rect(-3.5, color),
    rect(-stroke, inside),
    rect(-stroke, rgba(color, 0.14)),
    rect(-stroke - 4, rgba(color, 0.1)),
    rect(-stroke - 10, inside),
  );
  return layers;
}

/** A synthwave floor: horizontal lines bunching toward the horizon and rays fanning out from it. */
function floor(color: string, horizonColor: string): El[] {
  const lines: El[] = [];
  for (let i = 1; i <= 6; i++) {
    const y = HORIZON + (1080 - HORIZON) * (i / 6) ** 1.8;
    lines.push(layer({ left: 0, top: y, width: 1080, height: 2, backgroundColor: rgba(color, 0.28) }));
  }
  const depth = 1080 - HORIZON;
  for (let i = -5; i <= 5; i++) {
    const dx = i * 260;
    const angle = (Math.atan2(dx, depth) * 180) / Math.PI;
    lines.push(
      layer({
        left: 539,
        top: HORIZON,
        width: 2,
        height: Math.hypot(dx, depth),
        backgroundColor: rgba(color, 0.28),
        transformOrigin: 'top center',
        transform: `rotate(${-angle}deg)`,
      }),
    );
  }
  for (let i = 6; i >= 1; i--) {
    lines.push(
      layer({
        left: 0,
        top: HORIZON - i * 2,
        width: 1080,
        height: 3 + i * 4,
        backgroundColor: rgba(horizonColor, 0.05),
      }),
    );
  }
  lines.push(layer({ left: 0, top: HORIZON, width: 1080, height: 3, backgroundColor: horizonColor }));
  return lines;
}

/** Neon: near-black night, a glowing tube frame like a sign, bright title over a synthwave floor. */
export async function neon(ctx: LayoutContext): Promise<El> {
  const tube = vivid(ctx.primary, 0.62);
  const second =
    hueDistance(ctx.primary, ctx.accent) > 60 ? ctx.accent : hsl(hueOf(ctx.primary) + 180, 1, 0.6);
  const frame = vivid(second, 0.62);

  const title = await fitText(ctx.title, TITLE, {
    width: 720,
    height: 370,
    maxSize: 112,
    minSize: 44,
    lineHeight: 1.08,
  });
  const name = await fitName(ctx.businessName, SPACED, ctx.logo ? 680 : 780, 26);

  return canvas(
    {
      backgroundColor: NIGHT,
      backgroundImage: `radial-gradient(circle at 50% 42%, ${rgba(frame, 0.16)} 0%, ${rgba(NIGHT, 0)} 62%)`,
    },
    [
      ...floor(frame, tube),
      ...tubeFrame(frame, `radial-gradient(circle at 50% 40%, ${mix(NIGHT, frame, 0.14)} 0%, ${NIGHT} 75%)`),
      layer(
        {
          left: FRAME.left,
          top: FRAME.top,
          width: FRAME.width,
          height: FRAME.height,
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 44,
          padding: 60,
        },
        [
          label(SPACED, 26, ctx.date.long, { color: '#fff3e8', textShadow: glow(tube, 0.8) }),
          textBlock(title, { color: '#ffffff', textShadow: glow(tube) }, 'center'),
          box({ width: 120, height: 4, borderRadius: 2, backgroundColor: frame }),
        ],
      ),
      layer(
        {
          left: 0,
          top: 744,
          width: 1080,
          height: 92,
          justifyContent: 'center',
          alignItems: 'center',
          gap: 22,
        },
        [
          ...(ctx.logo ? [logoTile(ctx.logo, 52, { background: '#ffffff', radius: 12 })] : []),
          textBlock(name, { color: '#eaf6ff', textShadow: glow(frame, 0.7) }, 'center'),
        ],
      ),
      layer({ left: 0, top: 966, width: 1080, justifyContent: 'center' }, [
        tagRow(ctx.hashtags.slice(0, 2), TAG, 26, {
          color: '#ffffff',
          textShadow: glow(tube, 0.6),
          justifyContent: 'center',
          backgroundColor: rgba(NIGHT, 0.75),
          padding: '10px 24px',
          borderRadius: 30,
        }),
      ]),
    ],
  );
}
