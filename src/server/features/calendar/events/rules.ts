import { addDays } from '../../../core/calendar-days.js';
import { type BadiReckoning, badiDate } from './badi-calendar.js';
import {
  type DayTime,
  fullMoonNakshatraDates,
  type LunarMonth,
  nakshatraDates,
  type SankrantiDay,
  sankrantiDate,
  solarMonthDates,
  tithiDates,
} from './indian-calendar.js';
import { type HebrewMonth, type LunarCalendar, lunarDates } from './lunar-calendars.js';
import { nowruzDate } from './nowruz.js';
import { type SeasonMark, seasonDate } from './seasons.js';
import { solarTermDate } from './solar-terms.js';

/**
 * The nth given weekday of a month (weekday 0 = Sunday .. 6 = Saturday); nth -1 is the last one. An offset
 * moves it by that many days, for days that follow another (Black Friday is the day after Thanksgiving).
 */
export type NthWeekdayRule = {
  kind: 'nth-weekday';
  month: number;
  weekday: number;
  nth: 1 | 2 | 3 | 4 | -1;
  offset?: number;
};

/**
 * How a yearly event finds its date. Every rule is worked out on calendar dates, never in the server's time zone:
 * an equinox or solstice in the time zone it is asked for, the Indian calendar's days as India keeps them (IST),
 * the rest in UTC.
 */
export type DateRule =
  /** The same month and day every year; month 1-12. February 29 is not allowed (it would skip most years). */
  | { kind: 'fixed'; month: number; day: number }
  /** The last day of a month: for February the 28th, or the 29th in a leap year. */
  | { kind: 'last-day'; month: number }
  | NthWeekdayRule
  /** Days after Western (Gregorian) Easter Sunday; negative for days before it. */
  | { kind: 'easter'; offset: number }
  /** Days after Orthodox Easter Sunday (the Julian computus, given as a Gregorian date). */
  | { kind: 'orthodox-easter'; offset: number }
  /**
   * A month and day of a lunar calendar (Islamic months 1-12, Chinese months 1-12); a Gregorian year can hold
   * an Islamic date twice or, rarely, not at all. Jewish and Islamic days begin at sundown the evening before.
   * An offset counts days from it (back when negative): -1 is its eve.
   */
  | { kind: 'lunar'; calendar: 'islamic-umalqura' | 'chinese'; month: number; day: number; offset?: number }
  | { kind: 'lunar'; calendar: 'hebrew'; month: HebrewMonth; day: number; offset?: number }
  /** An equinox or solstice, on its date in the time zone asked for. */
  | { kind: 'season'; mark: SeasonMark }
  /** Nowruz, the Iranian New Year, on the day Iran's calendar begins the year by the March equinox. */
  | { kind: 'nowruz' }
  /**
   * A solar term of the Chinese calendar, the day the Sun reaches a longitude (a multiple of 15°: Qingming at 15°),
   * dated in China's time as the calendar dates it.
   */
  | { kind: 'solar-term'; longitude: number }
  /**
   * A tithi (1–30) of a month of the Indian lunisolar calendar, on the day in India it is in force at the
   * festival's time of day (see indian-calendar.ts).
   */
  | { kind: 'tithi'; month: LunarMonth; tithi: number; at: DayTime }
  /**
   * The Sun's entry into a sidereal sign (0 = Mesha, Aries … 11 = Meena, Pisces), on its festival's day in India;
   * with a day, that day (1–29) of the solar month that begins then.
   */
  | { kind: 'sankranti'; sign: number; keptOn: SankrantiDay; day?: number }
  /**
   * A nakshatra (0 = Ashvini … 26 = Revati) of the solar month the Sun spends in a sidereal sign, on its day as
   * Kerala's calendar keeps Onam.
   */
  | { kind: 'nakshatra'; nakshatra: number; sign: number }
  /**
   * A nakshatra at the full moon of the solar month the Sun spends in a sidereal sign, on its day as the Tamil
   * almanacs keep Thaipusam.
   */
  | { kind: 'full-moon-nakshatra'; nakshatra: number; sign: number }
  /**
   * A day of the Bahá'í (Badíʿ) calendar, whose days run from sunset to sunset in Tehran: some days after Naw-Rúz,
   * the day of the March equinox (0 is Naw-Rúz), or after the day of the eighth new moon that follows it.
   */
  | { kind: 'badi'; from: BadiReckoning; days: number }
  /** Dates looked up by year ('YYYY-MM-DD'), for days no formula predicts well; other years have none. */
  | { kind: 'table'; dates: Readonly<Record<number, string>> }
  /** Another rule, from a year on; earlier years have none (a schedule that changed). */
  | { kind: 'since'; year: number; rule: DateRule };

