import { type EventFacts, fill, type Mood, type TokenName, type Tokens, tokensOf } from './context.js';
import type { Segment } from './draft.js';
import { BRAND_LINES, FITTING_BRAND_LINES, VISIT_DETAILS } from './phrases/brand.js';
import { type Angle, type Entry, suits, type ToneBank } from './phrases/types.js';
import { hashString, Rng } from './random.js';
import { capitalizeSentences, hasDoubledWord } from './text.js';

/** Tokens that read badly when repeated within one post. */
const ONCE: readonly TokenName[] = [
  'today',
  'when',
  'fallsOn',
  'date',
  'year',
  'weekday',
  'onEvent',
  'remembered',
  'honored',
  'purpose',
  'about',
  'fact',
  'keywords',
  'noun',
  'offer',
  'fittingOffer',
  'offerLine',
  'hours',
  'address',
];
const DATE_TOKENS: readonly TokenName[] = ['when', 'fallsOn', 'date', 'year'];
/** Tokens that make a sentence belong to one day: such a sentence cannot repeat across a month. */
const DAY_TOKENS: readonly string[] = [
  'event',
  'eventName',
  'onEvent',
  'when',
  'fallsOn',
  'date',
  'fact',
  'keywords',
];
/** Tokens that name the occasion. */
const NAME_TOKENS: readonly string[] = ['event', 'eventName', 'onEvent'];

/**
 * Whether a post speaks of the day as it happens ('today', 'is here') or ahead of it ('save the
 * date'): a post keeps to one, so it never says both. Written after the day, it says neither ('past').
 */
export type Frame = 'now' | 'ahead' | 'past';
const AHEAD_WORDS =
  /save the date|mark your calendar|mark it on the calendar|(to|for|on) your calendar|come back to it|slip by|coming up|counting down|get ready|is coming|look(?:ing)? forward to (?:it|about|\{event\}|welcoming)/i;
