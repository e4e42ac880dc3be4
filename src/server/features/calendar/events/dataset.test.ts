import Holidays from 'date-holidays';
import { describe, expect, it } from 'vitest';
import { awarenessDays } from './dataset/index.js';
import { type DateRule, resolveRule } from './rules.js';
import type { AwarenessDay, EventCategory } from './types.js';

const FIRST_YEAR = 2000;
const LAST_YEAR = 2100;
const YEARS = Array.from({ length: LAST_YEAR - FIRST_YEAR + 1 }, (_, index) => FIRST_YEAR + index);

const CATEGORIES: readonly EventCategory[] = [
  'international',
  'health',
  'food',
  'business',
  'seasonal',
  'cultural',
  'holiday',
];

const KNOWN_COUNTRIES = new Set(Object.keys(new Holidays().getCountries()));

function byId(id: string): AwarenessDay {
  const day = awarenessDays.find((candidate) => candidate.id === id);
  if (!day) throw new Error(`no day ${id}`);
  return day;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Lowercase letters and digits only, so "Mother's Day" and "Mothers Day" count as one title. */
function plainTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Whether two days can both be on one country's calendar. */
function shareACountry(a: AwarenessDay, b: AwarenessDay): boolean {
  if (a.countries === undefined || b.countries === undefined) return true;
  const other = b.countries;
  return a.countries.some((country) => other.includes(country));
}

describe('resolveRule', () => {
  it.each([
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2000, '2000-04-23'],
    [2008, '2008-03-23'],
    [2038, '2038-04-25'],
    [2100, '2100-03-28'],
  ])('puts Western Easter %i on %s', (year, date) => {
    expect(resolveRule({ kind: 'easter', offset: 0 }, year)).toEqual([date]);
  });

  it('counts days from Easter across month ends (2026: Shrove Tuesday, Ash Wednesday, Good Friday, Pentecost)', () => {
    expect(resolveRule({ kind: 'easter', offset: -47 }, 2026)).toEqual(['2026-02-17']);
    expect(resolveRule({ kind: 'easter', offset: -46 }, 2026)).toEqual(['2026-02-18']);
    expect(resolveRule({ kind: 'easter', offset: -2 }, 2026)).toEqual(['2026-04-03']);
    expect(resolveRule({ kind: 'easter', offset: 49 }, 2026)).toEqual(['2026-05-24']);
  });

  it('agrees with date-holidays on Easter Sunday in every year 2000–2100', () => {
    const germany = new Holidays('DE');
    for (const year of YEARS) {
      const easter = germany.getHolidays(year, 'en').find((holiday) => holiday.name === 'Easter Sunday');
      expect(resolveRule({ kind: 'easter', offset: 0 }, year), String(year)).toEqual([
        easter?.date.slice(0, 10),
      ]);
    }
  });

  it('agrees with date-holidays on Orthodox Easter in every year 2000–2100', () => {
    const serbia = new Holidays('RS');
    for (const year of YEARS) {
      const easter = serbia.getHolidays(year, 'en').find((holiday) => holiday.name === 'Orthodox Easter');
      expect(resolveRule({ kind: 'orthodox-easter', offset: 0 }, year), String(year)).toEqual([
        easter?.date.slice(0, 10),
      ]);
    }
  });

  it('finds the nth weekday: US Thanksgiving 2026 (4th Thursday of November) is 2026-11-26', () => {
    expect(resolveRule({ kind: 'nth-weekday', month: 11, weekday: 4, nth: 4 }, 2026)).toEqual(['2026-11-26']);
    expect(resolveRule({ kind: 'nth-weekday', month: 5, weekday: 0, nth: 2 }, 2026)).toEqual(['2026-05-10']);
    expect(resolveRule({ kind: 'nth-weekday', month: 2, weekday: 1, nth: 1 }, 2026)).toEqual(['2026-02-02']);
  });

  it('finds the last weekday: the last Monday of May 2026 is 2026-05-25', () => {
    expect(resolveRule({ kind: 'nth-weekday', month: 5, weekday: 1, nth: -1 }, 2026)).toEqual(['2026-05-25']);
    // July 2026 ends on a Friday, so its last Friday is the 31st.
    expect(resolveRule({ kind: 'nth-weekday', month: 7, weekday: 5, nth: -1 }, 2026)).toEqual(['2026-07-31']);
    expect(resolveRule({ kind: 'nth-weekday', month: 2, weekday: 0, nth: -1 }, 2024)).toEqual(['2024-02-25']);
  });

  it('keeps fixed dates as written and pads them', () => {
    expect(resolveRule({ kind: 'fixed', month: 10, day: 16 }, 2026)).toEqual(['2026-10-16']);
    expect(resolveRule({ kind: 'fixed', month: 1, day: 1 }, 2100)).toEqual(['2100-01-01']);
    expect(resolveRule({ kind: 'fixed', month: 2, day: 29 }, 2024)).toEqual(['2024-02-29']);
  });

  it('finds the last day of a month: February 28, or 29 in a leap year', () => {
    expect(resolveRule({ kind: 'last-day', month: 2 }, 2026)).toEqual(['2026-02-28']);
    expect(resolveRule({ kind: 'last-day', month: 2 }, 2028)).toEqual(['2028-02-29']);
    expect(resolveRule({ kind: 'last-day', month: 2 }, 2100)).toEqual(['2100-02-28']);
    expect(resolveRule({ kind: 'last-day', month: 4 }, 2026)).toEqual(['2026-04-30']);
    expect(() => resolveRule({ kind: 'last-day', month: 13 }, 2026)).toThrow(RangeError);
  });

  it('rejects rules that name no real date', () => {
    const impossible: DateRule[] = [
      { kind: 'fixed', month: 2, day: 30 },
      { kind: 'fixed', month: 13, day: 1 },
      { kind: 'fixed', month: 4, day: 0 },
      { kind: 'nth-weekday', month: 5, weekday: 7, nth: 1 },
      { kind: 'nth-weekday', month: 0, weekday: 1, nth: 1 },
      { kind: 'easter', offset: 1.5 },
      { kind: 'nth-weekday', month: 11, weekday: 4, nth: 4, offset: 0.5 },
      { kind: 'lunar', calendar: 'islamic-umalqura', month: 13, day: 1 },
      { kind: 'lunar', calendar: 'hebrew', month: 'Nisan', day: 31 },
      { kind: 'table', dates: { 2026: '2025-11-08' } },
      { kind: 'tithi', month: 'ashvin', tithi: 31, at: 'sunrise' },
      { kind: 'tithi', month: 'ashvin', tithi: 0, at: 'sunrise' },
      { kind: 'sankranti', sign: 12, keptOn: 'before-sunset' },
      { kind: 'nakshatra', nakshatra: 27, sign: 4 },
      { kind: 'nakshatra', nakshatra: 21, sign: -1 },
      { kind: 'full-moon-nakshatra', nakshatra: 7, sign: 12 },
      { kind: 'full-moon-nakshatra', nakshatra: 22, sign: 9 },
      { kind: 'sankranti', sign: 3, keptOn: 'before-sunset-in-chennai', day: 30 },
      { kind: 'sankranti', sign: 3, keptOn: 'before-sunset-in-chennai', day: 0 },
      // The Tamil almanacs' delay is known for Makara only.
      { kind: 'sankranti', sign: 0, keptOn: 'tamil-almanac-before-sunset' },
      { kind: 'lunar', calendar: 'chinese', month: 1, day: 1, offset: -31 },
      { kind: 'lunar', calendar: 'chinese', month: 1, day: 1, offset: 0.5 },
      { kind: 'solar-term', longitude: 20 },
      { kind: 'solar-term', longitude: 360 },
    ];
    for (const rule of impossible)
      expect(() => resolveRule(rule, 2026), JSON.stringify(rule)).toThrow(RangeError);
    expect(() => resolveRule({ kind: 'fixed', month: 2, day: 29 }, 2026)).toThrow(RangeError);
    expect(() => resolveRule({ kind: 'fixed', month: 1, day: 1 }, 2026.5)).toThrow(RangeError);
  });

  it('counts days from a lunar date in the first and last years the rules serve', () => {
    const eve: DateRule = { kind: 'lunar', calendar: 'chinese', month: 1, day: 1, offset: -1 };
    const dayAfter: DateRule = { kind: 'lunar', calendar: 'hebrew', month: 'Nisan', day: 15, offset: 1 };
    for (const year of [1583, 9999]) {
      for (const rule of [eve, dayAfter]) {
        const dates = resolveRule(rule, year);
        expect(dates, `${JSON.stringify(rule)} ${year}`).toHaveLength(1);
        expect(dates[0]?.startsWith(`${year}-`)).toBe(true);
      }
    }
  });

  it('gives the same dates whatever the server time zone', () => {
    const rules: DateRule[] = [
      { kind: 'fixed', month: 12, day: 31 },
      { kind: 'nth-weekday', month: 3, weekday: 0, nth: -1 },
      { kind: 'easter', offset: -46 },
      { kind: 'season', mark: 'september-equinox' },
      { kind: 'lunar', calendar: 'chinese', month: 1, day: 1 },
      { kind: 'lunar', calendar: 'hebrew', month: 'Tishri', day: 1 },
      { kind: 'lunar', calendar: 'islamic-umalqura', month: 10, day: 1 },
    ];
    const original = process.env.TZ;
    const dates: string[][] = [];
    try {
      for (const zone of ['Pacific/Kiritimati', 'America/Adak', 'UTC']) {
        process.env.TZ = zone;
        dates.push(rules.flatMap((rule) => resolveRule(rule, 2026)));
      }
    } finally {
      if (original === undefined) delete process.env.TZ;
      else process.env.TZ = original;
    }
    expect(dates[0]).toEqual([
      '2026-12-31',
      '2026-03-29',
      '2026-02-18',
      '2026-09-23',
      '2026-02-17',
      '2026-09-12',
      '2026-03-20',
    ]);
    expect(dates[1]).toEqual(dates[0]);
    expect(dates[2]).toEqual(dates[0]);
  });
});

