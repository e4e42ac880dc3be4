import { describe, expect, it } from 'vitest';
import type { NewsAudience } from '../../../../contract/news';
import { audienceText } from './labels';

const plans = new Map([
  ['p1', 'Gold'],
  ['p2', 'Silver'],
  ['p3', 'Bronze'],
]);
const locations = new Map([['l1', 'Harbour Bakery']]);

describe('who a news item is for, in words', () => {
  it('names every location, two plans or locations by name, and counts more', () => {
    const item: { audience: NewsAudience; planIds: string[]; locationIds: string[] } = {
      audience: 'all',
      planIds: [],
      locationIds: [],
    };
    expect(audienceText(item, plans, locations)).toBe('All locations');
    expect(audienceText({ ...item, audience: 'plans', planIds: ['p1', 'p2'] }, plans, locations)).toBe(
      'Plans: Gold, Silver',
    );
    expect(audienceText({ ...item, audience: 'plans', planIds: ['p1', 'p2', 'p3'] }, plans, locations)).toBe(
      'Plans: 3 plans',
    );
    expect(audienceText({ ...item, audience: 'locations', locationIds: ['l1'] }, plans, locations)).toBe(
      'Locations: Harbour Bakery',
    );
    // An archived location is not among the names the console has loaded.
    expect(
      audienceText({ ...item, audience: 'locations', locationIds: ['l1', 'l9'] }, plans, locations),
    ).toBe('Locations: 2 locations');
  });

  it('says so when the plans it was for are gone', () => {
    const item: { audience: NewsAudience; planIds: string[]; locationIds: string[] } = {
      audience: 'plans',
      planIds: [],
      locationIds: [],
    };
    expect(audienceText(item, plans, locations)).toBe('Plans: none left');
  });
});
