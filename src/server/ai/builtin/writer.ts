import type { Offer } from '../../../contract/brand-profile.js';
import { PLATFORM_LIMITS, type PlatformName, type ToneName } from '../../../contract/options.js';
import { hashtagsIn } from '../../core/words.js';
import { avoidPattern, type BrandBrief, brandTokens, offerFor } from './brand.js';
import { Composer, type Frame, frameOf } from './compose.js';
import { describeEvent, type EventFacts, type EventInput, fill, type Mood, type Span } from './context.js';
import { fitToLength } from './draft.js';
import { topicEmoji } from './emoji.js';
import { eventTags } from './hashtags.js';
import { bankFor, TONE_BANKS } from './phrases/index.js';
import { ANGLES, type Angle } from './phrases/types.js';
import { upbeat } from './phrases/upbeat.js';
import { BUILDERS } from './platforms.js';
import { hashString, Rng } from './random.js';
import { inAmericanSpelling, inSpelling, type Spelling } from './spelling.js';
import { capitalizeSentences } from './text.js';
import { inRegister, registerOf, withOneExclamation } from './voice.js';

export interface PostBrief {
  event: EventInput;
  businessName: string;
  platform: PlatformName;
  tone: ToneName;
  /** The business's brand profile, when it has one: posts then name what it is and offers. */
  brand?: BrandBrief;
  /** How the business's country spells its English; American when not given. */
  spelling?: Spelling;
  /**
   * Different seeds give different posts for the same brief; the same seed gives the same post.
   * Posts of one business written with one seed share a rotation of phrases across each month.
   */
  seed: number;
  /**
   * Where the event is among its day's events (0, the first, when not given): a later one takes other lines than
   * the posts of those before it, so one day's posts differ.
   */
  place?: number;
  /**
   * The day the post is written (YYYY-MM-DD, in the business's time zone). Written on the event's day or
   * after it, a post speaks of the day as it happens, never ahead of it ("Mark your calendar for …").
   */
  writtenOn?: string;
}

/** What a rewrite keeps of the post it starts from. */
interface Kept {
  tags?: string[];
  angle?: Angle;
  frame?: Frame;
  /** The product or service the post named, which the rewrite names too. */
  offer?: Offer;
}

/** Room left under each platform's limit, in case the text is touched after it is written. */
function safeLength(platform: PlatformName): number {
  const limit = PLATFORM_LIMITS[platform];
  return limit - Math.max(5, Math.floor(limit * 0.02));
}

const TAG_CHARACTER = /[\p{L}\p{N}_]/u;

/** Whether the text carries the hashtag as a whole tag ('#Baking', not '#BakingDay'). */
function hasTag(text: string, tag: string): boolean {
  const lower = text.toLowerCase();
  const wanted = tag.toLowerCase();
  for (let at = lower.indexOf(wanted); at >= 0; at = lower.indexOf(wanted, at + 1)) {
    if (!TAG_CHARACTER.test(lower.charAt(at + wanted.length))) return true;
  }
  return false;
}

