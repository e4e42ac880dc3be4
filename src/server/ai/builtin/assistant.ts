import type { EventKind } from '../../../contract/calendar.js';
import { addDays, weekdayOf } from '../../core/calendar-days.js';
import { escapeRegExp, FUNCTION_WORDS, hashtagsIn, plainWords, withoutHashtags } from '../../core/words.js';
import { moodOf } from './context.js';
import { tagFromName } from './hashtags.js';

/** A day of the calendar the assistant may suggest a post for. */
export interface UpcomingDay {
  date: string;
  title: string;
  hashtags: readonly string[];
  kind: EventKind;
}

/** How far ahead the assistant looks in the calendar: a week, today included. */
export const DAYS_AHEAD = 7;

export interface AssistantBrief {
  businessName: string;
  /** Today's date (YYYY-MM-DD) where the business is. */
  today: string;
  /**
   * The calendar's days from today for DAYS_AHEAD days, in date order; on each date those that matter to the
   * business first.
   */
  upcoming: readonly UpcomingDay[];
  /** The user's message, as sent. */
  message: string;
}

/**
 * The built-in assistant's answer. `done` when it did what was asked (post ideas, hashtags, a shorter
 * post); `guidance` when it did not: it says what it can do without an AI provider, what it needs from
 * the user, or that there was nothing to work from. Callers that price answers price only `done` ones.
 */
export type BuiltinAnswer = { kind: 'done'; text: string } | { kind: 'guidance'; text: string };

const done = (text: string): BuiltinAnswer => ({ kind: 'done', text });
const guidance = (text: string): BuiltinAnswer => ({ kind: 'guidance', text });

/** What the built-in assistant can do, said when it is asked something else. */
const CAN_DO = [
  '• "Ideas for next week": a post idea for each day of the calendar coming up',
  '• "Shorten this post:" followed by the post: a shorter version that keeps its hashtags',
  '• "Hashtags for next week": the hashtags of the days coming up',
].join('\n');

const AI_WRITING_NEEDED =
  'Open questions, replies to reviews and new wording need AI writing, which your agency has not switched on yet: ask your agency about it.';

const LONG_DAY = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});
const dayName = (date: string) => LONG_DAY.format(new Date(`${date}T00:00:00Z`));

/** How a day is best spoken of by a business, by its character. */
function ideaFor(day: UpcomingDay, business: string): string {
  switch (day.kind) {
    case 'solemn':
      return 'a quiet, respectful message of remembrance, with no offer and no emoji';
    case 'commercial':
      return `announce what ${business} offers for it, with the dates and a clear call to action`;
    case 'awareness':
      return `share one useful fact about the cause and how ${business} supports it`;
    case 'religious':
      // Good Friday, Holy Saturday or the Hungry Ghost Festival is observed, not celebrated.
      return moodOf(day.kind, day.title) === 'festive'
        ? 'warm wishes to those who celebrate, and any change to your opening hours'
        : 'a respectful note for those who observe it, and any change to your opening hours';
    case 'public-holiday':
      return 'let customers know your opening hours, with a friendly greeting';
    case 'season':
      return `show what is seasonal at ${business} right now`;
    case 'celebration':
      return `show how ${business} celebrates it: a photo of the team or a product that fits the day`;
  }
}

const SHORT_POST_LENGTH = 160;

/** The post to shorten: what follows the request, on the same line after a colon or on the next lines. */
function postIn(message: string): string {
  const afterColon = message.match(/^[^:\n]*:\s*([\s\S]+)$/);
  if (afterColon?.[1]) return afterColon[1].trim();
  const [, ...rest] = message.split('\n');
  return rest.join('\n').trim();
}

/**
 * Whole sentences, as many as fit, in the post's order, then its hashtags. The opening and the ending
 * (where a post most often asks the reader to come by) are kept first, then the sentences that name the
 * business, then the others from the start.
 */
