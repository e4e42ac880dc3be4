import type { EventKind } from '../../../contract/calendar.js';
import { aboutOf, type EventCategory, factOf, purposeOf } from './about.js';
import { readEventDate } from './dates.js';
import { honoredBy } from './honored.js';
import { keywordsOf } from './keywords.js';
import { rememberedBy } from './remembered.js';
import { cleanName } from './text.js';
import { readTitle } from './title.js';

/** The placeholders phrase templates may use, written `{name}`. */
export const TOKENS = [
  /** The occasion as a sentence names it: 'World Bread Day', 'the Fourth of July'. */
  'event',
  /** The occasion's bare name, for a greeting or before a noun: 'Happy Fourth of July', 'Fourth of July ideas'. */
  'eventName',
  'biz',
  'today',
  'period',
  'onEvent',
  'when',
  'fallsOn',
  'date',
  'weekday',
  'year',
  /** Who a solemn day remembers: 'the victims and their families', 'those who lost their lives'. */
  'remembered',
  /** Whom a day honors, whom its post thanks: 'all the veterans who served', 'the nurses who care for us'. */
  'honored',
  /** What the day is for: 'a day to enjoy good food'. */
  'purpose',
  /** What kind of day it is: 'one of the calendar's food days, observed around the world'. */
  'about',
  /** One more sentence about the day, naming it: 'Shrove Tuesday is also known as Mardi Gras.' */
  'fact',
  /** The event's hashtags that say more than its name, as plain words: 'baking'. */
  'keywords',
  /** From the brand profile: the kind of business ('bakery'), never on a post without one. */
  'noun',
  /** The kind of business beside its name, only when the name does not say it already. */
  'nounAside',
  /** The product or service that fits the day ('apple pie'), and its one line ('baked every morning'). */
  'offer',
  /** The same, only when the day itself calls for it (pies on Pi Day), for the lines that say it suits the day. */
  'fittingOffer',
  'offerLine',
  'hours',
  'address',
] as const;
export type TokenName = (typeof TOKENS)[number];
export type Tokens = Partial<Record<TokenName, string>>;

/** How long the occasion lasts, which changes 'today' into 'this month' and 'on' into 'during'. */
export type Span = 'day' | 'week' | 'month' | 'season';

/**
 * 'festive' occasions may be wished a happy day and partied for; 'neutral' ones (awareness,
 * remembrance, health) get respectful phrasing only; 'solemn' ones (remembrance, mourning) are
 * spoken of quietly: no emoji, no exclamation, nothing to buy.
 */
export type Mood = 'festive' | 'neutral' | 'solemn';

/** The event as the writer is given it. */
export interface EventInput {
  title: string;
  date: string /* YYYY-MM-DD */;
  hashtags: readonly string[] /* '#Word' */;
  /** A solemn day is written about quietly; an awareness day is never partied for. */
  kind: EventKind;
  /** The calendar's category, when the day is in the calendar. */
  category?: EventCategory;
  /** One short line about what the day is for, when the calendar has one. */
  about?: string;
}

export interface EventFacts {
  /** The occasion's name as used in sentences ('Black History Month Begins' → 'Black History Month'). */
  name: string;
  span: Span;
  /** The name already says how long it lasts ('Pride Month'), so 'this month' would repeat it. */
  namesSpan: boolean;
  kind: EventKind;
  mood: Mood;
  tokens: Tokens;
  /** The month the day falls in ('2026-10') and its day of the month, when the date is valid. */
  month?: { key: string; day: number };
}

const MONTH_WORDS = /\b(month|movember|stoptober|veganuary)\b/i;
/** 'Dry January' lasts a month; 'Fourth of July' and 'May Day' do not. */
const ENDS_WITH_MONTH =
  /^(?!.*\bof\b).+\s(january|february|march|april|may|june|july|august|september|october|november|december)$/i;
