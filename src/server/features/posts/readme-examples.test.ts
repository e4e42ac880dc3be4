import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TONES } from '../../../contract/options.js';
import { writePost } from '../../ai/builtin/writer.js';
import { BAKERY_BRIEF } from '../../test/brand-briefs.js';
import { eventsForYear } from '../calendar/events/holidays.js';

const README = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');
const events = eventsForYear(2026, 'US');

describe("the README's example posts", () => {
  it.each(['World Bread Day', 'World Heart Day'])(
    'are the posts the built-in writer writes today for a bakery on %s, one per tone',
    (title) => {
      const event = events.find((candidate) => candidate.title === title);
      if (!event) throw new Error(`${title} is not in the 2026 US calendar`);
      for (const tone of TONES) {
        const post = writePost({
          event,
          businessName: "Rosie's Bakery",
          platform: 'Facebook',
          tone,
          seed: 0,
          brand: BAKERY_BRIEF,
        });
        expect(README.includes(`\`\`\`text\n${post}\n\`\`\``), `${title}, ${tone}:\n${post}`).toBe(true);
      }
    },
  );
});
