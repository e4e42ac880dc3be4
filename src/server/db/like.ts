/** Escapes the wildcards of a LIKE pattern, so a search matches what was typed, `%` and `_` included. */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** A LIKE pattern matching text that contains what was typed. */
export const containing = (text: string) => `%${likeLiteral(text)}%`;

/** A LIKE pattern matching text that starts with what was typed. */
export const startingWith = (text: string) => `${likeLiteral(text)}%`;