/** A date of a lunar calendar, or some days from one. */
export type LunarRule = Extract<DateRule, { kind: 'lunar' }>;

/** Years the Gregorian rules (and Date.UTC's four-digit years) are good for. */
const MIN_YEAR = 1583;
const MAX_YEAR = 9999;

/** Throws a RangeError naming what a rule gave unless it is a whole number from least to most. */
function checkWholeNumber(what: string, value: number, least: number, most: number): void {
  if (!Number.isInteger(value) || value < least || value > most) {
    throw new RangeError(`${what} must be a whole number from ${least} to ${most}, got ${value}`);
  }
}

function checkYear(year: number): void {
  checkWholeNumber('year', year, MIN_YEAR, MAX_YEAR);
}

/**
 * Years the Indian calendar's rules are good for: the span the ΔT fit serves (delta-t.ts), within which each sign
 * is entered once in a Gregorian year near the date the rules start from.
 */
const INDIAN_CALENDAR_YEARS = { first: 1900, last: 2150 } as const;

function checkIndianCalendarYear(year: number): void {
  if (year < INDIAN_CALENDAR_YEARS.first || year > INDIAN_CALENDAR_YEARS.last) {
    throw new RangeError(
      `the Indian calendar's days are worked out for ${INDIAN_CALENDAR_YEARS.first}–${INDIAN_CALENDAR_YEARS.last}, got ${year}`,
    );
  }
}

/**
 * The days of the Badíʿ year's first eighteen months, after which come the intercalary days (Ayyám-i-Há), four or
 * five: a count within them is the same number of days after Naw-Rúz in every year.
 */
const BADI_DAYS_BEFORE_AYYAM_I_HA = 18 * 19 - 1;

/** The days every solar month has: the shortest, around the Earth's perihelion in January, runs 29 and a half. */
const SOLAR_MONTH_LEAST_DAYS = 29;

/** Throws a RangeError unless a day of a solar month is one every such month has. */
function checkSolarMonthDay(day: number): void {
  checkWholeNumber('day of a solar month', day, 1, SOLAR_MONTH_LEAST_DAYS);
}

function checkSign(sign: number): void {
  checkWholeNumber('sign', sign, 0, 11);
}

/** Throws a RangeError unless a longitude is one of the 24 solar terms': 0°, 15° … 345°. */
function checkSolarTerm(longitude: number): void {
  checkWholeNumber('solar term longitude', longitude, 0, 345);
  if (longitude % 15 !== 0)
    throw new RangeError(`a solar term's longitude is a multiple of 15, got ${longitude}`);
}

function checkNakshatra(nakshatra: number): void {
  checkWholeNumber('nakshatra', nakshatra, 0, 26);
}

function checkTithi(tithi: number): void {
  checkWholeNumber('tithi', tithi, 1, 30);
}