const NOW_WORDS =
  /\{today\}|\btoday\b|\btonight\b|\bis here\b|has (officially )?arrived|starts now|right now|\bit(?:'s| is) \{event\}/i;

/**
 * Lines that ask people to come, join in or celebrate on the day: written after it, a post has nothing to
 * invite them to ("Swing by Sunrise Bakery on Halloween", "How will you celebrate Halloween this year?").
 */
const TO_COME =
  /\b(?:visit|stop by|swing by|drop by|pop in|come|join|see you|welcome you|celebrate|mark)\b[^.!?]*\{(?:today|onEvent|event|eventName)\}|\{(?:onEvent|today)\}[^.!?]*\bjoin us\b|\bwill you\b/i;

export function frameOf(text: string): Frame | undefined {
  if (AHEAD_WORDS.test(text)) return 'ahead';
  return NOW_WORDS.test(text) ? 'now' : undefined;
}

/** Sentences of a template, its placeholders standing in for words (a name may carry a period). */
function sentencesOf(template: string): string[] {
  return template
    .replace(/\{\w+\}/g, (token) => token.replace(/\W/g, ''))
    .split(/[.!?]+(?:\s+|$)/)
    .filter((sentence) => /\p{L}/u.test(sentence));
}

/**
 * Places in a month's rotation of one pool: two per day (a post may take two phrases from a pool),
 * at least 31 of them, so that across any month's daily posts each place comes up at most twice.
 */
const MONTH_PLACES = 31;

/** A phrase as the composer weighs it. */
interface Planned {
  entry: Entry;
  template: string;
  tokens: string[];
  sentences: number;
  /** Some sentence of it reads the same on any day: it may appear only twice in a month. */
  generic: boolean;
  frame: Frame | undefined;
  /** Its runs of five words between placeholders: a post says each of them once. */
  phrases: string[];
}

/** Words in a row that make a phrase a reader notices said twice ("glad to share it with you"). */
const PHRASE_WORDS = 5;
/**
 * Opening words that read as a tic when two sentences of a post share them ("Here at Rosie's, we…", "Here at
 * Rosie's, your…"; "Worth knowing: Hat Day is a day of celebration. Hat Day is a day to celebrate together").
 */
const OPENING_WORDS = 3;

/** The words of a template, lower case, each placeholder one word: '|'. */
function wordsOf(template: string): string[] {
  return template
    .toLowerCase()
    .replace(/\{\w+\}/g, ' | ')
    .replace(/[^\p{L}\p{N}'| ]/gu, ' ')
    .split(/\s+/)
    .filter((word) => word !== '');
}

/**
 * The opening words of each sentence of a line as written, a label before a colon ("Worth knowing:") aside, and
 * each of the names (the day's, the business's) one word: two sentences may both open with the day's name.
 */
function openingsOf(text: string, names: readonly string[]): string[] {
  let named = text.toLowerCase();
  for (const name of names) named = named.replaceAll(name, ' {name} ');
  return named
    .split(/(?<=[.!?:])\s+/)
    .map((sentence) => wordsOf(sentence))
    .filter((words) => words.length >= OPENING_WORDS)
    .map((words) => words.slice(0, OPENING_WORDS).join(' '));
}

/** The runs of PHRASE_WORDS words of a template that no placeholder interrupts. */
function phrasesOf(template: string): string[] {
  const words = wordsOf(template);
  const phrases: string[] = [];
  for (let start = 0; start + PHRASE_WORDS <= words.length; start++) {
    const run = words.slice(start, start + PHRASE_WORDS);
    if (!run.includes('|')) phrases.push(run.join(' '));
  }
  return phrases;
}

interface PoolPlan {
  entries: Planned[];
  /** The month's places before they are dealt: each generic line once, lines naming the day filling the rest. */
  places: (Planned | null)[];
  hash: number;
}

const plans = new WeakMap<readonly Entry[], PoolPlan>();

function planOf(pool: readonly Entry[]): PoolPlan {
  const known = plans.get(pool);
  if (known) return known;
  const entries = pool.map((entry): Planned => {
    const template = typeof entry === 'string' ? entry : entry.text;
    const parts = template.split(/(?<=[.!?])\s+/);
    return {
      entry,
      template,
      tokens: tokensOf(template),
      sentences: sentencesOf(template).length,
      generic: parts.some((part) => !tokensOf(part).some((token) => DAY_TOKENS.includes(token))),
      frame: frameOf(template),
      phrases: phrasesOf(template),
    };
  });
  const generic = entries.filter((entry) => entry.generic);
  const specific = entries.filter((entry) => !entry.generic);
  const places: (Planned | null)[] = [...generic];
  const size = Math.max(entries.length, MONTH_PLACES);
  for (let index = 0; places.length < size; index++) places.push(specific[index % specific.length] ?? null);
  const plan = { entries, places, hash: hashString(entries.map((entry) => entry.template).join('\n')) };
  plans.set(pool, plan);
  return plan;
}

/**
 * Where the post falls in its month: phrases are dealt out across the days of a month in an order
 * fixed by `key` (the business, platform, tone, month and draft), so a month of daily posts does
 * not repeat itself, while the same day and draft always give the same post.
 */
export interface Schedule {
  key: number;
  /** 1 to 31. */
  day: number;
}

export interface LineOptions {
  /** Prefer phrases of at most this many characters (the shortest if none is that short). */
  maxLength?: number;
  /** A phrase naming the event once the post has named it this many times is a last resort. */
  maxMentions?: number;
  /** Never more sentences than this. */
  maxSentences?: number;
  /** Say nothing rather than repeat a line this month's posts have already used. */
  optional?: boolean;
  /** Only a line that names the event, when nothing else in the post does: unless none can. */
  naming?: boolean;
  /** Tokens a later line of the post says: a line using one of them here is a last resort. */
  leaves?: readonly TokenName[];
}

/** Picks phrases for one post: spread over the month, suited to the occasion's mood, and without repeats. */
/** The day's own line, as the calendar words it; the Informative tone carries it wherever the post has room. */
const FACT_LINE: readonly Entry[] = ['{fact}'];

export class Composer {
  readonly mood: Mood;
  readonly name: string;
  private readonly namesSpan: boolean;
  private readonly tokens: Tokens;
  private readonly usedTemplates = new Set<string>();
  private readonly usedPhrases = new Set<string>();
  private readonly usedOpenings = new Set<string>();
  private readonly tokenUse = new Map<string, number>();
  private readonly usedEmoji = new Set<string>();
  private readonly picks = new Map<readonly Entry[], number>();
  private readonly filled = new Map<string, string | undefined>();
  private readonly openings = new Map<string, readonly string[]>();
  /** The names a sentence may open with, lower case, longest first: the day's and the business's. */
  private readonly names: readonly string[];
  private frame: Frame | undefined;

  constructor(
    readonly rng: Rng,
    readonly bank: ToneBank,
    facts: EventFacts,
    private readonly topic: readonly string[],
    private readonly schedule: Schedule,
    /** The post's angle: which of the bank's bodies it takes. */
    readonly angle: Angle,
    frame?: Frame,
    /** Words the business never wants in its posts: no line carrying one is chosen. */
    private readonly avoid?: RegExp,
    /** Lines the posts of the day's earlier events took: another is chosen wherever one fits. */
    private readonly taken: ReadonlySet<string> = new Set(),
  ) {
    this.mood = facts.mood;
    this.name = facts.name;
    this.names = [facts.tokens.event, facts.tokens.eventName, facts.name, facts.tokens.biz]
      .flatMap((name) => (name ? [name.toLowerCase()] : []))
      .sort((a, b) => b.length - a.length);
    this.namesSpan = facts.namesSpan;
    this.tokens = facts.tokens;
    this.frame = frame;
  }

  /** The business name as written in posts. */
  get business(): string {
    return this.tokens.biz ?? '';
  }

  /** Whether any date placeholder has been used already. */
  get usedDate(): boolean {
    return DATE_TOKENS.some((token) => (this.tokenUse.get(token) ?? 0) > 0);
  }

  /**
   * The sentence tying the day to the business, from the post's angle; its thanks go to those the day honors,
   * when it honors anyone.
   */
  body(options: LineOptions = {}): string | undefined {
    const honors =
      this.angle === 'thanks' && this.tokens.honored !== undefined && this.bank.honors.length > 0;
    return this.line(honors ? this.bank.honors : this.bank.bodies[this.angle], options);
  }

  /**
   * The post's opening line. On a solemn day it leaves saying who is remembered to the business's
   * line, whose every phrase says it: the post then says it once.
   */
  hook(options: LineOptions = {}): string | undefined {
    return this.line(
      this.bank.hooks,
      this.mood === 'solemn' ? { ...options, leaves: ['remembered'] } : options,
    );
  }

  /** Whether the business has a brand profile, so posts name what it is and offers. */
  get branded(): boolean {
    return this.tokens.noun !== undefined;
  }

  /**
   * The sentence naming what the business offers that fits the day (on a solemn day, what the business
   * is), from its brand profile; undefined without one.
   */
  brand(options: LineOptions = {}): string | undefined {
    if (!this.branded) return undefined;
    // An offer the day calls for is worth naming the day once more for: "Nothing says Pi Day like our apple pies".
    const fits = this.tokens.fittingOffer !== undefined;
    if (!fits) return this.line(BRAND_LINES, options);
    // On an awareness day the business's lines are about caring; the one offer the day calls for is named.
    const pool = this.mood === 'neutral' ? FITTING_BRAND_LINES : BRAND_LINES;
    return this.line(pool, { ...options, maxMentions: (options.maxMentions ?? 2) + 1 });
  }

  /**
   * The calendar's line about the day, in a tone that informs: what the day is for or where it comes from.
   * Undefined in other tones, and for a day the calendar knows nothing more about.
   */
  fact(options: LineOptions = {}): string | undefined {
    return this.bank.informs ? this.line(FACT_LINE, { ...options, optional: true }) : undefined;
  }

  /** Where to find the business or when it is open, when its profile says. */
  visitDetails(options: LineOptions = {}): string | undefined {
    return this.branded ? this.line(VISIT_DETAILS, { ...options, optional: true }) : undefined;
  }

  private text(planned: Planned): string | undefined {
    if (!this.filled.has(planned.template)) {
      const text = fill(planned.template, this.tokens);
      this.filled.set(planned.template, text === undefined ? undefined : capitalizeSentences(text));
    }
    return this.filled.get(planned.template);
  }

  /** The opening words of the line's sentences as written. */
  private openingsOfLine(planned: Planned): readonly string[] {
    let found = this.openings.get(planned.template);
    if (!found) {
      found = openingsOf(this.text(planned) ?? '', this.names);
      this.openings.set(planned.template, found);
    }
    return found;
  }

  /** How many times the post names the event so far. */
  private get mentions(): number {
    return NAME_TOKENS.reduce((total, token) => total + (this.tokenUse.get(token) ?? 0), 0);
  }

  /** 'This month marks Pride Month', 'marking Pride Month this month': the name already says it. */
  private repeatsSpan(tokens: readonly string[]): boolean {
    return tokens.includes('today') && tokens.some((token) => NAME_TOKENS.includes(token));
  }

  /** What no post may carry: the wrong mood, a line used already, a contradiction or a doubled word. */
  private allowed(planned: Planned, maxSentences: number): boolean {
    if (!suits(planned.entry, this.mood)) return false;
    if (this.usedTemplates.has(planned.template)) return false;
    if (planned.phrases.some((phrase) => this.usedPhrases.has(phrase))) return false;
    if (this.openingsOfLine(planned).some((opening) => this.usedOpenings.has(opening))) return false;
    if (planned.sentences > maxSentences) return false;
    if (this.frame && planned.frame && planned.frame !== this.frame) return false;
    // After the day, a line that dates it ('is on Friday, October 16') would speak of it as still to come.
    if (
      this.frame === 'past' &&
      (planned.tokens.some((token) => DATE_TOKENS.some((name) => name === token)) ||
        TO_COME.test(planned.template))
    )
      return false;
    if (this.namesSpan && this.repeatsSpan(planned.tokens)) return false;
    const text = this.text(planned);
    return text !== undefined && !hasDoubledWord(text) && !this.avoid?.test(text);
  }

  /** The lines this post has taken. */
  get templates(): ReadonlySet<string> {
    return this.usedTemplates;
  }

  private isFresh(planned: Planned, maxMentions: number, leaves: readonly TokenName[] = []): boolean {
    if (this.taken.has(planned.template)) return false;
    if (planned.tokens.some((token) => leaves.some((name) => name === token))) return false;
    const once = planned.tokens.some(
      (token) => ONCE.some((name) => name === token) && (this.tokenUse.get(token) ?? 0) > 0,
    );
    if (once) return false;
    const names = planned.tokens.some((token) => NAME_TOKENS.includes(token));
    return !(names && this.mentions >= maxMentions);
  }

  /** The pool's places for this month, in the month's order. */
  private places(pool: readonly Entry[]): (Planned | null)[] {
    const plan = planOf(pool);
    return new Rng((this.schedule.key ^ plan.hash) >>> 0).shuffle(plan.places);
  }

  /**
   * One phrase from the pool, filled in. The day's place in the month's rotation decides; a line
   * that reads the same on any day is used only at one of the day's own places, so it comes up at
   * most twice a month. When they do not suit, the next line naming the day does; an optional line is
   * then left out rather than repeated, and a line the post needs may name the day once more.
   */
  line(pool: readonly Entry[], options: LineOptions = {}): string | undefined {
    const { maxLength = Number.POSITIVE_INFINITY, maxMentions = 2, maxSentences = 9 } = options;
    const pick = this.picks.get(pool) ?? 0;
    this.picks.set(pool, pick + 1);
    const places = this.places(pool);
    // The day owns two places of the month's rotation, one for each of a post's picks from the pool: a pick
    // starts at its own and may take the day's other one for a line that reads the same on any day. Each place
    // belongs to two days of a month, so such a line still comes up at most twice.
    const own = 2 * (this.schedule.day - 1);
    const start = own + Math.min(pick, 1);
    const other = start === own ? own + 1 : own;
    const fits = (planned: Planned, fresh: boolean) => {
      if (!this.allowed(planned, maxSentences)) return false;
      if (options.naming && !planned.tokens.some((token) => NAME_TOKENS.includes(token))) return false;
      const length = this.text(planned)?.length ?? Number.POSITIVE_INFINITY;
      return length <= maxLength && (!fresh || this.isFresh(planned, maxMentions, options.leaves));
    };
    const ownPlace = places[start % places.length] ?? null;
    const otherPlace = places[other % places.length] ?? null;
    const inTurn = (fresh: boolean) => {
      const seen = new Set<Planned>();
      const order = [
        ownPlace,
        otherPlace?.generic ? otherPlace : null,
        ...places.map((_, step) => places[(start + step) % places.length]).slice(1),
      ];
      for (const [step, planned] of order.entries()) {
        if (!planned || seen.has(planned) || (step > 1 && planned.generic)) continue;
        seen.add(planned);
        if (fits(planned, fresh)) return planned;
      }
      return undefined;
    };
    const chosen = inTurn(true) ?? (options.optional ? undefined : inTurn(false));
    if (chosen) return this.use(chosen);
    if (options.optional) return undefined;
    // A line that reads the same on any day stays at the day's own places, lest a month repeat it, unless the
    // post has no other line to say.
    const { entries } = planOf(pool);
    const mayTake = (planned: Planned) => !planned.generic || planned === ownPlace || planned === otherPlace;
    return (
      this.lastResort(entries.filter(mayTake), maxLength, maxMentions, maxSentences) ??
      this.lastResort(entries, maxLength, maxMentions, maxSentences)
    );
  }

  /** A line the post cannot do without, when none fits its turn: short and fresh if any is, else the shortest. */
  private lastResort(
    entries: readonly Planned[],
    maxLength: number,
    maxMentions: number,
    maxSentences: number,
  ): string | undefined {
    const allowed = entries.filter((planned) => this.allowed(planned, maxSentences));
    const sized = allowed.filter((planned) => (this.text(planned)?.length ?? Infinity) <= maxLength);
    const fresh = sized.filter((planned) => this.isFresh(planned, maxMentions));
    const shortest = allowed.reduce<Planned | undefined>(
      (best, planned) =>
        best === undefined || (this.text(planned)?.length ?? 0) < (this.text(best)?.length ?? 0)
          ? planned
          : best,
      undefined,
    );
    const chosen = this.rng.pick(fresh) ?? this.rng.pick(sized) ?? shortest;
    return chosen && this.use(chosen);
  }

  private use(planned: Planned): string | undefined {
    const text = this.text(planned);
    this.usedTemplates.add(planned.template);
    for (const phrase of planned.phrases) this.usedPhrases.add(phrase);
    for (const opening of this.openingsOfLine(planned)) this.usedOpenings.add(opening);
    for (const token of planned.tokens) this.tokenUse.set(token, (this.tokenUse.get(token) ?? 0) + 1);
    this.frame ??= planned.frame;
    return text;
  }

  /** True with the given chance, scaled by how freely the tone uses emoji. */
  wantsEmoji(chance: number): boolean {
    return this.bank.emojiRate > 0 && this.rng.chance(chance * this.bank.emojiRate);
  }

  /** An emoji not used yet in this post: the occasion's own when `topical` and one is left. */
  emoji(topical: boolean): string | undefined {
    // A solemn day carries no emoji at all, not even the occasion's own.
    if (this.bank.emojiRate <= 0 || this.mood === 'solemn') return undefined;
    const topic = this.topic.filter((emoji) => !this.usedEmoji.has(emoji));
    const tone = this.bank.emoji[this.mood].filter((emoji) => !this.usedEmoji.has(emoji));
    const chosen = topical && topic.length > 0 ? topic[0] : (this.rng.pick(tone) ?? topic[0]);
    if (chosen) this.usedEmoji.add(chosen);
    return chosen;
  }

  /**
   * A segment of the post, with an emoji when `emojiChance` comes up. Undefined text gives
   * undefined, so optional phrases can be skipped simply.
   */
  segment(
    text: string | undefined,
    drop: number,
    emojiChance = 0,
    options: { topical?: boolean; first?: boolean } = {},
  ): Segment | undefined {
    if (text === undefined) return undefined;
    const segment: Segment = { text, drop };
    if (emojiChance > 0 && this.wantsEmoji(emojiChance)) {
      const emoji = this.emoji(options.topical ?? this.rng.chance(0.5));
      if (emoji) {
        segment.emoji = emoji;
        segment.emojiFirst = options.first ?? false;
      }
    }
    return segment;
  }
}

/** Keeps the segments that exist. */
export function present(...segments: (Segment | undefined)[]): Segment[] {
  return segments.filter((segment): segment is Segment => segment !== undefined);
}
