import type { AwarenessDay } from '../types.js';
import { define, last, MON, nth, WED } from './define.js';

const day = define('cultural');
const season = define('seasonal');

const AE = ['AE'];

/**
 * A fifth set of days of the United Arab Emirates that its businesses post about: the first day of the school year
 * in the Ministry of Education's national calendar and the opening of the Sharjah International Book Fair.
 */
export const countryDaysEmiratesFifth: AwarenessDay[] = [
  // The first day of the school year, when more than a million pupils of the UAE's public and private schools go
  // back to class under the Ministry of Education's unified calendar; the police run their Accident-Free Day
  // campaign on the roads that morning. It is the last Monday of August: 28 August 2023, 26 August 2024,
  // 25 August 2025, and in the calendar approved for the next three years 31 August 2026, 30 August 2027 and
  // 28 August 2028.
  // Source: https://whatson.ae/2023/08/sheikh-mohammed-shares-words-of-advice-to-children-starting-the-new-academic-year/
  // Source: https://gulfnews.com/uae/exam-results-vacation-dates-announced-for-these-uae-schools-in-new-academic-year-1.103827350
  // Source: https://www.thenationalnews.com/news/uae/2025/08/24/sheikh-mohammed-bin-rashid-wishes-school-pupils-well-as-new-term-begins/
  // Source: https://gulfnews.com/uae/education/uae-approves-school-dates-for-2026-2029-across-public-and-private-sectors-1.500453075
  season(
    'first-day-of-school-uae',
    'First Day of School',
    last(MON, 8),
    ['#BackToSchool', '#FirstDayOfSchool', '#UAESchools'],
    AE,
  ),
  // The Sharjah International Book Fair opens at Expo Centre Sharjah for twelve days of publishers' stands,
  // author talks, signings and workshops, with school trips and families filling the halls. Since 2020 it has
  // opened on the first Wednesday of November: 4 November 2020, 1 November 2023, 6 November 2024 and
  // 5 November 2025.
  // Source: https://gulftoday.ae/Opinion/2020/10/21/Pandemic-won-dampen-love-for-books-in-Sharjah
  // Source: https://menafn.com/1107362691/Book-Worms-Flock-To-UAE-Fair-To-Check-Out-Riveting-Releases
  // Source: https://www.khaleejtimes.com/ml/uae/it-starts-with-a-book-sibf-2024-set-for-grand-opening-on-wednesday
  // Source: https://en.dailypakistan.com.pk/10-Oct-2025/sharjah-international-book-fair-2025-to-host-over-2300-exhibitors-from-118-countries
  day(
    'sharjah-international-book-fair-opens-uae',
    'Sharjah International Book Fair Opens',
    nth(1, WED, 11),
    ['#SIBF', '#SharjahBookFair', '#Sharjah'],
    AE,
  ),
];
