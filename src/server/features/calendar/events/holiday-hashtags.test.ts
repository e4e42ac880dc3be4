import Holidays from 'date-holidays';
import { describe, expect, it } from 'vitest';
import {
  englishHoliday,
  GENERIC_HOLIDAY_HASHTAGS,
  HOLIDAY_NAMES,
  holidayHashtags,
  KNOWN_HOLIDAY_HASHTAGS,
} from './holiday-names.js';
import { eventsForYear, isSupportedCountry } from './holidays.js';
import type { CalendarEvent } from './types.js';

/** Every country the calendar has public holidays for. */
const COUNTRIES = Object.keys(new Holidays().getCountries());
const YEARS = [2026, 2027, 2028, 2029, 2030, 2031, 2032, 2033, 2034, 2035];

/** '#' and CamelCase words: a capital or a digit first, then letters and digits only. */
const HASHTAG = /^#[\p{Lu}\p{N}][\p{L}\p{N}]*$/u;
const MAX_HASHTAG_LENGTH = 29;

/** The public holidays and observances that come from date-holidays, as opposed to the curated days. */
function publicHolidays(year: number, country: string): CalendarEvent[] {
  return eventsForYear(year, country).filter((event) => event.id.startsWith('holiday-'));
}

function titled(events: readonly CalendarEvent[], title: RegExp): string[] {
  return events.filter((event) => title.test(event.title)).map((event) => `${event.date} ${event.title}`);
}

