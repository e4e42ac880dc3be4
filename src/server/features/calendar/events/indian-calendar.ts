/**
 * Festivals of the Indian lunisolar calendar, worked out from the Sun and the Moon as the almanacs (panchangs) of
 * New Delhi do. A lunar month runs from new moon to new moon (amanta) and is named for the sidereal sign the Sun
 * enters during it, so a leap month, which holds no such entry, never carries a festival. A month has thirty
 * tithis, each the time the Moon takes to gain another 12° on the Sun; a festival is kept on the day its tithi
 * is in force at the hour its tradition names (sunrise, midday, the afternoon or midnight).
 */

import { addDays } from '../../../core/calendar-days.js';
import { ephemerisDay, MS_PER_DAY, normaliseDegrees, SYNODIC_MONTH_DAYS } from './astronomy.js';
import { moonLongitude } from './moon-longitude.js';
import { nearestFullMoon, nearestNewMoon } from './moon-phases.js';
import { ayanamsa, sankranti, sunLongitude } from './sidereal-sun.js';
import { sunriseAndSunset } from './sunrise.js';

/** The months of the lunar year, Chaitra (the Sun enters Mesha, Aries) to Phalguna (it enters Meena, Pisces). */
export const LUNAR_MONTHS = [
  'chaitra',
  'vaishakha',
  'jyeshtha',
  'ashadha',
  'shravana',
  'bhadrapada',
  'ashvin',
  'kartika',
  'margashirsha',
  'pausha',
  'magha',
  'phalguna',
] as const;

export type LunarMonth = (typeof LUNAR_MONTHS)[number];

/**
 * When in the day a festival's tithi must be in force: at sunrise (udaya), at midday (madhyahna), through the
 * afternoon (aparahna, the fourth fifth of daylight), through the evening (pradosh, the six ghatis after sunset)
 * or at midnight (nishita, the night after the date).
 * 'afternoon-after-bhadra' is Raksha Bandhan's rule: the afternoon must fall in the tithi's second half, after
 * Bhadra; failing that, the next day when the tithi lasts six ghatis (2 h 24 min) past its sunrise, or else the
 * day Bhadra ends, in the evening.
 */
export type DayTime = 'sunrise' | 'midday' | 'afternoon' | 'afternoon-after-bhadra' | 'evening' | 'midnight';

/**
 * Six ghatis (2 h 24 min), the almanacs' measure for the parts of a day that count: the evening after sunset
 * (pradosh), and the least of a tithi or nakshatra that must remain after sunrise for a day to be its own.
 */
const SIX_GHATIS_MS = 144 * 60_000;

/** The forenoon, the first two of the day's five parts (pratah and sangava), as a share of daylight. */
const FORENOON_SHARE_OF_DAYLIGHT = 0.4;

/**
 * A day of a lunar month: tithi 1–15 is the waxing fortnight (15 the full moon, purnima), 16–30 the waning one
 * (30 the new moon, amavasya).
 */
export interface TithiDay {
  month: LunarMonth;
  tithi: number;
  at: DayTime;
}

const SYNODIC_MONTH_MS = SYNODIC_MONTH_DAYS * MS_PER_DAY;
/** The Moon's mean gain on the Sun, degrees a day. */
const ELONGATION_PER_DAY = 360 / SYNODIC_MONTH_DAYS;
/** India Standard Time, UTC+05:30. */
const IST_OFFSET_MS = 5.5 * 3_600_000;
const NEW_DELHI = { latitude: 28.6139, longitude: 77.209 };
/** Thiruvananthapuram, where Kerala's almanacs reckon the Malayalam calendar. */
const KERALA = { latitude: 8.5241, longitude: 76.9366 };
/** Chennai, where the Tamil almanacs that Singapore's and Malaysia's temples follow are reckoned. */
const CHENNAI = { latitude: 13.0827, longitude: 80.2707 };
/** The Moon's mean motion against the stars, degrees a day (a sidereal month is 27.32 days). */
const MOON_DEGREES_PER_DAY = 360 / 27.321661;
/** How far from a month's full moon a festival's nakshatra may begin: the Moon crosses about two in that time. */
const MOST_DAYS_FROM_FULL_MOON = 3;

/** How far the Moon is ahead of the Sun at an instant, 0–360°. */
function elongation(instant: number): number {
  const day = ephemerisDay(instant);
  return normaliseDegrees(moonLongitude(day) - sunLongitude(day));
}

