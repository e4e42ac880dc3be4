import { MONTHS } from '../../../contract/calendar.js';
import { addDays, weekdayOf } from '../../core/calendar-days.js';
import { escapeRegExp, FUNCTION_WORDS, plainWords } from '../../core/words.js';
import { type AssistantBrief, DAYS_AHEAD, type UpcomingDay } from './assistant-brief.js';

/**
 * A weekday a message asks about ('on friday', 'this saturday', 'for fridays'), Sunday first as weekdayOf counts
 * them: after a word that names a time or at the start, so that the Friday of 'ideas for black friday' or the
 * Sunday of 'a post about our sunday roast' is no day of the week.
 */
const WEEKDAY_NAMES = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'].map(
  (name) =>
    new RegExp(
      `(?:^|[,;:!?.]\\s*|\\b(?:on|for|this|next|coming|by|until|till|before|after|and|or)\\s+)${name}s?\\b`,
    ),
);

const SATURDAY = 6;
const SUNDAY = 0;

/** The weekend's days from today: today alone on a Sunday, else the coming Saturday and Sunday. */
function weekendFrom(week: readonly string[]): string[] {
  const first = week.findIndex((date) => [SATURDAY, SUNDAY].includes(weekdayOf(date)));
  if (first < 0) return [];
  return week.slice(first, weekdayOf(week[first] ?? '') === SATURDAY ? first + 2 : first + 1);
}

