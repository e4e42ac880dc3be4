import { describe, expect, it } from 'vitest';
import {
  PLATFORM_LIMITS,
  PLATFORMS,
  type PlatformName,
  TONES,
  TONES_NOT_FOR_SOLEMN_DAYS,
  type ToneName,
} from '../../../contract/options.js';
import { describeEvent } from '../../ai/builtin/context.js';
import { writePost } from '../../ai/builtin/writer.js';
import { eventsForYear } from '../calendar/events/holidays.js';

// Every event a US location sees in a year: the dataset and the public holidays.
const events = eventsForYear(2026, 'US');

/** Every solemn day a location sees in a year, in a few countries, each day once. */
const solemnDays = [
  ...new Map(
    ['US', 'GB', 'AU', 'JP', 'DE', 'ZA', 'AE', 'SG']
      .flatMap((country) => eventsForYear(2026, country))
      .filter((event) => event.kind === 'solemn')
      .map((event) => [event.title, event]),
  ).values(),
];
const SOLEMN_TONES = TONES.filter((tone) => !TONES_NOT_FOR_SOLEMN_DAYS.includes(tone));
/** What a post about a solemn day must never carry. */
const DISRESPECTFUL = /happy|celebrat|!|\b(confetti|party|parties|treats?|cheers|fun)\b/i;
/** Hashtags that sell: a business may tag its own name on a day of remembrance, never these. */
const SHOP_LOCAL_TAG = /#(SmallBusiness|ShopLocal|SupportLocal|LocalBusiness)\b/;
const EMOJI = /\p{Extended_Pictographic}/u;
const EMOJI_ALL = /\p{Extended_Pictographic}\uFE0F?(?:\u200D\p{Extended_Pictographic}\uFE0F?)*/gu;

