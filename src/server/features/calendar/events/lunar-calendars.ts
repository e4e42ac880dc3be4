/**
 * Dates of the lunar and lunisolar calendars, read from the ICU calendars built into Intl. Islamic and Hebrew
 * dates are cheap to format, so every day of a Gregorian year is formatted once and looked up by its month and
 * day there; ICU works the Chinese calendar out astronomically (a fraction of a millisecond a day), so for it
 * only the weeks where the date can fall are searched, and the day found is checked against a precise new moon.
 */

import { MS_PER_DAY, SYNODIC_MONTH_DAYS } from './astronomy.js';
import { nearestNewMoon } from './moon-phases.js';

/** Calendars whose months follow the moon. The Umm al-Qura calendar is Saudi Arabia's computed Islamic one. */
export type LunarCalendar = 'islamic-umalqura' | 'hebrew' | 'chinese';

/**
 * Hebrew months by the names Intl gives them in English. 'Adar' is the one of common years; asked for, it also
 * names Adar II of a leap year, in which Purim and the other days of Adar are kept.
 */
export type HebrewMonth =
  | 'Tishri'
  | 'Heshvan'
  | 'Kislev'
  | 'Tevet'
  | 'Shevat'
  | 'Adar I'
  | 'Adar'
  | 'Adar II'
  | 'Nisan'
  | 'Iyar'
  | 'Sivan'
  | 'Tamuz'
  | 'Av'
  | 'Elul';

/** A Chinese year has 353 to 355 days, or 383 to 385 with a leap month. */
const CHINESE_YEAR_DAYS_MIN = 353;
const CHINESE_YEAR_DAYS_MAX = 385;

/** The mean time from one new moon to the next. */
const SYNODIC_MONTH_MS = SYNODIC_MONTH_DAYS * MS_PER_DAY;

const formatters = new Map<LunarCalendar, Intl.DateTimeFormat>();

