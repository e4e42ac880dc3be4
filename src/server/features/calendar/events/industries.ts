import { INDUSTRIES, type Industry } from '../../../../contract/brand-profile.js';
import { escapeRegExp } from '../../../core/words.js';
import type { CalendarEvent } from './types.js';

/**
 * Words in a day's title or hashtags that make it matter to an industry, matched as whole words or
 * phrases, case-insensitive.
 */
const INDUSTRY_WORDS: Readonly<Record<Industry, readonly string[]>> = {
  food: [],
  fitness: [
    'fitness',
    'sport',
    'sports',
    'running',
    'run',
    'walk',
    'walking',
    'yoga',
    'pilates',
    'cycling',
    'bike',
    'bicycle',
    'olympic',
    'exercise',
    'workout',
    'active',
    'heart',
    'dance',
    'swim',
    'marathon',
    'physical',
  ],
  health: [
    'health',
    'healthy',
    'wellness',
    'wellbeing',
    'mental',
    'heart',
    'cancer',
    'diabetes',
    'sleep',
    'nurse',
    'nurses',
    'doctor',
    'doctors',
    'pharmacist',
    'dental',
    'teeth',
    'tooth',
    'smile',
    'vision',
    'sight',
    'hearing',
    'hand hygiene',
    'blood',
    'immunization',
    'vaccin',
    'nutrition',
  ],
  beauty: [
    'beauty',
    'hair',
    'nail',
    'nails',
    'lipstick',
    'makeup',
    'skin',
    'skincare',
    'spa',
    'self-care',
    'selfcare',
    'fashion',
    'beard',
    'barber',
    'perfume',
    'wig',
  ],
  retail: [
    'shop',
    'shopping',
    'black friday',
    'cyber monday',
    'small business',
    'boxing day',
    'singles',
    'gift',
    'gifts',
    'sale',
    'valentine',
    'mother',
    'father',
    'christmas',
    'flower',
    'florist',
    'book',
    'books',
    'toy',
    'toys',
  ],
  professional: [
    'business',
    'entrepreneur',
    'employee',
    'boss',
    'accountant',
    'accounting',
    'tax',
    'lawyer',
    'law',
    'legal',
    'justice',
    'hr',
    'marketing',
    'productivity',
    'customer service',
    'administrative',
    'secretary',
    'networking',
    'innovation',
    'women in business',
    'startup',
    'finance',
    'financial',
    'saving',
    'savings',
    'money',
  ],
  hospitality: [
    'coffee',
    'tea',
    'beer',
    'wine',
    'cocktail',
    'whisky',
    'whiskey',
    'margarita',
    'tourism',
    'travel',
    'hotel',
    'restaurant',
    'waiter',
    'bartender',
    'oktoberfest',
    'happy hour',
    'brunch',
    // The days restaurants, cafés and bakeries are booked out for.
    'valentine',
    'mother',
    'father',
    'easter',
    'thanksgiving',
    'christmas',
    'new year',
    'halloween',
  ],
  education: [
    'education',
    'teacher',
    'teachers',
    'school',
    'student',
    'students',
    'literacy',
    'reading',
    'read',
    'book',
    'books',
    'science',
    'math',
    'maths',
    'pi day',
    'learning',
    'language',
    'library',
    'children',
    'youth',
    'graduation',
  ],
  pets: [
    'pet',
    'pets',
    'dog',
    'dogs',
    'puppy',
    'cat',
    'cats',
    'kitten',
    'animal',
    'animals',
    'horse',
    'bird',
    'wildlife',
    'veterinar',
  ],
  auto: [
    'car',
    'cars',
    'auto',
    'automotive',
    'drive',
    'driving',
    'driver',
    'road',
    'traffic',
    'motor',
    'tyre',
    'tire',
  ],
  'real-estate': [
    'home',
    'homes',
    'house',
    'housing',
    'homeowner',
    'real estate',
    'realtor',
    'neighbo',
    'garden',
    'gardening',
    'moving',
    'architecture',
    'habitat',
    'diy',
  ],
  family: [
    'family',
    'families',
    'mother',
    'mothers',
    'father',
    'fathers',
    'mum',
    'mom',
    'dad',
    'parent',
    'parents',
    'grandparent',
    'grandparents',
    'children',
    'child',
    'kids',
    'baby',
    'sibling',
    'siblings',
    'wedding',
    'marriage',
    'love',
  ],
};

/** Stems that match the start of a word: 'vaccin' matches 'Vaccination', 'neighbo' 'Neighbour'. */
const STEMS = new Set(['vaccin', 'veterinar', 'neighbo']);

function matcher(words: readonly string[]): RegExp | null {
  if (words.length === 0) return null;
  const parts = words.map((word) => {
    const escaped = escapeRegExp(word).replace(/ /g, '[\\s-]?');
    return STEMS.has(word) ? `${escaped}\\p{L}*` : escaped;
  });
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${parts.join('|')})(?![\\p{L}\\p{N}])`, 'iu');
}

const MATCHERS = Object.entries(INDUSTRY_WORDS).flatMap(([industry, words]) => {
  const found = matcher(words);
  return found ? [{ industry, pattern: found }] : [];
});

/**
 * Days for the shops and services of a neighbourhood (Small Business Saturday, Shop Local Day): they matter to
 * every business, whatever it sells.
 */
const LOCAL_BUSINESS_DAY = matcher([
  'small business',
  'shop small',
  'shop local',
  'support local',
  'local business',
]);

const INDUSTRY_NAMES: readonly string[] = Object.keys(INDUSTRY_WORDS);
const isIndustry = (name: string): name is Industry => INDUSTRY_NAMES.includes(name);

/** Hashtags as words: '#WorldHeartDay' → 'World Heart Day'. */
const tagWords = (tags: readonly string[]) =>
  tags.map((tag) => tag.replace(/^#/, '').replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')).join(' ');

/** Whether the day is one for local businesses, which matters to every business whatever it sells. */
export function isLocalBusinessDay(event: Pick<CalendarEvent, 'title' | 'hashtags'>): boolean {
  return LOCAL_BUSINESS_DAY?.test(`${event.title} ${tagWords(event.hashtags)}`) === true;
}

/**
 * The industries a day matters to: every food and drink day to food, a day for local businesses to all of them,
 * the rest by their words.
 */
export function industriesOf(event: Pick<CalendarEvent, 'title' | 'hashtags' | 'category'>): Industry[] {
  if (isLocalBusinessDay(event)) return [...INDUSTRIES];
  const words = `${event.title} ${tagWords(event.hashtags)}`;
  const found = new Set<Industry>(event.category === 'food' ? ['food'] : []);
  for (const { industry, pattern } of MATCHERS) {
    if (isIndustry(industry) && pattern.test(words)) found.add(industry);
  }
  return [...found];
}
