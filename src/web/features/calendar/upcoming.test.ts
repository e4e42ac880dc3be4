import { describe, expect, it } from 'vitest';
import type { CalendarEventItem } from '../../../contract/calendar';
import { eventsOn, nextDays } from './upcoming';

const event = (date: string, title: string): CalendarEventItem => ({
  id: title,
  date,
  title,
  hashtags: [],
  category: 'food',
  kind: 'celebration',
});

describe('the next 7 days', () => {
  it('crosses the end of a year', () => {
    expect(nextDays('2026-12-28', 7)).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
  });

  it('keeps the events of those days only, in date order', () => {
    const days = nextDays('2026-12-30', 7);
    const events = [
      event('2027-01-01', "New Year's Day"),
      event('2026-12-31', "New Year's Eve"),
      event('2027-02-01', 'Later'),
    ];
    expect(eventsOn(days, events).map((e) => e.title)).toEqual(["New Year's Eve", "New Year's Day"]);
  });
});
