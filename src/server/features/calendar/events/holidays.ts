import Holidays, { type HolidaysTypes } from 'date-holidays';
import { addDays } from '../../../core/calendar-days.js';
import { slug } from '../../../core/words.js';
import { awarenessDays } from './dataset/index.js';
import { englishHoliday, holidayHashtags } from './holiday-names.js';
import { localName } from './local-names.js';
import { resolveRule } from './rules.js';
import { type AwarenessDay, type CalendarEvent, kindOfDay } from './types.js';

/** Holiday types taken from date-holidays; bank, school and optional days are not for everyone. */
const KEPT_TYPES: ReadonlySet<HolidaysTypes.HolidayType> = new Set(['public', 'observance']);

/**
 * A holiday whose name comes back within this many days of the same name is the same holiday: date-holidays
 * lists some multi-day holidays once per day (Eid, Spring Festival) and some substitute days under the plain
 * name.
 */
const SAME_HOLIDAY_WITHIN_DAYS = 7;

/**
 * A holiday whose name is already on the calendar up to this many days later is that holiday too: countries
 * that wait for the new moon to be sighted often keep an Islamic festival a day before the computed date.
 */
const SAME_HOLIDAY_EARLIER_BY_DAYS = 2;

/**
 * A country's public holiday of mourning or remembrance is solemn: "Memorial Day", "Totensonntag". Tested on
 * date-holidays' own name, which says so where the English one may not ("Sunday of the Dead"), while an English
 * name may say "memorial" of a day that is not ("Constitution Memorial Day").
 */
const SOLEMN_HOLIDAY_NAME = /memorial|remembrance|mourning|volkstrauertag|totensonntag/iu;

/**
 * date-holidays rules for a block of days off that opens the day before its festival: Saudi Arabia's Eid
 * al-Adha holiday starts on the Day of Arafah, 9 Dhu al-Hijjah. The calendar shows the festival on its own day.
 * Saudi Arabia's Eid al-Fitr block, which opens on "30 Ramadan", stays: date-holidays makes that 1 Shawwal itself
 * in the years Ramadan has 29 days, and the curated Eid al-Fitr a day or two later stands for it either way.
 */
const OPENS_THE_DAY_BEFORE_ITS_FESTIVAL = /^9 Dhu al-Hijjah P\d+D$/u;

/** Words that do not tell one holiday from another ("Thanksgiving" = "Thanksgiving Day"). */
const FILLER_WORDS = new Set([
  'a',
  'an',
  'and',
  'day',
  'feast',
  'for',
  'global',
  'holiday',
  'international',
  'national',
  'of',
  'the',
  'world',
]);

/** Different words for the same thing. */
const WORD_ALIASES: ReadonlyMap<string, string> = new Map([
  ['st', 'saint'],
  ['labour', 'labor'],
  ['worker', 'labor'],
  ['workers', 'labor'],
  ['mothering', 'mother'],
  ['mothers', 'mother'],
  ['fathers', 'father'],
]);

/** Different names for the same holiday, after lowercasing and dropping punctuation. */
const NAME_ALIASES: ReadonlyMap<string, string> = new Map([
  ['washington birthday', 'presidents'],
  ['easter saturday', 'holy saturday'],
  ['day after thanksgiving day', 'black friday'],
  ['chinese new year', 'lunar new year'],
  ['hari raya puasa', 'eid al fitr'],
  ['hari raya haji', 'eid al adha'],
  ['hari raya aidilfitri', 'eid al fitr'],
  ['hari raya aidiladha', 'eid al adha'],
  ['deepavali', 'diwali'],
]);

/** Whether date-holidays knows the country (ISO 3166-1 alpha-2, any letter case). */
export function isSupportedCountry(country: string): boolean {
  return Object.hasOwn(new Holidays().getCountries(), country.toUpperCase());
}

/** Each country's time zone once looked up; date-holidays builds a country's whole rule set to tell it. */
const countryTimeZones = new Map<string, string>();

/**
 * The time zone a country's calendar is given in when no location says otherwise: the first one date-holidays
 * lists for it (America/New_York for the US, Australia/Sydney for Australia); UTC for a country it does not know.
 */
