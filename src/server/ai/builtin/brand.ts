import type { Offer } from '../../../contract/brand-profile.js';
import { escapeRegExp, FUNCTION_WORDS } from '../../core/words.js';
import type { Tokens } from './context.js';
import { hashString } from './random.js';

/** What the writer knows of the business beyond its name, from its brand profile. */
export interface BrandBrief {
  /** The kind of business as a post names it: 'bakery'. */
  noun: string;
  offers: readonly Offer[];
  hours: string;
  address: string;
  /** Words the business never wants in its posts. */
  avoid: readonly string[];
  /** A few words of how the business speaks: 'calm, reassuring'. */
  voice: readonly string[];
}

/**
 * Words a day's name suggests that an offer may be named by: a gym's "cardio classes" fit World
 * Heart Day, a bakery's "apple pie" fits Pi Day. Keys and values are word stems (see stem below).
 * Days of books and learning suggest lessons and tutoring, not "classes", which would fit a gym's
 * cardio classes to World Book Day.
 */
const RELATED: Readonly<Record<string, readonly string[]>> = {
  pi: ['pie', 'tart'],
  bread: ['loaf', 'sourdough', 'baguette', 'bake', 'bakery', 'roll', 'bun'],
  baking: ['bread', 'cake', 'pie', 'pastry', 'cookie', 'bake'],
  heart: ['cardio', 'fitness', 'class', 'workout', 'training', 'health', 'check'],
  fitness: ['class', 'training', 'workout', 'gym', 'membership'],
  exercise: ['class', 'training', 'workout'],
  running: ['class', 'training', 'cardio'],
  yoga: ['yoga', 'pilates', 'meditation', 'stretch'],
  mental: ['meditation', 'massage', 'calm', 'consultation', 'therapy'],
  sleep: ['meditation', 'massage', 'spa'],
  stress: ['massage', 'meditation', 'spa'],
  health: ['check', 'consultation', 'advice', 'physiotherapy'],
  coffee: ['espresso', 'latte', 'cappuccino', 'brew', 'roast'],
  tea: ['brew', 'cake'],
  chocolate: ['cake', 'truffle', 'cocoa', 'dessert', 'brownie'],
  cake: ['cake', 'bake', 'dessert', 'pastry'],
  dessert: ['cake', 'pie', 'tart', 'pastry', 'ice'],
  mousse: ['cake', 'tart', 'dessert', 'chocolate', 'pastry'],
  pudding: ['cake', 'dessert', 'pie', 'tart'],
  cookie: ['cookie', 'biscuit', 'bake', 'pastry', 'brownie'],
  cupcake: ['cupcake', 'cake', 'bake'],
  brownie: ['brownie', 'cake', 'chocolate', 'bake'],
  donut: ['donut', 'doughnut', 'pastry', 'bake'],
  doughnut: ['donut', 'doughnut', 'pastry', 'bake'],
  muffin: ['muffin', 'cake', 'bake', 'breakfast'],
  croissant: ['croissant', 'pastry', 'breakfast', 'bake'],
  pastry: ['pastry', 'croissant', 'tart', 'pie', 'bake'],
  pie: ['pie', 'tart', 'pastry'],
  tart: ['tart', 'pie', 'pastry'],
  sandwich: ['sandwich', 'bread', 'loaf', 'sourdough', 'roll'],
  toast: ['bread', 'loaf', 'sourdough'],
  cheesecake: ['cheesecake', 'cake', 'dessert'],
  pancake: ['pancake', 'breakfast', 'brunch'],
  waffle: ['waffle', 'breakfast', 'brunch'],
  beer: ['ale', 'lager', 'tap', 'brew', 'craft'],
  wine: ['vino', 'red', 'white', 'glass', 'bottle'],
  cocktail: ['cocktail', 'mix', 'spirit'],
  music: ['live', 'band', 'gig'],
  pizza: ['pizza', 'dough'],
  burger: ['burger', 'grill'],
  breakfast: ['breakfast', 'brunch', 'pastry', 'coffee'],
  brunch: ['breakfast', 'brunch'],
  dog: ['pet', 'grooming', 'walk', 'treat'],
  cat: ['pet', 'grooming', 'treat'],
  pet: ['pet', 'grooming', 'treat', 'check'],
  animal: ['pet', 'grooming', 'check'],
  hair: ['cut', 'colour', 'color', 'style', 'stylist', 'haircut'],
  beard: ['beard', 'trim', 'shave'],
  nail: ['manicure', 'pedicure', 'polish'],
  beauty: ['facial', 'makeup', 'manicure', 'colour'],
  skin: ['facial', 'skincare', 'care'],
  smile: ['whitening', 'check', 'dental', 'teeth'],
  dental: ['whitening', 'check', 'dental', 'teeth', 'hygiene'],
  oral: ['whitening', 'check', 'dental', 'teeth', 'hygiene'],
  valentine: ['gift', 'flower', 'bouquet', 'date', 'dinner', 'couple', 'voucher', 'cake'],
  love: ['gift', 'flower', 'bouquet', 'voucher'],
  mother: ['gift', 'flower', 'bouquet', 'voucher', 'brunch', 'spa'],
  father: ['gift', 'voucher', 'beer', 'grill', 'haircut'],
  christmas: ['gift', 'voucher', 'cake', 'party', 'dinner'],
  gift: ['gift', 'voucher', 'card'],
  shopping: ['arrival', 'gift', 'voucher', 'sale'],
  friday: ['arrival', 'gift', 'sale', 'voucher'],
  business: ['business', 'advice', 'bookkeeping', 'contract'],
  tax: ['tax', 'return', 'bookkeeping', 'accounting'],
  accounting: ['bookkeeping', 'tax', 'accounting'],
  law: ['legal', 'advice', 'contract'],
  home: ['home', 'valuation', 'sale', 'rental'],
  house: ['home', 'valuation', 'sale', 'rental'],
  car: ['servicing', 'tyre', 'tire', 'check', 'repair'],
  drive: ['servicing', 'tyre', 'tire', 'check'],
  road: ['servicing', 'tyre', 'tire', 'check', 'safety'],
  book: ['lesson', 'tutoring', 'course', 'reading'],
  read: ['lesson', 'tutoring', 'course', 'reading'],
  literacy: ['lesson', 'tutoring', 'course', 'reading'],
  teacher: ['lesson', 'tutoring', 'course'],
  education: ['lesson', 'tutoring', 'course'],
  science: ['lesson', 'tutoring', 'course'],
  photography: ['portrait', 'photo', 'session', 'wedding'],
  photo: ['portrait', 'photo', 'session'],
  wedding: ['wedding', 'bouquet', 'cake', 'photo', 'event'],
  travel: ['room', 'break', 'stay', 'weekend'],
  tourism: ['room', 'break', 'stay', 'weekend'],
  flower: ['bouquet', 'flower', 'arrangement'],
  garden: ['flower', 'plant', 'bouquet'],
};