/** 'Third Sunday of Advent', 'First Day of Ramadan': one day of a season, not the season. */
const ONE_DAY_OF = /\b(day|night|eve|sunday|monday|tuesday|wednesday|thursday|friday|saturday)\b/i;
const SEASON_WORDS = /\b(ramadan|lent|advent|hanukkah|chanukah|kwanzaa|season|fortnight)\b/i;
/**
 * Names that take 'the' in a sentence, though not in a greeting ('Happy Fourth of July'): an ordinal of three
 * words or more ('it's the Fourth of July', 'the Last Saturday before Christmas', but 'Twelfth Night'); a name
 * with 'of', 'after' or 'before' in it that is not a saint's ('the Day of the Dead', 'the Assumption of Mary', 'the
 * Day after New Year's Day', but 'Saint Francis of Assisi'); and a festival, fair, show, race or sale ('the Calgary
 * Stampede', 'the Summer Bank Holiday', 'the 12.12 Sale').
 */
/** Gatherings that run for days: a post is 'during the Calgary Stampede', never 'on' it. */
const RUNS_FOR_DAYS =
  /(?:^festival\b|\s(?:festival|fair|show|exhibition|expo|stampede|carnival|regatta|games|tour|championships|fringe|proms|eisteddfod|marches|weekend)$)/i;

const TAKES_THE = [
  /^(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|twelfth|last|final)\s+\S+\s+\S/i,
  /^(?!(?:saint|st|san|santa|santo|sankt|our|notre|nossa)\b)\S.*\s(?:of|after|before)\s/i,
  /\s(?:marathon|parade|market|cup|races?|classic|solstice|equinox|bank holiday|open|grand prix|derby|met|final|grand national|sales?)$/i,
  RUNS_FOR_DAYS,
];

/** The name in a sentence: with 'the' where it takes one, and a name's own 'The' ('The Derby') written small. */
function inSentence(name: string): string {
  if (/^the\s/i.test(name)) return `the ${name.slice(4)}`;
  return TAKES_THE.some((pattern) => pattern.test(name)) ? `the ${name}` : name;
}

/** Words that mark an awareness, health or remembrance occasion: no 'Happy', no party. */
const NEUTRAL_WORDS = [
  'awareness',
  'remembrance',
  'memorial',
  'victims?',
  'genocide',
  'holocaust',
  'violence',
  'abuse',
  'suicide',
  'elimination',
  'eradication',
  'cancer',
  'aids',
  'hiv',
  'tuberculosis',
  'malaria',
  'leprosy',
  'diseases?',
  'loss',
  'grief',
  'trafficking',
  'overdose',
  'trauma',
  'injury',
  'sick',
  'veterans?',
  'armistice',
  'war',
  'pearl harbor',
  'patriot day',
  'sorry day',
  'fallen',
  'prevention',
  'against',
  'end',
  'hunger',
  'poverty',
  'refugees?',
  'disasters?',
  'drowning',
  'stroke',
  'tobacco',
  'smokeout',
  'clocks',
  'alzheimer',
  "alzheimer's",
  'dementia',
  'health',
  'hygiene',
  'safety',
  'mourning',
  'martyrs?',
  'good friday',
  'maundy thursday',
  'holy saturday',
  'hungry ghost',
  'ramadan',
  'lent',
  'yom kippur',
  'ash wednesday',
  'reconciliation',
  'imprisoned',
  'justice',
  'rights',
  'discrimination',
  'racism',
  'persecution',
  'terrorism',
  'slavery',
  'remember',
  'history',
  'heritage',
  'indigenous',
  'visibility',
  'martin luther king',
  'truth',
  'i',
];
const NEUTRAL = new RegExp(`\\b(${NEUTRAL_WORDS.join('|')})\\b`, 'i');

/** Awareness days are never partied for; a solemn day is never celebrated; the rest by their words. */
export function moodOf(kind: EventKind, name: string): Mood {
  if (kind === 'solemn') return 'solemn';
  return kind === 'awareness' || NEUTRAL.test(name) ? 'neutral' : 'festive';
}

/** A title that says what begins or opens: 'Kwanzaa Begins', 'Winter Sales Begin', 'Tilburg Fair Opens'. */
const BEGINS = /\s+(?:begins?|opens?)$/i;
/** A title that says what the clocks do: 'Clocks Go Back' is written about as the day they do. */
const CLOCKS_GO = /^clocks go (forward|back)$/i;
/** A title that says what ends: 'Daylight Saving Time Ends', 'Hungry Ghost Month Ends'. */
const ENDS = /\s+ends?$/i;

