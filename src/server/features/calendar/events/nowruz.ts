/**
 * Nowruz, the Iranian New Year: the first day of the Solar Hijri year, Iran's official calendar, which begins at
 * the midnight nearest the March equinox on the meridian of 52.5° east (Iran Standard Time). So it is the day of
 * the equinox there when the equinox comes before noon, and the next day when it comes after: March 20 in 2024,
 * when it came at 06:36, and March 21 in 2025, at 12:31.
 */

import { addDays } from '../../../core/calendar-days.js';
import { seasonInstant } from './seasons.js';

/** Iran Standard Time, UTC+3:30: the time of the meridian of 52.5° east. */
const IRAN_STANDARD_TIME_MS = 3.5 * 3_600_000;
const NOON_MS = 12 * 3_600_000;
const DAY_MS = 24 * 3_600_000;

/** The date ('YYYY-MM-DD') of Nowruz in a Gregorian year. */
export function nowruzDate(year: number): string {
  const inIran = seasonInstant('march-equinox', year).getTime() + IRAN_STANDARD_TIME_MS;
  const date = new Date(inIran).toISOString().slice(0, 10);
  return inIran % DAY_MS < NOON_MS ? date : addDays(date, 1);
}
