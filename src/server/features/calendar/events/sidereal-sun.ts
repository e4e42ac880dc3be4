/**
 * When the Sun reaches a longitude: a sign of the sidereal zodiac (a sankranti), as the Indian calendars count it,
 * or a tropical longitude, as the Chinese calendar's solar terms do. The Sun's
 * longitude by Jean Meeus, "Astronomical Algorithms" (2nd ed.), chapter 25 (to about 0.01°, some fifteen minutes
 * of the Sun's motion), less the Lahiri ayanamsa that India's calendar reform of 1957 adopted. Nutation is left
 * out on both sides: the almanacs' "true" ayanamsa carries the same nutation as the Sun's apparent place, and the
 * Moon's longitude it is compared with for the tithis has none either.
 */

import {
  deltaTDays,
  instantOfJulianDay,
  J2000,
  julianDay,
  normaliseDegrees,
  sinDegrees,
} from './astronomy.js';

/** The Lahiri ayanamsa at J2000 (23°51′25″), in degrees, and its yearly growth (the precession, 50.29″ a year). */
const LAHIRI_AT_J2000 = 23.857;
const AYANAMSA_PER_YEAR = 50.29 / 3600;

/** The Sun's mean motion, degrees a day, for stepping towards a longitude. */
const SUN_DEGREES_PER_DAY = 0.98564736;

/**
 * The Sun's tropical longitude in degrees, 0–360, at a Julian Ephemeris Day: its true longitude less the
 * aberration, without nutation.
 */
export function sunLongitude(ephemerisDay: number): number {
  const t = (ephemerisDay - J2000) / 36525;
  const meanLongitude = 280.46646 + 36000.76983 * t + 0.0003032 * t * t;
  const anomaly = 357.52911 + 35999.05029 * t - 0.0001537 * t * t;
  const centre =
    (1.914602 - 0.004817 * t - 0.000014 * t * t) * sinDegrees(anomaly) +
    (0.019993 - 0.000101 * t) * sinDegrees(2 * anomaly) +
    0.000289 * sinDegrees(3 * anomaly);
  return normaliseDegrees(meanLongitude + centre - 0.00569);
}

/** The Sun's sidereal (Lahiri) longitude in degrees at a Julian Ephemeris Day. */
function siderealLongitude(ephemerisDay: number): number {
  return normaliseDegrees(sunLongitude(ephemerisDay) - ayanamsa(ephemerisDay));
}

/** The Lahiri ayanamsa, degrees, at a Julian Ephemeris Day: the sidereal zodiac's start behind the tropical one. */
export function ayanamsa(ephemerisDay: number): number {
  return LAHIRI_AT_J2000 + (AYANAMSA_PER_YEAR * (ephemerisDay - J2000)) / 365.25;
}

/**
 * The instant the Sun enters a sidereal sign (0 = Mesha/Aries … 9 = Makara/Capricorn) in a Gregorian year: each
 * sign is entered once a year.
 */
export function sankranti(sign: number, year: number): Date {
  // Mesha sankranti is near April 14 in this era; each later sign about a month after.
  return instantOfSunAt(siderealLongitude, sign * 30, julianDay(Date.UTC(year, 3, 14)) + sign * 30.44, year);
}

/**
 * The instant the Sun reaches a tropical longitude (degrees) in a Gregorian year: 0° is the March equinox, and
 * the Chinese calendar's solar terms fall every 15° (Qingming at 15°).
 */
export function sunReaches(longitude: number, year: number): Date {
  // The Sun is at 0° near March 20 and moves about a degree a day.
  return instantOfSunAt(sunLongitude, longitude, julianDay(Date.UTC(year, 2, 20)) + longitude * 1.0146, year);
}

/**
 * The instant in a Gregorian year at which a longitude of the Sun reaches a target, stepping from a first guess
 * (a Julian Day, moved back a year when it lies past the year's end) by the Sun's mean motion.
 */
function instantOfSunAt(
  longitudeAt: (ephemerisDay: number) => number,
  target: number,
  guess: number,
  year: number,
): Date {
  let day = guess > julianDay(Date.UTC(year + 1, 0, 1)) ? guess - 365.2422 : guess;
  const correction = deltaTDays(year);
  for (let step = 0; step < 6; step += 1) {
    const behind = normaliseDegrees(target - longitudeAt(day + correction) + 180) - 180;
    day += behind / SUN_DEGREES_PER_DAY;
  }
  return instantOfJulianDay(day);
}
