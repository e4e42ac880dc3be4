/**
 * The solar terms of the Chinese calendar: the 24 days a year on which the Sun reaches a multiple of 15° of
 * longitude (Qingming at 15°), each dated in China's time, as the calendar dates it wherever it is kept.
 */

import { dateInZone } from '../../../core/date-in-zone.js';
import { sunReaches } from './sidereal-sun.js';

const CHINA_TIME = 'Asia/Shanghai';

/** The date ('YYYY-MM-DD') in a Gregorian year of the solar term at a longitude. */
export function solarTermDate(longitude: number, year: number): string {
  return dateInZone(sunReaches(longitude, year), CHINA_TIME);
}