export function countryTimeZone(country: string): string {
  const code = country.toUpperCase();
  if (!isSupportedCountry(code)) return 'UTC';
  const known = countryTimeZones.get(code);
  if (known !== undefined) return known;
  const zone = new Holidays(code).getTimezones()[0] ?? 'UTC';
  countryTimeZones.set(code, zone);
  return zone;
}

/** Letters (accents dropped) and digits of a name, lowercased, as words; possessive 's and apostrophes go. */
function words(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’′ʻʼ`]s\b/gu, '')
    .replace(/['’′ʻʼ`]/gu, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/**
 * The words that identify a holiday, for telling whether two names on one date mean the same holiday. Names
 * made only of filler words ("National Day") keep them all.
 */
/** Names recur every year and in many countries; their words are worked out once. */
const identifyingWordsOf = new Map<string, string[]>();

function identifyingWords(name: string): string[] {
  const known = identifyingWordsOf.get(name);
  if (known) return known;
  const found = findIdentifyingWords(name);
  identifyingWordsOf.set(name, found);
  return found;
}

function findIdentifyingWords(name: string): string[] {
  const plain = words(name)
    .map((word) => WORD_ALIASES.get(word) ?? word)
    .join(' ');
  const named = (NAME_ALIASES.get(plain) ?? plain).split(' ');
  const significant = named.filter((word) => !FILLER_WORDS.has(word));
  return [...new Set(significant.length > 0 ? significant : named)].sort();
}

function isSubset(small: readonly string[], large: ReadonlySet<string>): boolean {
  return small.every((word) => large.has(word));
}

/** Same holiday: the same identifying words, or one name's words all in the other ("Easter" ⊂ "Easter Sunday"). */
function sameHoliday(a: readonly string[], b: readonly string[]): boolean {
  return isSubset(a, new Set(b)) || isSubset(b, new Set(a));
}

/** A name and the names in its brackets: "End of Ramadan (Eid al-Fitr)" gives both. */
function nameParts(name: string): string[] {
  const outside = name.replace(/\([^)]*\)/gu, ' ').trim();
  const inside = [...name.matchAll(/\(([^)]*)\)/gu)].map((match) => (match[1] ?? '').trim());
  return [outside, ...inside].filter((part) => part.length > 0);
}

/** The name without its bracketed parts, for spotting the later days of one holiday ("Rosh Hashanah (Day 2)"). */
function mainName(name: string): string {
  return nameParts(name)[0] ?? name;
}

function appliesTo(day: AwarenessDay, country: string): boolean {
  return day.countries === undefined || day.countries.includes(country);
}

function dayNumber(date: string): number {
  return (
    Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86_400_000
  );
}

/** The calendar date a date-holidays entry starts on, from its 'YYYY-MM-DD hh:mm:ss' string. */
function calendarDate(holiday: HolidaysTypes.Holiday): string | undefined {
  const date = holiday.date.slice(0, 10);
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : undefined;
}

/** The day a date-holidays entry's festival falls on: its start, or the next day for a block opened the eve. */
function festivalDate(holiday: HolidaysTypes.Holiday): string | undefined {
  const start = calendarDate(holiday);
  return start !== undefined && OPENS_THE_DAY_BEFORE_ITS_FESTIVAL.test(holiday.rule)
    ? addDays(start, 1)
    : start;
}

interface LibraryHoliday {
  date: string;
  name: string;
  type: HolidaysTypes.HolidayType;
  /** The date-holidays rule it comes from, which tells apart the days of a block that share a name. */
  rule: string;
}

