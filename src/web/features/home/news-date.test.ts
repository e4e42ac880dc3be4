import { describe, expect, it } from 'vitest';
import { newsDateTime } from './news-date';

describe('the date-time of a news card', () => {
  it('reads in long US form in the location’s time zone', () => {
    expect(newsDateTime('2026-11-23T14:05:00.000Z', 'America/New_York', 'America/New_York')).toBe(
      'November 23, 2026 at 9:05 AM',
    );
    expect(newsDateTime('2026-11-23T23:30:00.000Z', 'America/Los_Angeles', 'America/Los_Angeles')).toBe(
      'November 23, 2026 at 3:30 PM',
    );
    expect(newsDateTime('2026-11-24T03:30:00.000Z', 'America/Chicago', 'America/Chicago')).toBe(
      'November 23, 2026 at 9:30 PM',
    );
  });

  it("names the location's zone for someone whose own clock keeps another", () => {
    expect(newsDateTime('2026-11-23T14:05:00.000Z', 'America/New_York', 'Europe/London')).toBe(
      'November 23, 2026 at 9:05 AM EST',
    );
    expect(newsDateTime('2026-07-01T14:05:00.000Z', 'America/New_York', 'Europe/London')).toBe(
      'July 1, 2026 at 10:05 AM EDT',
    );
  });

  it('takes two names of one zone as the same zone', () => {
    expect(newsDateTime('2026-11-23T14:05:00.000Z', 'Asia/Kolkata', 'Asia/Calcutta')).toBe(
      'November 23, 2026 at 7:35 PM',
    );
  });
});
