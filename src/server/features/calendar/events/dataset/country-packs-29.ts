import type { AwarenessDay } from '../types.js';
import { after, chinese, dayOfSolarMonth, define, islamic } from './define.js';

const faith = define('cultural', 'religious');

const SG = ['SG'];

/** Karka (Cancer), the sign whose solar month is the Tamil month of Aadi. */
const KARKA = 3;

/**
 * Yet more days of Singapore that its businesses post about: Aadi Perukku in its Hindu temples, the close of the
 * Hungry Ghost Month and the eve of Hari Raya Puasa.
 */
export const countryDaysSingaporeFourth: AwarenessDay[] = [
  // Aadi Perukku, the Tamil thanksgiving to rivers and rain on the 18th day of Aadi (August 2 or 3), the month
  // beginning on the day the Sun enters Karka, or the next when it enters after sunset: the Hindu Endowments Board
  // announces special Aadi Perukku pujas and free meals at the Sri Mariamman, Sri Vairavimada Kaliamman and Sri
  // Sivan temples, and married women renew the sacred thread of their thali.
  // Source: https://sg.tamilmicset.com/singapore-tamil-news/singapore-temples-aadi-perukku-prayers/
  // Source: https://ghdays.in/?p=2809
  faith(
    'aadi-perukku-singapore',
    'Aadi Perukku',
    dayOfSolarMonth(18, KARKA, 'before-sunset-in-chennai'),
    ['#AadiPerukku', '#Aadi18', '#TamilFestival'],
    SG,
  ),
  // The last day of the seventh lunar month, when the Hungry Ghost Month ends in Singapore: the spirits are
  // believed to return and the gates of the netherworld to close, the getai season is over, and the weddings, house
  // moves and launches put off for the month can go ahead.
  // Source: https://goodyfeed.com/this-years-7th-month-starts-on-11-aug-5-facts-about-the-hungry-ghost-month-2018
  // Source: https://askinglot.com/what-is-hungry-ghost-festival-in-singapore
  faith(
    'hungry-ghost-month-ends-singapore',
    'Hungry Ghost Month Ends',
    after(chinese(8, 1), -1),
    ['#HungryGhostMonth', '#SeventhMonth', '#Getai'],
    SG,
  ),
  // The eve of Hari Raya Puasa, the last day of Ramadan: queues at Geylang Serai Market for ketupat, lemang and
  // spices, and the Ramadan bazaar at its busiest, open into the early morning of Hari Raya.
  // Source: https://www.straitstimes.com/singapore/hari-raya-shopping-rush
  // Source: https://www.asiaone.com/singapore/geylang-serais-buzzing-bazaar
  faith(
    'hari-raya-puasa-eve-singapore',
    'Hari Raya Puasa Eve (may shift by a day)',
    after(islamic(10, 1), -1),
    ['#HariRaya', '#HariRayaPuasa', '#GeylangSerai'],
    SG,
  ),
];
