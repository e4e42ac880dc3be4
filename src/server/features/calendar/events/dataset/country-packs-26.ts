import type { AwarenessDay } from '../types.js';
import { define, fixed, islamic, last, MON } from './define.js';

const day = define('cultural');
const faith = define('cultural', 'religious');

const AE = ['AE'];

/**
 * A third set of days of the United Arab Emirates that its businesses post about: the start of the last ten
 * days of Ramadan, and the days its New Zealand and Filipino residents keep there.
 */
export const countryDaysEmiratesThird: AwarenessDay[] = [
  // The first of the last ten days of Ramadan (21 Ramadan), from whose eve the UAE's mosques add the late-night
  // Qiyam al-Layl prayers, many go into i'tikaf and the malls fill with Eid shoppers.
  // Source: https://www.khaleejtimes.com/ramadan/last-10-days-of-ramadan-in-uae-10-changes-you-will-see-as-holy-month-ends
  // Source: https://www.khaleejtimes.com/ramadan-2021/uae-last-10-days-of-ramadan-begin-qiyam-ul-layl-prayers-at-mosques-from-tonight
  faith(
    'last-ten-days-of-ramadan-uae',
    'Last Ten Days of Ramadan Begin',
    islamic(9, 21),
    ['#Ramadan', '#LastTenNights', '#LaylatAlQadr'],
    AE,
  ),
  // Waitangi Day, New Zealand's national day (February 6, 1840), which the Kiwis of Abu Dhabi and Dubai keep
  // with a community lunch, a haka and their ambassador, or a barbecue among friends.
  // Source: http://watsonabudhabi.blogspot.com/2015/02/waitangi-day-lunch.html
  // Source: https://arabiansurfstuff.wordpress.com/2010/02/16/waitangi-day/
  day('waitangi-day-uae', 'Waitangi Day', fixed(2, 6), ['#WaitangiDay', '#Aotearoa', '#Kiwi'], AE),
  // The Philippines' National Heroes Day (Araw ng mga Bayani), the last Monday of August: the Philippine
  // embassy in Abu Dhabi and consulate in Dubai close for it, and the embassy has marked it with an exhibition
  // on Filipino heroes at Al Wahda Mall for the UAE's Filipino community.
  // Source: https://dfa.gov.ph/dfa-news/news-from-our-foreign-service-postsupdate/7275-phl-embassy-in-abu-dhabi-holds-photo-exhibit-for-national-heroes-day
  // Source: https://www.khaleejtimes.com/life-and-living/uae-philippine-embassy-consulate-to-be-closed-for-2-mondays
  day(
    'philippine-national-heroes-day-uae',
    'Philippine National Heroes Day',
    last(MON, 8),
    ['#NationalHeroesDay', '#ArawNgMgaBayani', '#Filipino'],
    AE,
  ),
];