function checkMonth(month: number): void {
  checkWholeNumber('month', month, 1, 12);
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

function resolveNthWeekday(
  month: number,
  weekday: number,
  nth: number,
  offset: number,
  year: number,
): string {
  if (!Number.isInteger(offset)) throw new RangeError(`offset must be a whole number, got ${offset}`);
  return addDays(nthWeekday(month, weekday, nth, year), offset);
}

function nthWeekday(month: number, weekday: number, nth: number, year: number): string {
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

/**
 * Orthodox Easter Sunday: the Julian computus (Meeus, "Astronomical Algorithms", chapter 8) gives a Julian
 * calendar date, which is then moved to the Gregorian calendar by the centuries' difference (13 days in
 * 1900–2099, 14 in 2100–2199).
 */
export function orthodoxEasterSunday(year: number): { month: number; day: number } {
  checkYear(year);
  const a = year % 4;
  const b = year % 7;
  const c = year % 19;
  const d = (19 * c + 15) % 30;
  const e = (2 * a + 4 * b - d + 34) % 7;
  const julianMonth = Math.floor((d + e + 114) / 31);
  const julianDay = ((d + e + 114) % 31) + 1;
  const gap = Math.floor(year / 100) - Math.floor(year / 400) - 2;
  const date = new Date(Date.UTC(year, julianMonth - 1, julianDay + gap));
  return { month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

function resolveEaster(sunday: { month: number; day: number }, offset: number, year: number): string {
  if (!Number.isInteger(offset)) throw new RangeError(`easter offset must be a whole number, got ${offset}`);
  return addDays(formatDate(year, sunday.month, sunday.day), offset);
}

function checkLunarDay(month: number | string, day: number): void {
  if (typeof month === 'number') checkWholeNumber('lunar month', month, 1, 12);
  checkWholeNumber('lunar day', day, 1, 30);
}

/** The most days a rule may count from its lunar date: the eve or the days around a festival, not a new date. */
const MAX_LUNAR_OFFSET_DAYS = 30;

/** The dates in a year that lie some days from a lunar date, which can be a date of the year before or after. */
function offsetLunarDates(
  calendar: LunarCalendar,
  month: number | HebrewMonth,
  day: number,
  offset: number,
  year: number,
): string[] {
  checkWholeNumber('lunar offset', offset, -MAX_LUNAR_OFFSET_DAYS, MAX_LUNAR_OFFSET_DAYS);
  // Counting back can bring a date of the next year into this one; counting on, one of the year before.
  const neighbour = offset < 0 ? year + 1 : year - 1;
  const lunarYears = [year, neighbour].filter((lunarYear) => lunarYear >= MIN_YEAR && lunarYear <= MAX_YEAR);
  return lunarYears
    .flatMap((lunarYear) => lunarDates(calendar, month, day, lunarYear))
    .map((date) => addDays(date, offset))
    .filter((date) => date.startsWith(`${year}-`))
    .sort();
}

function resolveTable(dates: Readonly<Record<number, string>>, year: number): string[] {
  const date = dates[year];
  if (date === undefined) return [];
  if (!date.startsWith(`${pad(year, 4)}-`) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) {
    throw new RangeError(`table date for ${year} is not a date of that year: ${date}`);
  }
  return [date];
}

/**
 * The 'YYYY-MM-DD' dates a rule gives in a year, in order: one for most rules, none for a table or schedule
 * that does not cover the year, two for an Islamic date the year holds twice. Equinoxes and solstices fall on
 * their date in the time zone (IANA name; UTC unless one is given). Throws a RangeError for a rule that names no
 * real date.
 */
export function resolveRule(rule: DateRule, year: number, timeZone = 'UTC'): string[] {
  checkYear(year);
  switch (rule.kind) {
    case 'fixed':
      return [resolveFixed(rule.month, rule.day, year)];
    case 'last-day':
      checkMonth(rule.month);
      return [formatDate(year, rule.month, daysInMonth(year, rule.month))];
    case 'nth-weekday':
      return [resolveNthWeekday(rule.month, rule.weekday, rule.nth, rule.offset ?? 0, year)];
    case 'easter':
      return [resolveEaster(easterSunday(year), rule.offset, year)];
    case 'orthodox-easter':
      return [resolveEaster(orthodoxEasterSunday(year), rule.offset, year)];
    case 'lunar':
      checkLunarDay(rule.month, rule.day);
      return rule.offset === undefined
        ? lunarDates(rule.calendar, rule.month, rule.day, year)
        : offsetLunarDates(rule.calendar, rule.month, rule.day, rule.offset, year);
    case 'season':
      return [seasonDate(rule.mark, year, timeZone)];
    case 'nowruz':
      return [nowruzDate(year)];
    case 'solar-term':
      checkSolarTerm(rule.longitude);
      return [solarTermDate(rule.longitude, year)];
    case 'nakshatra':
      checkIndianCalendarYear(year);
      checkSign(rule.sign);
      checkNakshatra(rule.nakshatra);
      return nakshatraDates(rule.nakshatra, rule.sign, year);
    case 'full-moon-nakshatra':
      checkIndianCalendarYear(year);
      checkSign(rule.sign);
      checkNakshatra(rule.nakshatra);
      return fullMoonNakshatraDates(rule.nakshatra, rule.sign, year);
    case 'sankranti':
      checkIndianCalendarYear(year);
      checkSign(rule.sign);
      if (rule.day === undefined) return [sankrantiDate(rule.sign, rule.keptOn, year)];
      checkSolarMonthDay(rule.day);
      return solarMonthDates(rule.sign, rule.keptOn, rule.day, year);
    case 'tithi':
      checkIndianCalendarYear(year);
      checkTithi(rule.tithi);
      return tithiDates(rule, year);
    case 'badi':
      checkWholeNumber("days of the Badíʿ calendar's year", rule.days, 0, BADI_DAYS_BEFORE_AYYAM_I_HA);
      return [badiDate(rule.from, rule.days, year)];
    case 'table':
      return resolveTable(rule.dates, year);
    case 'since':
      return year >= rule.year ? resolveRule(rule.rule, year, timeZone) : [];
  }
}
