import type { EventKind } from '../../../../../contract/calendar.js';
import type { BadiReckoning } from '../badi-calendar.js';
import type { DayTime, LunarMonth, SankrantiDay } from '../indian-calendar.js';
import type { HebrewMonth } from '../lunar-calendars.js';
import type { DateRule, LunarRule, NthWeekdayRule } from '../rules.js';
import type { SeasonMark } from '../seasons.js';
import type { AwarenessDay, EventCategory } from '../types.js';

/** Weekdays as DateRule numbers them. */
export const SUN = 0;
export const MON = 1;
export const TUE = 2;
export const WED = 3;
export const THU = 4;
export const FRI = 5;
export const SAT = 6;

/** The same month (1-12) and day every year. */
export function fixed(month: number, day: number): DateRule {
  return { kind: 'fixed', month, day };
}

/** The last day of a month: lastDay(2) is February 28, or 29 in a leap year. */
export function lastDay(month: number): DateRule {
  return { kind: 'last-day', month };
}

/** The nth weekday of a month: nth(3, MON, 1) is the third Monday of January. */
export function nth(n: 1 | 2 | 3 | 4, weekday: number, month: number): NthWeekdayRule {
  return { kind: 'nth-weekday', month, weekday, nth: n };
}

/** The last weekday of a month: last(MON, 5) is the last Monday of May; after(last(MON, 5), -7) the one before. */
export function last(weekday: number, month: number): NthWeekdayRule {
  return { kind: 'nth-weekday', month, weekday, nth: -1 };
}

/** Days after Western Easter Sunday (negative before it). */
export function easter(offset: number): DateRule {
  return { kind: 'easter', offset };
}

/**
 * Days after the nth weekday of a month or a lunar date (before it when negative): after(nth(4, THU, 11), 1) is
 * the day after US Thanksgiving, after(chinese(1, 1), -1) the eve of Chinese New Year.
 */
export function after(rule: NthWeekdayRule | LunarRule, days: number): DateRule {
  return { ...rule, offset: (rule.offset ?? 0) + days };
}

/** Days after Orthodox Easter Sunday. */
export function orthodoxEaster(offset: number): DateRule {
  return { kind: 'orthodox-easter', offset };
}

/** A month (1-12) and day of the Umm al-Qura Islamic calendar. */
export function islamic(month: number, day: number): LunarRule {
  return { kind: 'lunar', calendar: 'islamic-umalqura', month, day };
}

/** A month and day of the Hebrew calendar. */
export function hebrew(month: HebrewMonth, day: number): LunarRule {
  return { kind: 'lunar', calendar: 'hebrew', month, day };
}

/** A month (1-12) and day of the Chinese calendar. */
export function chinese(month: number, day: number): LunarRule {
  return { kind: 'lunar', calendar: 'chinese', month, day };
}

/** An equinox or solstice (its date in the calendar's time zone). */
export function season(mark: SeasonMark): DateRule {
  return { kind: 'season', mark };
}

/** Nowruz, the Iranian New Year: the day the March equinox begins the year of Iran's calendar. */
export function iranianNewYear(): DateRule {
  return { kind: 'nowruz' };
}

/** A solar term of the Chinese calendar, the day in China the Sun reaches a longitude: solarTerm(15) is Qingming. */
export function solarTerm(longitude: number): DateRule {
  return { kind: 'solar-term', longitude };
}

/** A tithi (1–30) of a month of the Indian lunisolar calendar, kept where it is in force at a time of day. */
export function tithi(month: LunarMonth, day: number, at: DayTime): DateRule {
  return { kind: 'tithi', month, tithi: day, at };
}

/** The Sun's entry into a sidereal sign (0 = Mesha, Aries), kept on its festival's day in India. */
export function sunEnters(sign: number, keptOn: SankrantiDay): DateRule {
  return { kind: 'sankranti', sign, keptOn };
}

/**
 * A day (1–29) of a solar month, counted from the day it begins by a rule of sunEnters: dayOfSolarMonth(18, 3,
 * 'before-sunset-in-chennai') is the 18th of the Tamil month of Aadi.
 */