function shorten(post: string, businessName: string): string {
  const hashtags = hashtagsIn(post);
  const words = withoutHashtags(post).replace(/\s+/g, ' ').trim();
  const sentences = (words.match(/[^.!?]+[.!?]+["')\]]*|[^.!?]+$/g) ?? [words]).map((sentence) =>
    sentence.trim(),
  );
  const last = sentences.length - 1;
  const names = (sentence: string) => sentence.toLowerCase().includes(businessName.toLowerCase());
  const order = sentences
    .map((sentence, index) => ({
      index,
      rank: index === 0 ? 0 : index === last ? 1 : names(sentence) ? 2 : 3,
    }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index);
  const kept = new Set<number>();
  let length = 0;
  for (const { index } of order) {
    const added = (sentences[index] ?? '').length + (kept.size > 0 ? 1 : 0);
    if (kept.size > 0 && length + added > SHORT_POST_LENGTH) continue;
    kept.add(index);
    length += added;
  }
  const short = sentences.filter((_, index) => kept.has(index)).join(' ');
  return [short, hashtags.slice(0, 3).join(' ')].filter(Boolean).join('\n\n');
}

/** Ideas for each date: a week of a busy calendar has twenty days or more, and a post a day is plenty. */
const IDEAS_PER_DATE = 2;

/**
 * The first days of each date, in the calendar's order: the days that matter to the business's kind of
 * business first where its brand profile says what it is. How many more each date has is counted.
 */
function firstOfEachDate(upcoming: readonly UpcomingDay[]): { shown: UpcomingDay[]; more: number } {
  const taken = new Map<string, number>();
  const shown: UpcomingDay[] = [];
  for (const day of upcoming) {
    const count = taken.get(day.date) ?? 0;
    taken.set(day.date, count + 1);
    if (count < IDEAS_PER_DATE) shown.push(day);
  }
  return { shown, more: upcoming.length - shown.length };
}

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
const namesDay = (message: string, day: UpcomingDay) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(day.title.toLowerCase())}(?![\\p{L}\\p{N}])`, 'u').test(
    message,
  );

/**
 * The dates of the week ahead a message asks about ("on Friday", "tomorrow", "this weekend", "Black Friday"), in
 * order; none when it names none. A weekday is the next one from today, today included.
 */
function askedDates(message: string, brief: AssistantBrief): string[] {
  const week = Array.from({ length: DAYS_AHEAD }, (_, offset) => addDays(brief.today, offset));
  const weekend = /\bweekend\b/.test(message) ? weekendFrom(week) : [];
  const named = new Set(brief.upcoming.filter((day) => namesDay(message, day)).map((day) => day.date));
  return week.filter(
    (date, offset) =>
      WEEKDAY_NAMES[weekdayOf(date)]?.test(message) === true ||
      (offset === 0 && /\b(today|tonight)\b/.test(message)) ||
      (offset === 1 && /\btomorrow\b/.test(message)) ||
      weekend.includes(date) ||
      named.has(date),
  );
}

/** The dates as a reader says them: 'Friday, December 4', 'Saturday, November 28 and Sunday, November 29'. */
const datesNamed = (dates: readonly string[]) => dates.map(dayName).join(' and ');

const WRITE_IT = 'Open a day in the calendar and choose "Write me a Post" to have it written.';

function ideaLines(days: readonly UpcomingDay[], businessName: string): string {
  return days.map((day) => `• ${dayName(day.date)}, ${day.title}: ${ideaFor(day, businessName)}.`).join('\n');
}

/** Ideas for the days the message names, every event of them; otherwise for the week, the first of each date. */
function ideas(brief: AssistantBrief): BuiltinAnswer {
  if (brief.upcoming.length === 0) return guidance('The calendar has no days coming up this week.');
  const asked = askedDates(brief.message.toLowerCase(), brief);
  const onAsked = brief.upcoming.filter((day) => asked.includes(day.date));
  if (onAsked.length > 0) {
    return done(
      `Post ideas for ${brief.businessName} for ${datesNamed(asked)}:\n\n${ideaLines(onAsked, brief.businessName)}\n\n${WRITE_IT}`,
    );
  }
  const { shown, more } = firstOfEachDate(brief.upcoming);
  const rest = more > 0 ? ` ${more} more ${more === 1 ? 'day is' : 'days are'} in the calendar.` : '';
  const nothingOnAsked = asked.length > 0 ? `The calendar has no days on ${datesNamed(asked)}. ` : '';
  return done(
    `${nothingOnAsked}Post ideas for ${brief.businessName} for the days coming up:\n\n${ideaLines(shown, brief.businessName)}\n\n${WRITE_IT}${rest}`,
  );
}

/** "Hashtags for next week" asks for the calendar's days, not for a topic called "next week". */
const WHEN =
  /\b(?:(?:next|this|the coming|coming)\s+(?:week|weekend|month|days?)|today|tomorrow|upcoming|coming up)\b/i;
/** Words around a topic that are not part of it: "for a post about our sourdough" is about sourdough. */
const NOT_TOPIC: ReadonlySet<string> = new Set([
  ...FUNCTION_WORDS,
  ...['my', 'our', 'your', 'some', 'me', 'us', 'post', 'posts', 'about', 'please'],
]);
/** Longer topics make hashtags nobody searches for. */
const MAX_TOPIC_WORDS = 4;

const meaningful = (word: string) => !NOT_TOPIC.has(word.toLowerCase());

/** The words without the ones around them that are not part of a topic. */
function trimmed(words: readonly string[]): string[] {
  const first = words.findIndex(meaningful);
  return first < 0 ? [] : words.slice(first, words.findLastIndex(meaningful) + 1);
}

/** The words named after "hashtags for" or "hashtags about", if any, without the words around them. */
function namedWords(message: string): string[] {
  const named = message.match(/\bhashtags?\s+(?:for|about)\s+([^.?!,;:\n]+)/i)?.[1];
  return named ? trimmed(plainWords(named.split(WHEN)[0] ?? '')) : [];
}

/** Words of a day's name that are no hashtag alone: '#Day' and '#National' find every day of the year. */
const NOT_TAGS_ALONE: ReadonlySet<string> = new Set(
  'day days week month year hour new eve national international world global happy'.split(' '),
);

/** '#SourdoughBread', then each word of it that carries meaning alone: '#Sourdough', '#Bread'. */
function topicTags(words: readonly string[]): string[] {
  const alone = words.filter((word) => meaningful(word) && !NOT_TAGS_ALONE.has(word.toLowerCase()));
  const candidates = [words.join(' '), ...(words.length > 1 ? alone : [])];
  const tags: string[] = [];
  for (const candidate of candidates) {
    const tag = tagFromName(candidate);
    if (tag && !tags.some((known) => known.toLowerCase() === tag.toLowerCase())) tags.push(tag);
  }
  return tags;
}

/** The day of the calendar coming up that the topic names, as "hashtags for National Cake Day" does. */
function dayNamed(topic: readonly string[], upcoming: readonly UpcomingDay[]): UpcomingDay | undefined {
  const named = topic.join(' ').toLowerCase();
  return named ? upcoming.find((day) => plainWords(day.title).join(' ').toLowerCase() === named) : undefined;
}

function hashtags(brief: AssistantBrief): BuiltinAnswer {
  const named = namedWords(brief.message);
  const day = dayNamed(named, brief.upcoming);
  const topic = day ? [day.title] : trimmed(named.slice(0, MAX_TOPIC_WORDS));
  const forTopic = day ? day.hashtags : topicTags(topic);
  const days = brief.upcoming
    .filter((day) => day.hashtags.length > 0)
    .map((day) => `• ${day.title}: ${day.hashtags.join(' ')}`);
  const sections = [
    forTopic.length > 0 ? `Hashtags for ${topic.join(' ')}: ${forTopic.join(' ')}` : '',
    days.length > 0 ? `Hashtags for the days coming up:\n\n${days.join('\n')}` : '',
  ].filter(Boolean);
  if (sections.length === 0) return guidance('The days coming up have no hashtags of their own.');
  return done(sections.join('\n\n'));
}

/**
 * The built-in assistant's answer: it does what it can do well without a language model (ideas from
 * the calendar, shortening a post, hashtags) and says plainly what needs an AI provider.
 */
export function builtinAnswer(brief: AssistantBrief): BuiltinAnswer {
  const message = brief.message.toLowerCase();
  if (/\b(shorten|shorter|trim|cut down)\b/.test(message)) {
    const post = postIn(brief.message);
    if (!post) return guidance('Paste the post after "Shorten this post:" and I will shorten it.');
    return done(shorten(post, brief.businessName));
  }
  if (/\bhashtags?\b/.test(message)) return hashtags(brief);
  if (
    /\b(ideas?|suggestions?|suggest|plan|next week|this week|coming up|upcoming|what (should|can|could|do|to) (i|we) post)\b/.test(
      message,
    ) ||
    (/\b(post|posts|anything)\b/.test(message) && askedDates(message, brief).length > 0)
  ) {
    return ideas(brief);
  }
  return guidance(`I can help with these:\n\n${CAN_DO}\n\n${AI_WRITING_NEEDED}`);
}
