/**
 * Equinoxes and solstices by Jean Meeus, "Astronomical Algorithms" (2nd ed.), chapter 27: the mean instant
 * from table 27.B (years 1000–3000) corrected by the 24 periodic terms of table 27.C, which puts it within a
 * minute or so of the true instant. Its calendar date depends on where one stands: the September equinox of
 * 2026 is on September 23 in Europe and September 22 in America, so dates are given in a time zone.
 */

import { dateInZone } from '../../../core/date-in-zone.js';
import { cosDegrees, deltaTDays, instantOfJulianDay, J2000 } from './astronomy.js';

export type SeasonMark = 'march-equinox' | 'june-solstice' | 'september-equinox' | 'december-solstice';

/** Table 27.B: coefficients of Y = (year - 2000) / 1000 for the mean instant, as a Julian Ephemeris Day. */
const MEAN_INSTANT: Record<SeasonMark, readonly [number, number, number, number, number]> = {
  'march-equinox': [2451623.80984, 365242.37404, 0.05169, -0.00411, -0.00057],
  'june-solstice': [2451716.56767, 365241.62603, 0.00325, 0.00888, -0.0003],
  'september-equinox': [2451810.21715, 365242.01767, -0.11575, 0.00337, 0.00078],
  'december-solstice': [2451900.05952, 365242.74049, -0.06223, -0.00823, 0.00032],
};

/** Table 27.C: amplitude A, phase B (degrees) and rate C (degrees per Julian century) of the periodic terms. */
const PERIODIC_TERMS: readonly (readonly [number, number, number])[] = [
  [485, 324.96, 1934.136],
  [203, 337.23, 32964.467],
  [199, 342.08, 20.186],
  [182, 27.85, 445267.112],
  [156, 73.14, 45036.886],
  [136, 171.52, 22518.443],
  [77, 222.54, 65928.934],
  [74, 296.72, 3034.906],
  [70, 243.58, 9037.513],
  [58, 119.81, 33718.147],
  [52, 297.17, 150.678],
  [50, 21.02, 2281.226],
  [45, 247.54, 29929.562],
  [44, 325.15, 31555.956],
  [29, 60.93, 4443.417],
  [18, 155.12, 67555.328],
  [17, 288.79, 4562.452],
  [16, 198.04, 62894.029],
  [14, 199.76, 31436.921],
  [12, 95.39, 14577.848],
  [12, 287.11, 31931.756],
  [12, 320.81, 34777.259],
  [9, 227.73, 1222.114],
  [8, 15.45, 16859.074],
];

/** The instant of an equinox or solstice of a year, in UTC. */
export function seasonInstant(mark: SeasonMark, year: number): Date {
  const y = (year - 2000) / 1000;
  const [a, b, c, d, e] = MEAN_INSTANT[mark];
  const mean = a + b * y + c * y ** 2 + d * y ** 3 + e * y ** 4;
  const t = (mean - J2000) / 36525;
  const w = 35999.373 * t - 2.47;
  const lambdaCorrection = 1 + 0.0334 * cosDegrees(w) + 0.0007 * cosDegrees(2 * w);
  const sum = PERIODIC_TERMS.reduce(
    (total, [amp, phase, rate]) => total + amp * cosDegrees(phase + rate * t),
    0,
  );
  const ephemerisDay = mean + (0.00001 * sum) / lambdaCorrection;
  return instantOfJulianDay(ephemerisDay - deltaTDays(year));
}

const SEASON_MARKS: readonly SeasonMark[] = [
  'march-equinox',
  'june-solstice',
  'september-equinox',
  'december-solstice',
];

/** The calendar date ('YYYY-MM-DD') of an equinox or solstice in a time zone (IANA name). */
export function seasonDate(mark: SeasonMark, year: number, timeZone: string): string {
  return dateInZone(seasonInstant(mark, year), timeZone);
}

/** Season dates already worked out, by year and time zone: every request for a calendar asks for them. */
const knownSeasonDates = new Map<string, string>();
/** Years × time zones kept; far more than a server sees, small enough to keep no matter who asks. */
const MAX_KNOWN_SEASON_DATES = 4096;

/**
 * The dates of the year's four equinoxes and solstices in a time zone, as one string: time zones that share
 * it share every date of the year's calendar.
 */
export function seasonDates(year: number, timeZone: string): string {
  const key = `${year} ${timeZone}`;
  const known = knownSeasonDates.get(key);
  if (known !== undefined) return known;
  const dates = SEASON_MARKS.map((mark) => seasonDate(mark, year, timeZone)).join(',');
  if (knownSeasonDates.size >= MAX_KNOWN_SEASON_DATES) knownSeasonDates.clear();
  knownSeasonDates.set(key, dates);
  return dates;
}
