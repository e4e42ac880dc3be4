import type { CSSProperties } from 'react';
import type { ImageStyleName } from '../../../../contract/options.js';
import type { Logo } from './logo.js';

/**
 * Whose colours and logo a picture wears: the agency's, or a client's own where its brand profile
 * sets them. The renderer draws whatever look it is given.
 */
export interface GraphicLook {
  /** '#rrggbb'; each style blends them into its own palette. */
  brand: { primary: string; accent: string };
  /** A data:image/… URL (svg or png) drawn small, or null. Anything else is ignored. */
  logo: string | null;
}

/** What the built-in renderer draws: one social graphic for one event and business. */
export interface GraphicBrief {
  style: ImageStyleName;
  /**
   * The event title, e.g. "World Bread Day", in any script the installed fonts have; long titles are
   * scaled down and wrapped. Emoji and letters no font has are left out rather than drawn as boxes.
   */
  title: string;
  /** 'YYYY-MM-DD', shown formatted, e.g. "Friday, October 16". */
  date: string;
  businessName: string;
  look: GraphicLook;
  /** 1-3 of them are shown where the layout has room. */
  hashtags: string[];
}

/** Every layout is drawn on a square canvas of this many units; the PNG is scaled to the asked size. */
export const CANVAS = 1080;

export type Style = CSSProperties;
export type Child = El | string;

/** The element shape satori reads (a React element without React). */
export interface El {
  type: 'div' | 'img';
  key: string | null;
  props: {
    style: Style;
    children?: Child[];
    src?: string;
    width?: number;
    height?: number;
  };
}

export interface DateParts {
  /** "Friday, October 16", or the raw input when it is not a valid date. */
  long: string;
  weekday: string;
  month: string;
  /** Day of the month, e.g. "16"; empty when the date is not valid. */
  day: string;
  year: string;
}

/** The brief, cleaned up for the layouts. */
export interface LayoutContext {
  title: string;
  businessName: string;
  date: DateParts;
  primary: string;
  accent: string;
  /** Inline image data with its aspect ratio, or null. */
  logo: Logo | null;
  /** Up to 3 tags, each starting with '#'. */
  hashtags: string[];
  /** A number derived from the title, for deterministic decoration. */
  seed: number;
}

export type Layout = (ctx: LayoutContext) => Promise<El>;
