import type { AwarenessDay } from '../types.js';
import { after, CA, define, FRI, GB, last, MON, nth, SAT, THU, TUE, WED } from './define.js';

const day = define('cultural');
const health = define('health');

const IE = ['IE'];
const AU = ['AU'];
const NZ = ['NZ'];

/**
 * More days of the United Kingdom, Ireland, Canada, Australia and New Zealand that their businesses post about:
 * old customs, national festivals and the fundraising days of their best-known charities.
 */
export const countryDaysCommonwealthMore: AwarenessDay[] = [
  // United Kingdom
  // An old English farming custom: the first Monday after Epiphany, from January 7 to 13.
  day('plough-monday', 'Plough Monday', after(nth(1, TUE, 1), 6), ['#PloughMonday', '#Folklore'], GB),
  // The British Heart Foundation: the second Wednesday of March.
  health('no-smoking-day', 'No Smoking Day', nth(2, WED, 3), ['#NoSmokingDay', '#StopSmoking'], GB),
  // The week of the first Monday of August, from the Saturday before it.
  day(
    'national-eisteddfod',
    'National Eisteddfod of Wales Begins',
    after(nth(1, MON, 8), -2),
    ['#Eisteddfod', '#Wales', '#Cymru'],
    GB,
  ),
  // The BBC Proms end on the second Saturday of September.
  day(
    'last-night-of-the-proms',
    'Last Night of the Proms',
    nth(2, SAT, 9),
    ['#LastNightOfTheProms', '#BBCProms', '#Proms'],
    GB,
  ),
  // The last Friday before Christmas, from December 18 to 24: the third Tuesday of December, three days on.
  day(
    'mad-friday',
    'Mad Friday',
    after(nth(3, TUE, 12), 3),
    ['#MadFriday', '#ChristmasParty'],
    [...GB, ...IE],
  ),

  // Canada
  // Quebec City's winter festival opens on the first Friday of February.
  day(
    'quebec-winter-carnival',
    'Quebec Winter Carnival Begins',
    nth(1, FRI, 2),
    ['#CarnavalDeQuebec', '#QuebecCity'],
    CA,
  ),
  // The National Health and Fitness Day Act (2014): the first Saturday in June.
  health(
    'national-health-and-fitness-day',
    'National Health and Fitness Day',
    nth(1, SAT, 6),
    ['#NHFDCan', '#Fitness'],
    CA,
  ),
  // Toronto's Grand Parade is on the Saturday of the Civic Holiday weekend.
  day(
    'toronto-caribbean-carnival',
    'Toronto Caribbean Carnival Grand Parade',
    after(nth(1, MON, 8), -2),
    ['#TOCarnival', '#Caribana', '#Toronto'],
    CA,
  ),
  // The CNE runs for the 18 days that end on Labour Day.
  day(
    'canadian-national-exhibition',
    'Canadian National Exhibition Opens',
    after(nth(1, MON, 9), -17),
    ['#TheEx', '#CNE', '#Toronto'],
    CA,
  ),
  // The Toronto International Film Festival opens on the Thursday after Labour Day.
  day(
    'tiff',
    'Toronto International Film Festival Opens',
    after(nth(1, MON, 9), 3),
    ['#TIFF', '#Toronto'],
    CA,
  ),

  // Australia
  // Cancer Council: the fourth Thursday of May.
  health(
    'australias-biggest-morning-tea',
    "Australia's Biggest Morning Tea",
    nth(4, THU, 5),
    ['#BiggestMorningTea', '#CancerCouncil'],
    AU,
  ),
  // Cancer Council: the fourth Friday of August.
  health('daffodil-day-australia', 'Daffodil Day', nth(4, FRI, 8), ['#DaffodilDay', '#CancerCouncil'], AU),

  // New Zealand
  // The Cancer Society of New Zealand: the last Friday of August.
  health('daffodil-day-new-zealand', 'Daffodil Day', last(FRI, 8), ['#DaffodilDay', '#CancerSocietyNZ'], NZ),
];