/** Whether the message names the day ("ideas for Black Friday"), as whole words. */
export const namesDay = (message: string, day: UpcomingDay) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(day.title.toLowerCase())}(?![\\p{L}\\p{N}])`, 'u').test(
    message.toLowerCase(),
  );

const MONTH =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const DAY_OF_MONTH = '(\\d{1,2})(?:st|nd|rd|th)?';
/** "December 4", "Dec 25th", "24 December", "the 4th of December". */
const MONTH_DAY = new RegExp(`\\b${MONTH}\\s+${DAY_OF_MONTH}\\b`, 'g');
const DAY_MONTH = new RegExp(`\\b${DAY_OF_MONTH}\\s+(?:of\\s+)?${MONTH}(?![\\p{L}])`, 'gu');
const MONTH_STARTS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** The date of a month and day on or after today, this year or next; undefined for a day the month has not. */
function nextDate(today: string, monthWord: string, day: number): string | undefined {
  const month = MONTH_STARTS.indexOf(monthWord.slice(0, 3).toLowerCase()) + 1;
  const year = Number(today.slice(0, 4));
  if (month === 0) return undefined;
  for (const candidate of [year, year + 1]) {
    const date = new Date(Date.UTC(candidate, month - 1, day));
    // February 30 would roll over into March.
    if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) continue;
    const iso = date.toISOString().slice(0, 10);
    if (iso >= today) return iso;
  }
  return undefined;
}

/** The days of each month in a leap year: February 29 is a date, February 30 is not. */
const MOST_DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** The months and days a message names ("December 4", "4th of December"), month 1–12. */
function monthDaysIn(lowerMessage: string): { month: number; day: number }[] {
  const month = (word: string) => MONTH_STARTS.indexOf(word.slice(0, 3)) + 1;
  return [
    ...[...lowerMessage.matchAll(MONTH_DAY)].map((match) => ({
      month: month(match[1] ?? ''),
      day: Number(match[2]),
    })),
    ...[...lowerMessage.matchAll(DAY_MONTH)].map((match) => ({
      month: month(match[2] ?? ''),
      day: Number(match[1]),
    })),
  ].filter(({ month }) => month > 0);
}

/**
 * What to say of a date a message names that the coming year does not have ("February 30", "June 31", a February
 * 29 with no leap year ahead); undefined when every date it names is one.
 */
export function missingDateIn(message: string, today: string): string | undefined {
  for (const { month, day } of monthDaysIn(message.toLowerCase())) {
    const name = `${MONTHS[month - 1]} ${day}`;
    const most = MOST_DAYS[month - 1] ?? 31;
    if (day < 1 || day > most) {
      const length = month === 2 ? '28 days, 29 in a leap year' : `${most} days`;
      return `There is no ${name}: ${MONTHS[month - 1]} has ${length}.`;
    }
    if (!nextDate(today, MONTH_STARTS[month - 1] ?? '', day)) {
      return `${name} comes only in a leap year, and the next is further ahead than the calendar I plan from.`;
    }
  }
  return undefined;
}

/** The calendar dates a message names ("for December 4", "on 24 December"), each the next one from today. */
export function calendarDatesIn(message: string, today: string): string[] {
  const dates = [
    ...[...message.matchAll(MONTH_DAY)].map((match) => nextDate(today, match[1] ?? '', Number(match[2]))),
    ...[...message.matchAll(DAY_MONTH)].map((match) => nextDate(today, match[2] ?? '', Number(match[1]))),
  ];
  return [...new Set(dates.filter((date) => date !== undefined))].sort();
}

/**
 * The dates a message asks about, in order: in the week ahead "on Friday", "tomorrow", "this weekend" or a day's
 * name ("Black Friday"), and any date it names ("December 24"), up to a year ahead; none when it names none. A
 * weekday is the next one from today, today included.
 */
export function askedDates(message: string, brief: AssistantBrief): string[] {
  const lower = message.toLowerCase();
  const week = Array.from({ length: DAYS_AHEAD }, (_, offset) => addDays(brief.today, offset));
  const weekend = /\bweekend\b/.test(lower) ? weekendFrom(week) : [];
  const named = new Set(brief.upcoming.filter((day) => namesDay(lower, day)).map((day) => day.date));
  const inWeek = week.filter(
    (date, offset) =>
      WEEKDAY_NAMES[weekdayOf(date)]?.test(lower) === true ||
      (offset === 0 && /\b(today|tonight)\b/.test(lower)) ||
      (offset === 1 && /\btomorrow\b/.test(lower)) ||
      weekend.includes(date) ||
      named.has(date),
  );
  return [...new Set([...inWeek, ...calendarDatesIn(lower, brief.today)])].sort();
}

/** Words of a request that say what is wanted, not which day: "some post ideas for Christmas, please". */
const NOT_A_DAY: ReadonlySet<string> = new Set([
  ...FUNCTION_WORDS,
  ...['about', 'around', 'me', 'us', 'my', 'our', 'some', 'any', 'please', 'idea', 'ideas', 'post', 'posts'],
  ...[
    'suggestion',
    'suggestions',
    'write',
    'draft',
    'caption',
    'what',
    'should',
    'could',
    'can',
    'do',
    'we',
    'i',
  ],
  ...['day', 'instagram', 'facebook', 'linkedin', 'tiktok', 'pinterest', 'threads', 'twitter', 'x', 'google'],
]);

/**
 * The words of a message that could name a day, lower case and without apostrophes ("valentines"): those after
 * "for" (or "about", "on", "around") up to the next clause ("for Christmas for my bakery, mention our pies").
 */
function dayWords(message: string): string[] {
  const after = message.match(/\b(?:for|about|on|around)\s+([^.?!\n]+)/i)?.[1] ?? '';
  const named = after.split(/[,;:]|\s+(?:for|with|and|to|that|so|mention|mentioning|please)\b/i)[0] ?? '';
  return plainWords(named)
    .map((word) => word.toLowerCase())
    .filter((word) => !NOT_A_DAY.has(word));
}

/** How many of the days found further ahead an answer lists. */
const FOUND_AHEAD = 3;

/** Words of a title that say nothing of which day it is: "Christmas" names Christmas Day as well as "Christmas Day". */
const PLAIN_TITLE_WORDS: ReadonlySet<string> = new Set([
  'day',
  'national',
  'international',
  'world',
  'of',
  'the',
]);

/** Whether the words say every word of the day's name that tells it apart: "our Christmas opening hours". */
function saysWholeName(words: readonly string[], day: UpcomingDay): boolean {
  const significant = plainWords(day.title)
    .map((word) => word.toLowerCase())
    .filter((word) => !PLAIN_TITLE_WORDS.has(word));
  return significant.length > 0 && significant.every((word) => words.includes(word));
}

/**
 * The days a message names by the whole of their names among other words ("hashtags for a bakery Christmas post"
 * names Christmas Day); "sourdough" alone names no day called National Sourdough Bread Day.
 */
export function daysNamedWhole(message: string, days: readonly UpcomingDay[]): UpcomingDay[] {
  const words = dayWords(message);
  return words.length === 0 ? [] : days.filter((day) => saysWholeName(words, day));
}

/**
 * The days further ahead a message names by a word or two of their titles, or by the whole of a title among other
 * words ("our Christmas opening hours"), those it names most nearly first ("ideas for Christmas" finds Christmas Day
 * before National Ugly Christmas Sweater Day), then in date order; none when it names none or none is in the
 * calendar.
 */
export function daysNamedAhead(message: string, days: readonly UpcomingDay[]): UpcomingDay[] {
  const words = dayWords(message);
  if (words.length === 0) return [];
  const found = days.flatMap((day) => {
    const title = plainWords(day.title).map((word) => word.toLowerCase());
    if (!saysWholeName(words, day) && !words.every((word) => title.includes(word))) return [];
    const unnamed = title.filter((word) => !words.includes(word) && !PLAIN_TITLE_WORDS.has(word)).length;
    return [{ day, unnamed }];
  });
  return found
    .sort((a, b) => a.unnamed - b.unnamed || a.day.date.localeCompare(b.day.date))
    .slice(0, FOUND_AHEAD)
    .map(({ day }) => day)
    .sort((a, b) => a.date.localeCompare(b.date));
}
