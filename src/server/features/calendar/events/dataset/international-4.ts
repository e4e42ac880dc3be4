import type { AwarenessDay } from '../types.js';
import { define, fixed, last, nth, SAT, TUE, table } from './define.js';

const day = define('international');
const awareness = define('international', 'awareness');
const cultural = define('cultural');
const health = define('health');

/**
 * Piano Day is the 88th day of the year, for the piano's 88 keys: March 29, or March 28 in a leap year. Looked
 * up rather than worked out, as no weekday rule gives it.
 */
const PIANO_DAY: Readonly<Record<number, string>> = {
  2024: '2024-03-28',
  2025: '2025-03-29',
  2026: '2026-03-29',
  2027: '2027-03-29',
  2028: '2028-03-28',
  2029: '2029-03-29',
  2030: '2030-03-29',
  2031: '2031-03-29',
  2032: '2032-03-28',
  2033: '2033-03-29',
  2034: '2034-03-29',
  2035: '2035-03-29',
  2036: '2036-03-28',
  2037: '2037-03-29',
  2038: '2038-03-29',
  2039: '2039-03-29',
  2040: '2040-03-28',
};

/**
 * Worldwide days kept by the organisations and communities behind them, on dates that had no other day in most
 * countries: pet charities, musicians, allergy doctors, barbers and birders post about them wherever they are.
 */
export const internationalDaysFourth: AwarenessDay[] = [
  // Humane Society International: the last Tuesday of February.
  awareness('world-spay-day', 'World Spay Day', last(TUE, 2), [
    '#WorldSpayDay',
    '#SpayNeuter',
    '#AdoptDontShop',
  ]),
  // Started by the pianist Nils Frahm in 2015.
  cultural('piano-day', 'Piano Day', table(PIANO_DAY), ['#PianoDay', '#Piano']),
  // Kept on July 8 by allergy societies in many countries, in the name of the World Allergy Organization.
  health('world-allergy-day', 'World Allergy Day', fixed(7, 8), [
    '#WorldAllergyDay',
    '#Allergies',
    '#Allergy',
  ]),
  // The first Saturday of September, kept by beard clubs and barbers around the world.
  cultural('world-beard-day', 'World Beard Day', nth(1, SAT, 9), ['#WorldBeardDay', '#Beard', '#Barber']),
  // Started in 2014 by the birder Gyorgy Szimuly, with a week of shorebird counts around September 6.
  day('world-shorebirds-day', 'World Shorebirds Day', fixed(9, 6), [
    '#WorldShorebirdsDay',
    '#Shorebirds',
    '#Birding',
  ]),
];
