import { describe, expect, it } from 'vitest';
import { dayOf } from './day-param';

describe('the day a calendar link opens on', () => {
  it('is the date it names, when that is a real date of the calendar’s years', () => {
    expect(dayOf('2026-12-04')).toBe('2026-12-04');
    expect(dayOf('2028-02-29')).toBe('2028-02-29');
  });

  it('is none for a date that is not one, a year the calendar has not, or no date', () => {
    for (const value of [
      '2027-02-29',
      '2026-13-01',
      '2026-12-4',
      'tomorrow',
      '',
      '1999-01-01',
      '9999-01-01',
    ]) {
      expect(dayOf(value), value).toBeUndefined();
    }
    expect(dayOf(null)).toBeUndefined();
  });
});
