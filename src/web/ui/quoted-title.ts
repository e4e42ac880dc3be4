/** The longest title a toast quotes whole; a longer one would cover the page under the toast. */
const MOST_QUOTED = 60;

/** A title in quotation marks for a message, cut at a word with "…" when longer than a toast holds. */
export function quotedTitle(title: string): string {
  if (title.length <= MOST_QUOTED) return `“${title}”`;
  const cut = title.slice(0, MOST_QUOTED);
  const lastSpace = cut.lastIndexOf(' ');
  return `“${(lastSpace > MOST_QUOTED / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…”`;
}
