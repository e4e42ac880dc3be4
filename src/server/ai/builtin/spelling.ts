import { escapeRegExp } from '../../core/words.js';

/**
 * How a country spells English: the US (and the Philippines) the American way; Canada with British -our and -re
 * but American -ize; the rest of the English-speaking world the British way. The writer's own words follow it;
 * names (the day's title, the business and what it sells) and hashtags are written as they are.
 */
export type Spelling = 'american' | 'british' | 'canadian';

const AMERICAN_SPELLING = new Set(['US', 'PH', 'PR', 'GU', 'AS', 'VI', 'MP', 'UM', 'LR']);

export function spellingOf(country: string): Spelling {
  const code = country.toUpperCase();
  if (AMERICAN_SPELLING.has(code)) return 'american';
  return code === 'CA' ? 'canadian' : 'british';
}

/** The writer's American words and their British spellings; the -ize ones Canada keeps. */
const OUR_RE: ReadonlyArray<readonly [string, string]> = [
  ['favorite', 'favourite'],
  ['favorites', 'favourites'],
  ['neighbor', 'neighbour'],
  ['neighbors', 'neighbours'],
  ['neighborhood', 'neighbourhood'],
  ['neighborhoods', 'neighbourhoods'],
  ['neighborly', 'neighbourly'],
  ['color', 'colour'],
  ['colors', 'colours'],
  ['colorful', 'colourful'],
  ['flavor', 'flavour'],
  ['flavors', 'flavours'],
  ['honor', 'honour'],
  ['honors', 'honours'],
  ['honored', 'honoured'],
  ['honoring', 'honouring'],
  ['center', 'centre'],
  ['centers', 'centres'],
  ['theater', 'theatre'],
  ['cozy', 'cosy'],
  ['gray', 'grey'],
  ['traveled', 'travelled'],
  ['traveling', 'travelling'],
  ['jewelry', 'jewellery'],
];
const ISE: ReadonlyArray<readonly [string, string]> = [
  ['recognize', 'recognise'],
  ['recognized', 'recognised'],
  ['recognizing', 'recognising'],
  ['organize', 'organise'],
  ['organized', 'organised'],
  ['organizing', 'organising'],
  ['personalized', 'personalised'],
];

function dictionary(pairs: ReadonlyArray<readonly [string, string]>): Map<string, string> {
  return new Map(pairs);
}

const CHANGES: Readonly<Record<Spelling, ReadonlyMap<string, string>>> = {
  american: new Map(),
  british: dictionary([...OUR_RE, ...ISE]),
  canadian: dictionary(OUR_RE),
};
const BACK = dictionary([...OUR_RE, ...ISE].map(([american, british]) => [british, american]));

/** The word in the case of the one it replaces: "Favorite" → "Favourite". */
function inCaseOf(original: string, word: string): string {
  if (original === original.toUpperCase()) return word.toUpperCase();
  return original[0] === original[0]?.toUpperCase() ? `${word[0]?.toUpperCase()}${word.slice(1)}` : word;
}

function respell(text: string, changes: ReadonlyMap<string, string>): string {
  if (changes.size === 0) return text;
  return text.replace(/\p{L}+/gu, (word) => {
    const changed = changes.get(word.toLowerCase());
    return changed ? inCaseOf(word, changed) : word;
  });
}

/**
 * A post written in the spelling of the business's country, but for its hashtags and the names kept as given
 * (the day's title, the business's name and what it sells).
 */
export function inSpelling(text: string, spelling: Spelling, names: readonly string[]): string {
  const changes = CHANGES[spelling];
  if (changes.size === 0) return text;
  const kept = [...names.filter((name) => name.length > 0).map(escapeRegExp), '#[\\p{L}\\p{N}_]+'];
  const pattern = new RegExp(`(${kept.join('|')})`, 'gu');
  // The split keeps the names and hashtags at odd places, the writer's own words at even ones.
  return text
    .split(pattern)
    .map((part, index) => (index % 2 === 1 ? part : respell(part, changes)))
    .join('');
}

/** A post in American spelling again, to be compared with the writer's own lines. */
export function inAmericanSpelling(text: string): string {
  return respell(text, BACK);
}
