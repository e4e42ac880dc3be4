import type { AwarenessDay } from '../types.js';
import { define, fixed, MON, nth } from './define.js';

const business = define('business');
const food = define('food');

const SG = ['SG'];

/**
 * A fifth set of days of Singapore that its businesses post about: the Opening of the Legal Year, when the
 * Supreme Court, the Attorney-General and the Law Society open the courts' year before the Bench and the Bar, and
 * Japan's Yakiniku Day, kept by its Japanese grills.
 */
export const countryDaysSingaporeFifth: AwarenessDay[] = [
  // The Opening of the Legal Year, the ceremony inherited from the colonial courts at which the Attorney-General,
  // the President of the Law Society and the Chief Justice address the Bench, the Bar and foreign chief justices in
  // the Supreme Court: law firms, chambers and law schools post on it, and the Chief Justice's response sets out
  // the reforms of the courts' year. Since 2021 it has been held on the second Monday of January: 11 January 2021,
  // 9 January 2023, 8 January 2024, 13 January 2025 and 12 January 2026.
  // Source: https://docslib.org/doc/3714611/opening-of-the-legal-year-2021-speech
  // Source: https://judiciary.gov.sg/news-and-resources/news/news-details/chief-justice-sundaresh-menon-response-delivered-at-the-opening-of-the-legal-year-2023
  // Source: https://indoconnectsingapore.com/chief-justice-of-indonesia-at-opening-of-singapores-legal-year
  // Source: https://judiciary.gov.sg/news-and-resources/news/news-details/chief-justice-sundaresh-menon--response-delivered-at-the-opening-of-the-legal-year-2025
  // Source: https://www.judiciary.gov.sg/news-and-resources/news/news-details/chief-justice-sundaresh-menon--response-delivered-at-the-opening-of-the-legal-year-2026
  business(
    'opening-of-the-legal-year-singapore',
    'Opening of the Legal Year',
    nth(2, MON, 1),
    ['#OpeningOfTheLegalYear', '#SingaporeLaw', '#LegalYear'],
    SG,
  ),
  // Yakiniku Day, set in 1993 by Japan's national association of yakiniku restaurants from the wordplay
  // ya-ki-ni-ku, 8-2-9, with deals at grills and butchers across Japan; in Singapore its Japanese wagyu grills keep
  // it too (The Gyu Bar's one-for-one platters "to commemorate Yakiniku Day on Aug 29", 2022).
  // Source: https://dash-dash-dash.jp/archives/80429.html
  // Source: https://www.straitstimes.com/life/events-and-listings-mooncake-deals-food-heritage-tours
  // Source: https://www.lifestyleasia.com/sg/food-drink/yakiniku-day-kitchen-takeovers-dining-news-in-singapore-august/
  food('yakiniku-day', 'Yakiniku Day', fixed(8, 29), ['#YakinikuDay', '#Yakiniku', '#Wagyu'], ['JP', 'SG']),
];
