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

  it("puts Valentine's Day first on February 14 for a bakery, and International Book Giving Day for a bookshop", () => {
    expect(titlesOn('2026-02-14', 'Sunrise Bakery')[0]).toBe("Valentine's Day");
    expect(titlesOn('2026-02-14', 'Corner Bookshop')[0]).toBe('International Book Giving Day');
  });

  it('keeps the usual order of every date for a business whose name says nothing of what it does', () => {
    const usual = eventsForYear(2026, 'US').filter((event) => event.kind !== 'solemn');
    expect(applyView(usual, viewOf(null, 'Acme'))).toEqual(usual);
  });
});
