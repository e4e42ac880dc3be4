import type { Mood } from '../context.js';

/**
 * A phrase template. Placeholders are written `{token}` (see TOKENS in ../context.ts): {event},
 * {biz}, {today} ('today' / 'this month'), {period} ('day' / 'week' / 'month' / 'season'),
 * {onEvent} ('on World Bread Day' / 'during Pride Month'), {purpose} ('a day to enjoy good food'),
 * {about} ('an awareness day, observed around the world'), {fact} (a sentence, when the calendar
 * knows one), {keywords} ('baking'), and, when the event has a valid date, {when} ('on Friday,
 * October 16'), {fallsOn} ('falls on Friday, October 16'), {date}, {weekday}, {year}.
 */
export interface Phrase {
  text: string;
  /**
   * 'festive': only for celebratory occasions, never for awareness, health or remembrance days.
   * 'neutral': only for those serious occasions, where it reads right and elsewhere it would not.
   * 'solemn': only for days of remembrance and mourning, which are never celebrated.
   */
  only: Mood;
}

/**
 * A plain string is a phrase that suits any festive or serious occasion. A solemn day takes only
 * phrases written for it, so no everyday line (a call to drop by, a cheerful question) reaches it.
 */
export type Entry = string | Phrase;

/** Marks a phrase as suitable for celebratory occasions only. */
export const festive = (text: string): Phrase => ({ text, only: 'festive' });

/** Marks a phrase as suitable for awareness, health and remembrance occasions only. */
export const serious = (text: string): Phrase => ({ text, only: 'neutral' });

/** Marks a phrase as written for days of remembrance and mourning. */
export const solemn = (text: string): Phrase => ({ text, only: 'solemn' });

/** Whether the phrase may be used on an occasion of this mood. */
export function suits(entry: Entry, mood: Mood): boolean {
  return typeof entry === 'string' ? mood !== 'solemn' : entry.only === mood;
}

/**
 * What a post says about the day beyond naming it, kept when its tone changes: thanks to the people
 * the business serves ('thank'), the day as a shared moment ('community'), or what the day is for
 * ({purpose}).
 */
export const ANGLES = ['thanks', 'community', 'purpose'] as const;
export type Angle = (typeof ANGLES)[number];

export interface ToneBank {
  /** Opening lines; most name the {event}. */
  hooks: Entry[];
  /**
   * Lines that tie the event to the business, by angle; every one names {biz}, and carries its
   * angle's word: 'thank' (thanks), 'community' (community) or {purpose} (purpose).
   */
  bodies: Record<Angle, Entry[]>;
  /**
   * The thanks of a day that honors people ({honored}: veterans, nurses, teachers), in place of the thanks
   * bodies, which thank the business's own customers; every one names {biz} and says 'thank'.
   */
  honors: Entry[];
  /** A thought about the occasion, in the tone's own voice. */
  reflections: Entry[];
  /** Questions to followers. */
  questions: Entry[];
  /** Calls to action for social feeds. */
  ctas: Entry[];
  /** Calls to visit or call, for a business listing. */
  visits: Entry[];
  /** Closing lines, without final punctuation where they read as a signature. */
  signoffs: Entry[];
  emoji: { festive: string[]; neutral: string[] };
  /** How freely the tone uses emoji: 0 never, 1 as freely as the platform allows. */
  emojiRate: number;
  /** Whether the tone may borrow platform slang ('POV:', 'hits different'). */
  casual: boolean;
  /** Whether every post opens with what kind of day it is, even where an opening line is optional. */
  informs: boolean;
}

/** The lines of a tone for solemn days; every one is quiet: no emoji, no exclamation, no offer. */
export type SolemnLines = Record<
  'hooks' | 'bodies' | 'reflections' | 'questions' | 'ctas' | 'visits' | 'signoffs',
  string[]
>;

/** A tone's bank for solemn days: its lines marked solemn, and never an emoji or platform slang. */
export function solemnBank(lines: SolemnLines): ToneBank {
  const mark = (texts: string[]) => texts.map(solemn);
  const bodies = mark(lines.bodies);
  return {
    hooks: mark(lines.hooks),
    // A day of remembrance has one angle: remembering.
    bodies: { thanks: bodies, community: bodies, purpose: bodies },
    // A solemn day remembers; it does not thank.
    honors: [],
    reflections: mark(lines.reflections),
    questions: mark(lines.questions),
    ctas: mark(lines.ctas),
    visits: mark(lines.visits),
    signoffs: mark(lines.signoffs),
    emoji: { festive: [], neutral: [] },
    emojiRate: 0,
    casual: false,
    informs: false,
  };
}
