import { describe, expect, it } from 'vitest';
import { PLATFORM_LIMITS, PLATFORMS, TONES, TONES_NOT_FOR_SOLEMN_DAYS } from '../../../contract/options.js';
import { writePost } from '../../ai/builtin/writer.js';
import { eventsForYear } from '../calendar/events/holidays.js';

// Every event a US location sees in a year: the dataset and the public holidays.
const events = eventsForYear(2026, 'US');

/** Every solemn day a location sees in a year, in a few countries, each day once. */
const solemnDays = [
  ...new Map(
    ['US', 'GB', 'AU', 'JP', 'DE', 'ZA']
      .flatMap((country) => eventsForYear(2026, country))
      .filter((event) => event.kind === 'solemn')
      .map((event) => [event.title, event]),
  ).values(),
];
const SOLEMN_TONES = TONES.filter((tone) => !TONES_NOT_FOR_SOLEMN_DAYS.includes(tone));
/** What a post about a solemn day must never carry. */
const DISRESPECTFUL = /happy|celebrat|!|\b(confetti|party|parties|treats?|cheers|fun)\b/i;
const EMOJI = /\p{Extended_Pictographic}/u;

describe('the built-in writer over the whole events dataset', () => {
  it('for every event, platform and tone: within the limit, no unfilled text, one of the event hashtags', () => {
    const problems: string[] = [];
    let written = 0;
    for (const event of events) {
      for (const platform of PLATFORMS) {
        for (const tone of TONES) {
          const post = writePost({ event, businessName: 'Sunrise Bakery', platform, tone, seed: written });
          written++;
          const where = `${event.title} / ${platform} / ${tone}`;
          if (post.length > PLATFORM_LIMITS[platform]) problems.push(`${where}: ${post.length} characters`);
          if (/undefined|null|NaN|\{\{|\}\}/.test(post)) problems.push(`${where}: unfilled text`);
          if (!event.hashtags.some((tag) => post.includes(tag))) problems.push(`${where}: no event hashtag`);
        }
      }
    }
    console.log(`built-in writer: ${written} posts over ${events.length} events checked`);
    expect(problems).toEqual([]);
  }, 120_000);

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

  it('writes every solemn day quietly on every platform in every allowed tone: named, no emoji, no cheer', () => {
    expect(solemnDays.length).toBeGreaterThan(20);
    const problems: string[] = [];
    let written = 0;
    for (const event of solemnDays) {
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
        }
      }
    }
    console.log(`built-in writer: ${written} posts over ${solemnDays.length} solemn days checked`);
    expect(problems).toEqual([]);
  }, 120_000);
});
