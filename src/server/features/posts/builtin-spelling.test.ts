import { describe, expect, it } from 'vitest';
import { PLATFORMS, TONES } from '../../../contract/options.js';
import { writePost } from '../../ai/builtin/writer.js';
import { eventsForYear } from '../calendar/events/holidays.js';

const AMERICAN_WORDS =
  /\b(favorites?|neighbors?|neighborhoods?|colors?|flavors?|honor(ed|ing|s)?|center|recogniz(e|ed|ing))\b/i;

describe('the built-in writer in British spelling', () => {
  it("gives a UK bakery's posts British spelling on every day of a year, in every tone and on every platform", () => {
    const events = eventsForYear(2026, 'GB');
    const american: string[] = [];
    events.forEach((event, index) => {
      const post = writePost({
        event,
        businessName: 'Rosie’s Bakery',
        platform: PLATFORMS[index % PLATFORMS.length] ?? 'Instagram',
        tone: TONES[index % TONES.length] ?? 'Friendly',
        seed: index,
        spelling: 'british',
      });
      const words = post.replace(event.title, '').replace(/#\S+/g, '');
      if (AMERICAN_WORDS.test(words)) american.push(post);
    });
    expect(american).toEqual([]);
  });
});
