import type { ToneBank } from './phrases/types.js';

/**
 * How a business's voice (a few words from its brand profile) sets the register of a post in any tone:
 * a quiet voice ("calm, reassuring") keeps emoji rare and exclamation marks to one, a lively one
 * ("energetic, fun") lets the tone use emoji freely. Words that say neither leave the tone as it is.
 */
export type Register = 'quiet' | 'lively' | 'even';

const QUIET = new Set([
  'calm',
  'soothing',
  'professional',
  'reassuring',
  'serious',
  'understated',
  'elegant',
  'refined',
  'formal',
  'polished',
  'trustworthy',
  'discreet',
  'minimal',
  'sophisticated',
  'gentle',
  'measured',
  'quiet',
  'peaceful',
  'luxurious',
  'classic',
]);

const LIVELY = new Set([
  'playful',
  'lively',
  'energetic',
  'fun',
  'cheerful',
  'bold',
  'vibrant',
  'quirky',
  'enthusiastic',
  'upbeat',
  'bubbly',
  'cheeky',
  'exciting',
  'loud',
  'spirited',
  'zany',
]);

/** Whether the voice's words lean quiet or lively; a tie or no known word is even. */
export function registerOf(voice: readonly string[]): Register {
  let lean = 0;
  for (const word of voice.flatMap((phrase) => phrase.toLowerCase().split(/[^\p{L}-]+/u))) {
    if (QUIET.has(word)) lean--;
    if (LIVELY.has(word)) lean++;
  }
  return lean < 0 ? 'quiet' : lean > 0 ? 'lively' : 'even';
}

/** The tone's phrases in the business's register: only how freely it uses emoji changes. */
export function inRegister(bank: ToneBank, register: Register): ToneBank {
  if (register === 'quiet') return { ...bank, emojiRate: bank.emojiRate * 0.25 };
  if (register === 'lively' && bank.emojiRate > 0)
    return { ...bank, emojiRate: Math.min(1, bank.emojiRate * 1.5) };
  return bank;
}

/** A quiet voice exclaims once at most: every exclamation after the first becomes a full stop. */
export function withOneExclamation(text: string): string {
  let seen = false;
  return text.replace(/!+/g, (marks) => {
    if (!seen) {
      seen = true;
      return marks.charAt(0);
    }
    return '.';
  });
}
