import type { AwarenessDay } from '../types.js';
import { after, define, easter, fixed, MON, nth, SUN, WED } from './define.js';

const day = define('cultural');
const food = define('food');

const IE = ['IE'];

/**
 * More days of Ireland that its businesses post about: the birthday of the Loreto schools' foundress, the national
 * day of its Romanian community and the Polish Fat Thursday of its bakeries, the opening of the Young Scientist and
 * Technology Exhibition, and the agricultural shows of Sligo and Carlow.
 */
export const countryDaysIrelandMore: AwarenessDay[] = [
  // Mary Ward's birthday (January 23, 1585), the foundress of the Loreto sisters, which opens Mary Ward Week in
  // the Loreto schools of Ireland, with Masses, assemblies and birthday cake.
  // Source: https://loretocollegemullingar.com/news/2024-anniversary-of-the-birth-of-mary-ward/
  // Source: https://www.loretohighschool.com/2015/01/26/mary-ward-week-23rd-january-30th-january-2015/
  day('mary-ward-day-ireland', 'Mary Ward Day', fixed(1, 23), ['#MaryWard', '#Loreto', '#MaryWardWeek'], IE),
  // The BT Young Scientist and Technology Exhibition, the schools' science fair at Dublin's RDS since 1965, opened
  // with its ceremony on the second Wednesday of January (January 8 2014, January 10 2018, January 8 2020).
  // Source: https://www.siliconrepublic.com/science/bt-young-scientist-and-technology-exhibition-kicks-off-for-50th-time
  // Source: http://clarechampion.ie/president-to-open-young-scientist-expo/
  // Source: https://www.leitrimobserver.ie/news/home/506778/56th-bt-young-scientist-technology-exhibition-kicks-off.html
  day(
    'young-scientist-exhibition-ireland',
    'Young Scientist and Technology Exhibition Opens',
    nth(2, WED, 1),
    ['#BTYSTE', '#YoungScientist', '#STEM'],
    IE,
  ),
  // Fat Thursday (Tłusty Czwartek), the Polish feast of pączki on the last Thursday before Lent, which Dublin
  // bakeries and doughnut shops and Polish bakeries across Ireland mark with a one-day doughnut.
  // Source: https://lovindublin.com/food/what-is-fat-thursday-and-where-should-you-celebrate-it-in-dublin
  // Source: https://thundersbakery.ie/polish-fat-thursday-7th-february-2013/
  food(
    'fat-thursday-ireland',
    'Fat Thursday',
    easter(-52),
    ['#FatThursday', '#TlustyCzwartek', '#Paczki'],
    IE,
  ),
  // The North Sligo Agricultural Show at Grange, held since the 1940s on the Saturday of the August bank holiday
  // weekend (August 3 2013, August 4 2018, August 3 2019), with livestock, home industries and a show queen.
  // Source: https://www.agriland.ie/farming-news/out-and-about-agri-events-taking-place-this-weekend/
  // Source: http://northsligoagrishow.ie/rules/
  // Source: https://magnumlady.com/2013/08/03/north-sligo-agricultural-show/
  day(
    'north-sligo-agricultural-show-ireland',
    'North Sligo Agricultural Show',
    after(nth(1, MON, 8), -2),
    ['#NorthSligoShow', '#AgriculturalShow', '#Sligo'],
    IE,
  ),
  // The Tullow Agricultural Show, Co. Carlow's county show at the Coppenagh showgrounds since the 1940s, held on
  // the third Sunday of August (August 21 2022, August 17 2025), with livestock, showjumping and trade stands.
  // Source: https://kclr96fm.com/tanaiste-officially-opens-75th-tullow-agricultural-show/
  // Source: https://www.travelextra.ie/?p=82523
  // Source: https://carlow-nationalist.ie/2022/05/27/added-attractions-planned-for-this-years-tullow-show/
  day(
    'tullow-agricultural-show-ireland',
    'Tullow Agricultural Show',
    nth(3, SUN, 8),
    ['#TullowShow', '#AgriculturalShow', '#Carlow'],
    IE,
  ),
  // Romania's National Day (Great Union Day, December 1, 1918), celebrated by the Romanian community of Ireland,
  // over 100,000 strong, with the embassy's celebrations in Dublin and Kilkenny and greetings in the Seanad.
  // Source: https://www.oireachtas.ie/ga/debates/debate/seanad/2021-12-01/8/
  // Source: https://www.kilkennypeople.ie/content/business/702825/pictures-ambassador-returns-to-celebrate-romania-s-national-day-in-kilkenny.html
  day(
    'romania-national-day-ireland',
    'Romanian National Day',
    fixed(12, 1),
    ['#ZiuaNationala', '#Romania', '#LaMultiAniRomania'],
    IE,
  ),
];
