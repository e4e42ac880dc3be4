import type { Customisation } from '../../../../contract/agency';
import type { Colours } from '../../../../contract/agency-console/brand';
import type { BRAND_COLOURS } from '../../../ui/theme/brand';

export type BrandColour = (typeof BRAND_COLOURS)[number];

/** Each colour in the words of where it shows. */
export const COLOUR_LABELS: Record<BrandColour, string> = {
  topbar_bg: 'Top bar background',
  button_bg: 'Button background',
  button_text: 'Button text',
  button_border: 'Button border',
  body_bg: 'Page background',
  newsfeed_bg: 'News feed background',
  newsfeed_text: 'News feed text',
  newsfeed_tag_bg: 'News feed tag background',
  newsfeed_tag_text: 'News feed tag text',
};

/** A few colours to pick from at once; any other can be typed or picked. */
export const SWATCHES = [
  '#25262b',
  '#ffffff',
  '#000000',
  '#f8f9fa',
  '#212529',
  '#228be6',
  '#1864ab',
  '#e7f5ff',
  '#12b886',
  '#40c057',
  '#fab005',
  '#fd7e14',
  '#fa5252',
  '#be4bdb',
];

/** The colours of a customisation, without its logo: what the colours form edits. */
export function coloursOf(customisation: Customisation): Colours {
  const { logo: _logo, ...colours } = customisation;
  return colours;
}
