import type { EventKind } from '../../../contract/calendar.js';
import { FUNCTION_WORDS, hashtagsIn, plainWords, withoutHashtags } from '../../core/words.js';
import { askedDates, daysNamedAhead, daysNamedWhole, missingDateIn } from './asked-dates.js';
import type { AssistantBrief, UpcomingDay } from './assistant-brief.js';
import { ASKS_FOR_A_POST, postAskedFor } from './assistant-post.js';
import { type BrandBrief, offerFits, offerFor } from './brand.js';
import { moodOf } from './context.js';
import { tagFromName } from './hashtags.js';
import { hashString } from './random.js';

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
  '• "Write a post for Friday": a post for that day, for Instagram unless you name another platform',
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

/** What the business could show on a day, from its brand profile: the offer that fits the day, or one in turn. */
interface Showing {
  business: string;
  /** The offer's name ("apple pies"); undefined without a brand profile or offers. */
  offer?: string;
  /** Whether the day itself calls for the offer (pies on Pi Day). */
  fits: boolean;
}

function showingFor(day: UpcomingDay, business: string, brand: BrandBrief | undefined): Showing {
  const offer = brand && offerFor(brand.offers, day, hashString(day.date));
  return { business, offer: offer?.name, fits: offer ? offerFits(offer, day) : false };
}

/**
 * How a day is best spoken of by a business, by its character, naming what it offers where its profile says; `turn`
 * picks among ways of saying it, so a list of ideas does not say one sentence over and over.
 */
