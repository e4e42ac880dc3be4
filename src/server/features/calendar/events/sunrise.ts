/**
 * Sunrise and sunset by the usual sunrise equation (the Sun's centre 0.833° below the horizon, for refraction and
 * its radius), good to a minute or two away from the poles: enough for the Indian calendar, whose days begin at
 * sunrise.
 */

import { cosDegrees, instantOfJulianDay, J2000, julianDay, sinDegrees } from './astronomy.js';

/** The obliquity of the ecliptic, degrees. */
const OBLIQUITY = 23.4397;

export interface Place {
  /** Degrees north. */
  latitude: number;
  /** Degrees east. */
  longitude: number;
}

/**
 * Sunrise and sunset, as instants, on a calendar date ('YYYY-MM-DD') at a place where the Sun rises and sets
 * that day.
 */
export function sunriseAndSunset(date: string, place: Place): { sunrise: Date; sunset: Date } {
  const noonUtc = julianDay(Date.parse(`${date}T12:00:00Z`));
  // Days from J2000 to the local mean solar noon of the date.
  const meanSolarTime = noonUtc - J2000 - place.longitude / 360;
  const anomaly = (357.5291 + 0.98560028 * meanSolarTime) % 360;
  const centre =
    1.9148 * sinDegrees(anomaly) + 0.02 * sinDegrees(2 * anomaly) + 0.0003 * sinDegrees(3 * anomaly);
  const eclipticLongitude = (anomaly + centre + 180 + 102.9372) % 360;
  const transit =
    J2000 + meanSolarTime + 0.0053 * sinDegrees(anomaly) - 0.0069 * sinDegrees(2 * eclipticLongitude);
  const declinationSine = sinDegrees(eclipticLongitude) * sinDegrees(OBLIQUITY);
  const declinationCosine = Math.sqrt(1 - declinationSine ** 2);
  const hourAngleCosine =
    (sinDegrees(-0.833) - sinDegrees(place.latitude) * declinationSine) /
    (cosDegrees(place.latitude) * declinationCosine);
  const hourAngle = (Math.acos(hourAngleCosine) * 180) / Math.PI;
  return {
    sunrise: instantOfJulianDay(transit - hourAngle / 360),
    sunset: instantOfJulianDay(transit + hourAngle / 360),
  };
}
