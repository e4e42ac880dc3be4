/**
 * The Moon's geocentric longitude by Jean Meeus, "Astronomical Algorithms" (2nd ed.), chapter 47, with the
 * periodic terms of table 47.A: within about 10″ of the true position, some twenty seconds of the Moon's
 * motion, which is all the Indian calendar's tithis need.
 */

import { J2000, sinDegrees } from './astronomy.js';

/** Multiples of D, M, M′ and F, and the coefficient of the sine in millionths of a degree. */
const LONGITUDE_TERMS: readonly (readonly [number, number, number, number, number])[] = [
  [0, 0, 1, 0, 6288774],
  [2, 0, -1, 0, 1274027],
  [2, 0, 0, 0, 658314],
  [0, 0, 2, 0, 213618],
  [0, 1, 0, 0, -185116],
  [0, 0, 0, 2, -114332],
  [2, 0, -2, 0, 58793],
  [2, -1, -1, 0, 57066],
  [2, 0, 1, 0, 53322],
  [2, -1, 0, 0, 45758],
  [0, 1, -1, 0, -40923],
  [1, 0, 0, 0, -34720],
  [0, 1, 1, 0, -30383],
  [2, 0, 0, -2, 15327],
  [0, 0, 1, 2, -12528],
  [0, 0, 1, -2, 10980],
  [4, 0, -1, 0, 10675],
  [0, 0, 3, 0, 10034],
  [4, 0, -2, 0, 8548],
  [2, 1, -1, 0, -7888],
  [2, 1, 0, 0, -6766],
  [1, 0, -1, 0, -5163],
  [1, 1, 0, 0, 4987],
  [2, -1, 1, 0, 4036],
  [2, 0, 2, 0, 3994],
  [4, 0, 0, 0, 3861],
  [2, 0, -3, 0, 3665],
  [0, 1, -2, 0, -2689],
  [2, 0, -1, 2, -2602],
  [2, -1, -2, 0, 2390],
  [1, 0, 1, 0, -2348],
  [2, -2, 0, 0, 2236],
  [0, 1, 2, 0, -2120],
  [0, 2, 0, 0, -2069],
  [2, -2, -1, 0, 2048],
  [2, 0, 1, -2, -1773],
  [2, 0, 0, 2, -1595],
  [4, -1, -1, 0, 1215],
  [0, 0, 2, 2, -1110],
  [3, 0, -1, 0, -892],
  [2, 1, 1, 0, -810],
  [4, -1, -2, 0, 759],
  [0, 2, -1, 0, -713],
  [2, 2, -1, 0, -700],
  [2, 1, -2, 0, 691],
  [2, -1, 0, -2, 596],
  [4, 0, 1, 0, 549],
  [0, 0, 4, 0, 537],
  [4, -1, 0, 0, 520],
  [1, 0, -2, 0, -487],
  [2, 1, 0, -2, -399],
  [0, 0, 2, -2, -381],
  [1, 1, 1, 0, 351],
  [3, 0, -2, 0, -340],
  [4, 0, -3, 0, 330],
  [2, -1, 2, 0, 327],
  [0, 2, 1, 0, -323],
  [1, 1, -1, 0, 299],
  [2, 0, 3, 0, 294],
];

/** The Moon's mean longitude plus the periodic terms, in degrees (not reduced to 0–360), at a Julian Ephemeris Day. */
export function moonLongitude(ephemerisDay: number): number {
  const t = (ephemerisDay - J2000) / 36525;
  const meanLongitude =
    218.3164477 + 481267.88123421 * t - 0.0015786 * t ** 2 + t ** 3 / 538841 - t ** 4 / 65194000;
  const elongation =
    297.8501921 + 445267.1114034 * t - 0.0018819 * t ** 2 + t ** 3 / 545868 - t ** 4 / 113065000;
  const sunAnomaly = 357.5291092 + 35999.0502909 * t - 0.0001536 * t ** 2 + t ** 3 / 24490000;
  const moonAnomaly =
    134.9633964 + 477198.8675055 * t + 0.0087414 * t ** 2 + t ** 3 / 69699 - t ** 4 / 14712000;
  const latitudeArgument =
    93.272095 + 483202.0175233 * t - 0.0036539 * t ** 2 - t ** 3 / 3526000 + t ** 4 / 863310000;
  const venus = 119.75 + 131.849 * t;
  const jupiter = 53.09 + 479264.29 * t;
  const eccentricity = 1 - 0.002516 * t - 0.0000074 * t ** 2;
  let sum = 0;
  for (const [d, m, mm, f, coefficient] of LONGITUDE_TERMS) {
    const angle = d * elongation + m * sunAnomaly + mm * moonAnomaly + f * latitudeArgument;
    sum += coefficient * eccentricity ** Math.abs(m) * sinDegrees(angle);
  }
  sum +=
    3958 * sinDegrees(venus) +
    1962 * sinDegrees(meanLongitude - latitudeArgument) +
    318 * sinDegrees(jupiter);
  return meanLongitude + sum / 1_000_000;
}
