import type { AwarenessDay } from '../types.js';
import { badi, define } from './define.js';

const festival = define('cultural', 'religious');
const commemoration = define('cultural', 'solemn');

const SG = ['SG'];

/**
 * The eleven holy days of the Bahá'í Faith, which Singapore counts among the ten religions of its Inter-Religious
 * Organisation: its Bahá'ís, about 2,000, keep them with gatherings that friends of other faiths attend, and the
 * Prime Minister wrote to them for the bicentenary of the Birth of Bahá'u'lláh. The dates are those of the
 * Badíʿ calendar (badi-calendar.ts); the three days that mourn a death are solemn.
 */
export const bahaiHolyDays: AwarenessDay[] = [
  // Source: https://en.wikipedia.org/wiki/Bah%C3%A1%CA%BC%C3%AD_Holy_Days
  // Source: https://stories.bicentenary.bahai.org/singapore/
  // Source: https://www-dc3.dailymotion.com/video/x99s6j8
  // Source: http://bahai.org.sg/
  // Naw-Rúz, the first day of the year, which ends the nineteen days of the Fast.
  festival(
    'bahai-new-year',
    "Bahá'í New Year",
    badi('naw-ruz', 0),
    ['#NawRuz', '#Bahai', '#BahaiNewYear'],
    SG,
  ),
  // The first, ninth and twelfth days of the Festival of Ridván, when Bahá'u'lláh declared His mission in the
  // Garden of Ridván in Baghdad in 1863.
  festival('first-day-of-ridvan', 'First Day of Ridván', badi('naw-ruz', 31), ['#Ridvan', '#Bahai'], SG),
  festival('ninth-day-of-ridvan', 'Ninth Day of Ridván', badi('naw-ruz', 39), ['#Ridvan', '#Bahai'], SG),
  festival('twelfth-day-of-ridvan', 'Twelfth Day of Ridván', badi('naw-ruz', 42), ['#Ridvan', '#Bahai'], SG),
  festival(
    'declaration-of-the-bab',
    'Declaration of the Báb',
    badi('naw-ruz', 64),
    ['#DeclarationOfTheBab', '#Bahai'],
    SG,
  ),
  commemoration(
    'ascension-of-bahaullah',
    "Ascension of Bahá'u'lláh",
    badi('naw-ruz', 69),
    ['#Bahaullah', '#Bahai'],
    SG,
  ),
  commemoration(
    'martyrdom-of-the-bab',
    'Martyrdom of the Báb',
    badi('naw-ruz', 111),
    ['#MartyrdomOfTheBab', '#Bahai'],
    SG,
  ),
  // The Twin Holy Birthdays, kept on consecutive days as the births fell on consecutive days of the Islamic month
  // of Muharram.
  festival(
    'birth-of-the-bab',
    'Birth of the Báb',
    badi('eighth-new-moon', 1),
    ['#TwinHolyBirthdays', '#TheBab', '#Bahai'],
    SG,
  ),
  festival(
    'birth-of-bahaullah',
    "Birth of Bahá'u'lláh",
    badi('eighth-new-moon', 2),
    ['#TwinHolyBirthdays', '#Bahaullah', '#Bahai'],
    SG,
  ),
  festival(
    'day-of-the-covenant',
    'Day of the Covenant',
    badi('naw-ruz', 250),
    ['#DayOfTheCovenant', '#Bahai'],
    SG,
  ),
  commemoration(
    'ascension-of-abdul-baha',
    "Ascension of 'Abdu'l-Bahá",
    badi('naw-ruz', 252),
    ['#AbdulBaha', '#Bahai'],
    SG,
  ),
];