describe('the awareness-day dataset', () => {
  it('has at least 500 events', () => {
    expect(awarenessDays.length).toBeGreaterThanOrEqual(500);
  });

  it('ids are unique, stable kebab-case and never look like a date-holidays id', () => {
    const ids = awarenessDays.map((day) => day.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(id.startsWith('holiday-'), id).toBe(false);
    }
  });

  it('titles are trimmed English text', () => {
    for (const day of awarenessDays) {
      expect(day.title, day.id).toMatch(/^\S(.*\S)?$/);
      expect(day.title, day.id).not.toMatch(/\s{2}/);
      expect(day.title, day.id).toMatch(/[A-Za-z]/);
    }
  });

  it('hashtags are 2 to 5, each # plus letters or digits, none repeated', () => {
    for (const day of awarenessDays) {
      expect(day.hashtags.length, day.id).toBeGreaterThanOrEqual(2);
      expect(day.hashtags.length, day.id).toBeLessThanOrEqual(5);
      for (const tag of day.hashtags) {
        expect(tag, day.id).toMatch(/^#[A-Za-z0-9]+$/);
        expect(tag, day.id).toMatch(/[A-Za-z]/);
      }
      expect(new Set(day.hashtags.map((tag) => tag.toLowerCase())).size, day.id).toBe(day.hashtags.length);
    }
  });

  it('categories are the known ones', () => {
    for (const day of awarenessDays) expect(CATEGORIES, day.id).toContain(day.category);
  });

  it('countries are upper-case ISO 3166-1 alpha-2 codes that date-holidays knows, listed once', () => {
    for (const day of awarenessDays) {
      if (day.countries === undefined) continue;
      expect(day.countries.length, day.id).toBeGreaterThan(0);
      expect(new Set(day.countries).size, day.id).toBe(day.countries.length);
      for (const country of day.countries) {
        expect(country, day.id).toMatch(/^[A-Z]{2}$/);
        expect(KNOWN_COUNTRIES.has(country), `${day.id}: ${country}`).toBe(true);
      }
    }
  });

  it('"National …" days name the countries they belong to', () => {
    for (const day of awarenessDays) {
      if (day.title.startsWith('National ')) expect(day.countries, day.id).toBeDefined();
    }
  });

  it('has no fixed February 29', () => {
    for (const { id, rule } of awarenessDays) {
      if (rule.kind === 'fixed') expect(rule.month === 2 && rule.day === 29, id).toBe(false);
    }
  });

  it('every rule resolves to real dates of the year in every year 2000–2100, at least one unless it is looked up', () => {
    // Problems are collected and compared once: an expect per date would take most of the test's time.
    const problems: string[] = [];
    for (const year of YEARS) {
      for (const day of awarenessDays) {
        const dates = resolveRule(day.rule, year);
        if (dates.length === 0 && day.rule.kind !== 'table' && day.rule.kind !== 'since')
          problems.push(`${day.id} ${year}: no date`);
        if (dates.length > 2) problems.push(`${day.id} ${year}: ${dates.length} dates`);
        for (const date of dates) {
          const [y, m, d] = date.split('-').map(Number);
          const parsed = new Date(Date.UTC(y ?? 0, (m ?? 0) - 1, d ?? 0));
          const real =
            /^\d{4}-\d{2}-\d{2}$/.test(date) &&
            date.startsWith(`${year}-`) &&
            parsed.toISOString().slice(0, 10) === date;
          if (!real) problems.push(`${day.id} ${year}: ${date}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('only Islamic dates come twice in a year, as 1 Ramadan does in 2030 (January 5 and December 26)', () => {
    for (const year of YEARS) {
      for (const day of awarenessDays) {
        if (resolveRule(day.rule, year).length < 2) continue;
        expect(
          day.rule.kind === 'lunar' && day.rule.calendar === 'islamic-umalqura',
          `${day.id} ${year}`,
        ).toBe(true);
      }
    }
    expect(resolveRule(byId('ramadan-begins').rule, 2030)).toEqual(['2030-01-05', '2030-12-26']);
  });

  it('looked-up days are there for every year their table covers, 2024–2040, and not after', () => {
    for (const id of ['holi']) {
      for (let year = 2024; year <= 2040; year++)
        expect(resolveRule(byId(id).rule, year), `${id} ${year}`).toHaveLength(1);
      expect(resolveRule(byId(id).rule, 2041), id).toEqual([]);
    }
  });

  it('no two events share a title on one date (in any one country)', () => {
    for (const year of YEARS) {
      const byDateAndTitle = new Map<string, AwarenessDay[]>();
      for (const day of awarenessDays) {
        for (const date of resolveRule(day.rule, year)) {
          const key = `${date} ${plainTitle(day.title)}`;
          const same = byDateAndTitle.get(key) ?? [];
          for (const other of same) {
            expect(
              shareACountry(day, other),
              `${year}: ${day.id} and ${other.id} are both "${day.title}"`,
            ).toBe(false);
          }
          byDateAndTitle.set(key, [...same, day]);
        }
      }
    }
  });

  it('a day kept in several countries is one entry listing them, unless each tags it in its own language', () => {
    const byTitleAndRule = new Map<string, string>();
    const repeated: string[] = [];
    for (const day of awarenessDays) {
      const tags = day.hashtags.map((tag) => tag.toLowerCase()).sort();
      const key = `${plainTitle(day.title)} ${JSON.stringify(day.rule)} ${tags.join(' ')}`;
      const first = byTitleAndRule.get(key);
      if (first) repeated.push(`${day.id} repeats ${first}`);
      else byTitleAndRule.set(key, day.id);
    }
    expect(repeated).toEqual([]);
  });

  it('at least 330 days of every year 2000–2100 have an event', () => {
    let min = { days: Number.POSITIVE_INFINITY, year: 0 };
    for (const year of YEARS) {
      const days = new Set(awarenessDays.flatMap((day) => resolveRule(day.rule, year))).size;
      expect(days, String(year)).toBeGreaterThanOrEqual(330);
      expect(days).toBeLessThanOrEqual(isLeapYear(year) ? 366 : 365);
      if (days < min.days) min = { days, year };
    }
    console.log(`coverage: min ${min.days} days (year ${min.year}), ${awarenessDays.length} events`);
  });

  it.each([
    ['world-bread-day', 2026, '2026-10-16'],
    ['world-food-day', 2026, '2026-10-16'],
    ['international-womens-day', 2026, '2026-03-08'],
    ['mothers-day', 2026, '2026-05-10'],
    ['fathers-day', 2026, '2026-06-21'],
    ['thanksgiving-us', 2026, '2026-11-26'],
    ['memorial-day', 2026, '2026-05-25'],
    ['martin-luther-king-jr-day', 2026, '2026-01-19'],
    ['presidents-day', 2026, '2026-02-16'],
    ['labor-day', 2026, '2026-09-07'],
    ['small-business-saturday-us', 2026, '2026-11-28'],
    ['good-friday', 2026, '2026-04-03'],
    ['shrove-tuesday', 2026, '2026-02-17'],
    ['pentecost', 2026, '2026-05-24'],
    ['mothering-sunday', 2026, '2026-03-15'],
    ['christmas-day', 2026, '2026-12-25'],
    ['first-day-of-spring-north', 2026, '2026-03-20'],
  ])('%s falls in %i on %s', (id, year, date) => {
    expect(resolveRule(byId(id).rule, year)).toEqual([date]);
  });

  it('Small Business Saturday (last Saturday of November) is the Saturday after US Thanksgiving, 2000–2100', () => {
    const thanksgiving = byId('thanksgiving-us').rule;
    const saturday = byId('small-business-saturday-us').rule;
    for (const year of YEARS) {
      const after = new Date(`${resolveRule(thanksgiving, year)[0]}T00:00:00Z`);
      after.setUTCDate(after.getUTCDate() + 2);
      expect(resolveRule(saturday, year), String(year)).toEqual([after.toISOString().slice(0, 10)]);
    }
  });
});