/** The country's public holidays and observances whose festival falls in the year, substitute days left out. */
function libraryHolidays(year: number, country: string): LibraryHoliday[] {
  if (!isSupportedCountry(country)) return [];
  const found: LibraryHoliday[] = [];
  for (const holiday of new Holidays(country).getHolidays(year, 'en')) {
    const date = festivalDate(holiday);
    if (date === undefined || !date.startsWith(`${year}-`)) continue;
    if (!KEPT_TYPES.has(holiday.type) || holiday.substitute === true) continue;
    found.push({ date, name: holiday.name, type: holiday.type, rule: holiday.rule });
  }
  return found.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

function compareEvents(a: CalendarEvent, b: CalendarEvent): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  return a.title.localeCompare(b.title, 'en') || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * Every event of a year in a country: the curated days that apply there and the country's public holidays
 * and observances from date-holidays under their English names (see holiday-names.ts), each holiday once (a
 * curated day wins over the library's copy of it), sorted by date, then title. A country date-holidays does not
 * know gets the curated days alone. Equinoxes and solstices fall on their date in the time zone (IANA name),
 * the country's own unless one is given.
 */
export function eventsForYear(
  year: number,
  country: string,
  timeZone = countryTimeZone(country),
): CalendarEvent[] {
  const code = country.toUpperCase();
  const events: CalendarEvent[] = [];
  /** Identifying words of the events kept so far, by date. */
  const namesOnDate = new Map<string, string[][]>();
  /** The day numbers each set of identifying words was seen on. */
  const seenOn = new Map<string, number[]>();
  const ids = new Set<string>();

  const see = (key: string, day: number): void => {
    const days = seenOn.get(key);
    if (days) days.push(day);
    else seenOn.set(key, [day]);
  };
  /** Whether the same name was seen on this day, in the days just before or in the next day or two. */
  const seenNearby = (key: string, day: number): boolean =>
    (seenOn.get(key) ?? []).some(
      (seen) => day - seen >= -SAME_HOLIDAY_EARLIER_BY_DAYS && day - seen <= SAME_HOLIDAY_WITHIN_DAYS,
    );

  const keep = (event: CalendarEvent, name: string[]): void => {
    events.push(event);
    ids.add(event.id);
    const names = namesOnDate.get(event.date);
    if (names) names.push(name);
    else namesOnDate.set(event.date, [name]);
    see(identifyingWords(mainName(event.title)).join(' '), dayNumber(event.date));
  };

  for (const day of awarenessDays) {
    if (!appliesTo(day, code)) continue;
    // A day a year holds twice (an Islamic date) keeps its id the first time and adds the date the second.
    resolveRule(day.rule, year, timeZone).forEach((date, index) => {
      const named = localName(code, day.id) ?? day;
      const event: CalendarEvent = {
        id: index === 0 ? day.id : `${day.id}-${date}`,
        date,
        title: named.title,
        hashtags: [...named.hashtags],
        category: day.category,
        kind: kindOfDay(day),
        ...(named.about ? { about: named.about } : {}),
      };
      keep(event, identifyingWords(named.title));
    });
  }

  for (const holiday of libraryHolidays(year, code)) {
    const english = englishHoliday(holiday.name, code, holiday.rule);
    const title = english?.title ?? holiday.name;
    // "End of Ramadan (Eid al-Fitr)" is the same holiday as a day called either name, or its English one.
    const spellings = [...new Set([holiday.name, title])];
    const parts = spellings.flatMap(nameParts);
    const names = [...spellings, ...parts].map(identifyingWords);
    const keys = parts.map((part) => identifyingWords(part).join(' '));
    const today = dayNumber(holiday.date);
    if (keys.some((candidate) => seenNearby(candidate, today))) {
      // The next day of a multi-day holiday, an unmarked substitute day, or a curated day kept a day apart:
      // the date already on the calendar stands for it.
      for (const spelling of spellings) see(identifyingWords(mainName(spelling)).join(' '), today);
      continue;
    }
    const onDate = namesOnDate.get(holiday.date) ?? [];
    if (names.some((name) => onDate.some((other) => sameHoliday(name, other)))) continue;
    const solemn = SOLEMN_HOLIDAY_NAME.test(holiday.name);
    // The id comes from date-holidays' name, so that a better English title never changes it.
    const baseId = `holiday-${slug(holiday.name) || holiday.date}`;
    keep(
      {
        id: ids.has(baseId) ? `${baseId}-${holiday.date}` : baseId,
        date: holiday.date,
        title,
        hashtags: holidayHashtags(english?.hashtags ?? [], {
          country: code,
          title,
          isPublic: holiday.type === 'public',
          solemn,
        }),
        category: 'holiday',
        kind: solemn ? 'solemn' : 'public-holiday',
      },
      identifyingWords(title),
    );
  }

  return events.sort(compareEvents);
}
