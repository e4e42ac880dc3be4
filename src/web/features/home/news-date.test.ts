import { describe, expect, it } from 'vitest';
import { newsDateTime } from './news-date';

describe('the date-time of a news card', () => {
  it('reads in long US form in the location’s time zone', () => {
    expect(newsDateTime('2026-11-23T14:05:00.000Z', 'America/New_York')).toBe('November 23, 2026 at 9:05 AM');
    expect(newsDateTime('2026-11-23T23:30:00.000Z', 'America/Los_Angeles')).toBe(
      'November 23, 2026 at 3:30 PM',
    );
    expect(newsDateTime('2026-11-24T03:30:00.000Z', 'America/Chicago')).toBe('November 23, 2026 at 9:30 PM');
  });
});