export function dayOfSolarMonth(day: number, sign: number, monthBegins: SankrantiDay): DateRule {
  return { kind: 'sankranti', sign, keptOn: monthBegins, day };
}

/**
 * A nakshatra (0 = Ashvini … 26 = Revati) of the solar month the Sun spends in a sidereal sign (0 = Mesha), as
 * Kerala keeps Onam.
 */
export function star(nakshatra: number, sign: number): DateRule {
  return { kind: 'nakshatra', nakshatra, sign };
}

/**
 * A nakshatra (0 = Ashvini … 26 = Revati) at the full moon of the solar month the Sun spends in a sidereal sign
 * (0 = Mesha), as the Tamil almanacs keep Thaipusam.
 */
export function starOfFullMoon(nakshatra: number, sign: number): DateRule {
  return { kind: 'full-moon-nakshatra', nakshatra, sign };
}

/** The year the Bahá'ís of the whole world began to keep the Badíʿ calendar; before, most kept fixed Gregorian dates. */
const BADI_CALENDAR_WORLDWIDE = 2015;

/**
 * A day of the Bahá'í calendar some days after Naw-Rúz (0 is Naw-Rúz) or after the day of the eighth new moon that
 * follows it, from the year the whole Bahá'í world began to keep the calendar.
 */
export function badi(from: BadiReckoning, days: number): DateRule {
  return since(BADI_CALENDAR_WORLDWIDE, { kind: 'badi', from, days });
}

/** Dates by year; years not in the table have none. */
export function table(dates: Readonly<Record<number, string>>): DateRule {
  return { kind: 'table', dates };
}

/** A rule that holds from a year on. */
export function since(year: number, rule: DateRule): DateRule {
  return { kind: 'since', year, rule };
}

// Country groups (ISO 3166-1 alpha-2).
export const US = ['US'];
export const GB = ['GB'];
export const CA = ['CA'];
export const IN = ['IN'];
export const JP = ['JP'];
export const AU_NZ = ['AU', 'NZ'];
export const US_CA = ['US', 'CA'];
/** Countries that mark Remembrance Day, Boxing Day and Commonwealth Day in the British way. */
export const COMMONWEALTH = ['GB', 'CA', 'AU', 'NZ'];
export const EU = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
];
/** Countries that move their clocks on the last Sundays of March and October. */
export const EUROPEAN_SUMMER_TIME = [...EU, 'GB', 'NO', 'CH', 'LI', 'AL', 'BA', 'ME', 'MK', 'RS', 'MD', 'UA'];
/** Council of Europe members among the codes date-holidays knows, for Europe-wide days. */
export const EUROPE = [...EUROPEAN_SUMMER_TIME, 'IS', 'AD', 'MC', 'SM', 'AM', 'GE', 'AZ'];
/** Temperate northern-hemisphere countries, where the equinoxes and solstices start the seasons. */
export const NORTHERN_TEMPERATE = [
  ...EUROPE,
  'US',
  'CA',
  'MX',
  'TR',
  'IL',
  'JP',
  'KR',
  'CN',
  'HK',
  'TW',
  'KZ',
];
/** Southern-hemisphere countries that start the seasons at the equinoxes and solstices. */
export const SOUTHERN_ASTRONOMICAL = ['ZA', 'AR', 'CL', 'UY', 'PY'];

type DayFactory = (
  id: string,
  title: string,
  rule: DateRule,
  hashtags: string[],
  countries?: readonly string[],
) => AwarenessDay;

/**
 * A maker of dataset entries of one category, to keep the tables short; with a kind, for the days whose
 * character is not the usual one of their category (a remembrance among the international days).
 */
export function define(category: EventCategory, kind?: EventKind): DayFactory {
  return (id, title, rule, hashtags, countries) => ({
    id,
    title,
    hashtags,
    category,
    ...(kind ? { kind } : {}),
    rule,
    ...(countries ? { countries: [...countries] } : {}),
  });
}
