import { ensureContrast, mix } from '../color.js';
import { box } from '../el.js';
import { fitName, fitText, textBlock } from '../fit.js';
import type { TextFont } from '../measure.js';
import type { El, LayoutContext } from '../types.js';
import { canvas, label, logoTile, tagRow } from './parts.js';

const PAD = 110;
const INK = '#1b1b1b';
const MUTED = '#8b8a86';
const TITLE: TextFont = { family: 'sans', weight: 600, tracking: -0.03 };
const SMALL_CAPS: TextFont = { family: 'sans', weight: 600, tracking: 0.22, upper: true };
const BODY: TextFont = { family: 'sans', weight: 500 };

/** Minimal: quiet paper, one thin brand rule, left-aligned small-caps date over a calm title. */
export async function minimal(ctx: LayoutContext): Promise<El> {
  const paper = mix('#fbfaf7', ctx.primary, 0.04);
  const rule = ensureContrast(ctx.primary, paper, 1.8);
  const dateColor = ensureContrast(ctx.accent, paper, 4.5);
  const width = 1080 - PAD * 2;

  const title = await fitText(ctx.title, TITLE, {
    width: width - 40,
    height: 430,
    maxSize: 116,
    minSize: 52,
  });
  const name = await fitName(ctx.businessName, BODY, width - 200, 26);

  return canvas({ backgroundColor: paper, flexDirection: 'column', padding: PAD, color: INK }, [
    box({ alignItems: 'center', gap: 20, height: 64 }, [
      ...(ctx.logo ? [logoTile(ctx.logo, 56)] : []),
      textBlock(name, { color: '#55544f' }),
    ]),
    box({ flexDirection: 'column', flexGrow: 1, justifyContent: 'center' }, [
      label(SMALL_CAPS, 24, ctx.date.long, { color: dateColor }),
      box({ width: 84, height: 3, backgroundColor: rule, marginTop: 34, marginBottom: 44 }),
      textBlock(title, { color: INK }),
    ]),
    box({ flexDirection: 'column', gap: 26 }, [
      box({ height: 1, backgroundColor: '#e2e0da' }),
      box({ justifyContent: 'space-between', alignItems: 'center' }, [
        tagRow(ctx.hashtags.slice(0, 3), BODY, 24, { color: MUTED }),
        label(BODY, 24, ctx.date.year, { color: MUTED }),
      ]),
    ]),
  ]);
}
