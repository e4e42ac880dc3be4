import { platformNamedIn, TONES, type ToneName, tonesLeftOutFor } from '../../../contract/options.js';
import { askedDates, daysNamedAhead, namesDay } from './asked-dates.js';
import type { AssistantBrief, UpcomingDay } from './assistant-brief.js';
import { hashString } from './random.js';
import { writePost } from './writer.js';

/**
 * "Write a post for Friday", "draft me an Instagram caption for Black Friday", "write something for Christmas", and
 * a request that is only what it wants: "a post for Christmas Eve", "LinkedIn post for tomorrow".
 */
export const ASKS_FOR_A_POST =
  /\b(?:write|draft|compose|create|make|give me)\b[^.?!\n]*\b(?:posts?|captions?|something|copy|blurb)\b|^\s*(?:an?\s+)?(?:[\p{L}-]+\s+)?(?:post|caption)\s+(?:for|about|on)\b/iu;

/** The tone the message names, where it suits the day; Friendly otherwise. */
function toneIn(message: string, day: UpcomingDay): ToneName {
  const named = TONES.find((tone) => new RegExp(`\\b${tone}\\b`, 'i').test(message));
  return named && !tonesLeftOutFor(day.kind).includes(named) ? named : 'Friendly';
}

/**
 * The day a request for a post is about: the one it names, this week or later in the year; else the first of the
 * date it asks about ("for Friday", "for December 4"); else today's first, or the first coming up. The calendar's order puts the day
 * that matters most to the business first on each date.
 */
function dayAskedFor(brief: AssistantBrief): UpcomingDay | undefined {
  const named = brief.upcoming.find((day) => namesDay(brief.message, day));
  if (named) return named;
  const [date] = askedDates(brief.message, brief);
  if (date) return [...brief.upcoming, ...brief.later].find((day) => day.date === date);
  const [ahead] = daysNamedAhead(brief.message, brief.later);
  return ahead ?? brief.upcoming[0];
}

/**
 * A post for the day asked about, written by the built-in writer as "Write me a Post" would, with the business's
 * brand profile, for the platform and in the tone the message names; undefined when the calendar has no such day.
 * The answer is the post alone, so the chat offers "Use as post" under it.
 */
export function postAskedFor(brief: AssistantBrief): string | undefined {
  const day = dayAskedFor(brief);
  if (!day) return undefined;
  // Instagram, where most of them post, when the message names no platform.
  return writePost({
    event: day,
    businessName: brief.businessName,
    platform: platformNamedIn(brief.message) ?? 'Instagram',
    tone: toneIn(brief.message, day),
    brand: brief.brand,
    seed: hashString(`${brief.today}\u0000${brief.message}`),
    writtenOn: brief.today,
    ...(brief.spelling ? { spelling: brief.spelling } : {}),
  });
}
