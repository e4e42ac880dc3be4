import { type EventFacts, fill, type Mood, type TokenName, type Tokens, tokensOf } from './context.js';
import type { Segment } from './draft.js';
import { type Entry, suits, type ToneBank } from './phrases/types.js';
import type { Rng } from './random.js';
import { capitalizeSentences } from './text.js';

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
];
const DATE_TOKENS: readonly TokenName[] = ['when', 'fallsOn', 'date', 'year'];

interface Candidate {
  template: string;
  text: string;
}

/** Picks phrases for one post: seeded, suited to the occasion's mood, and without repeats. */
export class Composer {
  readonly mood: Mood;
  readonly name: string;
  private readonly namesSpan: boolean;
  private readonly tokens: Tokens;
  private readonly usedTemplates = new Set<string>();
  private readonly tokenUse = new Map<string, number>();
  private readonly usedEmoji = new Set<string>();

  constructor(
    readonly rng: Rng,
    readonly bank: ToneBank,
    facts: EventFacts,
    private readonly topic: readonly string[],
  ) {
    this.mood = facts.mood;
    this.name = facts.name;
    this.namesSpan = facts.namesSpan;
    this.tokens = facts.tokens;
  }

  /** The business name as written in posts. */
  get business(): string {
    return this.tokens.biz ?? '';
  }

  /** Whether any date placeholder has been used already. */
  get usedDate(): boolean {
    return DATE_TOKENS.some((token) => (this.tokenUse.get(token) ?? 0) > 0);
  }

  private candidates(pool: readonly Entry[]): Candidate[] {
    const found: Candidate[] = [];
    for (const entry of pool) {
      const template = typeof entry === 'string' ? entry : entry.text;
      if (!suits(entry, this.mood)) continue;
      if (this.usedTemplates.has(template)) continue;
      if (this.namesSpan && this.repeatsSpan(template)) continue;
      const text = fill(template, this.tokens);
      if (text !== undefined) found.push({ template, text: capitalizeSentences(text) });
    }
    return found;
  }

  /** How many times the post names the event so far. */
  private get mentions(): number {
    return (this.tokenUse.get('event') ?? 0) + (this.tokenUse.get('onEvent') ?? 0);
  }

  /** 'This month marks Pride Month', 'marking Pride Month this month': the name already says it. */
  private repeatsSpan(template: string): boolean {
    const used = tokensOf(template);
    return used.includes('today') && (used.includes('event') || used.includes('onEvent'));
  }

  private isFresh(template: string, maxMentions: number): boolean {
    const used = tokensOf(template);
    if (used.some((token) => ONCE.some((once) => once === token) && (this.tokenUse.get(token) ?? 0) > 0)) {
      return false;
    }
    const names = used.some((token) => token === 'event' || token === 'onEvent');
    return !(names && this.mentions >= maxMentions);
  }

  /**
   * One phrase from the pool, filled in. Prefers phrases of at most `maxLength` characters
   * (the shortest if none is that short) that do not repeat what the post already says: a
   * phrase that names the event once the post has named it `maxMentions` times is a last resort.
   */
  line(pool: readonly Entry[], maxLength = Number.POSITIVE_INFINITY, maxMentions = 2): string | undefined {
    const all = this.candidates(pool);
    if (all.length === 0) return undefined;
    const short = all.filter((candidate) => candidate.text.length <= maxLength);
    const sized = short.length > 0 ? short : [all.reduce((a, b) => (b.text.length < a.text.length ? b : a))];
    const fresh = sized.filter((candidate) => this.isFresh(candidate.template, maxMentions));
    const chosen = this.rng.pick(fresh.length > 0 ? fresh : sized);
    if (!chosen) return undefined;
    this.usedTemplates.add(chosen.template);
    for (const token of tokensOf(chosen.template))
      this.tokenUse.set(token, (this.tokenUse.get(token) ?? 0) + 1);
    return chosen.text;
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
