/**
 * The instants of new and full moons by Jean Meeus, "Astronomical Algorithms" (2nd ed.), chapter 49, with its
 * periodic and planetary terms: within a minute or so of the true instant, where ICU's Chinese calendar can be
 * several minutes out and so misplace a new moon that falls close to midnight in China (the Lunar New Year of
 * 2027 is February 6, the new moon being at 23:56 Beijing time, but ICU gives February 7).
 */

import { deltaTDays, instantOfJulianDay, julianDay, SYNODIC_MONTH_DAYS, sinDegrees } from './astronomy.js';

/**
 * The first seven coefficients of table 49's periodic terms, which differ between new and full moons: of
 * sin M', E sin M, sin 2M', sin 2F, E sin(M' - M), E sin(M' + M) and E² sin 2M. The later terms are shared.
 */
const FIRST_TERMS = {
  new: [-0.4072, 0.17241, 0.01608, 0.01039, 0.00739, -0.00514, 0.00208],
  full: [-0.40614, 0.17302, 0.01614, 0.01043, 0.00734, -0.00515, 0.00209],
} as const;

type Phase = keyof typeof FIRST_TERMS;

/**
 * The Julian Ephemeris Day of lunation k's phase: k = 0 is the new moon of 2000-01-06, and a full moon is
 * half a lunation after its new moon (k + 0.5).
 */
function phaseEphemerisDay(k: number, phase: Phase): number {
  const t = k / 1236.85;
  const mean =
    2451550.09766 +
    SYNODIC_MONTH_DAYS * k +
    0.00015437 * t ** 2 -
    0.00000015 * t ** 3 +
    0.00000000073 * t ** 4;
  const e = 1 - 0.002516 * t - 0.0000074 * t ** 2;
  const sun = 2.5534 + 29.1053567 * k - 0.0000014 * t ** 2 - 0.00000011 * t ** 3;
  const moon = 201.5643 + 385.81693528 * k + 0.0107582 * t ** 2 + 0.00001238 * t ** 3 - 0.000000058 * t ** 4;
  const f = 160.7108 + 390.67050284 * k - 0.0016118 * t ** 2 - 0.00000227 * t ** 3 + 0.000000011 * t ** 4;
  const node = 124.7746 - 1.56375588 * k + 0.0020672 * t ** 2 + 0.00000215 * t ** 3;
  const [a, b, c, d, g, h, i] = FIRST_TERMS[phase];
  const periodic =
    a * sinDegrees(moon) +
    b * e * sinDegrees(sun) +
    c * sinDegrees(2 * moon) +
    d * sinDegrees(2 * f) +
    g * e * sinDegrees(moon - sun) +
    h * e * sinDegrees(moon + sun) +
    i * e * e * sinDegrees(2 * sun) -
    0.00111 * sinDegrees(moon - 2 * f) -
    0.00057 * sinDegrees(moon + 2 * f) +
    0.00056 * e * sinDegrees(2 * moon + sun) -
    0.00042 * sinDegrees(3 * moon) +
    0.00042 * e * sinDegrees(sun + 2 * f) +
    0.00038 * e * sinDegrees(sun - 2 * f) -
    0.00024 * e * sinDegrees(2 * moon - sun) -
    0.00017 * sinDegrees(node) -
    0.00007 * sinDegrees(moon + 2 * sun) +
    0.00004 * sinDegrees(2 * moon - 2 * f) +
    0.00004 * sinDegrees(3 * sun) +
    0.00003 * sinDegrees(moon + sun - 2 * f) +
    0.00003 * sinDegrees(2 * moon + 2 * f) -
    0.00003 * sinDegrees(moon + sun + 2 * f) +
    0.00003 * sinDegrees(moon - sun + 2 * f) -
    0.00002 * sinDegrees(moon - sun - 2 * f) -
    0.00002 * sinDegrees(3 * moon + sun) +
    0.00002 * sinDegrees(4 * moon);
  const planetary: readonly (readonly [number, number])[] = [
    [0.000325, 299.77 + 0.107408 * k - 0.009173 * t ** 2],
    [0.000165, 251.88 + 0.016321 * k],
    [0.000164, 251.83 + 26.651886 * k],
    [0.000126, 349.42 + 36.412478 * k],
    [0.00011, 84.66 + 18.206239 * k],
    [0.000062, 141.74 + 53.303771 * k],
    [0.00006, 207.14 + 2.453732 * k],
    [0.000056, 154.84 + 7.30686 * k],
    [0.000047, 34.52 + 27.261239 * k],
    [0.000042, 207.19 + 0.121824 * k],
    [0.00004, 291.34 + 1.844379 * k],
    [0.000037, 161.72 + 24.198154 * k],
    [0.000035, 239.56 + 25.513099 * k],
    [0.000023, 331.55 + 3.592518 * k],
  ];
  return (
    mean + periodic + planetary.reduce((sum, [amplitude, angle]) => sum + amplitude * sinDegrees(angle), 0)
  );
}

/** The phase nearest to an instant, in UT. */
function nearestPhase(near: Date, phase: Phase): Date {
  const nearDay = julianDay(near.getTime());
  const half = phase === 'full' ? 0.5 : 0;
  const k = Math.round((nearDay - 2451550.09766) / SYNODIC_MONTH_DAYS - half) + half;
  return instantOfJulianDay(phaseEphemerisDay(k, phase) - deltaTDays(near.getUTCFullYear()));
}

/** The new moon nearest to an instant. */
export function nearestNewMoon(near: Date): Date {
  return nearestPhase(near, 'new');
}

/** The full moon nearest to an instant. */
export function nearestFullMoon(near: Date): Date {
  return nearestPhase(near, 'full');
}
