/**
 * The Badíʿ calendar of the Bahá'í Faith, as the Universal House of Justice set it for the whole world from
 * Naw-Rúz 2015. Its days run from sunset to sunset in Tehran, each taking the Gregorian date on which it ends. The
 * year begins on Naw-Rúz, the day in which the March equinox falls, and most holy days are a fixed number of days
 * after it; the Twin Holy Birthdays are the first and second days after the day of the eighth new moon that
 * follows Naw-Rúz.
 */

import { addDays } from '../../../core/calendar-days.js';
import { dateInZone } from '../../../core/date-in-zone.js';
import { MS_PER_DAY, SYNODIC_MONTH_DAYS } from './astronomy.js';
import { nearestNewMoon } from './moon-phases.js';
import { seasonInstant } from './seasons.js';
import { sunriseAndSunset } from './sunrise.js';

/** Where the calendar's equinox, new moons and sunsets are reckoned: the birthplace of Bahá'u'lláh. */
const TEHRAN = { latitude: 35.6892, longitude: 51.389 };
const TEHRAN_ZONE = 'Asia/Tehran';

/** The count of new moons after Naw-Rúz whose next day is the first of the Twin Holy Birthdays. */
const TWIN_BIRTHDAYS_NEW_MOON = 8;

/** What a day of the calendar is counted from. */
export type BadiReckoning = 'naw-ruz' | 'eighth-new-moon';

/** The Gregorian date of the Badíʿ day an instant falls in: the day that ends at the next sunset in Tehran. */
function badiDayOf(instant: Date): string {
  const date = dateInZone(instant, TEHRAN_ZONE);
  return instant < sunriseAndSunset(date, TEHRAN).sunset ? date : addDays(date, 1);
}

/** Naw-Rúz of a year: the Badíʿ day in which the March equinox falls. */
export function nawRuzDate(year: number): string {
  return badiDayOf(seasonInstant('march-equinox', year));
}

/** The day of the eighth new moon after Naw-Rúz: new moons on Naw-Rúz itself are not after it. */
function eighthNewMoonDay(year: number): string {
  const nawRuz = nawRuzDate(year);
  let newMoon = nearestNewMoon(seasonInstant('march-equinox', year));
  if (badiDayOf(newMoon) <= nawRuz) newMoon = nextNewMoon(newMoon);
  for (let count = 1; count < TWIN_BIRTHDAYS_NEW_MOON; count++) newMoon = nextNewMoon(newMoon);
  return badiDayOf(newMoon);
}

function nextNewMoon(newMoon: Date): Date {
  return nearestNewMoon(new Date(newMoon.getTime() + SYNODIC_MONTH_DAYS * MS_PER_DAY));
}

/** The date some days after Naw-Rúz or after the day of the eighth new moon that follows it, in a year. */
export function badiDate(from: BadiReckoning, days: number, year: number): string {
  return addDays(from === 'naw-ruz' ? nawRuzDate(year) : eighthNewMoonDay(year), days);
}
