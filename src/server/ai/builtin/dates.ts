import { MONTHS, WEEKDAYS } from '../../../contract/calendar.js';

export interface EventDate {
  /** 'Friday' */
  weekday: string;
  /** 'October 16' */
  monthDay: string;
  /** 'Friday, October 16' */
  full: string;
  /** '2026' */
  year: string;
  /** 'October' */
  monthName: string;
  /** 1 to 31 */
  dayOfMonth: number;
  /** '2026-10': the month the day falls in. */
  monthKey: string;
}

/** Reads a 'YYYY-MM-DD' calendar date with UTC date functions only; undefined when it is not a real date. */
export function readEventDate(text: string): EventDate | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match) return undefined;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return undefined;
  }
  const weekday = WEEKDAYS[date.getUTCDay()];
  const monthName = MONTHS[date.getUTCMonth()];
  if (weekday === undefined || monthName === undefined) return undefined;
  const monthDay = `${monthName} ${day}`;
  return {
    weekday,
    monthDay,
    full: `${weekday}, ${monthDay}`,
    year: String(year),
    monthName,
    dayOfMonth: day,
    monthKey: `${year}-${match[2]}`,
  };
}
