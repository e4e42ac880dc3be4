import { describe, expect, it } from 'vitest';
import { ephemerisDay, normaliseDegrees } from './astronomy.js';
import { fullMoonNakshatraDates, nakshatraDates } from './indian-calendar.js';
import { moonLongitude } from './moon-longitude.js';
import { type DateRule, resolveRule } from './rules.js';
import { ayanamsa, sankranti } from './sidereal-sun.js';

describe("the Indian calendar's days at the edges", () => {
  it('a lunar month at the turn of the year holds its day in the year the day falls in', () => {
    const firstOfPausha: DateRule = { kind: 'tithi', month: 'pausha', tithi: 1, at: 'sunrise' };
    const found = [2024, 2025, 2026].map((year) => resolveRule(firstOfPausha, year));
    // Each first of Pausha is a month after Dhanu's new moon of December, or of January's when it comes late.
    for (const [index, dates] of found.entries()) {
      for (const date of dates) expect(date.startsWith(`${2024 + index}-`), date).toBe(true);
    }
    const all = found.flat();
    expect(new Set(all).size).toBe(all.length);
    expect(all.length).toBeGreaterThanOrEqual(2);
  });

  it('a nakshatra of any solar month falls inside that month, Dhanu and Meena included', () => {
    for (let sign = 0; sign < 12; sign += 1) {
      for (const year of [2026, 2027]) {
        for (const date of nakshatraDates(21, sign, year)) {
          const day = Date.parse(`${date}T12:00:00Z`);
          const entries = [year - 1, year, year + 1].map((entryYear) => sankranti(sign, entryYear).getTime());
          const inAMonthOfTheSign = entries.some(
            (entry) => day >= entry - 86_400_000 && day <= entry + 32 * 86_400_000,
          );
          expect(inAMonthOfTheSign, `sign ${sign} ${date}`).toBe(true);
          expect(date.startsWith(`${year}-`), `sign ${sign} ${date}`).toBe(true);
        }
      }
    }
  });

  it('a solar month that holds a nakshatra twice keeps the one by its full moon, as Thaipusam 2025 did', () => {
    // The month of Thai began on January 14, 2025, with the Moon already in Pusam, and met Pusam again by its full
    // moon of February 12: Thaipusam was February 11.
    const firstOfThai = Date.parse('2025-01-14T12:00:00Z');
    const day = ephemerisDay(firstOfThai);
    const moonInPusam = Math.floor(normaliseDegrees(moonLongitude(day) - ayanamsa(day)) / (360 / 27)) === 7;
    expect(sankranti(9, 2025).getTime()).toBeLessThan(firstOfThai);
    expect(moonInPusam).toBe(true);
    expect(fullMoonNakshatraDates(7, 9, 2025)).toEqual(['2025-02-11']);
  });

  it('keeps a full-moon nakshatra on the day its forenoon lies in it, else on the day it begins', () => {
    // Pusam ran from about 09:17 on February 4, 2023 to 12:20 on the 5th (IST): the 5th's forenoon was wholly in it.
    expect(fullMoonNakshatraDates(7, 9, 2023)).toEqual(['2023-02-05']);
    // From about 08:17 on January 25, 2024 to 10:29 on the 26th: neither day's forenoon lay wholly in it, so the
    // festival is the day Pusam began.
    expect(fullMoonNakshatraDates(7, 9, 2024)).toEqual(['2024-01-25']);
  });

  it("a late day of Dhanu's solar month, begun in December, falls in the January of the next year", () => {
    const lastOfDhanu: DateRule = { kind: 'sankranti', sign: 8, keptOn: 'before-sunset-in-chennai', day: 29 };
    const dates = resolveRule(lastOfDhanu, 2027);
    expect(dates).toHaveLength(1);
    expect(dates[0]).toMatch(/^2027-01-1\d$/);
  });

  it('refuses years its astronomy is not fitted for, rather than working them out wrongly', () => {
    const rules: DateRule[] = [
      { kind: 'tithi', month: 'ashvin', tithi: 30, at: 'evening' },
      { kind: 'sankranti', sign: 0, keptOn: 'sunrise-to-sunrise' },
      { kind: 'nakshatra', nakshatra: 21, sign: 4 },
      { kind: 'full-moon-nakshatra', nakshatra: 7, sign: 9 },
    ];
    for (const rule of rules) {
      expect(() => resolveRule(rule, 9999), JSON.stringify(rule)).toThrow(RangeError);
      expect(() => resolveRule(rule, 1600), JSON.stringify(rule)).toThrow(RangeError);
      expect(resolveRule(rule, 2150), JSON.stringify(rule)).toHaveLength(1);
    }
  });
});
