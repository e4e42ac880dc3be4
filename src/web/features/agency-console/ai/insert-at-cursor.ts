/** The text with `insert` in place of the selection, and where the cursor goes after it. */
export function insertAt(text: string, insert: string, selectionStart: number, selectionEnd: number) {
  const start = Math.min(selectionStart, selectionEnd, text.length);
  const end = Math.min(Math.max(selectionStart, selectionEnd), text.length);
  return { text: text.slice(0, start) + insert + text.slice(end), cursor: start + insert.length };
}

/** How a placeholder is written in a template. */
export const placeholderToken = (name: string) => `{{${name}}}`;
