import { describe, expect, it } from 'vitest';
import { DAY_FACTS } from './dataset/facts.js';
import { awarenessDays } from './dataset/index.js';
import { eventsForYear } from './holidays.js';

describe("the calendar's line about a day", () => {
  it('belongs to a day of the dataset, and is one sentence of at most 200 characters', () => {
    const ids = new Set(awarenessDays.map((day) => day.id));
    for (const [id, fact] of Object.entries(DAY_FACTS)) {
      expect(ids.has(id), id).toBe(true);
      expect(fact.length, id).toBeLessThanOrEqual(200);
      expect(fact, id).toMatch(/^[A-Z"].*\.$/u);
      expect(fact.slice(0, -1), id).not.toMatch(/[\p{Ll}\d][.!?]\s+\p{Lu}/u);
    }
  });

  it('comes with the day on the calendar: World Bread Day 2026 says who started it, a day without one says nothing', () => {
    const events = eventsForYear(2026, 'US');
    expect(events.find((event) => event.id === 'world-bread-day')?.about).toContain(
      'International Union of Bakers',
    );
    const pizza = events.find((event) => event.id === 'national-pizza-day');
    expect(pizza).toBeDefined();
    expect(pizza).not.toHaveProperty('about');
  });
});
