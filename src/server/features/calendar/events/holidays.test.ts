import { describe, expect, it } from 'vitest';
import { awarenessDays } from './dataset/index.js';
import { eventsForYear, isSupportedCountry } from './holidays.js';
import type { CalendarEvent, EventCategory } from './types.js';

const CATEGORIES: readonly EventCategory[] = [
  'international',
  'health',
  'food',
  'business',
  'seasonal',
  'cultural',
  'holiday',
];

function titled(events: readonly CalendarEvent[], title: RegExp): CalendarEvent[] {
  return events.filter((event) => title.test(event.title));
}

function expectWellFormed(events: readonly CalendarEvent[], year: number, label: string): void {
  expect(new Set(events.map((event) => event.id)).size, `${label}: ids are unique`).toBe(events.length);
  for (const event of events) {
    const where = `${label} ${event.date} ${event.title}`;
    expect(event.date, where).toMatch(new RegExp(`^${year}-\\d{2}-\\d{2}$`));
    expect(event.title.trim(), where).toBe(event.title);
    expect(event.title.length, where).toBeGreaterThan(0);
    expect(CATEGORIES, where).toContain(event.category);
    expect(event.id, where).toMatch(/^[\p{Ll}\p{Lo}\p{N}]+(-[\p{Ll}\p{Lo}\p{N}]+)*$/u);
    expect(event.hashtags.length, where).toBeGreaterThanOrEqual(2);
    expect(event.hashtags.length, where).toBeLessThanOrEqual(5);
    expect(new Set(event.hashtags).size, where).toBe(event.hashtags.length);
    for (const tag of event.hashtags) {
      expect(tag, where).toMatch(/^#[\p{L}\p{N}]+$/u);
      expect(tag, where).toMatch(/\p{L}/u);
    }
  }
}

describe('eventsForYear', () => {
  const us2026 = eventsForYear(2026, 'US');

  it('US 2026 includes Independence Day on 2026-07-04 exactly once (no substitute day on 07-03)', () => {
    const independence = titled(us2026, /^independence day/i);
    expect(independence.map((event) => event.date)).toEqual(['2026-07-04']);
  });

  it('US 2026 includes Christmas Day once, on 2026-12-25, with the curated hashtags', () => {
    const christmas = titled(us2026, /^christmas day$/i);
    expect(christmas).toHaveLength(1);
    expect(christmas[0]).toMatchObject({ id: 'christmas-day', date: '2026-12-25', category: 'holiday' });
    expect(christmas[0]?.hashtags).toContain('#MerryChristmas');
  });

  it('US 2026 includes Thanksgiving once, on 2026-11-26', () => {
    const thanksgiving = titled(us2026, /^thanksgiving( day)?$/i);
    expect(thanksgiving.map((event) => [event.id, event.date])).toEqual([['thanksgiving-us', '2026-11-26']]);
  });

  it('holidays both sources know appear once in every US year 2000–2100 (the dataset rules agree with date-holidays)', () => {
    const once = [
      /^new year'?s day$/i,
      /^martin luther king/i,
      /^presidents'? day$|^washington'?s birthday$/i,
      /^memorial day$/i,
      /^juneteenth$/i,
      /^independence day$/i,
      /^labou?r day$/i,
      /^veterans day$/i,
      /^thanksgiving( day)?$/i,
      /^christmas day$/i,
      /^mother'?s day$/i,
      /^father'?s day$/i,
      /^easter( sunday)?$/i,
      /^valentine'?s day$/i,
      /^halloween$/i,
    ];
    for (let year = 2000; year <= 2100; year += 1) {
      const events = eventsForYear(year, 'US');
      for (const title of once) expect(titled(events, title), `${year} ${title}`).toHaveLength(1);
    }
  });

  it('a GB year includes Boxing Day, and its Mothering Sunday once', () => {
    const gb2026 = eventsForYear(2026, 'GB');
    expect(titled(gb2026, /^boxing day$/i).map((event) => event.date)).toEqual(['2026-12-26']);
    expect(
      titled(gb2026, /^mother'?s day$|^mothering sunday$/i).map((event) => [event.title, event.date]),
    ).toEqual([['Mothering Sunday', '2026-03-15']]);
    const bankHoliday = gb2026.find((event) => event.title === 'Early May bank holiday');
    expect(bankHoliday).toMatchObject({
      id: 'holiday-early-may-bank-holiday',
      date: '2026-05-04',
      category: 'holiday',
    });
    expect(bankHoliday?.hashtags).toEqual(['#EarlyMayBankHoliday', '#BankHoliday', '#PublicHoliday']);
  });

  it('gives a date-holidays holiday the id holiday-<slug> and a CamelCase hashtag plus a generic one', () => {
    expect(us2026.find((event) => event.title === 'Columbus Day')).toEqual({
      id: 'holiday-columbus-day',
      date: '2026-10-12',
      title: 'Columbus Day',
      hashtags: ['#ColumbusDay', '#PublicHoliday'],
      category: 'holiday',
      kind: 'public-holiday',
    });
    expect(us2026.find((event) => event.title === 'Tax Day')?.hashtags).toEqual(['#TaxDay', '#Holiday']);
  });

  it('results are sorted by date, then title', () => {
    for (const [country, year] of [
      ['US', 2026],
      ['DE', 2027],
      ['JP', 2030],
    ] as const) {
      const events = eventsForYear(year, country);
      for (let index = 1; index < events.length; index += 1) {
        const before = events[index - 1];
        const after = events[index];
        if (!before || !after) continue;
        const order = before.date === after.date ? before.title.localeCompare(after.title, 'en') : 0;
        expect(before.date <= after.date && order <= 0, `${country} ${before.title} / ${after.title}`).toBe(
          true,
        );
      }
    }
  });

  it('every event is well formed: a date in the year, 2 to 5 hashtags of # plus letters or digits, unique ids', () => {
    for (const country of [
      'US',
      'GB',
      'DE',
      'FR',
      'IN',
      'AU',
      'CA',
      'JP',
      'BR',
      'IL',
      'AE',
      'CN',
      'TN',
      'ZA',
    ]) {
      for (const year of [2000, 2026, 2033, 2100]) {
        expectWellFormed(eventsForYear(year, country), year, `${country} ${year}`);
      }
    }
    // 56 years of events worked out afresh: about 3 s on a quiet machine, many times that on a busy one.
  }, 90_000);

  it('an event with countries ["US"] does not appear for "DE"; days for everyone do', () => {
    const de2026 = new Set(eventsForYear(2026, 'DE').map((event) => event.id));
    expect(us2026.some((event) => event.id === 'national-pizza-day')).toBe(true);
    expect(de2026.has('national-pizza-day')).toBe(false);
    for (const day of awarenessDays) {
      const applies = day.countries === undefined || day.countries.includes('DE');
      expect(de2026.has(day.id), day.id).toBe(applies);
    }
  });

  it('holidays spanning several days appear on their start date only', () => {
    const springFestival = titled(eventsForYear(2026, 'CN'), /spring festival/i);
    expect(springFestival.map((event) => event.date)).toEqual(['2026-02-16']);
    const roshHashanah = titled(eventsForYear(2033, 'IL'), /rosh hashanah/i);
    expect(roshHashanah.map((event) => event.date)).toEqual(['2033-09-24']);
  });

  it('leaves out substitute days', () => {
    const gb2026 = eventsForYear(2026, 'GB');
    expect(gb2026.filter((event) => /substitute/i.test(event.title))).toEqual([]);
    expect(titled(gb2026, /boxing day/i)).toHaveLength(1);
  });

  it('merges near-identical names on one date, keeping the curated entry', () => {
    const events = eventsForYear(2026, 'US');
    // date-holidays calls it "Washington's Birthday", "Labour Day" and "St. Patrick's Day".
    expect(titled(events, /washington/i)).toEqual([]);
    expect(titled(events, /^labou?r day$/i).map((event) => event.id)).toEqual(['labor-day']);
    expect(titled(events, /patrick/i).map((event) => event.id)).toEqual(['st-patricks-day']);
    const belarus = eventsForYear(2026, 'BY').filter((event) => event.date === '2026-01-07');
    expect(belarus.map((event) => event.id)).toEqual(['orthodox-christmas']);
  });

  it('gives a country date-holidays does not know the curated days for everyone', () => {
    const unknown = eventsForYear(2026, 'XX');
    const everywhere = awarenessDays.filter((day) => day.countries === undefined);
    expect(unknown.map((event) => event.id).sort()).toEqual(everywhere.map((day) => day.id).sort());
  });

  it('does not depend on the letter case of the country code', () => {
    expect(eventsForYear(2026, 'gb')).toEqual(eventsForYear(2026, 'GB'));
  });

  it('does not depend on the server time zone', () => {
    const original = process.env.TZ;
    const runs: string[] = [];
    try {
      for (const zone of ['Pacific/Kiritimati', 'America/Adak', 'UTC']) {
        process.env.TZ = zone;
        runs.push(
          JSON.stringify([eventsForYear(2026, 'US'), eventsForYear(2026, 'AU'), eventsForYear(2026, 'JP')]),
        );
      }
    } finally {
      if (original === undefined) delete process.env.TZ;
      else process.env.TZ = original;
    }
    expect(runs[1]).toBe(runs[0]);
    expect(runs[2]).toBe(runs[0]);
  });
});

describe('isSupportedCountry', () => {
  it('is true for ISO codes date-holidays knows, in any letter case', () => {
    for (const code of ['US', 'GB', 'DE', 'IN', 'JP', 'us'])
      expect(isSupportedCountry(code), code).toBe(true);
  });

  it('is false for anything else', () => {
    for (const code of ['XX', 'UK', 'USA', '', 'constructor'])
      expect(isSupportedCountry(code), code).toBe(false);
  });
});
