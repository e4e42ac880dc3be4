import Holidays, { type HolidaysTypes } from 'date-holidays';
import { camelCaseWords, slug } from '../../../core/words.js';
import { awarenessDays } from './dataset/index.js';
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

/** A country's public holiday of mourning or remembrance is solemn: "Memorial Day", "Totensonntag". */
const SOLEMN_HOLIDAY_NAME = /memorial|remembrance|mourning|volkstrauertag|totensonntag/iu;

/** Hashtag bodies longer than this are unreadable; such names get only the generic hashtags. */
const MAX_HASHTAG_LENGTH = 40;

const MAX_HASHTAGS = 5;

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
  ['deepavali', 'diwali'],
]);

/** Whether date-holidays knows the country (ISO 3166-1 alpha-2, any letter case). */
export function isSupportedCountry(country: string): boolean {
  return Object.hasOwn(new Holidays().getCountries(), country.toUpperCase());
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

/**
 * Hashtags for a date-holidays name: each part of the name in CamelCase, '#BankHoliday' for a bank holiday,
 * and a generic one for the type; a second generic one when the name gives none of its own. 2 to 5, no repeats.
 */
function hashtagsFor(name: string, type: HolidaysTypes.HolidayType): string[] {
  const tags = new Set<string>();
  for (const part of nameParts(name)) {
    const body = camelCaseWords(part);
    const meaningful = /\p{L}/u.test(body) && !/^Day\d+$/u.test(body);
    if (meaningful && body.length <= MAX_HASHTAG_LENGTH) tags.add(`#${body}`);
  }
  if (/\bbank holiday\b/iu.test(name)) tags.add('#BankHoliday');
  const named = [...tags].slice(0, MAX_HASHTAGS - 1);
  const generic = type === 'public' ? '#PublicHoliday' : '#Holiday';
  const result = new Set([...named, generic]);
  if (result.size < 2) result.add(type === 'public' ? '#Holiday' : '#Celebration');
  return [...result];
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

interface LibraryHoliday {
  date: string;
  name: string;
  type: HolidaysTypes.HolidayType;
}

/** The country's public holidays and observances starting in the year, substitute days left out. */
function libraryHolidays(year: number, country: string): LibraryHoliday[] {
  if (!isSupportedCountry(country)) return [];
  const found: LibraryHoliday[] = [];
  for (const holiday of new Holidays(country).getHolidays(year, 'en')) {
    const date = calendarDate(holiday);
    if (date === undefined || !date.startsWith(`${year}-`)) continue;
    if (!KEPT_TYPES.has(holiday.type) || holiday.substitute === true) continue;
    found.push({ date, name: holiday.name, type: holiday.type });
  }
  return found.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

function compareEvents(a: CalendarEvent, b: CalendarEvent): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  return a.title.localeCompare(b.title, 'en') || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * Every event of a year in a country: the curated days that apply there and the country's public holidays
 * and observances from date-holidays, each holiday once (a curated day wins over the library's copy of it),
 * sorted by date, then title. A country date-holidays does not know gets the curated days alone.
 */
export function eventsForYear(year: number, country: string): CalendarEvent[] {
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
    resolveRule(day.rule, year).forEach((date, index) => {
      const event: CalendarEvent = {
        id: index === 0 ? day.id : `${day.id}-${date}`,
        date,
        title: day.title,
        hashtags: [...day.hashtags],
        category: day.category,
        kind: kindOfDay(day),
      };
      keep(event, identifyingWords(day.title));
    });
  }

  for (const holiday of libraryHolidays(year, code)) {
    // "End of Ramadan (Eid al-Fitr)" is the same holiday as a day called either name.
    const names = [holiday.name, ...nameParts(holiday.name)].map(identifyingWords);
    const keys = nameParts(holiday.name).map((part) => identifyingWords(part).join(' '));
    const key = identifyingWords(mainName(holiday.name)).join(' ');
    const today = dayNumber(holiday.date);
    if (keys.some((candidate) => seenNearby(candidate, today))) {
      // The next day of a multi-day holiday, an unmarked substitute day, or a curated day kept a day apart:
      // the date already on the calendar stands for it.
      see(key, today);
      continue;
    }
    const onDate = namesOnDate.get(holiday.date) ?? [];
    if (names.some((name) => onDate.some((other) => sameHoliday(name, other)))) continue;
    const name = identifyingWords(holiday.name);
    const baseId = `holiday-${slug(holiday.name) || holiday.date}`;
    keep(
      {
        id: ids.has(baseId) ? `${baseId}-${holiday.date}` : baseId,
        date: holiday.date,
        title: holiday.name,
        hashtags: hashtagsFor(holiday.name, holiday.type),
        category: 'holiday',
        kind: SOLEMN_HOLIDAY_NAME.test(holiday.name) ? 'solemn' : 'public-holiday',
      },
      name,
    );
  }

  return events.sort(compareEvents);
}
