import { describe, expect, it } from 'vitest';
import { today } from './calendar-model';

describe("the calendar's today", () => {
  it("is the business's day in its time zone, whatever the viewer's clock says", () => {
    const lateEvening = new Date('2026-11-28T03:00:00Z');
    expect(today(lateEvening, 'America/Chicago')).toEqual({ year: 2026, month: 10, date: '2026-11-27' });
    expect(today(lateEvening, 'Europe/Paris')).toEqual({ year: 2026, month: 10, date: '2026-11-28' });
    expect(today(new Date('2026-12-31T23:30:00Z'), 'Asia/Singapore')).toEqual({
      year: 2027,
      month: 0,
      date: '2027-01-01',
    });
  });
});