/** Phrases that speak of the day as still to come, and phrases that speak of it as it happens. */
const AHEAD = [
  'save the date',
  'mark your calendar',
  'mark it on the calendar',
  'to your calendar',
  'coming up',
  'counting down',
  'get ready',
  'is coming',
  'come back to it',
];
const SAME_DAY = [
  'today',
  'tonight',
  'is here',
  'has arrived',
  'officially arrived',
  'starts now',
  'right now',
  'this week',
  'this month',
];
const anyOf = (phrases: readonly string[]) => new RegExp(`\\b(${phrases.join('|')})\\b`, 'i');
const AHEAD_WORDS = anyOf(AHEAD);
const SAME_DAY_WORDS = anyOf(SAME_DAY);
/** 'it's' before a name: the day is here. */
const IT_IS_THE_DAY = /\bit(?:'s| is) (?:the )?\p{Lu}/u;

/** The post's text before its closing hashtags. */
const beforeTags = (post: string) => post.replace(/(\s*#[\p{L}\p{N}_]+)+\s*$/u, '');

/** What reads as a seam in a post, and a test for it. */
const SEAMS: [string, (post: string) => boolean][] = [
  ['says the day is ahead and here at once', (post) => AHEAD_WORDS.test(post) && SAME_DAY_WORDS.test(post)],
  // "Friendly reminder: it's Black Friday. … Save the date: Friday, November 27."
  ['says "it\'s" the day and "save the date"', (post) => AHEAD_WORDS.test(post) && IT_IS_THE_DAY.test(post)],
  ['doubles a word', (post) => /(?<![\p{L}\p{N}])(\p{L}+)\s+\1(?![\p{L}\p{N}])/iu.test(post)],
  ['carries a bracket or a slash', (post) => /[()[\]{}<>/]/.test(post)],
  ['has an empty hashtag', (post) => /#(?![\p{L}\p{N}_])/u.test(post)],
  ['ends a sentence with two punctuation marks', (post) => /[.!?,;:][.!?,;:]/.test(post)],
  ['is cut off mid-sentence', (post) => beforeTags(post).includes('…')],
];

describe('the built-in writer over the whole events dataset', () => {
  const written: { event: (typeof events)[number]; platform: PlatformName; tone: ToneName; post: string }[] =
    [];

  it('for every event, platform and tone: within the limit, no unfilled text, one of the event hashtags', () => {
    const problems: string[] = [];
    for (const event of events) {
      for (const platform of PLATFORMS) {
        for (const tone of TONES) {
          const post = writePost({
            event,
            businessName: 'Sunrise Bakery',
            platform,
            tone,
            seed: written.length,
          });
          written.push({ event, platform, tone, post });
          const where = `${event.title} / ${platform} / ${tone}`;
          if (post.length > PLATFORM_LIMITS[platform]) problems.push(`${where}: ${post.length} characters`);
          if (/undefined|null|NaN|\{\{|\}\}/.test(post)) problems.push(`${where}: unfilled text`);
          if (!event.hashtags.some((tag) => post.includes(tag))) problems.push(`${where}: no event hashtag`);
        }
      }
    }
    console.log(`built-in writer: ${written.length} posts over ${events.length} events checked`);
    expect(problems).toEqual([]);
  }, 120_000);

  it('writes without seams: never "today" with "save the date", no doubled words, brackets, empty hashtags, doubled punctuation or a sentence cut off', () => {
    expect(written.length).toBe(events.length * PLATFORMS.length * TONES.length);
    const seams = written.flatMap(({ event, platform, tone, post }) =>
      SEAMS.filter(([, seam]) => seam(post)).map(
        ([name]) => `${event.title} / ${platform} / ${tone}: ${name}\n${post}`,
      ),
    );
    expect(seams).toEqual([]);
  });

  it("keeps each platform's brief: no emoji on Google Business Profile, two sentences at most on Threads", () => {
    const problems = written.flatMap(({ event, platform, tone, post }) => {
      const where = `${event.title} / ${platform} / ${tone}:\n${post}`;
      if (platform === 'Google Business Profile' && EMOJI.test(post)) return [`${where}\n(emoji)`];
      if (platform !== 'Threads') return [];
      const { name } = describeEvent(event, 'Sunrise Bakery');
      const sentences = beforeTags(post)
        .split(name)
        .join('Name')
        .split(/[.!?…]+(?=\s|$)/)
        .filter((part) => /\p{L}/u.test(part));
      return sentences.length > 2 ? [`${where}\n(${sentences.length} sentences)`] : [];
    });
    expect(problems).toEqual([]);
  });

  it('informs in the Informative tone: names the event and says what kind of day it is', () => {
    const problems = written.filter(({ event, tone, post }) => {
      if (tone !== 'Informative' || event.kind === 'solemn') return false;
      const { name, tokens } = describeEvent(event, 'Sunrise Bakery');
      return !post.includes(name) || tokens.about === undefined || !post.includes(tokens.about);
    });
    expect(problems.map(({ event, platform, post }) => `${event.title} / ${platform}:\n${post}`)).toEqual([]);
  });

  it('ten regenerations of one event give at least five different posts, for every event', () => {
    const dull = events.filter((event) => {
      const posts = new Set(
        Array.from({ length: 10 }, (_, seed) =>
          writePost({ event, businessName: 'Harbor Fitness', platform: 'Instagram', tone: 'Friendly', seed }),
        ),
      );
      return posts.size < 5;
    });
    expect(dull.map((event) => event.title)).toEqual([]);
  }, 60_000);

  it('writes every solemn day quietly on every platform in every allowed tone: named, no emoji, no cheer, no shop-local hashtag, who is remembered never said twice', () => {
    expect(solemnDays.length).toBeGreaterThan(20);
    const problems: string[] = [];
    let written = 0;
    for (const event of solemnDays) {
      const { remembered } = describeEvent(event, 'Sunrise Bakery').tokens;
      for (const platform of PLATFORMS) {
        for (const tone of SOLEMN_TONES) {
          const post = writePost({ event, businessName: 'Sunrise Bakery', platform, tone, seed: written });
          written++;
          const where = `${event.title} / ${platform} / ${tone}:\n${post}`;
          if (EMOJI.test(post)) problems.push(`${where}\n(emoji)`);
          if (DISRESPECTFUL.test(post)) problems.push(`${where}\n(${post.match(DISRESPECTFUL)?.[0]})`);
          if (!post.includes(event.title)) problems.push(`${where}\n(title missing)`);
          if (post.length > PLATFORM_LIMITS[platform]) problems.push(`${where}\n(too long)`);
          if (!event.hashtags.some((tag) => post.includes(tag)))
            problems.push(`${where}\n(no event hashtag)`);
          if (SHOP_LOCAL_TAG.test(post)) problems.push(`${where}\n(${post.match(SHOP_LOCAL_TAG)?.[0]})`);
          if (remembered && post.split(remembered).length > 2)
            problems.push(`${where}\n(says twice who is remembered)`);
        }
      }
    }
    console.log(`built-in writer: ${written} posts over ${solemnDays.length} solemn days checked`);
    expect(problems).toEqual([]);
  }, 120_000);

  it('says whom each solemn day remembers, never falling back to "all those affected"', () => {
    const unsaid = solemnDays.filter(
      (event) => describeEvent(event, 'Sunrise Bakery').tokens.remembered === 'all those affected',
    );
    expect(unsaid.map((event) => event.title)).toEqual([]);
  });
});

/** The first event of each day of 2026, by month: one location's daily posts. */
const dailyPosts = new Map<string, (typeof events)[number]>();
for (const event of events) if (!dailyPosts.has(event.date)) dailyPosts.set(event.date, event);

/** Sentences of a post, without its closing hashtags or its emoji. */
const sentencesOf = (post: string) =>
  beforeTags(post)
    .replace(EMOJI_ALL, '')
    .split(/(?<=[.!?…])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => /\p{L}/u.test(sentence));

describe("a month of one location's daily posts", () => {
  // Every platform, each in three tones, so every tone is read on several platforms.
  const pairs = PLATFORMS.flatMap((platform, index) =>
    [0, 3, 5].map((step): [PlatformName, ToneName] => [
      platform,
      TONES[(index + step) % TONES.length] ?? 'Friendly',
    ]),
  );

  it('never repeats a sentence more than twice, in any month of the year', () => {
    const repeated: string[] = [];
    for (const [platform, tone] of pairs) {
      for (let month = 1; month <= 12; month++) {
        const prefix = `2026-${String(month).padStart(2, '0')}`;
        const counts = new Map<string, number>();
        for (const [date, event] of dailyPosts) {
          if (!date.startsWith(prefix)) continue;
          // A location's first draft of each day.
          const post = writePost({ event, businessName: 'Sunrise Bakery', platform, tone, seed: 0 });
          for (const sentence of new Set(sentencesOf(post)))
            counts.set(sentence, (counts.get(sentence) ?? 0) + 1);
        }
        for (const [sentence, count] of counts) {
          if (count > 2) repeated.push(`${platform} / ${tone} / ${prefix}: ${count}× "${sentence}"`);
        }
      }
    }
    expect(pairs.length).toBe(24);
    expect(new Set(pairs.map(([, tone]) => tone)).size).toBe(TONES.length);
    expect(repeated).toEqual([]);
  }, 60_000);
});
