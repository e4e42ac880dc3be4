/**
 * A phrase template. Placeholders are written `{token}` (see TOKENS in ../context.ts): {event},
 * {biz}, {today} ('today' / 'this month'), {period} ('day' / 'week' / 'month' / 'season'),
 * {onEvent} ('on World Bread Day' / 'during Pride Month'), and, when the event has a valid date,
 * {when} ('on Friday, October 16'), {fallsOn} ('falls on Friday, October 16'), {date}, {weekday}, {year}.
 */
export interface Phrase {
  text: string;
  /**
   * 'festive': only for celebratory occasions, never for awareness, health or remembrance days.
   * 'neutral': only for those serious occasions, where it reads right and elsewhere it would not.
   */
  only: 'festive' | 'neutral';
}

/** A plain string is a phrase that suits any occasion. */
export type Entry = string | Phrase;

/** Marks a phrase as suitable for celebratory occasions only. */
export const festive = (text: string): Phrase => ({ text, only: 'festive' });

/** Marks a phrase as suitable for awareness, health and remembrance occasions only. */
export const serious = (text: string): Phrase => ({ text, only: 'neutral' });

export interface ToneBank {
  /** Opening lines; most name the {event}. */
  hooks: Entry[];
  /** Lines that tie the event to the business; every one names {biz}. */
  bodies: Entry[];
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
}