/** The instant after a new moon when the Moon is the given number of degrees (0–360) ahead of the Sun. */
function instantOfElongation(newMoon: number, degrees: number): number {
  let instant = newMoon + (degrees / ELONGATION_PER_DAY) * MS_PER_DAY;
  for (let step = 0; step < 8; step += 1) {
    const behind = normaliseDegrees(degrees - elongation(instant) + 180) - 180;
    instant += (behind / ELONGATION_PER_DAY) * MS_PER_DAY;
  }
  return instant;
}

/** The new moon that opens the lunar month named for the sign the Sun enters at the given instant. */
function monthStart(signEntry: number): number {
  let newMoon = nearestNewMoon(new Date(signEntry)).getTime();
  if (newMoon > signEntry) newMoon = nearestNewMoon(new Date(newMoon - SYNODIC_MONTH_MS)).getTime();
  return newMoon;
}

function istDate(instant: number): string {
  return new Date(instant + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * The stretch of the day a festival looks at, in New Delhi: the moment of sunrise, midday (halfway from sunrise
 * to sunset) or midnight (halfway from sunset to the next sunrise), or the whole afternoon (the fourth fifth of
 * daylight) or evening (the six ghatis after sunset).
 */
function windowOf(date: string, at: DayTime): readonly [number, number] {
  const { sunrise, sunset } = sunriseAndSunset(date, NEW_DELHI);
  const rise = sunrise.getTime();
  const daylight = sunset.getTime() - rise;
  switch (at) {
    case 'sunrise':
      return [rise, rise];
    case 'midday':
      return [rise + 0.5 * daylight, rise + 0.5 * daylight];
    case 'afternoon':
    case 'afternoon-after-bhadra':
      return [rise + 0.6 * daylight, rise + 0.8 * daylight];
    case 'evening':
      return [sunset.getTime(), sunset.getTime() + SIX_GHATIS_MS];
    case 'midnight': {
      const midnight =
        (sunset.getTime() + sunriseAndSunset(addDays(date, 1), NEW_DELHI).sunrise.getTime()) / 2;
      return [midnight, midnight];
    }
  }
}

/** Dhanu's month (from mid-December) and Makara's (from mid-January) can reach across the turn of the year. */
const SIGNS_AT_THE_TURN_OF_THE_YEAR: ReadonlySet<number> = new Set([8, 9]);

/**
 * The dates in a Gregorian year of a day of the month of a sign, worked out from the month of each sign entry
 * that can hold one: that year's, and for the months at the turn of the year the years before and after too.
 */
function datesInYear(sign: number, year: number, dateOf: (entryYear: number) => string): string[] {
  const entryYears = SIGNS_AT_THE_TURN_OF_THE_YEAR.has(sign) ? [year - 1, year, year + 1] : [year];
  const dates = new Set(entryYears.map(dateOf));
  return [...dates].filter((date) => date.startsWith(`${year}-`)).sort();
}

/**
 * The dates ('YYYY-MM-DD', in India) in a Gregorian year of a tithi of a lunar month: the first day on which it
 * is in force through the festival's time of day; failing that, the day whose sunrise falls in it (the almanacs
 * keep a festival whose tithi ends before its afternoon on the day the tithi rises with the Sun); failing that,
 * the day it begins. Usually one date; none or two for a month at the turn of the year.
 */
export function tithiDates(day: TithiDay, year: number): string[] {
  const sign = LUNAR_MONTHS.indexOf(day.month);
  return datesInYear(sign, year, (entryYear) => tithiDateOfMonth(day, sankranti(sign, entryYear).getTime()));
}

/** The date of a tithi in the lunar month during which the Sun enters a sign at the given instant. */
function tithiDateOfMonth(day: TithiDay, signEntry: number): string {
  const newMoon = monthStart(signEntry);
  const start = instantOfElongation(newMoon, (day.tithi - 1) * 12);
  const end =
    day.tithi === 30
      ? nearestNewMoon(new Date(newMoon + SYNODIC_MONTH_MS)).getTime()
      : instantOfElongation(newMoon, day.tithi * 12);
  /** The first day whose window at that time of day lies within [from, to). */
  const firstDay = (at: DayTime, from: number, to: number): string | undefined => {
    for (let date = istDate(from - MS_PER_DAY); date <= istDate(to); date = addDays(date, 1)) {
      const [windowStart, windowEnd] = windowOf(date, at);
      if (windowStart >= from && windowEnd < to) return date;
    }
    return undefined;
  };
  if (day.at === 'afternoon-after-bhadra') {
    const bhadraEnds = (start + end) / 2;
    return (
      firstDay(day.at, bhadraEnds, end) ??
      firstDay('sunrise', start, end - SIX_GHATIS_MS) ??
      istDate(bhadraEnds)
    );
  }
  return firstDay(day.at, start, end) ?? firstDay('sunrise', start, end) ?? istDate(start);
}

/**
 * How a festival of the Sun's entry into a sign (a sankranti) finds its day in India:
 * - 'sunrise-to-sunrise': the day, from sunrise to sunrise, the entry falls in (Vaisakhi);
 * - 'before-sunset': the day of the entry when it comes before New Delhi's sunset, else the next (Makar Sankranti);
 * - 'before-sunset-in-chennai': the same by Chennai's sunset, as the Tamil months begin (Puthandu);
 * - 'first-sunrise-after': the first day whose sunrise in Kerala follows the entry, as Vishu is kept, since its
 *   first sight at dawn (Vishukkani) must come after the Sun has entered Mesha;
 * - 'tamil-almanac-before-sunset': by Chennai's sunset as well, but at the entry the Tamil almanacs (Vakya) give,
 *   which for Makara comes hours after the astronomical one (see VAKYA_DELAY_MS); Tamil Nadu begins Thai, and keeps
 *   Thai Pongal, by it.
 */
export type SankrantiDay =
  | 'sunrise-to-sunrise'
  | 'before-sunset'
  | 'before-sunset-in-chennai'
  | 'tamil-almanac-before-sunset'
  | 'first-sunrise-after';

const MS_PER_MINUTE = 60_000;
const MAKARA = 9;

/**
 * How long after the astronomical entry the Tamil almanacs (Vakya) have the Sun enter a sign, where that is known.
 * Makara: the entry computed here came at 14:22 (India time) on January 14, 2022 and at 14:59 on January 14, 2026
 * (Drik Panchang: 15:13), and Chennai's sun set at 18:00; Tamil Nadu kept Thai Pongal on the 14th in 2022 and on the
 * 15th in 2026. So the almanacs' entry comes between 3h01 and 3h38 later; any delay in that range gives the same day
 * in every year of 2010–2040, and the middle is taken.
 */
const VAKYA_DELAY_MS: Readonly<Partial<Record<number, number>>> = { [MAKARA]: 200 * MS_PER_MINUTE };

/** The date ('YYYY-MM-DD', in India) of a festival of the Sun's entry into a sidereal sign (0 = Mesha). */
export function sankrantiDate(sign: number, keptOn: SankrantiDay, year: number): string {
  const entry = sankranti(sign, year).getTime();
  const date = istDate(entry);
  switch (keptOn) {
    case 'before-sunset':
      return entry <= sunriseAndSunset(date, NEW_DELHI).sunset.getTime() ? date : addDays(date, 1);
    case 'before-sunset-in-chennai':
      return entry <= sunriseAndSunset(date, CHENNAI).sunset.getTime() ? date : addDays(date, 1);
    case 'tamil-almanac-before-sunset': {
      const delay = VAKYA_DELAY_MS[sign];
      if (delay === undefined)
        throw new RangeError(`The Tamil almanacs' entry is known for Makara only, not sign ${sign}`);
      const almanacEntry = entry + delay;
      const almanacDate = istDate(almanacEntry);
      return almanacEntry <= sunriseAndSunset(almanacDate, CHENNAI).sunset.getTime()
        ? almanacDate
        : addDays(almanacDate, 1);
    }
    case 'first-sunrise-after':
      return entry < sunriseAndSunset(date, KERALA).sunrise.getTime() ? date : addDays(date, 1);
    case 'sunrise-to-sunrise':
      return entry >= sunriseAndSunset(date, NEW_DELHI).sunrise.getTime()
        ? date
        : istDate(entry - MS_PER_DAY);
  }
}

/**
 * The dates in a year of a day (1 = its first) of the solar month that begins on a sankranti's day, as keptOn
 * says: the 18th of the Tamil month of Aadi is day 18 of Karka's month begun 'before-sunset-in-chennai'.
 */
export function solarMonthDates(sign: number, keptOn: SankrantiDay, day: number, year: number): string[] {
  return datesInYear(sign, year, (entryYear) => addDays(sankrantiDate(sign, keptOn, entryYear), day - 1));
}

/** The twenty-seven nakshatras (lunar mansions) divide the sidereal zodiac into equal parts of 13°20′. */
const NAKSHATRA_DEGREES = 360 / 27;

/** The Moon's sidereal longitude (Lahiri) at an instant, 0–360°. */
function moonSiderealLongitude(instant: number): number {
  const day = ephemerisDay(instant);
  return normaliseDegrees(moonLongitude(day) - ayanamsa(day));
}

/** The nakshatra (0 = Ashvini … 26 = Revati) the Moon is in at an instant. */
function nakshatraAt(instant: number): number {
  return Math.floor(moonSiderealLongitude(instant) / NAKSHATRA_DEGREES);
}

/** The instant nearest to another when the Moon reaches a sidereal longitude. */
function instantOfMoonAt(near: number, degrees: number): number {
  let instant = near;
  for (let step = 0; step < 8; step += 1) {
    const behind = normaliseDegrees(degrees - moonSiderealLongitude(instant) + 180) - 180;
    instant += (behind / MOON_DEGREES_PER_DAY) * MS_PER_DAY;
  }
  return instant;
}

/**
 * The date ('YYYY-MM-DD', in India) of a nakshatra of a solar month (the Sun in a sidereal sign, 0 = Mesha), as
 * Kerala's Malayalam calendar keeps Onam: the last day of the month on whose sunrise the Moon is in the nakshatra
 * with six ghatis of it still to run; failing that, the last on whose sunrise it is in it at all; failing that,
 * the day it comes and goes between two sunrises. A month holds the nakshatra once or twice; a year usually
 * holds one such date.
 */
export function nakshatraDates(nakshatra: number, sign: number, year: number): string[] {
  return datesInYear(sign, year, (entryYear) => nakshatraDateOfMonth(nakshatra, sign, entryYear));
}

function nakshatraDateOfMonth(nakshatra: number, sign: number, entryYear: number): string {
  const start = sankranti(sign, entryYear).getTime();
  const nextSign = (sign + 1) % 12;
  let end = sankranti(nextSign, entryYear).getTime();
  if (end <= start) end = sankranti(nextSign, entryYear + 1).getTime();
  let lasting: string | undefined;
  let atSunrise: string | undefined;
  let begins: string | undefined;
  for (let date = istDate(start); date <= istDate(end); date = addDays(date, 1)) {
    const sunrise = sunriseAndSunset(date, KERALA).sunrise.getTime();
    if (sunrise < start || sunrise >= end) continue;
    if (nakshatraAt(sunrise) === nakshatra) {
      atSunrise = date;
      if (nakshatraAt(sunrise + SIX_GHATIS_MS) === nakshatra) lasting = date;
    } else if (
      nakshatraAt(sunrise) === (nakshatra + 26) % 27 &&
      nakshatraAt(sunrise + MS_PER_DAY) === (nakshatra + 1) % 27
    ) {
      // The nakshatra comes and goes between this sunrise and the next.
      begins = date;
    }
  }
  return lasting ?? atSunrise ?? begins ?? istDate(start);
}

/**
 * The date ('YYYY-MM-DD', in India) of a nakshatra at the full moon of a solar month (the Sun in a sidereal sign,
 * 0 = Mesha), as the Tamil almanacs keep Thaipusam: the Moon's passage through the nakshatra next to the month's
 * full moon (a month can hold the nakshatra twice, only once by its full moon), on the day whose forenoon (sunrise
 * to two fifths of daylight, pratah and sangava) lies wholly in it in Chennai; failing that, the day it begins.
 * Only a nakshatra the Moon is in within three days of that full moon has such a day; another is a RangeError.
 */
export function fullMoonNakshatraDates(nakshatra: number, sign: number, year: number): string[] {
  return datesInYear(sign, year, (entryYear) => fullMoonNakshatraDateOfMonth(nakshatra, sign, entryYear));
}

function fullMoonNakshatraDateOfMonth(nakshatra: number, sign: number, entryYear: number): string {
  const entry = sankranti(sign, entryYear).getTime();
  let fullMoon = nearestFullMoon(new Date(entry + SYNODIC_MONTH_MS / 2)).getTime();
  if (fullMoon < entry) fullMoon = nearestFullMoon(new Date(fullMoon + SYNODIC_MONTH_MS)).getTime();
  const start = instantOfMoonAt(fullMoon, nakshatra * NAKSHATRA_DEGREES);
  if (Math.abs(start - fullMoon) > MOST_DAYS_FROM_FULL_MOON * MS_PER_DAY) {
    throw new RangeError(`the Moon is not in nakshatra ${nakshatra} by the full moon of sign ${sign}`);
  }
  // The end is the Moon's next boundary after the start, a day or so on.
  const end = instantOfMoonAt(start + MS_PER_DAY, (nakshatra + 1) * NAKSHATRA_DEGREES);
  for (let date = istDate(start); date <= istDate(end); date = addDays(date, 1)) {
    const { sunrise, sunset } = sunriseAndSunset(date, CHENNAI);
    const forenoonEnds =
      sunrise.getTime() + FORENOON_SHARE_OF_DAYLIGHT * (sunset.getTime() - sunrise.getTime());
    if (sunrise.getTime() >= start && forenoonEnds < end) return date;
  }
  return istDate(start);
}
