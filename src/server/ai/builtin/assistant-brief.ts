import type { EventKind } from '../../../contract/calendar.js';
import type { BrandBrief } from './brand.js';
import type { Spelling } from './spelling.js';

/** A day of the calendar the assistant may suggest or write a post for. */
export interface UpcomingDay {
  date: string;
  title: string;
  hashtags: readonly string[];
  kind: EventKind;
  /** What the day is for, when the calendar knows. */
  about?: string;
}

/** How far ahead the assistant plans: a week, today included. */
export const DAYS_AHEAD = 7;

/** How far ahead it finds a day the message names ("ideas for Christmas"): a year. */
export const DAYS_FOUND_AHEAD = 366;

export interface AssistantBrief {
  businessName: string;
  /** Today's date (YYYY-MM-DD) where the business is. */
  today: string;
  /**
   * The calendar's days from today for DAYS_AHEAD days, in date order; on each date those that matter to the
   * business first.
   */
  upcoming: readonly UpcomingDay[];
  /** The calendar's days after those, up to DAYS_FOUND_AHEAD days from today, in the same order. */
  later: readonly UpcomingDay[];
  /** The business's brand profile, when it has one: ideas and posts then name what it offers. */
  brand?: BrandBrief;
  /** The user's message, as sent. */
  message: string;
  /** How the business's country spells its English: the posts it is given follow it. */
  spelling?: Spelling;
}
