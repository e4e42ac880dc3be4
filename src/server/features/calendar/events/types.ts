import type { z } from 'zod';
import type { CalendarEventItem, eventCategorySchema } from '../../../../contract/calendar.js';
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
  rule: DateRule;
  /** ISO 3166-1 alpha-2 codes of the countries it is observed in; omitted means everywhere. */
  countries?: string[];
}

/** One event on one date of one year, as the calendar shows it. */
export type CalendarEvent = CalendarEventItem;
