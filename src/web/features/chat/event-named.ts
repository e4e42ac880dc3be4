/** What an event needs to be recognised in an answer. */
interface Named {
  title: string;
  hashtags: readonly string[];
}

/** The hashtags of a text, lower case: "#CookieDay!" gives "#cookieday". */
function hashtagsOf(text: string): Set<string> {
  return new Set((text.match(/#[\p{L}\p{N}_]+/gu) ?? []).map((tag) => tag.toLowerCase()));
}

/**
 * The coming event an answer was written for: the one whose title it names first (a post names its day in its
 * opening), else the first whose hashtag it carries; undefined when it names none.
 */
export function eventNamedIn<T extends Named>(events: readonly T[], answer: string): T | undefined {
  const lower = answer.toLowerCase();
  const byTitle = events
    .map((event) => ({ event, at: lower.indexOf(event.title.toLowerCase()) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at)[0]?.event;
  if (byTitle) return byTitle;
  const tags = hashtagsOf(answer);
  return events.find((event) => event.hashtags.some((tag) => tags.has(tag.toLowerCase())));
}
