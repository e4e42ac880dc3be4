import { describe, expect, it } from 'vitest';
import { PLATFORM_LIMITS, PLATFORMS, TONES } from '../../../contract/options.js';
import { writePost } from '../../ai/builtin/writer.js';
import { eventsForYear } from '../calendar/events/holidays.js';

// Every event a US location sees in a year: the dataset and the public holidays.
const events = eventsForYear(2026, 'US');

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
});
