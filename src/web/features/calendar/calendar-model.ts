import { type CalendarEventItem, WEEKDAYS } from '../../../contract/calendar';

export interface CalendarDay {
  /** YYYY-MM-DD, a calendar date with no time zone. */
  date: string;
  day: number;
  weekday: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

export function isoDate(year: number, month: number, day: number): string {
  return `${year}-${pad(month + 1)}-${pad(day)}`;
}

/** The days of a month (0-based), computed in UTC so no time zone shifts a date. */
export function daysOfMonth(year: number, month: number): CalendarDay[] {
  const count = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return Array.from({ length: count }, (_, index) => {
    const day = index + 1;
    return {
      date: isoDate(year, month, day),
      day,
      weekday: WEEKDAYS[new Date(Date.UTC(year, month, day)).getUTCDay()] ?? '',
    };
  });
}

/**
 * Today in the time zone given (the business's), or as the person at the screen sees it: an agency abroad
 * and its client see the same day.
 */
export function today(now = new Date(), timeZone?: string): { year: number; month: number; date: string } {
  if (!timeZone) {
    return {
      year: now.getFullYear(),
      month: now.getMonth(),
      date: isoDate(now.getFullYear(), now.getMonth(), now.getDate()),
    };
  }
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((candidate) => candidate.type === type)?.value);
  const [year, month, day] = [part('year'), part('month') - 1, part('day')];
  return { year, month, date: isoDate(year, month, day) };
}

/** Events of one month grouped by date, keeping the server's order within a day. */
export function eventsByDate(events: readonly CalendarEventItem[], year: number, month: number) {
  const prefix = `${year}-${pad(month + 1)}-`;
  const byDate = new Map<string, CalendarEventItem[]>();
  for (const event of events) {
    if (!event.date.startsWith(prefix)) continue;
    const list = byDate.get(event.date);
    if (list) list.push(event);
    else byDate.set(event.date, [event]);
  }
  return byDate;
}