/** Splits CamelCase hashtags into words, so 'WorldBreadDay' can be matched like 'World Bread Day'. */
function hashtagWords(tags: readonly string[]): string {
  return tags.map((tag) => tag.replace(/^#/, '').replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')).join(' ');
}

/**
 * The month's order of angles, one per day in turn, so a month of posts does not keep one angle. An awareness or
 * health day is not one to thank customers on ("wants to say thank you on World Pancreatic Cancer Day"): it is a
 * moment the community shares, or what the day is for.
 */
function scheduledAngle(key: number, day: number, mood: Mood): Angle {
  const angles = mood === 'neutral' ? ANGLES.filter((angle) => angle !== 'thanks') : ANGLES;
  const order = new Rng(key).shuffle(angles);
  return order[(day - 1) % order.length] ?? 'community';
}

/**
 * What the day a post is written on decides of its sense of time, over the post it rewrites: on the day
 * (or within a week, month or season that has begun) it speaks of the day as it happens; after a day, as
 * neither happening nor coming. Ahead of the day, nothing is decided.
 */
function frameOnDate(writtenOn: string | undefined, date: string, span: Span): Frame | undefined {
  if (writtenOn === undefined || writtenOn < date) return undefined;
  return writtenOn === date || span !== 'day' ? 'now' : 'past';
}

function compose(
  brief: PostBrief,
  kept: Kept,
  taken: ReadonlySet<string> = new Set(),
): { text: string; templates: ReadonlySet<string> } {
  const { event, businessName, platform, tone, seed, brand } = brief;
  const described = describeEvent(event, businessName);
  const facts = brand
    ? {
        ...described,
        tokens: {
          ...described.tokens,
          ...brandTokens(brand, businessName, kept.offer ?? offerFor(brand.offers, event, seed), {
            ...event,
            solemn: described.mood === 'solemn',
          }),
        },
      }
    : described;
  const tags = eventTags(event.hashtags, facts.name);
  const rng = new Rng(
    hashString([seed, event.title, event.date, platform, tone, businessName].join('\u0000')),
  );
  // The title says most about the subject; hashtags only fill in.
  const holyDay = event.kind === 'religious';
  const topic = [
    ...new Set([...topicEmoji(facts.name, holyDay), ...topicEmoji(hashtagWords(tags), holyDay)]),
  ].slice(0, 2);
  const key = hashString([seed, businessName, platform, tone, facts.month?.key ?? event.date].join('\u0000'));
  const day = facts.month?.day ?? rng.int(1, 31);
  // A day that honors people (veterans, nurses) is for thanking them.
  const angle = kept.angle ?? (facts.tokens.honored ? 'thanks' : scheduledAngle(key, day, facts.mood));
  const register = registerOf(brand?.voice ?? []);
  const bank = inRegister(bankFor(tone, platform, facts.mood), register);
  const composer = new Composer(
    rng,
    bank,
    facts,
    topic,
    { key, day },
    angle,
    frameOnDate(brief.writtenOn, event.date, facts.span) ?? kept.frame,
    avoidPattern(brand?.avoid ?? []),
    taken,
  );
  const draft = BUILDERS[platform]({
    composer,
    eventTags: tags,
    businessName: facts.tokens.biz ?? businessName,
    keptTags: kept.tags,
  });
  const max = safeLength(platform);
  const [main = '#SpecialDay'] = tags;
  const written = fitToLength(draft, max);
  const text = tags.some((tag) => hasTag(written, tag))
    ? written
    : // The event tag was written inline and cut with its sentence: put the main tag at the end.
      fitToLength({ ...draft, tags: [{ tag: main, fromEvent: true }, ...draft.tags] }, max);
  return { text: register === 'quiet' ? withOneExclamation(text) : text, templates: composer.templates };
}

/**
 * Writes a social post for an event without any AI provider: phrases chosen per tone and laid
 * out per platform, dealt out across the month so daily posts do not repeat themselves, always
 * within the platform's length limit and always carrying at least one of the event's hashtags.
 * A solemn day gets the tone's solemn lines.
 */
export function writePost(brief: PostBrief): string {
  // The posts of the day's earlier events are worked out first (as this event's), so this one takes other lines.
  const taken = new Set<string>();
  for (let place = 0; place < (brief.place ?? 0); place++) {
    for (const template of compose({ ...brief, place }, {}, taken).templates) taken.add(template);
  }
  return spelt(brief, compose(brief, {}, taken).text);
}

/** The post in the spelling of the business's country, the names it was given kept as they are. */
function spelt(brief: PostBrief, text: string): string {
  const { event, businessName, brand } = brief;
  const names = [
    event.title,
    businessName,
    ...(brand
      ? [brand.hours, brand.address, ...brand.offers.flatMap((offer) => [offer.name, offer.line])]
      : []),
  ];
  return inSpelling(text, brief.spelling ?? 'american', names);
}

const fixedParts = new Map<string, string>();

/** The longest stretch of a line that reads the same on any day: a quick test before filling it in. */
function fixedPart(template: string): string {
  let part = fixedParts.get(template);
  if (part === undefined) {
    part = template
      .split(/\{\w+\}/)
      .reduce((longest, piece) => (piece.length > longest.length ? piece : longest), '')
      .toLowerCase();
    fixedParts.set(template, part);
  }
  return part;
}

/** The angle of a post this writer wrote: the angle of the business's line it carries. */
function writtenAngle(text: string, facts: EventFacts): Angle | undefined {
  const lower = text.toLowerCase();
  const banks = [...Object.values(TONE_BANKS), upbeat];
  for (const angle of ANGLES) {
    for (const bank of banks) {
      for (const entry of bank.bodies[angle]) {
        const template = typeof entry === 'string' ? entry : entry.text;
        if (!lower.includes(fixedPart(template))) continue;
        const filled = fill(template, facts.tokens);
        if (filled !== undefined && text.includes(capitalizeSentences(filled))) return angle;
      }
    }
  }
  return undefined;
}

/**
 * The angle of a post: for one this writer wrote, that of its line about the business; for
 * another, the angle whose word it carries ('thank', what the day is for, 'community').
 */
export function angleOf(brief: PostBrief, text: string): Angle | undefined {
  const facts = describeEvent(brief.event, brief.businessName);
  if (facts.mood === 'solemn') return undefined;
  const written = writtenAngle(text, facts);
  if (written) return written;
  if (/\bthank/i.test(text)) return 'thanks';
  if (facts.tokens.purpose && text.includes(facts.tokens.purpose)) return 'purpose';
  return /\bcommunity\b/i.test(text) ? 'community' : undefined;
}

/**
 * Rewrites the post on screen in the brief's tone: the same angle, the same hashtags (all of them,
 * at the end) and the same sense of time (on the day, or ahead of it), in the new voice.
 */
export function rewritePost(brief: PostBrief, post: string): string {
  const tags = hashtagsIn(post);
  const written = compose(brief, {
    tags: tags.length > 0 ? tags : undefined,
    // Its lines are found among the writer's own, which are spelt the American way.
    angle: angleOf(brief, inAmericanSpelling(post)),
    frame: frameOf(post),
    offer: brief.brand?.offers.find((offer) => post.toLowerCase().includes(offer.name.toLowerCase())),
  }).text;
  return spelt(brief, written);
}
