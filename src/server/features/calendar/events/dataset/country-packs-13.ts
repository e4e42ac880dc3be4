import type { AwarenessDay } from '../types.js';
import { after, define, fixed, MON, nth } from './define.js';

const IE = ['IE'];

const day = define('cultural');
const health = define('health');
const food = define('food');
const faith = define('cultural', 'religious');

/**
 * More days of Ireland that its businesses post about: fun days its press and marketing agencies mark, the
 * national day its American community keeps, a charity's fundraising walk and the feasts of Irish saints.
 */
export const countryDaysIreland: AwarenessDay[] = [
  // Kiss a Ginger Day, started in 2009 as an answer to "Kick a Ginger Day"; marked by the Irish regional press,
  // and its tenth edition was held in Dublin's Phoenix Park with its founder.
  // Source: https://www.leitrimobserver.ie/news/lifestyle/291358/so-apparently-today-is-international-kiss-a-ginger-day.html
  // Source: https://beat102103.com/life/the-tenth-annual-kiss-a-ginger-day-takes-place-in-dublin-today/
  day('kiss-a-ginger-day-ireland', 'Kiss a Ginger Day', fixed(1, 12), ['#KissAGingerDay', '#Redheads'], IE),
  // Chocolate Mousse Day, April 3, on the list of days Irish marketing agencies give Irish businesses, food
  // businesses above all, to post about.
  // Source: https://thesocialmediashop.ie/social-media-content-ideas-for-april-2021/
  food(
    'chocolate-mousse-day-ireland',
    'Chocolate Mousse Day',
    fixed(4, 3),
    ['#ChocolateMousseDay', '#Chocolate'],
    IE,
  ),
  // Darkness Into Light, Pieta's dawn walk against suicide and self-harm since 2009, held at 4.15am in towns
  // across Ireland on the Saturday after the May bank holiday (May 11 2019, May 7 2022).
  // Source: https://www.dundalkdemocrat.ie/news/home/368703/darkness-into-light-to-be-held-in-dundalk-for-the-third-year.html
  // Source: https://www.ireland-live.ie/news/nenagh-live/804428/carrick-on-suir-s-darkness-into-light-fundraising-walk-returns-this-saturday-after-two-year-break.html
  health(
    'darkness-into-light-ireland',
    'Darkness Into Light',
    after(nth(1, MON, 5), 5),
    ['#DarknessIntoLight', '#Pieta', '#SuicidePrevention'],
    IE,
  ),
  // Saint Carthage (Mochuda), founder of Lismore and patron of the diocese of Waterford and Lismore, whose feast
  // the Irish calendars keep on May 14, the day of his death in 637.
  // Source: https://omniumsanctorumhiberniae.com/category/irish-saints/saints-of-waterford/page/3
  faith(
    'st-carthages-day',
    "Saint Carthage's Day",
    fixed(5, 14),
    ['#StCarthage', '#Lismore', '#Waterford'],
    IE,
  ),
  // The Fourth of July, US Independence Day, kept abroad by American residents and the places they gather.
  // In Ireland: Democrats Abroad's Galway barbecue, and New Ross, the Kennedys' port of emigration, with its
  // Irish America Day.
  // Source: https://advertiser.ie/search?tag=national+holiday&tag_id=10245
  // Source: https://irishamerica.com/2012/05/irish-america-day-4th-of-july-in-ireland
  // In France: Paris's American community, with the embassy's reception, American Church picnics and
  // Independence Day menus.
  // Source: https://bonjourparis.com/events/an-american-in-paris-where-to-celebrate-july-4th/
  // Source: https://www.parisianist.com/en/blog/holidays/4th-of-july-in-paris
  // In the UAE: barbecues and parties of its American residents, and Independence Day menus in Dubai and Abu
  // Dhabi restaurants.
  // Source: https://www.khaleejtimes.com/world/americas/uae-american-expats-to-mark-fourth-of-july-with-barbecue-rock-n-roll
  // Source: https://world-arabia.com/articles/us-expats-in-uae-celebrate-independence-day/
  // In Australia and New Zealand: Fourth of July nights in Sydney bars and American families' parties in
  // Auckland.
  // Source: https://www.timeout.com/sydney/bars/4th-of-july-in-sydney
  // Source: http://www.bumblemom.com/austin-to-auckland/2020/7/2/4th-of-july
  day(
    'fourth-of-july-abroad',
    'Fourth of July',
    fixed(7, 4),
    ['#FourthOfJuly', '#July4th'],
    [...IE, 'FR', 'AE', 'AU', 'NZ'],
  ),
  // Common Sense Day, November 4, a light-hearted day that Irish marketing agencies suggest to Irish businesses
  // for their posts.
  // Source: https://themarketingshop.ie/social-media-content-ideas-for-november-2021/
  day('common-sense-day-ireland', 'Common Sense Day', fixed(11, 4), ['#CommonSenseDay', '#CommonSense'], IE),
  // Saint Fergal (Virgil of Salzburg), monk of Aghaboe in Co. Laois and bishop of Salzburg, who taught that the
  // earth is round; the Irish Church keeps his feast on November 27.
  // Source: https://clericalwhispers.blogspot.com/2011/11/naomh-lae-saint-of-day_27.html
  faith('st-fergals-day', "Saint Fergal's Day", fixed(11, 27), ['#StFergal', '#Aghaboe', '#Laois'], IE),
];
