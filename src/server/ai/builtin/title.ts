import { cleanName } from './text.js';

/** What a calendar title says, split into the name a sentence can carry and the notes around it. */
export interface ReadTitle {
  /** 'Shrove Tuesday (Mardi Gras)' → 'Shrove Tuesday'. */
  name: string;
  /** Another name the day goes by: 'Mardi Gras'. */
  alias?: string;
  /** The date depends on the sighting of the moon: '(may shift by a day)'. */
  mayShift: boolean;
}

const ORDINALS = ['First', 'Second', 'Third', 'Fourth', 'Fifth', 'Sixth', 'Seventh', 'Eighth', 'Ninth'];

/**
 * Reads a title for use inside sentences: bracketed notes become an alias or a note about the date
 * (never brackets in a post), 'A/ B' becomes 'A and B', a German-style '1. Advent' becomes
 * 'First Advent' and a trailing ', fast' joins the name.
 */
export function readTitle(title: string): ReadTitle {
  let alias: string | undefined;
  let mayShift = false;
  const withoutNotes = cleanName(title).replace(/\s*\(([^()]*)\)\s*/g, (_all, inside: string) => {
    const note = inside.trim();
    if (/may shift/i.test(note)) mayShift = true;
    else if (note.length > 0 && !/^\d+$/.test(note) && alias === undefined) alias = note;
    return ' ';
  });
  const name = withoutNotes
    .replace(/[()[\]]/g, ' ')
    .replace(/\s*\/\s*/g, ' and ')
    .replace(/^(\d)\.\s+/, (all, digit: string) => {
      const ordinal = ORDINALS[Number(digit) - 1];
      return ordinal ? `${ordinal} ` : all;
    })
    .replace(/,\s*(fast)$/i, ' $1')
    .replace(/\s+/g, ' ')
    .replace(/[\s,;:]+$/, '')
    .trim();
  return { name, alias, mayShift };
}
