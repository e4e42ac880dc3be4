import { describe, expect, it } from 'vitest';
import { formatInZone, todayInZone, wallClockInZone, zonedToUtc } from './zoned-time';

describe('a time in the location’s time zone', () => {
  it('is 9:00 on the clock there, whatever the browser’s own zone', () => {
    expect(zonedToUtc('2026-11-26', '09:00', 'Europe/Berlin').toISOString()).toBe('2026-11-26T08:00:00.000Z');
    expect(zonedToUtc('2026-07-01', '09:00', 'Europe/Berlin').toISOString()).toBe('2026-07-01T07:00:00.000Z');
    expect(zonedToUtc('2026-11-26', '09:00', 'America/New_York').toISOString()).toBe(
      '2026-11-26T14:00:00.000Z',
    );
    expect(zonedToUtc('2026-11-26', '09:00', 'Asia/Kolkata').toISOString()).toBe('2026-11-26T03:30:00.000Z');
  });

  it('moves forward past the hour a clock change skips', () => {
    // Berlin skips 02:00–03:00 on 29 March 2026.
    expect(zonedToUtc('2026-03-29', '02:30', 'Europe/Berlin').toISOString()).toBe('2026-03-29T01:30:00.000Z');
  });

  it('reads back as the location reads it', () => {
    expect(formatInZone('2026-11-26T08:00:00.000Z', 'Europe/Berlin')).toBe('Thu 26 Nov, 09:00');
    expect(todayInZone(new Date('2026-11-25T23:30:00Z'), 'Europe/Berlin')).toBe('2026-11-26');
  });

  it('fills the date and time fields as the location reads them, and back to the same instant', () => {
    for (const [iso, zone] of [
      ['2026-11-26T08:00:00.000Z', 'Europe/Berlin'],
      ['2026-11-26T03:30:00.000Z', 'Asia/Kolkata'],
      ['2026-03-29T01:30:00.000Z', 'Europe/Berlin'],
      ['2026-11-26T04:59:00.000Z', 'America/New_York'],
    ] as const) {
      const { date, time } = wallClockInZone(iso, zone);
      expect(zonedToUtc(date, time, zone).toISOString()).toBe(iso);
    }
    expect(wallClockInZone('2026-11-26T08:00:00.000Z', 'Europe/Berlin')).toEqual({
      date: '2026-11-26',
      time: '09:00',
    });
  });
});
