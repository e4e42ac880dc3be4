import { describe, expect, it } from 'vitest';
import { EVENT_KINDS, type EventKind } from '../../../../contract/calendar.js';
import { awarenessDays } from './dataset/index.js';
import { eventsForYear } from './holidays.js';
import { kindOfDay } from './types.js';

/** Countries between them holding every solemn day below (Anzac Day, Memorial Day, National Sorry Day…). */
const COUNTRIES = ['US', 'GB', 'AU', 'CA', 'DE', 'NL', 'IL'];

/** The kind of each event of 2026 across those countries, by id. */
const kindById = new Map<string, EventKind>(
  COUNTRIES.flatMap((country) => eventsForYear(2026, country)).map((event) => [event.id, event.kind]),
);

const SOLEMN_DAYS = [
  'holocaust-remembrance-day',
  'hiroshima-day',
  'nagasaki-day',
  'rwanda-genocide-reflection',
  'armenian-genocide-remembrance-day',
  'genocide-victims-day',
  'victims-of-slavery-remembrance',
  'slave-trade-remembrance-day',
  'abolition-of-slavery-day',
  'victims-of-terrorism-day',
  'victims-of-religious-violence-day',
  'victims-of-enforced-disappearances',
  'victims-of-chemical-warfare-day',
  'support-of-victims-of-torture',
  'innocent-children-victims-of-aggression',
  'chernobyl-remembrance-day',
  'black-ribbon-day',
  'elimination-of-violence-against-women',
  'elimination-of-racial-discrimination',
  'sexual-violence-in-conflict',
  'day-against-trafficking-in-persons',
  'world-day-against-child-labour',
  'missing-childrens-day',
  'world-aids-day',
  'world-suicide-prevention-day',
  'workers-memorial-day',
  'road-traffic-victims-remembrance',
  'pregnancy-and-infant-loss-remembrance-day',
  'anzac-day',
  'memorial-day',
  'remembrance-day',
  'remembrance-sunday',
  'national-sorry-day',
  'pearl-harbor-remembrance-day',
  'patriot-day',
  'titanic-remembrance-day',
  'truth-and-reconciliation-day',
  'peace-officers-memorial-day',
];

/**
 * Days proclaimed to draw attention to a cause, a people or a danger: a business marks them with a fact and
 * what it does, never with "Happy …" and confetti ("Happy Desertification and Drought Day! 🎉").
 */
const CAUSE_DAYS = [
  'day-of-the-african-child',
  'persons-with-disabilities-day',
  'international-migrants-day',
  'desertification-and-drought-day',
  'world-population-day',
  'international-day-of-older-persons',
  'international-day-of-the-girl',
  'world-press-freedom-day',
  'world-rhino-day',
  'world-water-day',
  'earth-day',
  'world-braille-day',
  'safer-internet-day',
  'international-equal-pay-day',
  'national-girl-child-day',
  'computer-security-day',
  'world-password-day',
  'data-privacy-day',
  'giving-tuesday',
];

describe('the kind of each calendar event', () => {
  it('every event of 2026 has one of the declared kinds', () => {
    for (const kind of kindById.values()) expect(EVENT_KINDS).toContain(kind);
  });

  it.each(SOLEMN_DAYS)('%s is a solemn day', (id) => {
    expect(kindById.get(id)).toBe('solemn');
  });

  it.each(CAUSE_DAYS)('%s, a day for a cause, is an awareness day', (id) => {
    const day = awarenessDays.find((candidate) => candidate.id === id);
    expect(day && kindOfDay(day)).toBe('awareness');
  });

  it('days that honor those who served are marked with respect, never partied for', () => {
    for (const id of ['vietnam-war-veterans-day', 'k9-veterans-day', 'veterans-day-netherlands']) {
      const day = awarenessDays.find((candidate) => candidate.id === id);
      expect(day && kindOfDay(day), id).toBe('awareness');
    }
  });

  it('days of celebration, commerce and faith are not solemn', () => {
    expect(kindById.get('world-bread-day')).toBe('celebration');
    expect(kindById.get('pi-day')).toBe('celebration');
    expect(kindById.get('day-of-the-dead')).toBe('celebration');
    expect(kindById.get('black-friday')).toBe('commercial');
    expect(kindById.get('veterans-day')).toBe('public-holiday');
    expect(kindById.get('world-cancer-day')).toBe('awareness');
    expect(kindById.get('first-day-of-spring-north')).toBe('season');
    for (const id of ['good-friday', 'easter-sunday', 'eid-al-fitr', 'diwali', 'passover', 'hanukkah']) {
      expect(kindById.get(id)).toBe('religious');
    }
  });

  it("a country's public holidays are public holidays, its days of remembrance solemn", () => {
    expect(kindById.get('holiday-memorial-day')).toBe('solemn');
    expect(kindById.get('holiday-remembrance-of-the-dead')).toBe('solemn');
    expect(kindById.get('holiday-totensonntag')).toBe('solemn');
    expect(kindById.get('holiday-holocaust-remembrance-day-yom-hashoah')).toBe('solemn');
    expect(kindById.get('holiday-national-holiday')).toBe('public-holiday');
  });
});