function formatterFor(calendar: LunarCalendar): Intl.DateTimeFormat {
  const known = formatters.get(calendar);
  if (known) return known;
  // The hebrew calendar names its months (Intl's month numbers there shift with leap years); the others count.
  const made = new Intl.DateTimeFormat(`en-u-ca-${calendar}`, {
    timeZone: 'UTC',
    month: calendar === 'hebrew' ? 'long' : 'numeric',
    day: 'numeric',
  });
  formatters.set(calendar, made);
  return made;
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

function isoDate(date: Date): string {
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1, 2)}-${pad(date.getUTCDate(), 2)}`;
}

/** 'month/day' of a date in the calendar; a Chinese leap month reads like '4bis', so it never matches '4'. */
function monthAndDay(calendar: LunarCalendar, date: Date): string | undefined {
  const parts = formatterFor(calendar).formatToParts(date);
  const month = parts.find((part) => part.type === 'month')?.value;
  const day = parts.find((part) => part.type === 'day')?.value;
  return month === undefined || day === undefined ? undefined : `${month}/${Number(day)}`;
}

/** The Gregorian dates of every 'month/day' of the calendar in a year, by calendar and year. */
const yearIndexes = new Map<string, Map<string, string[]>>();

/** Years of indexes kept; any year may be asked for, so the oldest are let go beyond this. */
const YEAR_INDEXES_KEPT = 64;

function indexYear(calendar: 'islamic-umalqura' | 'hebrew', year: number): Map<string, string[]> {
  const cacheKey = `${calendar} ${year}`;
  const known = yearIndexes.get(cacheKey);
  if (known) return known;
  const index = new Map<string, string[]>();
  for (let time = Date.UTC(year, 0, 1); time < Date.UTC(year + 1, 0, 1); time += MS_PER_DAY) {
    const date = new Date(time);
    const key = monthAndDay(calendar, date);
    if (key === undefined) continue;
    const dates = index.get(key);
    if (dates) dates.push(isoDate(date));
    else index.set(key, [isoDate(date)]);
  }
  yearIndexes.set(cacheKey, index);
  const oldest = yearIndexes.keys().next().value;
  if (yearIndexes.size > YEAR_INDEXES_KEPT && oldest !== undefined) yearIndexes.delete(oldest);
  return index;
}

/** Beijing time, in which the Chinese calendar counts its days. */
const BEIJING_OFFSET_MS = 8 * 3_600_000;

/**
 * A Chinese month begins on the day of the new moon in Beijing time. ICU's own new moons can be a few minutes
 * out, so the day ICU gives is moved onto the month that starts on the precisely computed new moon.
 */
function onBeijingNewMoon(time: number, day: number): string {
  const icuMonthStart = time - (day - 1) * MS_PER_DAY;
  const newMoon = nearestNewMoon(new Date(icuMonthStart + MS_PER_DAY / 2)).getTime();
  const beijingDay = Math.floor((newMoon + BEIJING_OFFSET_MS) / MS_PER_DAY) * MS_PER_DAY;
  return isoDate(new Date(beijingDay + (day - 1) * MS_PER_DAY));
}

/**
 * The Chinese year starts between January 21 and February 20 and its months last 29 or 30 days, with at most
 * one leap month before a date past the first month. So a date of the Chinese year that starts in the
 * Gregorian year lies in one window, and the same date of the year before (whose last months reach into
 * January) in that window moved back by a Chinese year.
 *
 * A Chinese month starts on a new moon, so in a window the date can only fall `day - 1` days after one of
 * its few new moons: ICU is asked about those days alone (a Chinese date costs ICU a fraction of a
 * millisecond to work out, and a calendar year is computed while requests wait). ICU's new moons can be a
 * few minutes out, so the day on either side of each candidate is asked about too.
 */
function chineseDates(month: number, day: number, year: number): string[] {
  const key = `${month}/${day}`;
  const leap = month > 1 ? 30 : 0;
  const earliest = Date.UTC(year, 0, 20) + ((month - 1) * 29 + day - 1) * MS_PER_DAY;
  const latest = Date.UTC(year, 1, 21) + ((month - 1) * 30 + day - 1 + leap) * MS_PER_DAY;
  const windows: [number, number][] = [
    [earliest - CHINESE_YEAR_DAYS_MAX * MS_PER_DAY, latest - CHINESE_YEAR_DAYS_MIN * MS_PER_DAY],
    [earliest, latest],
  ];
  const found = new Set<string>();
  for (const [from, to] of windows) {
    const start = Math.max(from, Date.UTC(year, 0, 1));
    const end = Math.min(to, Date.UTC(year, 11, 31));
    if (start > end) continue;
    for (const candidate of daysAfterNewMoons(start - (day + 1) * MS_PER_DAY, end, day - 1)) {
      if (candidate < start - MS_PER_DAY || candidate > end + MS_PER_DAY) continue;
      for (const time of [candidate - MS_PER_DAY, candidate, candidate + MS_PER_DAY]) {
        if (time < start || time > end) continue;
        if (monthAndDay('chinese', new Date(time)) === key) found.add(onBeijingNewMoon(time, day));
      }
    }
  }
  return [...found].sort();
}

/** The Beijing days (as UTC midnights) `offset` days after each new moon from `from` to `to`. */
function daysAfterNewMoons(from: number, to: number, offset: number): number[] {
  const days: number[] = [];
  let moon = nearestNewMoon(new Date(from)).getTime();
  if (moon < from - SYNODIC_MONTH_MS / 2) moon = nearestNewMoon(new Date(moon + SYNODIC_MONTH_MS)).getTime();
  while (moon <= to + MS_PER_DAY) {
    const beijingDay = Math.floor((moon + BEIJING_OFFSET_MS) / MS_PER_DAY) * MS_PER_DAY;
    days.push(beijingDay + offset * MS_PER_DAY);
    moon = nearestNewMoon(new Date(moon + SYNODIC_MONTH_MS)).getTime();
  }
  return days;
}

/**
 * The Gregorian dates ('YYYY-MM-DD') in a year whose date in the calendar is the given month and day: usually
 * one, none when the year misses it, and two for an Islamic date (the Islamic year is about eleven days shorter,
 * so a Gregorian year sometimes holds the same Islamic day twice, as 1 Ramadan in 2030).
 */
export function lunarDates(
  calendar: LunarCalendar,
  month: number | HebrewMonth,
  day: number,
  year: number,
): string[] {
  if (calendar === 'chinese') return chineseDates(Number(month), day, year);
  const index = indexYear(calendar, year);
  const dates = index.get(`${month}/${day}`) ?? [];
  // A Gregorian year holds the Adar of one Hebrew year only: Adar of a common year or Adar II of a leap one.
  if (calendar === 'hebrew' && month === 'Adar') return [...dates, ...(index.get(`Adar II/${day}`) ?? [])];
  return [...dates];
}
