import type { z } from 'zod';
import type { CalendarEventItem, EventKind, eventCategorySchema } from '../../../../contract/calendar.js';
import type { DateRule } from './rules.js';

export type EventCategory = z.infer<typeof eventCategorySchema>;

/** A yearly day from the curated dataset. */
export interface AwarenessDay {
  /** Stable kebab-case identifier, unique in the dataset. */
  id: string;
  /** English title. */
  title: string;
  /** 2 to 5 hashtags, each '#' followed by letters or digits. */
  hashtags: string[];
  category: EventCategory;
  /** The day's character; omitted means the usual one for its category (see kindOfDay). */
  kind?: EventKind;
  rule: DateRule;
  /** One sentence on what the day is for or where it comes from, naming the day, which a post may use. */
  about?: string;
  /** ISO 3166-1 alpha-2 codes of the countries it is observed in; omitted means everywhere. */
  countries?: string[];
}

/** The usual character of a day of each category, for the days that do not say otherwise. */
const KIND_OF_CATEGORY: Readonly<Record<EventCategory, EventKind>> = {
  holiday: 'public-holiday',
  business: 'commercial',
  seasonal: 'season',
  health: 'awareness',
  food: 'celebration',
  cultural: 'celebration',
  international: 'celebration',
};

export function kindOfDay(day: AwarenessDay): EventKind {
  return day.kind ?? KIND_OF_CATEGORY[day.category];
}

/** One event on one date of one year, as the calendar shows it. */
export type CalendarEvent = CalendarEventItem;
