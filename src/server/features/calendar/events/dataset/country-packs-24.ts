import type { AwarenessDay } from '../types.js';
import { chinese, define, fixed, nth, THU } from './define.js';

const day = define('cultural');
const food = define('food');
const faith = define('cultural', 'religious');
const holiday = define('holiday');

const SG = ['SG'];

/**
 * More days of Singapore that its businesses post about: the second day of the Chinese New Year holiday, which
 * the holiday list folds into the first, the opening of the Chinese seventh month, and the days its Bangladeshi
 * and American communities celebrate.
 */
export const countryDaysSingaporeMore: AwarenessDay[] = [
  // The second day of Chinese New Year, the second of Singapore's two gazetted Chinese New Year public holidays,
  // when families go visiting with mandarin oranges and shops stay shut.
  // Source: https://www.channelnewsasia.com/singapore/public-holiday-dates-singapore-2024-long-weekends-3510676?cid=cna_flip_070214
  // Source: https://wiki-gateway.eudic.net/wikipedia_en/Public_holidays_in_Singapore.html
  holiday(
    'second-day-of-chinese-new-year-singapore',
    'Second Day of Chinese New Year',
    chinese(1, 2),
    ['#ChineseNewYear', '#CNY', '#HuatAh'],
    SG,
  ),
  // The first day of the seventh lunar month, when the Hungry Ghost Month opens in Singapore: the gates of the
  // netherworld are believed to open, offerings are burnt in the housing estates and the getai stages go up.
  // Source: https://goodyfeed.com/this-years-7th-month-starts-on-11-aug-5-facts-about-the-hungry-ghost-month-2018
  // Source: http://www.singlish.net/7th-month/
  faith(
    'hungry-ghost-month-begins-singapore',
    'Hungry Ghost Month Begins',
    chinese(7, 1),
    ['#HungryGhostMonth', '#SeventhMonth', '#Getai'],
    SG,
  ),
  // American Thanksgiving, the fourth Thursday of November, when Singapore's hotels and restaurants serve
  // turkey dinners and take-away feasts for American residents and anyone who joins in.
  // Source: https://sg.style.yahoo.com/news/thanksgiving-where-141644286.html
  // Source: https://www.timeout.com/singapore/restaurants/the-best-thanksgiving-meals-and-takeaways-in-singapore
  // In the UAE: Dubai's restaurants and hotels serve turkey dinners for its American residents and their friends.
  // Source: https://www.timeoutdubai.com/restaurants/features/28209-thanksgiving-in-dubai
  // Source: https://www.drivenproperties.com/blog/happy-thanksgiving-day
  food(
    'thanksgiving-dinners',
    'Thanksgiving',
    nth(4, THU, 11),
    ['#Thanksgiving', '#ThanksgivingDinner', '#HappyThanksgiving'],
    [...SG, 'AE'],
  ),
  // Bangladesh's Victory Day (December 16, 1971), celebrated by the Bangladeshi community of Singapore with the
  // High Commission's flag-raising, a cultural show of patriotic songs and dances, and Bangladeshi food.
  // Source: https://dailyasianage.com/news/209739/bd-mission-in-singapore-celebrates-victory-day
  // Source: https://www.bd24live.com/celebration-of-victory-day-of-bangladesh-in-singapore/
  day(
    'bangladesh-victory-day-singapore',
    'Bangladesh Victory Day',
    fixed(12, 16),
    ['#VictoryDay', '#BijoyDibosh', '#Bangladesh'],
    SG,
  ),
];
