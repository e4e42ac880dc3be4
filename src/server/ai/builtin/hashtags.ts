import type { PlatformName } from '../../../contract/options.js';
import { camelCaseWords } from '../../core/words.js';
import type { Mood } from './context.js';
import type { Rng } from './random.js';
import { squash } from './text.js';

export interface Tag {
  tag: string;
  /** One of the event's own hashtags (the post must keep at least one). */
  fromEvent: boolean;
  /** Never cut for length: a rewritten post keeps every hashtag it had. */
  required?: boolean;
}

/** '#Word', 'Word' or '# word' → '#Word'; undefined when nothing usable is left. */
export function normalizeTag(raw: string): string | undefined {
  const body = raw.replace(/^#+/, '').replace(/[^\p{L}\p{N}_]/gu, '');
  return body.length > 0 ? `#${body}` : undefined;
}

/** A hashtag made of the words of a name, e.g. 'Sunrise Bakery' → '#SunriseBakery'. */
export function tagFromName(name: string): string | undefined {
  const body = camelCaseWords(name);
  if (body.length < 3 || body.length > 32 || /^\d+$/.test(body)) return undefined;
  return `#${body}`;
}

/** The event's hashtags, cleaned and without repeats; made from the title when there are none. */
export function eventTags(hashtags: readonly string[], title: string): string[] {
  const tags: string[] = [];
  for (const raw of hashtags) {
    const tag = normalizeTag(raw);
    if (tag && !tags.some((known) => known.toLowerCase() === tag.toLowerCase())) tags.push(tag);
  }
  if (tags.length === 0) tags.push(tagFromName(title) ?? '#SpecialDay');
  return tags;
}

/** The event tag that spells the title exactly ('#WorldBreadDay' for 'World Bread Day'), to use inline. */
export function titleTag(tags: readonly string[], title: string): string | undefined {
  const wanted = squash(title);
  return tags.find((tag) => squash(tag) === wanted);
}

function genericTags(businessName: string, mood: Mood): string[] {
  const brand = tagFromName(businessName);
  // A day of remembrance takes no shop-local tag: it would sell on the day.
  const generic =
    mood === 'festive'
      ? ['#SmallBusiness', '#ShopLocal', '#SupportLocal', '#LocalBusiness']
      : mood === 'solemn'
        ? ['#Community']
        : ['#Community', '#SmallBusiness', '#LocalBusiness'];
  return brand ? [brand, ...generic] : generic;
}

/** How many tags each platform carries: [fewest, most]; Instagram also takes every event tag. */
const COUNTS: Record<PlatformName, readonly [number, number]> = {
  X: [1, 2],
  Threads: [1, 1],
  LinkedIn: [2, 3],
  Facebook: [1, 3],
  Instagram: [3, 8],
  TikTok: [3, 5],
  Pinterest: [2, 5],
  'Google Business Profile': [1, 2],
};

/** Platforms whose counts may be topped up with brand and local-business tags. */
const TOPPED_UP: ReadonlySet<PlatformName> = new Set(['LinkedIn', 'Instagram', 'TikTok', 'Pinterest']);

/**
 * Chooses the hashtags for a post. The event's first tag always comes first; other event tags
 * are preferred over generic ones, which only top up platforms that like more tags.
 */
export function chooseTags(
  platform: PlatformName,
  tags: readonly string[],
  businessName: string,
  mood: Mood,
  rng: Rng,
): Tag[] {
  const [fewest, most] = COUNTS[platform];
  const [first, ...rest] = tags;
  const ownTags = first === undefined ? [] : [first, ...rng.shuffle(rest)];
  const generic = genericTags(businessName, mood).filter(
    (tag) => !tags.some((own) => own.toLowerCase() === tag.toLowerCase()),
  );
  if (platform === 'Instagram') {
    const own = ownTags.slice(0, Math.max(most, 1));
    const extra = Math.min(rng.int(1, 3), Math.max(0, most - own.length));
    // The brand tag first, then a shuffled pick of the rest.
    const [brand, ...others] = generic;
    const pool = brand === undefined ? [] : [brand, ...rng.shuffle(others)];
    return [
      ...own.map((tag) => ({ tag, fromEvent: true })),
      ...pool.slice(0, extra).map((tag) => ({ tag, fromEvent: false })),
    ];
  }
  const count = rng.int(fewest, most);
  const own = ownTags.slice(0, count).map((tag) => ({ tag, fromEvent: true }));
  if (!TOPPED_UP.has(platform) || own.length >= count) return own;
  const [brand, ...others] = generic;
  const pool =
    brand === undefined ? [] : rng.chance(0.7) ? [brand, ...rng.shuffle(others)] : rng.shuffle(generic);
  return [...own, ...pool.slice(0, count - own.length).map((tag) => ({ tag, fromEvent: false }))];
}