function dayBefore(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

function expectWellFormedHashtag(tag: string, where: string): void {
  expect(tag, where).toMatch(HASHTAG);
  expect(tag, where).toMatch(/\p{L}/u);
  expect(tag.length, where).toBeLessThanOrEqual(MAX_HASHTAG_LENGTH);
}

describe('the hashtags of every public holiday, in every country, 2026–2035', () => {
  it('covers every country date-holidays knows', () => {
    expect(COUNTRIES.length).toBeGreaterThan(150);
    for (const country of [
      'US',
      'GB',
      'IE',
      'CA',
      'AU',
      'NZ',
      'DE',
      'FR',
      'ES',
      'IT',
      'NL',
      'IN',
      'BR',
      'MX',
    ]) {
      expect(isSupportedCountry(country), country).toBe(true);
    }
    for (const country of ['ZA', 'AE', 'SG', 'JP', 'CN'])
      expect(isSupportedCountry(country), country).toBe(true);
  });

  it.each(COUNTRIES)('%s: 2 to 5 known or generic CamelCase tags, none repeated', (country) => {
    for (const year of YEARS) {
      for (const event of publicHolidays(year, country)) {
        const where = `${country} ${event.date} ${event.title}: ${event.hashtags.join(' ')}`;
        expect(event.hashtags.length, where).toBeGreaterThanOrEqual(2);
        expect(event.hashtags.length, where).toBeLessThanOrEqual(5);
        expect(new Set(event.hashtags).size, where).toBe(event.hashtags.length);
        for (const tag of event.hashtags) {
          expectWellFormedHashtag(tag, where);
          expect(KNOWN_HOLIDAY_HASHTAGS.has(tag) || GENERIC_HOLIDAY_HASHTAGS.has(tag), where).toBe(true);
        }
      }
    }
  });
});

describe('the table of English names and hashtags', () => {
  it('gives titles without brackets or slashes, and up to three well-formed tags each', () => {
    for (const entry of HOLIDAY_NAMES) {
      const where = `${entry.name} → ${entry.title}`;
      expect(entry.title, where).not.toMatch(/[()[\]{}/\\]/u);
      expect(entry.title.trim(), where).toBe(entry.title);
      expect(entry.hashtags.length, where).toBeLessThanOrEqual(3);
      expect(new Set(entry.hashtags).size, where).toBe(entry.hashtags.length);
      for (const tag of entry.hashtags) {
        expectWellFormedHashtag(tag, where);
        expect(GENERIC_HOLIDAY_HASHTAGS.has(tag), `${where}: ${tag} is generic`).toBe(false);
      }
    }
  });

  it('holds each name once for each country and rule', () => {
    const keys = HOLIDAY_NAMES.flatMap((entry) =>
      (entry.countries ?? ['*']).map((country) => `${entry.name}|${country}|${entry.rule ?? ''}`),
    );
    expect(keys.length - new Set(keys).size).toBe(0);
  });

  it('names only holidays date-holidays has, in the countries each entry is for', { timeout: 60_000 }, () => {
    const used = new Set<string>();
    for (const country of COUNTRIES) {
      for (const year of YEARS) {
        for (const holiday of new Holidays(country).getHolidays(year, 'en')) {
          const name = holiday.name.replace(/[‘’]/gu, "'");
          used.add(`${name}|${country}|${holiday.rule}`);
          used.add(`${name}|${country}|`);
          used.add(`${name}|*|`);
        }
      }
    }
    for (const entry of HOLIDAY_NAMES) {
      const keys = (entry.countries ?? ['*']).map(
        (country) => `${entry.name}|${country}|${entry.rule ?? ''}`,
      );
      expect(
        keys.some((key) => used.has(key)),
        `${entry.name} in ${entry.countries ?? 'any country'}`,
      ).toBe(true);
    }
  });
});

describe('generic hashtags, for a holiday the table does not know', () => {
  it('say only what kind of day it is, and never come from the name', () => {
    const day = { country: 'TN', title: 'Evacuation Day', isPublic: true, solemn: false };
    expect(holidayHashtags([], day)).toEqual(['#PublicHoliday', '#Holiday']);
    expect(holidayHashtags([], { ...day, isPublic: false })).toEqual(['#Holiday', '#OnThisDay']);
    expect(holidayHashtags([], { ...day, isPublic: false, solemn: true })).toEqual([
      '#Remembrance',
      '#OnThisDay',
    ]);
    expect(holidayHashtags([], { ...day, country: 'IE' })).toEqual(['#BankHoliday', '#PublicHoliday']);
    expect(englishHoliday('Evacuation Day', 'TN', '10-15')).toBeUndefined();
  });
});

describe('known names and dates', () => {
  it('calls Eid al-Adha so, with #EidAlAdha, and never "Feast of the Sacrifice"', () => {
    expect(
      englishHoliday('Feast of the Sacrifice (Eid al-Adha)', 'AE', '10 Dhu al-Hijjah P3D'),
    ).toMatchObject({
      title: 'Eid al-Adha',
      hashtags: ['#EidAlAdha', '#EidMubarak'],
    });
    for (const country of ['AE', 'SA', 'GM', 'SG', 'TR']) {
      const eid = eventsForYear(2026, country).filter((event) =>
        /eid al-adha|tabaski|hari raya haji/i.test(event.title),
      );
      expect(
        eid.map((event) => event.date),
        country,
      ).toEqual(['2026-05-27']);
      expect(eid[0]?.hashtags, country).toContain('#EidAlAdha');
    }
    for (const country of COUNTRIES) {
      expect(titled(eventsForYear(2026, country), /feast of the sacrifice/i), country).toEqual([]);
    }
  });

  it("shows Saudi Arabia's Eid al-Adha on the festival, not on the Day of Arafah that opens its holiday", () => {
    for (const year of YEARS) {
      const events = eventsForYear(year, 'SA');
      const eid = events.filter((event) => /^eid al-adha/i.test(event.title));
      const arafah = new Holidays('SA')
        .getHolidays(year, 'en')
        .filter((holiday) => holiday.rule.startsWith('9 Dhu al-Hijjah'))
        .map((holiday) => holiday.date.slice(0, 10));
      for (const date of arafah) {
        expect(
          eid.some((event) => event.date === date),
          `${year}: not on ${date}`,
        ).toBe(false);
      }
    }
  });

  it('shows Chinese New Year in China on the new-year day itself, and its eve under its own name', () => {
    const NEW_YEAR: Readonly<Record<number, string>> = {
      2026: '02-17',
      2027: '02-06',
      2028: '01-26',
      2029: '02-13',
      2030: '02-03',
      2031: '01-23',
      2032: '02-11',
      2033: '01-31',
      2034: '02-19',
      2035: '02-08',
    };
    for (const year of YEARS) {
      const events = eventsForYear(year, 'CN');
      const festival = titled(events, /^(lunar new year|chinese new year|spring festival)$/i);
      expect(festival, `${year}`).toEqual([`${year}-${NEW_YEAR[year]} Lunar New Year`]);
      const eve = events.filter((event) => event.title === 'Spring Festival Eve');
      expect(eve.map((event) => event.date)).toEqual([dayBefore(`${year}-${NEW_YEAR[year]}`)]);
      expect(eve[0]?.hashtags).toContain('#ChineseNewYear');
    }
  });

  it("gives Germany's Volkstrauertag, Totensonntag and Advent Sundays their English names and real tags", () => {
    const de = eventsForYear(2026, 'DE');
    expect(de.find((event) => event.id === 'holiday-memorial-day')).toEqual({
      id: 'holiday-memorial-day',
      date: '2026-11-15',
      title: 'National Day of Mourning',
      hashtags: ['#Volkstrauertag', '#Remembrance'],
      category: 'holiday',
      kind: 'solemn',
    });
    expect(titled(de, /^memorial day$/i)).toEqual([]);
    expect(de.find((event) => event.id === 'holiday-totensonntag')).toMatchObject({
      title: 'Sunday of the Dead',
      kind: 'solemn',
    });
    expect(titled(de, /advent/i)).toEqual([
      '2026-11-29 First Sunday of Advent',
      '2026-12-06 Second Sunday of Advent',
      '2026-12-13 Third Sunday of Advent',
      '2026-12-20 Fourth Sunday of Advent',
    ]);
    expect(de.find((event) => event.date === '2026-11-29')?.hashtags).not.toContain('#1Advent');
    expect(de.find((event) => event.id === 'holiday-national-holiday')?.title).toBe('German Unity Day');
  });

  it('uses the names people say elsewhere too', () => {
    const title = (year: number, country: string, id: string) =>
      eventsForYear(year, country).find((event) => event.id === id)?.title;
    expect(title(2026, 'IE', 'holiday-first-monday-in-june')).toBe('June Bank Holiday');
    expect(title(2026, 'ES', 'holiday-fiesta-nacional-de-espana')).toBe('National Day of Spain');
    expect(title(2026, 'IT', 'holiday-liberation-from-nazi-fascism-1945')).toBe('Liberation Day');
    expect(title(2026, 'JP', 'holiday-constitution-day')).toBe('Constitution Memorial Day');
    expect(title(2026, 'JP', 'holiday-seven-five-three-festival')).toBe('Shichi-Go-San');
    expect(title(2026, 'AE', 'holiday-national-day')).toBe('UAE National Day');
    expect(eventsForYear(2026, 'US').find((event) => event.id === 'holiday-columbus-day')?.hashtags).toEqual([
      '#ColumbusDay',
      '#PublicHoliday',
    ]);
  });
});
