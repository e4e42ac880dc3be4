import type { CalendarEventItem, EventKind } from '../../../contract/calendar.js';

export type EventCategory = CalendarEventItem['category'];

/** What the calendar knows about a day, as the writer reads it. */
export interface DayCharacter {
  kind: EventKind;
  category: EventCategory | undefined;
  /** 'festive' days may be celebrated; 'neutral' ones are marked with respect. */
  festive: boolean;
  /** 'day', 'week', 'month' or 'season'. */
  period: string;
  name: string;
  /** The day honors people (veterans, nurses, teachers): it is for thanking them. */
  honors: boolean;
}

/** 'a day to enjoy good food': what the day is for, in a phrase any tone can carry. */
export function purposeOf({ kind, category, festive, period, name, honors }: DayCharacter): string {
  if (category === 'food')
    return isDrink(name) ? `a ${period} to enjoy a good drink` : `a ${period} to enjoy good food`;
  if (honors) return `a ${period} of thanks and recognition`;
  if (kind === 'awareness' && category === 'health')
    return `a ${period} to look after our health and each other`;
  if (kind === 'awareness') return `a ${period} to learn, listen and lend a hand`;
  if (kind === 'religious')
    return festive ? `a ${period} of faith, family and tradition` : `a ${period} of faith and reflection`;
  if (!festive) return `a ${period} to pause and reflect`;
  if (kind === 'public-holiday') return 'a holiday many people spend with the ones they love';
  if (kind === 'commercial') return `a ${period} that matters to businesses like ours`;
  if (kind === 'season')
    return TURN_OF_SEASON.test(name)
      ? 'a fresh start as the seasons turn'
      : 'a date many plan their year around';
  return `a ${period} to celebrate together`;
}

/** Days of the food calendar that are about a drink: National Sangria Day is no day for "good food". */
const DRINK =
  /\b(drinks?|wine|beer|ale|cocktails?|sangria|margarita|martini|mojito|bloody mary|whisk(e)?y|bourbon|scotch|rum|vodka|gin|tequila|champagne|prosecco|cider|sake|daiquiri|mimosa|pi[nñ]a colada|coffee|espresso|latte|cappuccino|tea|juice|lemonade|milkshake|smoothie|soda|hot chocolate|cocoa|eggnog)\b/i;

/** Days that name a drink and food too: National Coffee Ice Cream Day, the Marlborough Wine & Food Festival. */
const FOOD_TOO = /\b(ice cream|food|cake)\b/i;

const isDrink = (name: string) => DRINK.test(name) && !FOOD_TOO.test(name);

const WORLDWIDE = /\b(world|international|global)\b/i;

/**
 * Days of the seasonal calendar that are a turn of the seasons themselves; the rest of it (the clock change,
 * the school year, Groundhog Day) is not.
 */
const TURN_OF_SEASON = /\b(solstice|equinox|spring|summer|autumn|fall|winter|season|monsoon|lammas)\b/i;

/** 'one of the calendar's food days, observed around the world': what kind of day it is. */
export function aboutOf(day: DayCharacter): string {
  const { kind, category, festive, period } = day;
  const reach = WORLDWIDE.test(day.name) ? ', observed around the world' : '';
  let what: string;
  if (category === 'food') what = `one of the calendar's ${isDrink(day.name) ? 'drink' : 'food'} ${period}s`;
  else if (day.honors)
    what =
      kind === 'public-holiday'
        ? 'a public holiday of thanks and recognition'
        : `a ${period} of thanks and recognition`;
  else if (kind === 'awareness')
    what = category === 'health' ? `a health awareness ${period}` : `an awareness ${period}`;
  else if (kind === 'religious') what = festive ? 'a religious festival' : 'a religious observance';
  else if (kind === 'public-holiday') what = 'a public holiday';
  else if (kind === 'commercial') what = "one of the year's key dates for businesses";
  else if (kind === 'season')
    what = TURN_OF_SEASON.test(day.name)
      ? 'a turning point of the seasons'
      : 'a fixture of the seasonal calendar';
  else if (kind === 'solemn') what = 'a day of remembrance';
  else if (!festive) what = `a ${period} of reflection and learning`;
  else what = period === 'day' ? 'a day of celebration' : `a ${period}-long celebration`;
  return `${what}${reach}`;
}

/** One more thing worth knowing about the day, naming it; undefined when the calendar knows nothing more. */
export function factOf(
  name: string,
  notes: { about?: string; alias?: string; mayShift: boolean; period: string },
): string | undefined {
  const about = notes.about?.trim();
  if (about) return /[.!?]$/.test(about) ? about : `${about}.`;
  if (notes.alias) return `${name} is also known as ${notes.alias}.`;
  if (notes.mayShift) return `The date of ${name} may shift by a day, depending on the sighting of the moon.`;
  if (notes.period === 'week') return `${name} lasts a full week.`;
  if (notes.period === 'month') return `${name} runs for the whole month.`;
  return undefined;
}
