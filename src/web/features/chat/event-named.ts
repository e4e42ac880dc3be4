/** What an event needs to be recognised in an answer. */
interface Named {
  title: string;
  hashtags: readonly string[];
}

/** The hashtags of a text, lower case: "#CookieDay!" gives "#cookieday". */
function hashtagsOf(text: string): Set<string> {
  return new Set((text.match(/#[\p{L}\p{N}_]+/gu) ?? []).map((tag) => tag.toLowerCase()));
}

/** Where a title stands in a text as whole words ("Holi", not the start of "holiday"); -1 when it does not. */
function placeOfTitle(lowerText: string, title: string): number {
  const escaped = title.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return lowerText.search(new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u'));
}

/**
 * The event an answer names first: a post names its day in its opening. Undefined when it names none of them.
 */
export function eventTitledIn<T extends Named>(events: readonly T[], answer: string): T | undefined {
  const lower = answer.toLowerCase();
  return events
    .map((event) => ({ event, at: placeOfTitle(lower, event.title) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at)[0]?.event;
}

/** The first event whose hashtag an answer carries; undefined when it carries none of theirs. */
export function eventTaggedIn<T extends Named>(events: readonly T[], answer: string): T | undefined {
  const tags = hashtagsOf(answer);
  return events.find((event) => event.hashtags.some((tag) => tags.has(tag.toLowerCase())));
}
