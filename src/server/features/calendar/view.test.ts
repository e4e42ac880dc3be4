import { describe, expect, it } from 'vitest';
import { eventsForYear } from './events/holidays.js';
import { applyView, viewOf } from './view.js';

const titlesOn = (date: string, businessName: string) =>
  applyView(eventsForYear(2026, 'US'), viewOf(null, businessName))
    .filter((event) => event.date === date)
    .map((event) => event.title);

describe("the order of a day's events for a business", () => {
  it('puts Small Business Saturday first for a bakery, a gym and a law firm alike, before the other days of November 28', () => {
    for (const business of ['Sunrise Bakery', 'Harbor Fitness', 'Kanzlei Schmidt', 'Main Street Law Firm']) {
      expect(titlesOn('2026-11-28', business)[0], business).toBe('Small Business Saturday');
    }
  });

  it('keeps the usual order of every date for a business whose name says nothing of what it does', () => {
    const usual = eventsForYear(2026, 'US').filter((event) => event.kind !== 'solemn');
    expect(applyView(usual, viewOf(null, 'Acme'))).toEqual(usual);
  });
});
