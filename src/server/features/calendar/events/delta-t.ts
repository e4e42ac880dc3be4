/**
 * Terrestrial Time minus Universal Time in seconds: the astronomical formulas give instants in TT, calendars
 * need UT. Espenak–Meeus polynomials (NASA eclipse web site) for 2005–2050 and 2050–2150, the span the
 * calendar serves; the minute or two they may be out only matters for an instant near midnight.
 */
export function deltaTSeconds(year: number): number {
  if (year < 2050) {
    const t = year - 2000;
    return 62.92 + 0.32217 * t + 0.005589 * t * t;
  }
  const u = (year - 1820) / 100;
  return -20 + 32 * u * u - 0.5628 * (2150 - year);
}
