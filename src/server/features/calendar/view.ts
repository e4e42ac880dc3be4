import type { BrandProfileValues, Industry } from '../../../contract/brand-profile.js';
import { BUSINESS_CATEGORIES, INDUSTRIES } from '../../../contract/brand-profile.js';
import { kindFromBusinessName } from '../../../contract/business-kind.js';
import { industriesOf, isLocalBusinessDay } from './events/industries.js';
import type { CalendarEvent, EventCategory } from './events/types.js';

/** How one business sees the calendar: the kinds of days it hides and the industries it leans to. */
export interface EventView {
  hidden: readonly EventCategory[];
  showSolemn: boolean;
  industries: readonly Industry[];
}

/**
 * A business without a profile sees every day but the remembrance days, which a business posts about
 * only when it chooses to; where its name says what it is ("Sunrise Bakery"), its kind's days come first.
 */
export function viewOf(profile: BrandProfileValues | null, businessName: string): EventView {
  if (!profile) {
    const kind = kindFromBusinessName(businessName);
    return { hidden: [], showSolemn: false, industries: kind ? BUSINESS_CATEGORIES[kind].industries : [] };
  }
  return {
    hidden: profile.hiddenCategories,
    showSolemn: profile.showSolemn,
    industries: BUSINESS_CATEGORIES[profile.category].industries,
  };
}

/** The same key for every business that sees the calendar alike, so they share one cached year. */
export function viewKey(view: EventView): string {
  return [
    [...view.hidden].sort().join(','),
    view.showSolemn ? 'solemn' : '',
    [...view.industries].sort().join(','),
  ].join('|');
}

/**
 * The year's events as the view shows them: hidden kinds left out, and on each day a day for local businesses
 * first, then the events that matter to the business's industries, the rest in their usual order.
 */
export function applyView(events: readonly CalendarEvent[], view: EventView): CalendarEvent[] {
  const shown = events.filter(
    (event) => !view.hidden.includes(event.category) && (view.showSolemn || event.kind !== 'solemn'),
  );
  if (view.industries.length === 0) return shown;
  const relevance = (event: CalendarEvent) =>
    industriesOf(event).filter((industry) => view.industries.includes(industry)).length;
  // A day for local businesses comes first whatever else the date holds; then the days of the most industries.
  const score = (event: CalendarEvent) =>
    isLocalBusinessDay(event) ? INDUSTRIES.length + 1 : relevance(event);
  return shown
    .map((event, order) => ({ event, order, score: score(event) }))
    .sort((a, b) => a.event.date.localeCompare(b.event.date) || b.score - a.score || a.order - b.order)
    .map((entry) => entry.event);
}
