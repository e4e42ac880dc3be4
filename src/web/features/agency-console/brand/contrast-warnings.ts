import type { Colours } from '../../../../contract/agency-console/brand';
import { contrastRatio, READABLE_CONTRAST, readableTextOn } from '../../../ui/theme/contrast';
import type { BrandColour } from './colour-fields';

/** Text drawn on a background, and the field whose warning says so when they are hard to read together. */
interface TextOnBackground {
  text: (colours: Colours) => string;
  background: BrandColour;
  warnAt: BrandColour;
  what: string;
}

const PAIRS: readonly TextOnBackground[] = [
  {
    // The top bar's text is drawn light or dark, whichever reads better on its background.
    text: (colours) => readableTextOn(colours.topbar_bg),
    background: 'topbar_bg',
    warnAt: 'topbar_bg',
    what: "The top bar's text",
  },
  { text: (c) => c.button_text, background: 'button_bg', warnAt: 'button_text', what: 'Button text' },
  {
    text: (c) => c.newsfeed_text,
    background: 'newsfeed_bg',
    warnAt: 'newsfeed_text',
    what: 'News feed text',
  },
  {
    text: (c) => c.newsfeed_tag_text,
    background: 'newsfeed_tag_bg',
    warnAt: 'newsfeed_tag_text',
    what: 'News feed tag text',
  },
];

/** A ratio as people read it, rounded down so a ratio just under the minimum never reads as enough. */
const shown = (ratio: number) => `${(Math.floor(ratio * 10) / 10).toFixed(1)}:1`;

/**
 * A warning for each pair of text and background colours whose contrast is under what WCAG asks of
 * normal text (4.5:1), keyed by the field it shows beside. Colours still being typed are not judged.
 */
export function contrastWarnings(colours: Colours): Partial<Record<BrandColour, string>> {
  const warnings: Partial<Record<BrandColour, string>> = {};
  for (const pair of PAIRS) {
    const ratio = contrastRatio(pair.text(colours), colours[pair.background]);
    if (ratio !== null && ratio < READABLE_CONTRAST) {
      warnings[pair.warnAt] =
        `${pair.what} has a contrast of ${shown(ratio)} on its background; at least ${READABLE_CONTRAST}:1 is needed for everyone to read it easily.`;
    }
  }
  return warnings;
}
