/**
 * What the astronomical formulas of this folder share: angles in degrees, and instants as Julian Days, in
 * Universal Time for calendars and in Terrestrial Time (Julian Ephemeris Days) for the formulas of Meeus's
 * "Astronomical Algorithms".
 */

import { deltaTSeconds } from './delta-t.js';

export const MS_PER_DAY = 86_400_000;
/** The mean time from new moon to new moon, days. */
export const SYNODIC_MONTH_DAYS = 29.530588861;
/** Julian Day of 2000-01-01T12:00 TT, the epoch of the formulas. */
export const J2000 = 2451545.0;
/** Julian Day of 1970-01-01T00:00Z. */
const UNIX_EPOCH_JD = 2440587.5;

export function sinDegrees(degrees: number): number {
  return Math.sin((degrees * Math.PI) / 180);
}

export function cosDegrees(degrees: number): number {
  return Math.cos((degrees * Math.PI) / 180);
}

/** An angle brought into 0–360°. */
export function normaliseDegrees(degrees: number): number {
  return ((degrees % 360) + 360) % 360;
}

/** The Julian Day (UT) of an instant in milliseconds since 1970. */
export function julianDay(instant: number): number {
  return instant / MS_PER_DAY + UNIX_EPOCH_JD;
}

/** The instant of a Julian Day (UT), to the millisecond. */
export function instantOfJulianDay(day: number): Date {
  return new Date(Math.round((day - UNIX_EPOCH_JD) * MS_PER_DAY));
}

/** Terrestrial Time less Universal Time in days, for a year. */
export function deltaTDays(year: number): number {
  return deltaTSeconds(year) / 86_400;
}

/** The Julian Ephemeris Day (TT) of an instant. */
export function ephemerisDay(instant: number): number {
  return julianDay(instant) + deltaTDays(new Date(instant).getUTCFullYear());
}
