import { describe, expect, it } from 'vitest';
import { ephemerisDay, normaliseDegrees } from './astronomy.js';
import { moonLongitude } from './moon-longitude.js';
import { nearestFullMoon, nearestNewMoon } from './moon-phases.js';
import { sankranti, sunLongitude } from './sidereal-sun.js';

const MINUTE = 60_000;

function expectNear(actual: Date, expected: string, minutes: number): void {
  expect(
    Math.abs(actual.getTime() - Date.parse(expected)),
    `${actual.toISOString()} vs ${expected}`,
  ).toBeLessThan(minutes * MINUTE);
}

describe('moon phases and the sidereal Sun', () => {
  it('finds full moons within two minutes of the US Naval Observatory instants', () => {
    // USNO phases of the Moon: 2021-05-26 11:14, 2023-05-05 17:34, 2024-05-23 13:53, 2025-05-12 16:56 UT.
    expectNear(nearestFullMoon(new Date('2021-05-20T00:00Z')), '2021-05-26T11:14Z', 2);
    expectNear(nearestFullMoon(new Date('2023-05-10T00:00Z')), '2023-05-05T17:34Z', 2);
    expectNear(nearestFullMoon(new Date('2024-05-30T00:00Z')), '2024-05-23T13:53Z', 2);
    expectNear(nearestFullMoon(new Date('2025-05-12T00:00Z')), '2025-05-12T16:56Z', 2);
  });

  it('still finds new moons: the new moon of 2027-02-06 at 15:56 UT, a few minutes before midnight in China', () => {
    expectNear(nearestNewMoon(new Date('2027-02-01T00:00Z')), '2027-02-06T15:56Z', 2);
  });

  it("puts the Moon 0° and 180° from the Sun within two minutes of every new and full moon's instant, 2020–2052", () => {
    /** The Moon's lead over the Sun at an instant, -180° to 180° from the phase's angle. */
    const offset = (instant: Date, phase: number): number => {
      const day = ephemerisDay(instant.getTime());
      return normaliseDegrees(moonLongitude(day) - sunLongitude(day) - phase + 180) - 180;
    };
    /** The Moon gains about 12.19° a day on the Sun. */
    const minutesPerDegree = 1440 / 12.19;
    let worst = 0;
    for (let lunation = 0; lunation < 400; lunation += 1) {
      const near = new Date(Date.UTC(2020, 0, 1) + lunation * 29.53 * 86_400_000);
      worst = Math.max(
        worst,
        Math.abs(offset(nearestNewMoon(near), 0)) * minutesPerDegree,
        Math.abs(offset(nearestFullMoon(near), 180)) * minutesPerDegree,
      );
    }
    expect(worst).toBeLessThan(2);
  });

  it('finds the Sun entering Makara (Capricorn) and Mesha (Aries) within 25 minutes of the Indian almanacs', () => {
    // Drik Panchang: Makar Sankranti 2024-01-15 02:54 IST and 2025-01-14 09:03 IST (21:24 and 03:33 UT), Mesha
    // Sankranti 2025-04-14 03:30 IST (22:00 UT the day before).
    expectNear(sankranti(9, 2024), '2024-01-14T21:24Z', 25);
    expectNear(sankranti(9, 2025), '2025-01-14T03:33Z', 25);
    expectNear(sankranti(0, 2025), '2025-04-13T22:00Z', 25);
  });
});
