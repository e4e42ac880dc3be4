import { describe, expect, it } from 'vitest';
import { nowruzDate } from './nowruz.js';

/** The Gregorian date of 1 Farvardin, the first day of the Solar Hijri year, by ICU's Persian calendar. */
function persianNewYearOfIcu(year: number): string {
  const format = new Intl.DateTimeFormat('en-u-ca-persian', {
    timeZone: 'UTC',
    month: 'numeric',
    day: 'numeric',
  });
  for (let day = Date.UTC(year, 2, 18); day <= Date.UTC(year, 2, 23); day += 86_400_000) {
    if (format.format(new Date(day)) === '1/1') return new Date(day).toISOString().slice(0, 10);
  }
  throw new Error(`no 1 Farvardin near the equinox of ${year}`);
}

describe('Nowruz', () => {
  it('is the day of the March equinox in Iran when it comes before noon there, else the next day', () => {
    // The equinox came at 06:36 Iran time in 2024 and at 12:31 in 2025 (timeanddate.com).
    expect(nowruzDate(2024)).toBe('2024-03-20');
    expect(nowruzDate(2025)).toBe('2025-03-21');
  });

  it("falls on the first day of the year of Iran's calendar, as ICU's Persian calendar gives it, 2000–2060", () => {
    for (let year = 2000; year <= 2060; year++) {
      expect(nowruzDate(year), String(year)).toBe(persianNewYearOfIcu(year));
    }
  });
});
