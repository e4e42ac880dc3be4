import type { EventKind } from '../../../contract/calendar.js';
import { hashtagsIn, withoutHashtags } from '../../core/words.js';

/** A day of the calendar the assistant may suggest a post for. */
export interface UpcomingDay {
  date: string;
  title: string;
  hashtags: readonly string[];
  kind: EventKind;
}

export interface AssistantBrief {
  businessName: string;
  /** The calendar's days from today, in date order. */
  upcoming: readonly UpcomingDay[];
  /** The user's message, as sent. */
  message: string;
}

/** What the built-in assistant can do, said when it is asked something else. */
const CAN_DO = [
  '• "Ideas for next week": a post idea for each day of the calendar coming up',
  '• "Shorten this post:" followed by the post: a shorter version that keeps its hashtags',
  '• "Hashtags for next week": the hashtags of the days coming up',
].join('\n');

const PROVIDER_NEEDED =
  'Open questions, replies to reviews and new wording need an AI provider, which this workspace does not use yet: ask your agency to connect one in its console.';

const LONG_DAY = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});
const dayName = (date: string) => LONG_DAY.format(new Date(`${date}T00:00:00Z`));

/** How a day is best spoken of by a business, by its character. */
function ideaFor(day: UpcomingDay, business: string): string {
  switch (day.kind) {
    case 'solemn':
      return 'a quiet, respectful message of remembrance, with no offer and no emoji';
    case 'commercial':
      return `announce what ${business} offers for it, with the dates and a clear call to action`;
    case 'awareness':
      return `share one useful fact about the cause and how ${business} supports it`;
    case 'religious':
      return 'warm wishes to those who celebrate, and any change to your opening hours';
    case 'public-holiday':
      return 'let customers know your opening hours, with a friendly greeting';
    case 'season':
      return `show what is seasonal at ${business} right now`;
    case 'celebration':
      return `show how ${business} celebrates it: a photo of the team or a product that fits the day`;
  }
}

const SHORT_POST_LENGTH = 160;

/** The post to shorten: what follows the request, on the same line after a colon or on the next lines. */
function postIn(message: string): string {
  const afterColon = message.match(/^[^:\n]*:\s*([\s\S]+)$/);
  if (afterColon?.[1]) return afterColon[1].trim();
  const [, ...rest] = message.split('\n');
  return rest.join('\n').trim();
}

/** Whole sentences from the start, as many as fit, then the post's hashtags. */
function shorten(post: string): string {
  const hashtags = hashtagsIn(post);
  const words = withoutHashtags(post).replace(/\s+/g, ' ').trim();
  const sentences = words.match(/[^.!?]+[.!?]+["')\]]*|[^.!?]+$/g) ?? [words];
  let short = '';
  for (const sentence of sentences) {
    const next = `${short} ${sentence.trim()}`.trim();
    if (short && next.length > SHORT_POST_LENGTH) break;
    short = next;
  }
  return [short, hashtags.slice(0, 3).join(' ')].filter(Boolean).join('\n\n');
}

function ideas(brief: AssistantBrief): string {
  if (brief.upcoming.length === 0) return 'The calendar has no days coming up this week.';
  const lines = brief.upcoming.map(
    (day) => `• ${dayName(day.date)}, ${day.title}: ${ideaFor(day, brief.businessName)}.`,
  );
  return `Post ideas for ${brief.businessName} for the days coming up:\n\n${lines.join('\n')}\n\nOpen a day in the calendar and choose "Write me a Post" to have it written.`;
}

function hashtags(brief: AssistantBrief): string {
  const lines = brief.upcoming
    .filter((day) => day.hashtags.length > 0)
    .map((day) => `• ${day.title}: ${day.hashtags.join(' ')}`);
  if (lines.length === 0) return 'The days coming up have no hashtags of their own.';
  return `Hashtags for the days coming up:\n\n${lines.join('\n')}`;
}

/**
 * The built-in assistant's answer: it does what it can do well without a language model (ideas from
 * the calendar, shortening a post, hashtags) and says plainly what needs an AI provider.
 */
export function builtinAnswer(brief: AssistantBrief): string {
  const message = brief.message.toLowerCase();
  if (/\b(shorten|shorter|trim|cut down)\b/.test(message)) {
    const post = postIn(brief.message);
    if (!post) return 'Paste the post after "Shorten this post:" and I will shorten it.';
    return shorten(post);
  }
  if (/\bhashtags?\b/.test(message)) return hashtags(brief);
  if (
    /\b(ideas?|plan|next week|this week|coming up|upcoming|what (should|can|to) (i|we) post)\b/.test(message)
  ) {
    return ideas(brief);
  }
  return `I can help with these without an AI provider:\n\n${CAN_DO}\n\n${PROVIDER_NEEDED}`;
}
