import type { CalendarEventItem } from '../../../contract/calendar';

const MS_PER_DAY = 86_400_000;

/** The dates (YYYY-MM-DD) of the `count` days starting with `today`. */
export function nextDays(today: string, count: number): string[] {
  const start = new Date(`${today}T00:00:00Z`).getTime();
  return Array.from({ length: count }, (_, index) =>
    new Date(start + index * MS_PER_DAY).toISOString().slice(0, 10),
  );
}

/** The events on those days, in date order, from the years' events given. */
export function eventsOn(days: readonly string[], events: readonly CalendarEventItem[]): CalendarEventItem[] {
  const wanted = new Set(days);
  return events.filter((event) => wanted.has(event.date)).sort((a, b) => a.date.localeCompare(b.date));
}