/** A rough stem, so 'pies' meets 'pie', 'classes' 'class' and 'baking' 'bake'. */
function stem(word: string): string {
  const lower = word.toLowerCase();
  if (lower.length > 5 && lower.endsWith('ing')) return `${lower.slice(0, -3)}e`.replace(/(\w)\1e$/, '$1');
  if (lower.length > 4 && /(ss|x|ch|sh)es$/.test(lower)) return lower.slice(0, -2);
  if (lower.length > 3 && lower.endsWith('s') && !lower.endsWith('ss')) return lower.slice(0, -1);
  return lower;
}

/**
 * Words that say nothing of what a day or an offer is about: "made to order" has nothing to do with the
 * International Day for the Right to the Truth, nor "one to one, at your pace" with Respect Your Cat Day.
 */
const EMPTY_WORDS = new Set([
  ...FUNCTION_WORDS,
  ...['from', 'into'],
  ...['our', 'your', 'you', 'my', 'its', 'their', 'we', 'us', 'it', 'is', 'are', 'be', 'all', 'every'],
  ...['one', 'two', 'day', 'week', 'month', 'year', 'national', 'international', 'world', 'global'],
]);

const stemsOf = (text: string) =>
  new Set(
    (text.replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2').match(/[\p{L}\p{N}]+/gu) ?? [])
      .map((word) => stem(word))
      // After stemming, so "days" and "weeks" are as empty as "day" and "week".
      .filter((word) => !EMPTY_WORDS.has(word)),
  );

/** How well an offer fits the day: its own words named by the day count most, related words less. */
function fitness(offer: Offer, dayStems: ReadonlySet<string>, related: ReadonlySet<string>): number {
  const name = stemsOf(offer.name);
  const line = stemsOf(offer.line);
  let score = 0;
  for (const word of name) {
    if (dayStems.has(word)) score += 4;
    else if (related.has(word)) score += 2;
  }
  for (const word of line) {
    if (dayStems.has(word)) score += 2;
    else if (related.has(word)) score += 1;
  }
  return score;
}

/**
 * The offer a post about the day names: the one that fits the day best (a bakery's pies on Pi Day), or
 * when none fits, one chosen by the seed, so a month of posts names each offer in turn.
 */
export function offerFor(offers: readonly Offer[], day: DayWords, seed: number): Offer | undefined {
  if (offers.length === 0) return undefined;
  const scoreOf = fitnessFor(day);
  const scored = offers.map((offer) => ({ offer, score: scoreOf(offer) }));
  const best = Math.max(...scored.map((entry) => entry.score));
  if (best > 0) return scored.find((entry) => entry.score === best)?.offer;
  return offers[hashString(`${seed}\u0000${day.title}`) % offers.length];
}

/** What a day says of itself, which an offer may fit. */
type DayWords = { title: string; hashtags: readonly string[] };

/** How well each offer fits the day. */
function fitnessFor(day: DayWords): (offer: Offer) => number {
  const dayStems = stemsOf(`${day.title} ${day.hashtags.join(' ')}`);
  const related = new Set([...dayStems].flatMap((word) => (RELATED[word] ?? []).map(stem)));
  return (offer) => fitness(offer, dayStems, related);
}

/** Whether the day itself calls for the offer: pies on Pi Day, not sourdough on Halloween. */
export function offerFits(offer: Offer, day: DayWords): boolean {
  return fitnessFor(day)(offer) > 0;
}

/**
 * Whether a business's name already says what it is ("Rosie's Bakery" for a bakery, "Glow Salon" for a
 * hair salon): "Rosie's Bakery, your local bakery" would say it twice.
 */
function nameSays(businessName: string, noun: string): boolean {
  const head = noun.trim().split(/\s+/).at(-1)?.toLowerCase();
  if (!head) return false;
  const words = businessName.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.some((word) => stem(word) === stem(head));
}

/**
 * The tokens brand lines use; a solemn day names what the business is, never what it sells, and only an offer the
 * day calls for is said to suit it ({fittingOffer}).
 */
export function brandTokens(
  brand: BrandBrief,
  businessName: string,
  offer: Offer | undefined,
  day: DayWords & { solemn: boolean },
): Tokens {
  const tokens: Tokens = { noun: brand.noun };
  if (!nameSays(businessName, brand.noun)) tokens.nounAside = brand.noun;
  if (brand.hours) tokens.hours = brand.hours;
  if (brand.address) tokens.address = brand.address;
  if (offer && !day.solemn) {
    tokens.offer = offer.name;
    if (offerFits(offer, day)) tokens.fittingOffer = offer.name;
    if (offer.line) tokens.offerLine = offer.line.replace(/[.!?\s]+$/, '');
  }
  return tokens;
}

/** Matches any word the business avoids, as a whole word; undefined when it avoids none. */
export function avoidPattern(words: readonly string[]): RegExp | undefined {
  const cleaned = words.map((word) => word.trim()).filter((word) => word.length > 0);
  if (cleaned.length === 0) return undefined;
  const escaped = cleaned.map(escapeRegExp);
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${escaped.join('|')})(?![\\p{L}\\p{N}])`, 'iu');
}
