/**
 * Days of the Indian lunisolar calendar worked out from the Sun and the Moon. A lunar month (new moon to new
 * moon) is named for the sidereal sign the Sun enters during it, so its full moon is the one nearest to that
 * sankranti; a festival is kept on the day in India whose sunrise falls in the full-moon tithi, which is the day
 * of the full moon, or the day before when the full moon comes before sunrise.
 */

import { nearestFullMoon } from './moon-phases.js';
import { sankranti } from './sidereal-sun.js';

/** India Standard Time, UTC+05:30. */
const IST_OFFSET_MS = 5.5 * 3_600_000;

/**
 * Sunrise in New Delhi, in hours of IST, around Vaishakha (late April to early June): between 05:23 and 05:45.
 * A full moon in those minutes would be a day out; none falls there from 2018 to 2040.
 */
const MAY_SUNRISE_HOURS = 5.5;

/** Vrishabha (Taurus), the second sidereal sign, which the Sun enters in the month of Vaishakha. */
const VRISHABHA = 1;

/**
 * Vaishakha Purnima, the full moon of the month of Vaishakha: Buddha Purnima, the day of Vesak in India, Nepal
 * and Sri Lanka, as 'YYYY-MM-DD'.
 */
export function vaishakhaPurnima(year: number): string {
  const fullMoon = nearestFullMoon(sankranti(VRISHABHA, year));
  // The civil day in India whose sunrise comes last before the full moon.
  const sunriseDay = new Date(fullMoon.getTime() + IST_OFFSET_MS - MAY_SUNRISE_HOURS * 3_600_000);
  return sunriseDay.toISOString().slice(0, 10);
}
