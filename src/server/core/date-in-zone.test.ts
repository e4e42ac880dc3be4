import { describe, expect, it } from 'vitest';
import { dateInZone } from './date-in-zone.js';

describe('the date in a time zone', () => {
  const lateEveningInNewYork = new Date('2026-11-27T03:30:00Z');

  it('is the local date, on either side of midnight UTC', () => {
    expect(dateInZone(lateEveningInNewYork, 'America/New_York')).toBe('2026-11-26');
    expect(dateInZone(lateEveningInNewYork, 'Europe/Berlin')).toBe('2026-11-27');
    expect(dateInZone(new Date('2026-11-26T23:30:00Z'), 'Pacific/Auckland')).toBe('2026-11-27');
  });

  it('reads each zone anew on every call, the same zone twice included', () => {
    expect(dateInZone(new Date('2026-12-31T23:59:59Z'), 'UTC')).toBe('2026-12-31');
    expect(dateInZone(new Date('2027-01-01T00:00:00Z'), 'UTC')).toBe('2027-01-01');
  });

  it('refuses a zone that does not exist, every time', () => {
    expect(() => dateInZone(lateEveningInNewYork, 'Mars/Olympus_Mons')).toThrow(RangeError);
    expect(() => dateInZone(lateEveningInNewYork, 'Mars/Olympus_Mons')).toThrow(RangeError);
  });
});
