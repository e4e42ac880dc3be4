import type { EventKind } from '../../../contract/calendar.js';
import { PLATFORM_LIMITS, type PlatformName, type ToneName } from '../../../contract/options.js';
import { Composer } from './compose.js';
import { describeEvent } from './context.js';
import { fitToLength } from './draft.js';
import { topicEmoji } from './emoji.js';
import { eventTags } from './hashtags.js';
import { TONE_BANKS } from './phrases/index.js';
import { SOLEMN_BANKS } from './phrases/solemn/index.js';
import { BUILDERS } from './platforms.js';
import { hashString, Rng } from './random.js';

export interface PostBrief {
  event: {
    title: string;
    date: string /* YYYY-MM-DD */;
    hashtags: string[] /* '#Word' */;
    /** A solemn day is written about quietly; an awareness day is never partied for. */
    kind: EventKind;
  };
  businessName: string;
  platform: PlatformName;
  tone: ToneName;
  /** Different seeds give different posts for the same brief; the same seed gives the same post. */
  seed: number;
}

/** Room left under each platform's limit, in case the text is touched after it is written. */
function safeLength(platform: PlatformName): number {
  const limit = PLATFORM_LIMITS[platform];
  return limit - Math.max(5, Math.floor(limit * 0.02));
}

/** Whether the text carries the hashtag as a whole tag ('#Baking', not '#BakingDay'). */
function hasTag(text: string, tag: string): boolean {
  const escaped = tag.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`${escaped}(?![\\p{L}\\p{N}_])`, 'iu').test(text);
}

/** Splits CamelCase hashtags into words, so 'WorldBreadDay' can be matched like 'World Bread Day'. */
function hashtagWords(tags: readonly string[]): string {
  return tags.map((tag) => tag.replace(/^#/, '').replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')).join(' ');
}

/**
 * Writes a social post for an event without any AI provider: phrases chosen per tone and laid
 * out per platform, varied by the seed, always within the platform's length limit and always
 * carrying at least one of the event's hashtags. A solemn day gets the tone's solemn lines.
 */
export function writePost(brief: PostBrief): string {
  const { event, businessName, platform, tone, seed } = brief;
  const facts = describeEvent(event.title, event.date, businessName, event.kind);
  const tags = eventTags(event.hashtags, facts.name);
  const rng = new Rng(
    hashString([seed, event.title, event.date, platform, tone, businessName].join('\u0000')),
  );
  // The title says most about the subject; hashtags only fill in.
  const topic = [...new Set([...topicEmoji(facts.name), ...topicEmoji(hashtagWords(tags))])].slice(0, 2);
  const bank = facts.mood === 'solemn' ? SOLEMN_BANKS[tone] : TONE_BANKS[tone];
  const composer = new Composer(rng, bank, facts, topic);
  const draft = BUILDERS[platform]({
    composer,
    eventTags: tags,
    businessName: facts.tokens.biz ?? businessName,
  });
  const max = safeLength(platform);
  const text = fitToLength(draft, max);
  if (tags.some((tag) => hasTag(text, tag))) return text;
  // The event tag was written inline and cut with its sentence: put the main tag at the end.
  const [main = '#SpecialDay'] = tags;
  return fitToLength({ ...draft, tags: [{ tag: main, fromEvent: true }, ...draft.tags] }, max);
}