/**
 * What a post names the day by: what begins or opens is written about by itself (Kwanzaa, the winter sales,
 * Tilburg Fair), and what ends as its end, a single day ('the end of Hungry Ghost Month', never 'during Hungry
 * Ghost Month Ends'), though before a noun it is what ends ('a Hungry Ghost Month reminder').
 */
function subjectOf(title: string): { name: string; bare: string; ending: boolean } {
  const clocks = CLOCKS_GO.exec(title);
  if (clocks) {
    return { name: `the day the clocks go ${clocks[1]?.toLowerCase()}`, bare: 'clock change', ending: false };
  }
  if (ENDS.test(title)) {
    const ended = title.replace(ENDS, '');
    return { name: `the end of ${ended}`, bare: ended, ending: true };
  }
  const name = title.replace(BEGINS, '');
  return { name, bare: name, ending: false };
}

/** Everything the phrase templates need to know about the occasion and the business. */
export function describeEvent(event: EventInput, businessName: string): EventFacts {
  const title = readTitle(event.title);
  const { name, bare, ending } = subjectOf(title.name || 'this occasion');
  const span: Span = ending
    ? 'day'
    : /\bweek\b/i.test(name)
      ? 'week'
      : MONTH_WORDS.test(name) || ENDS_WITH_MONTH.test(name)
        ? 'month'
        : SEASON_WORDS.test(name) && !ONE_DAY_OF.test(name)
          ? 'season'
          : 'day';
  const { kind } = event;
  const mood = moodOf(kind, name);
  const when = readEventDate(event.date);
  const honored = mood === 'solemn' ? undefined : honoredBy(name);
  const day = {
    kind,
    category: event.category,
    festive: mood === 'festive',
    period: span,
    name,
    honors: honored !== undefined,
  };
  const named = inSentence(name);
  const tokens: Tokens = {
    event: named,
    // 'Happy Derby', 'Derby ideas': a name's own 'The' does not greet.
    eventName: bare.replace(/^the\s+/i, ''),
    biz: cleanName(businessName) || 'our team',
    today: { day: 'today', week: 'this week', month: 'this month', season: 'today' }[span],
    period: span,
    onEvent: span === 'day' && !RUNS_FOR_DAYS.test(name) ? `on ${named}` : `during ${named}`,
    purpose: purposeOf(day),
    about: aboutOf(day),
    fact: factOf(named, { ...title, about: event.about, period: span }),
    keywords: keywordsOf(event.hashtags, name),
  };
  if (mood === 'solemn') tokens.remembered = rememberedBy(name);
  if (honored) tokens.honored = honored;
  if (when) {
    // 'Small Business Saturday on Saturday, November 28' says the weekday twice.
    const namesWeekday = name.toLowerCase().includes(when.weekday.toLowerCase());
    const shown = namesWeekday ? when.monthDay : when.full;
    tokens.when = span === 'day' ? `on ${shown}` : `starting ${shown}`;
    tokens.fallsOn = span === 'day' ? `falls on ${shown}` : `begins on ${shown}`;
    tokens.date = when.full;
    tokens.weekday = when.weekday;
    tokens.year = when.year;
  }
  const namesSpan = span !== 'day' && new RegExp(`\\b${span}\\b`, 'i').test(name);
  const month = when ? { key: when.monthKey, day: when.dayOfMonth } : undefined;
  return { name, span, namesSpan, kind, mood, tokens, month };
}

/**
 * Fills `{token}` placeholders. Undefined when the template needs a token that is not
 * available (e.g. a date line for an event without a valid date) or is not a known token.
 */
export function fill(template: string, tokens: Tokens): string | undefined {
  let missing = false;
  const text = template.replace(/\{(\w+)\}/g, (_all, name: string) => {
    const value = isToken(name) ? tokens[name] : undefined;
    if (value === undefined) {
      missing = true;
      return '';
    }
    return value;
  });
  return missing ? undefined : text;
}

/** The tokens a template uses, in order. */
export function tokensOf(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
}

export function isToken(name: string): name is TokenName {
  return TOKENS.some((token) => token === name);
}
