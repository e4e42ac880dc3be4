import type { AwarenessDay } from '../types.js';
import { define, fixed } from './define.js';

const AE = ['AE'];

const day = define('cultural');

/**
 * More days of the United Arab Emirates that its businesses post about: the national days
 * its expatriate communities celebrate there with their embassies and the city's landmarks.
 */
export const countryDaysEmiratesMore: AwarenessDay[] = [
  // Algeria's Independence Day (July 5, 1962), marked in the UAE by the Algerian embassy's ceremony with the
  // community in Abu Dhabi and by the Burj Khalifa lit in Algeria's colours.
  // Source: http://www.dknews-dz.com/article/188937-algerie-eau-lambassade-dalgerie-a-abou-dhabi-organise-une-ceremonie-a-loccasion-du-62e-anniversaire-de-la-fete-de-lindependance.html
  // Source: https://www.dzairdaily.com/burj-khalifa-illumine-drapeau-algerie-1er-novembre-video/
  day(
    'algeria-independence-day-uae',
    'Algeria Independence Day',
    fixed(7, 5),
    ['#AlgeriaIndependenceDay', '#Algeria', '#Algerie'],
    AE,
  ),
  // Romania's National Day (December 1, 1918, the Great Union), which Romanians in the UAE mark with their
  // consulate in Dubai: hundreds gathered to see the Burj Khalifa lit in the tricolour.
  // Source: https://www.romania-insider.com/burj-khalifa-ro-flag-2019
  // Source: https://ziarulunirea.ro/foto-cea-mai-inalta-cladire-din-lume-turnul-burj-khalifa-luminata-in-tricolorul-romanesc-de-1-decembrie-2019-602791
  day(
    'romania-national-day-uae',
    'Romania National Day',
    fixed(12, 1),
    ['#ZiuaNationala', '#Romania', '#LaMultiAniRomania'],
    AE,
  ),
];
