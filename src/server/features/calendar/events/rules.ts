/**
 * How a yearly event finds its date. Every rule is plain calendar arithmetic done in UTC, so the answer never
 * depends on the server's time zone.
 */
export type DateRule =
  /** The same month and day every year; month 1-12. February 29 is not allowed (it would skip most years). */
  | { kind: 'fixed'; month: number; day: number }
  /** The nth given weekday of a month (weekday 0 = Sunday .. 6 = Saturday); nth -1 is the last one. */
  | { kind: 'nth-weekday'; month: number; weekday: number; nth: 1 | 2 | 3 | 4 | -1 }
  /** Days after Western (Gregorian) Easter Sunday; negative for days before it. */
  | { kind: 'easter'; offset: number };

const MS_PER_DAY = 86_400_000;

/** Years the Gregorian rules (and Date.UTC's four-digit years) are good for. */
const MIN_YEAR = 1583;
const MAX_YEAR = 9999;

function checkYear(year: number): void {
  if (!Number.isInteger(year) || year < MIN_YEAR || year > MAX_YEAR) {
    throw new RangeError(`year must be a whole number from ${MIN_YEAR} to ${MAX_YEAR}, got ${year}`);
  }
}

function checkMonth(month: number): void {
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    throw new RangeError(`month must be a whole number from 1 to 12, got ${month}`);
  }
}

function daysInMonth(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one.
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Weekday (0 = Sunday) of a calendar date. */
function weekdayOf(year: number, month: number, day: number): number {
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

function formatDate(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** Western Easter Sunday by the anonymous Gregorian algorithm (Meeus/Jones/Butcher). */
export function easterSunday(year: number): { month: number; day: number } {
  checkYear(year);
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { month, day };
}

function resolveFixed(month: number, day: number, year: number): string {
  checkMonth(month);
  if (!Number.isInteger(day) || day < 1 || day > daysInMonth(year, month)) {
    throw new RangeError(`${year}-${pad(month, 2)} has no day ${day}`);
  }
  return formatDate(year, month, day);
}

function resolveNthWeekday(month: number, weekday: number, nth: number, year: number): string {
  checkMonth(month);
  if (!Number.isInteger(weekday) || weekday < 0 || weekday > 6) {
    throw new RangeError(`weekday must be 0 (Sunday) to 6 (Saturday), got ${weekday}`);
  }
  if (nth === -1) {
    const last = daysInMonth(year, month);
    const back = (weekdayOf(year, month, last) - weekday + 7) % 7;
    return formatDate(year, month, last - back);
  }
  if (!Number.isInteger(nth) || nth < 1 || nth > 4) {
    throw new RangeError(`nth must be 1, 2, 3, 4 or -1, got ${nth}`);
  }
  const first = 1 + ((weekday - weekdayOf(year, month, 1) + 7) % 7);
  return formatDate(year, month, first + 7 * (nth - 1));
}

function resolveEaster(offset: number, year: number): string {
  if (!Number.isInteger(offset)) throw new RangeError(`easter offset must be a whole number, got ${offset}`);
  const easter = easterSunday(year);
  const date = new Date(Date.UTC(year, easter.month - 1, easter.day) + offset * MS_PER_DAY);
  return formatDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/** The 'YYYY-MM-DD' date a rule gives in a year; throws a RangeError for a rule that names no real date. */
export function resolveRule(rule: DateRule, year: number): string {
  checkYear(year);
  switch (rule.kind) {
    case 'fixed':
      return resolveFixed(rule.month, rule.day, year);
    case 'nth-weekday':
      return resolveNthWeekday(rule.month, rule.weekday, rule.nth, year);
    case 'easter':
      return resolveEaster(rule.offset, year);
  }
}