function ideaFor(day: UpcomingDay, { business, offer, fits }: Showing, turn: number): string {
  const pick = (ways: readonly string[]) => ways[turn % ways.length] ?? ways[0] ?? '';
  switch (day.kind) {
    case 'solemn':
      return 'a quiet, respectful message of remembrance, with no offer and no emoji';
    case 'commercial':
      return pick(
        offer
          ? [
              `announce your offer on ${offer} for it, with the dates and a clear call to action`,
              `a countdown post: your ${offer}, ready for it, and until when`,
            ]
          : [
              `announce what ${business} offers for it, with the dates and a clear call to action`,
              `a countdown post: what ${business} has ready for it, and until when`,
            ],
      );
    case 'awareness':
      return fits && offer
        ? `share one useful fact about it and how your ${offer} can help`
        : pick([
            `share one useful fact about the cause and how ${business} supports it`,
            `explain in a line why it matters to ${business} and its customers`,
          ]);
    case 'religious':
      // Good Friday, Holy Saturday or the Hungry Ghost Festival is observed, not celebrated.
      return moodOf(day.kind, day.title) === 'festive'
        ? 'warm wishes to those who celebrate, and any change to your opening hours'
        : 'a respectful note for those who observe it, and any change to your opening hours';
    case 'public-holiday':
      return 'let customers know your opening hours, with a friendly greeting';
    case 'season':
      return offer
        ? `show your ${offer} as the season's pick at ${business}`
        : `show what is seasonal at ${business} right now`;
    case 'celebration':
      if (offer && fits) return `the day was made for your ${offer}: a photo of them, and where to get them`;
      return pick(
        offer
          ? [
              `show how ${business} celebrates it: a photo of your ${offer}`,
              `a behind-the-scenes look at your ${offer}, tied to the day`,
              `ask followers how they mark it, and suggest your ${offer} for it`,
            ]
          : [
              `show how ${business} celebrates it: a photo of the team or a product that fits the day`,
              `a behind-the-scenes look at ${business} getting ready for it`,
              `ask followers how they mark it, and share how ${business} does`,
            ],
      );
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

/** A post's text without its hashtags and spacing, to tell whether shortening left anything out. */
const wordsOf = (post: string) => withoutHashtags(post).replace(/\s+/g, ' ').trim();

/**
 * Said when a post has nothing to leave out, free: given back unchanged it would cost the same as a shorter one.
 * A short post is short already; a long one is a single sentence, which only AI writing can cut inside.
 */
function nothingToLeaveOut(post: string): string {
  const length = wordsOf(post).length;
  return length <= SHORT_POST_LENGTH
    ? `That post is already short: its text is ${length} characters, and whole sentences are all I can leave out. Posts longer than ${SHORT_POST_LENGTH} characters are cut to their opening, their ending and the sentences that name the business.`
    : `That post is one sentence of ${length} characters: I shorten a post by leaving out whole sentences, and cutting inside one needs AI writing, which your agency can switch on.`;
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

/** The dates as a reader says them: 'Friday, December 4', 'Saturday, November 28 and Sunday, November 29'. */
const datesNamed = (dates: readonly string[]) => dates.map(dayName).join(' and ');

const WRITE_IT = 'Open a day in the calendar and choose "Write me a Post" to have it written.';

/** One idea a line; days of one kind take its ways of saying it in turn. */
function ideaLines(days: readonly UpcomingDay[], brief: AssistantBrief): string {
  const turns = new Map<EventKind, number>();
  return days
    .map((day) => {
      const turn = turns.get(day.kind) ?? 0;
      turns.set(day.kind, turn + 1);
      const showing = showingFor(day, brief.businessName, brief.brand);
      return `• ${dayName(day.date)}, ${day.title}: ${ideaFor(day, showing, turn)}.`;
    })
    .join('\n');
}

/**
 * Ideas for the days the message names, every event of them (this week, on a date it names, or further ahead by
 * name: "ideas for Christmas"); otherwise for the week, the first of each date.
 */
function ideas(brief: AssistantBrief): BuiltinAnswer {
  const asked = askedDates(brief.message, brief);
  const onAsked = [...brief.upcoming, ...brief.later].filter((day) => asked.includes(day.date));
  if (onAsked.length > 0) {
    return done(
      `Post ideas for ${brief.businessName} for ${datesNamed(asked)}:\n\n${ideaLines(onAsked, brief)}\n\n${WRITE_IT}`,
    );
  }
  const ahead = asked.length === 0 ? daysNamedAhead(brief.message, brief.later) : [];
  if (ahead.length > 0) {
    const dates = [...new Set(ahead.map((day) => day.date))];
    return done(
      `Post ideas for ${brief.businessName} for ${datesNamed(dates)}:\n\n${ideaLines(ahead, brief)}\n\n${WRITE_IT}`,
    );
  }
  if (brief.upcoming.length === 0) return guidance('The calendar has no days coming up this week.');
  const { shown, more } = firstOfEachDate(brief.upcoming);
  const rest = more > 0 ? ` The calendar has ${more} more on these dates.` : '';
  const nothingOnAsked = asked.length > 0 ? `The calendar has no days on ${datesNamed(asked)}. ` : '';
  return done(
    `${nothingOnAsked}Post ideas for ${brief.businessName} for the days coming up:\n\n${ideaLines(shown, brief)}\n\n${WRITE_IT}${rest}`,
  );
}

/** A post written for the day asked about; guidance when the calendar has no such day. */
function post(brief: AssistantBrief): BuiltinAnswer {
  const written = postAskedFor(brief);
  if (written) return done(written);
  const asked = askedDates(brief.message, brief);
  return guidance(
    asked.length > 0
      ? `The calendar has no days on ${datesNamed(asked)} to write a post for. Ask for another day, or for "ideas for next week".`
      : 'The calendar has no days coming up to write a post for.',
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

/** The day of the calendar that the topic names, as "hashtags for National Cake Day" does. */
function dayNamed(topic: readonly string[], upcoming: readonly UpcomingDay[]): UpcomingDay | undefined {
  const named = topic.join(' ').toLowerCase();
  return named ? upcoming.find((day) => plainWords(day.title).join(' ').toLowerCase() === named) : undefined;
}

/**
 * The hashtags of a day of the calendar the message names, this week or later, and only those; for a topic
 * ("sourdough"), the topic's and then those of each day coming up, which a post about it may join in with.
 */
function hashtags(brief: AssistantBrief): BuiltinAnswer {
  const named = namedWords(brief.message);
  const day = dayNamed(named, [...brief.upcoming, ...brief.later]);
  if (day && day.hashtags.length > 0) return done(`Hashtags for ${day.title}: ${day.hashtags.join(' ')}`);
  const topic = trimmed(named.slice(0, MAX_TOPIC_WORDS));
  const forTopic = topicTags(topic);
  // "Hashtags for a bakery Christmas post" names Christmas Day among other words: its hashtags, not the week's.
  const namedAmong = daysNamedWhole(brief.message, [...brief.upcoming, ...brief.later]).filter(
    (found) => found.hashtags.length > 0,
  );
  const days = (
    namedAmong.length > 0 ? namedAmong : brief.upcoming.filter((day) => day.hashtags.length > 0)
  ).map((day) => `• ${day.title}: ${day.hashtags.join(' ')}`);
  const sections = [
    forTopic.length > 0 ? `Hashtags for ${topic.join(' ')}: ${forTopic.join(' ')}` : '',
    days.length > 0
      ? `${namedAmong.length === 0 ? 'Hashtags for the days coming up' : namedAmong.length === 1 ? 'Hashtags for the day' : 'Hashtags for the days named'}:\n\n${days.join('\n')}`
      : '',
  ].filter(Boolean);
  if (sections.length === 0) return guidance('The days coming up have no hashtags of their own.');
  return done(sections.join('\n\n'));
}

/**
 * Words a follow-up says besides the dates it names: "what about tomorrow?", "anything to post for the weekend?".
 * "What is the weather tomorrow?" says more, and is not asking for post ideas.
 */
const FOLLOW_UP_WORDS: ReadonlySet<string> = new Set([
  ...FUNCTION_WORDS,
  ...[
    'what',
    'whats',
    'about',
    'how',
    'is',
    'are',
    'it',
    'there',
    'then',
    'else',
    'anything',
    'something',
    'any',
  ],
  ...['do', 'does', 'you', 'have', 'got', 'can', 'could', 'should', 'would', 'going', 'happening', 'planned'],
  ...['post', 'posts', 'posting', 'idea', 'ideas', 'me', 'us', 'i', 'we', 'please', 'and', 'so', 'up'],
  ...[
    'next',
    'this',
    'coming',
    'week',
    'weekend',
    'today',
    'tonight',
    'tomorrow',
    'day',
    'days',
    'st',
    'nd',
    'rd',
    'th',
  ],
  ...['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
  ...['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october'],
  ...[
    'november',
    'december',
    'jan',
    'feb',
    'mar',
    'apr',
    'jun',
    'jul',
    'aug',
    'sep',
    'sept',
    'oct',
    'nov',
    'dec',
  ],
]);

/**
 * Whether the message says nothing but which days it means (by date, weekday or a day's name in the calendar),
 * possessives included ("and tomorrow's?").
 */
function asksOnlyForDays(message: string, days: readonly UpcomingDay[]): boolean {
  const titleWords = new Set(days.flatMap((day) => plainWords(day.title).map((word) => word.toLowerCase())));
  const known = (word: string) =>
    FOLLOW_UP_WORDS.has(word) || titleWords.has(word) || /^\d+(?:st|nd|rd|th)?$/.test(word);
  return plainWords(message)
    .map((word) => word.toLowerCase())
    .every((word) => known(word) || (word.endsWith('s') && known(word.slice(0, -1))));
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
    const short = shorten(post, brief.businessName);
    if (wordsOf(short) === wordsOf(post)) return guidance(nothingToLeaveOut(post));
    return done(short);
  }
  // A day no calendar has is said to be one, free, rather than answered for another day.
  const missing = missingDateIn(message, brief.today);
  if (missing) return guidance(`${missing} Ask for another day.`);
  if (/\bhashtags?\b/.test(message)) return hashtags(brief);
  if (ASKS_FOR_A_POST.test(message)) return post(brief);
  if (
    /\b(ideas?|suggestions?|suggest|plan|next week|this week|coming up|upcoming|what (should|can|could|do|to) (i|we) post)\b/.test(
      message,
    ) ||
    // "What about tomorrow?" after a list of ideas asks for that day's; "what is the weather tomorrow?" does not.
    (askedDates(message, brief).length > 0 && asksOnlyForDays(message, brief.upcoming))
  ) {
    return ideas(brief);
  }
  return guidance(`I can help with these:\n\n${CAN_DO}\n\n${AI_WRITING_NEEDED}`);
}
