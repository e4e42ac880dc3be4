import type { AwarenessDay } from '../types.js';
import { after, define, fixed, nth, SAT } from './define.js';

const ZA = ['ZA'];

const day = define('cultural');
const health = define('health');
const food = define('food');

/**
 * More days of South Africa that its businesses post about: the national and African Union campaigns its
 * government and charities keep, and the festivals of its towns.
 */
export const countryDaysSouthAfrica: AwarenessDay[] = [
  // Knysna's ten-day winter festival of oysters, food and sport opens on the Friday before the first Saturday of
  // July: 3-12 July 2009, 1-10 July 2022, 4-13 July 2025.
  // Source: https://www.theherald.co.za/news/2025-08-12-knysna-oyster-festival-a-roaring-success/
  // Source: https://www.aluxurytravelblog.com/2009/06/20/knysna-oyster-festival/trackback/
  // Source: https://mg.co.za/friday/2022-07-04-no-shucks-given-at-the-knysna-oyster-festival/
  food(
    'knysna-oyster-festival-south-africa',
    'Knysna Oyster Festival Begins',
    after(nth(1, SAT, 7), -1),
    ['#KnysnaOysterFestival', '#Knysna', '#OysterFestival'],
    ZA,
  ),
  // The anniversary of the mass meeting at Johannesburg's Empire Theatre on 11 September 1906 where Gandhi launched
  // satyagraha, non-violent resistance, which Johannesburg's press marks each year.
  // Source: https://hot1027.co.za/news/joburgs-9-11-of-peace-gandhis-first-satyagraha
  day(
    'satyagraha-anniversary-south-africa',
    'Satyagraha Anniversary',
    fixed(9, 11),
    ['#Satyagraha', '#Gandhi', '#Johannesburg'],
    ZA,
  ),
  // The Africa Day for Food and Nutrition Security, set on 30 October by the African Union in 2010 for its member
  // states to mark; South Africa hosted its 2011 event in Johannesburg.
  // Source: https://au.int/en/pressreleases/20211104/12th-africa-day-food-and-nutrition-security-adfns-commemorated
  // Source: http://hgsf-global.org/en/bank/news/226-a-home-grown-africa-food-and-nutrition-security-day-
  health(
    'africa-day-for-food-and-nutrition-security-south-africa',
    'Africa Day for Food and Nutrition Security',
    fixed(10, 30),
    ['#ADFNS', '#FoodSecurity', '#Nutrition'],
    ZA,
  ),
  // The 16 Days of Activism for No Violence against Women and Children, the government's yearly campaign from
  // 25 November to 10 December, launched by the President.
  // Source: https://yourlifeassist.co.za/blog/category/aa_previous-health-calendar-content/
  // Source: https://www.sowetanlive.co.za/opinion/columnists/2019-12-02-awareness-drives-must-be-daily/
  // In Australia: the campaign opens on November 25 with its state organisations' events.
  // Source: https://msav.org.au/news/16-days-of-activism-2021/
  // In the United Arab Emirates: the Dubai Foundation for Women and Children opens its 16-day campaign on
  // November 25, with Dubai landmarks lit orange.
  // Source: https://emirateswoman.com/the-burj-al-arab-is-turning-orange-this-weekend-for-a-very-important-cause/
  health(
    '16-days-of-activism-south-africa',
    '16 Days of Activism Begins',
    fixed(11, 25),
    ['#16DaysOfActivism', '#EndGBV', '#16Days'],
    [...ZA, 'AU', 'AE'],
  ),
];
