import type { AwarenessDay } from '../types.js';
import { after, chinese, define, last, nth, SAT, SUN } from './define.js';

const day = define('cultural');
const faith = define('cultural', 'religious');
const season = define('seasonal');

const SG = ['SG'];

/**
 * Still more days of Singapore that its businesses post about: Chinese New Year's Eve and its reunion dinner, the
 * fourth day of Chinese New Year, when the Kitchen God comes home, and the milestones of the Ministry of
 * Education's school calendar.
 */
export const countryDaysSingaporeThird: AwarenessDay[] = [
  // Chinese New Year's Eve, the last day of the lunar year: the family reunion meal, at home or booked months ahead
  // at a restaurant, and the last-minute festive shopping.
  // Source: https://www.straitstimes.com/singapore/reunion-meals-at-restaurants-and-last-minute-shopping-on-chinese-new-year-eve
  // Source: https://creativeeateries.com.sg/articles/4-best-restaurants-in-singapore-for-reunion-dinner-this-chinese-new-year-2025
  day(
    'chinese-new-years-eve-singapore',
    "Chinese New Year's Eve",
    after(chinese(1, 1), -1),
    ['#ReunionDinner', '#ChineseNewYear', '#CNY'],
    SG,
  ),
  // The fourth day of Chinese New Year, when the Kitchen God, sent off to heaven on the 24th day of the 12th month,
  // is welcomed back with offerings and the family gathers home for dinner.
  // Source: https://linglongacademy.com/post/spring-festival-15-days-of-celebration
  // Source: https://anythingbeautiful.blogspot.com/2013/02/chinese-new-year-fourth-day.html
  faith(
    'fourth-day-of-chinese-new-year-singapore',
    'Fourth Day of Chinese New Year',
    chinese(1, 4),
    ['#ChineseNewYear', '#CNY', '#KitchenGod'],
    SG,
  ),
  // The June school holidays, the four-week break between the two semesters of the Ministry of Education's year,
  // start on the last Saturday of May (30 May in 2020 and 2026): the season of holiday camps, enrichment classes
  // and family trips.
  // Source: https://geniebook.com/blog/moe-school-terms-and-holidays-2026
  // Source: https://www.thewackyduo.com/2019/08/school-terms-2020-primary-school-Singapore.html
  season(
    'june-school-holidays-begin-singapore',
    'June School Holidays Begin',
    last(SAT, 5),
    ['#JuneHolidays', '#SchoolHolidays', '#SGKids'],
    SG,
  ),
  // The Ministry of Education's year is four ten-week terms with breaks of one, four, one and six weeks, so every
  // break is a fixed number of days from the June holidays: the one-week March holidays begin 77 days before them
  // (9 March 2024, 14 March 2026), the one-week September holidays 98 days after (31 August 2024, 5 September
  // 2026), and the year-end holidays 175 days after (16 November 2024, 21 November 2026; the school year ended on
  // 15 November 2019 and 20 November 2020). Holiday camps, enrichment classes, attractions and family travel
  // are sold for each.
  // Source: https://www.gess.edu.sg/en/admissions/singapore-school-holidays-2024
  // Source: https://mothership.sg/2023/08/moe-school-terms-holidays-2024/
  // Source: https://geniebook.com/blog/moe-school-terms-and-holidays-2026
  // Source: https://www.straitstimes.com/singapore/education/moe-releases-schedule-for-2019-school-year
  // Source: https://www.straitstimes.com/singapore/education/school-term-for-2020-to-start-from-jan-2-end-on-nov-20-moe
  season(
    'march-school-holidays-begin-singapore',
    'March School Holidays Begin',
    after(last(SAT, 5), -77),
    ['#MarchHolidays', '#SchoolHolidays', '#SGKids'],
    SG,
  ),
  season(
    'september-school-holidays-begin-singapore',
    'September School Holidays Begin',
    after(last(SAT, 5), 98),
    ['#SeptemberHolidays', '#SchoolHolidays', '#SGKids'],
    SG,
  ),
  season(
    'year-end-school-holidays-begin-singapore',
    'Year-End School Holidays Begin',
    after(last(SAT, 5), 175),
    ['#YearEndHolidays', '#SchoolHolidays', '#SGKids'],
    SG,
  ),
  // Term 4, the last ten-week term of the school year, when lessons resume after the one-week September break and
  // the run-up to the PSLE and O-level papers begins: the Ministry of Education's year is four ten-week terms with
  // breaks of one, four, one and six weeks, so Term 4 opens on the Monday 15 weeks and 2 days after the June
  // holidays begin (14 September in 2020 and 2026).
  // Source: https://lifebpc.com/fekedu/general-info.html
  // Source: https://geniebook.com/blog/moe-school-terms-and-holidays-2026
  season(
    'school-term-4-begins-singapore',
    'School Term 4 Begins',
    after(last(SAT, 5), 107),
    ['#BackToSchool', '#PSLE', '#SGKids'],
    SG,
  ),
  // Youth Day falls on the first Sunday of July, so the Ministry of Education makes the Monday after it a school
  // holiday for every primary and secondary school, junior college and the Millennia Institute.
  // Source: https://www.straitstimes.com/singapore/education/school-term-for-2020-to-start-from-jan-2-end-on-nov-20-moe
  // Source: https://www.straitstimes.com/singapore/education/moe-releases-calendar-for-2021-school-year
  season(
    'youth-day-school-holiday-singapore',
    'Youth Day School Holiday',
    after(nth(1, SUN, 7), 1),
    ['#YouthDay', '#SchoolHoliday', '#SGKids'],
    SG,
  ),
];
