import type { AwarenessDay } from '../types.js';
import { after, define, fixed, nth, SUN, starOfFullMoon, THU } from './define.js';

const day = define('cultural');
const awareness = define('cultural', 'awareness');
const health = define('health');
const business = define('business');
const food = define('food');
const faith = define('cultural', 'religious');
const remembrance = define('cultural', 'solemn');

const AE = ['AE'];
const SG = ['SG'];
const AE_SG = ['AE', 'SG'];

/** Pusam (Pushya), the eighth nakshatra, and Makara (Capricorn), whose solar month is the Tamil month of Thai. */
const PUSAM = 7;
const THAI = 9;

/** US Thanksgiving, the fourth Thursday of November, which the November sales count from. */
const THANKSGIVING_US = nth(4, THU, 11);

/**
 * More days of the United Arab Emirates and Singapore that their businesses post about: the Emirati national
 * occasions and Arab days kept in the UAE, the festivals its Indian community keeps, Singapore's days of its
 * armed forces, police, nurses, trees and grandparents and its Thaipusam, the food days their press marks, the
 * Filipino Simbang Gabi and Rizal Day of both, and their November sales.
 */
export const countryDaysEmiratesSingapore: AwarenessDay[] = [
  // United Arab Emirates
  // National Environment Day, set by the UAE Cabinet in 1997 on the founding date of the Federal Environment
  // Agency.
  // Source: https://www.moccae.gov.ae/en/knowledge-and-statistics/national-environment-day.aspx
  awareness(
    'national-environment-day-uae',
    'National Environment Day',
    fixed(2, 4),
    ['#NationalEnvironmentDay', '#UAE'],
    AE,
  ),
  // World Pizza Day on February 9, which Dubai's food press marks with its pizza round-ups.
  // Source: https://whatson.ae/2023/02/world-pizza-day-pizza-joints-we-love-in-dubai/
  // In Spain: The Día Mundial de la Pizza of February 9, kept by Spain's pizza chains with giveaways.
  // Source: https://www.epe.es/es/madrid/alcala-de-henares/20250204/telepizza-repartira-pizzas-gratis-alcala-113990980
  // In South Africa: World Pizza Day on February 9, marked by South African local papers and pizzerias.
  // Source: https://www.citizen.co.za/north-glen-news/news-headlines/local-news/2025/02/09/world-pizza-day-celebrates-goodness/
  food(
    'world-pizza-day-uae',
    'World Pizza Day',
    fixed(2, 9),
    ['#WorldPizzaDay', '#PizzaDay'],
    [...AE, 'ES', 'ZA'],
  ),
  // Arab Tourism Day, kept across the Arab world since 2014 on the birthday of the traveller Ibn Battuta.
  // Source: https://www.sayidaty.net/node/1829934
  business('arab-tourism-day-uae', 'Arab Tourism Day', fixed(2, 25), ['#ArabTourismDay', '#IbnBattuta'], AE),
  // Emirati Day for Education, declared by the President in 2024 to honour everyone who works in education.
  // Source: https://knowinsiders.com/2025-uae-calendar-full-list-of-the-national-holidays-and-observances-dates-celebrations-40543.html
  day(
    'emirati-day-for-education-uae',
    'Emirati Day for Education',
    fixed(2, 28),
    ['#EmiratiDayForEducation', '#UAE'],
    AE,
  ),
  // Arab Human Rights Day, when the Arab Charter on Human Rights came into force in 2008; the UAE marks it.
  // Source: https://arabywatch.com/2021/03/15/غداً-الإمارات-تحتفل-باليوم-العربي-لحق
  day(
    'arab-human-rights-day-uae',
    'Arab Human Rights Day',
    fixed(3, 16),
    ['#ArabHumanRightsDay', '#UAE'],
    AE,
  ),
  // Armed Forces Unification Day: the seven emirates' forces came under one command on 6 May 1976.
  // Source: https://www.zawya.com/en/world/middle-east/burj-khalifa-adnoc-tower-to-light-up-for-uae-armed-forces-unification-day-wk9pli5r
  day(
    'armed-forces-unification-day-uae',
    'Armed Forces Unification Day',
    fixed(5, 6),
    ['#UnificationDay', '#UAEArmedForces'],
    AE,
  ),
  // Father's Day, which the UAE keeps on 21 June rather than on the third Sunday of June.
  // Source: https://www.thenationalnews.com/lifestyle/family/when-is-fathers-day-everything-you-need-to-know-from-date-to-history-1.1243186
  day('fathers-day-uae', "Father's Day", fixed(6, 21), ['#FathersDay', '#HappyFathersDay', '#UAE'], AE),
  // Union Pledge Day, declared in 2024: the Union document and constitution were signed on 18 July 1971.
  // Source: https://www.khaleejtimes.com/uae/government/uae-declares-july-18-as-union-pledge-day
  day('union-pledge-day-uae', 'Union Pledge Day', fixed(7, 18), ['#UnionPledgeDay', '#UAE'], AE),
  // Sheikh Zayed became Ruler of Abu Dhabi on 6 August 1966; the anniversary is marked across the UAE.
  // Source: https://gulfnews.com/uae/government/sheikh-zayeds-accession-day-pivotal-in-the-history-of-the-uae-sheikh-hazza-bin-zayed-1.1628259794402
  day(
    'sheikh-zayed-accession-day-uae',
    "Sheikh Zayed's Accession Day",
    fixed(8, 6),
    ['#AccessionDay', '#SheikhZayed'],
    AE,
  ),
  // White Friday, the Gulf's Black Friday since Souq launched it in 2014, the Friday after US Thanksgiving.
  // Source: https://advertising.amazon.com/library/guides/white-friday
  business(
    'white-friday-uae',
    'White Friday',
    after(THANKSGIVING_US, 1),
    ['#WhiteFriday', '#WhiteFridayDeals', '#UAE'],
    AE,
  ),

  // Singapore
  // Thaipusam, the Tamil festival of Murugan with its kavadi procession, no longer a public holiday in
  // Singapore, on the day Pusam holds a morning, as the Tamil almanacs keep it.
  // Source: https://batucaves.com/2012/02/07/thaipusam-hindu-festival-celebrated-in-singapore
  // In South Africa: the Thai Poosam Kavady of Durban's temples, on the same main day (January 25, 2024 at the
  // Greenwood Park Shree Ranganathar Temple), with a public day on the Sunday after at some temples.
  // Source: https://www.iol.co.za/sunday-tribune/news/full-kavady-festival-back-in-town-a3cd3e7e-06cf-48f4-a9f1-2778a1494bb8
  // Source: https://www.pressreader.com/south-africa/post-south-africa/20170208/281492161057012
  faith('thaipusam', 'Thaipusam', starOfFullMoon(PUSAM, THAI), ['#Thaipusam', '#Kavadi'], ['SG', 'ZA']),
  // Police Day, kept by the Singapore Police Force on June 3 since its first parade in 1971.
  // Source: https://www.channelnewsasia.com/singapore/police-day-2022-challenge-parade-2727056
  day('police-day-singapore', 'Police Day', fixed(6, 3), ['#PoliceDay', '#SPF'], SG),
  // SAF Day, first held in 1969, honours the Singapore Armed Forces on 1 July.
  // Source: https://dayspedia.com/sg/calendar/holiday/2939/?lang=de
  day('saf-day-singapore', 'SAF Day', fixed(7, 1), ['#SAFDay', '#Singapore'], SG),
  // Singapore's Nurses' Day, the day French Convent nuns began nursing at the General Hospital in 1885.
  // Source: https://eresources.nlb.gov.sg/infopedia/articles/SIP_499_2004-12-30.html
  health('nurses-day-singapore', "Nurses' Day", fixed(8, 1), ['#NursesDaySG', '#ThankYouNurses'], SG),
  // Tree Planting Day, started in 1971, on the first Sunday of November at the start of the rainy season.
  // Source: https://www.nlb.gov.sg/main/article-detail?cmsuuid=4e5056c0-0294-4f50-b00f-a4974996af5e
  day(
    'tree-planting-day-singapore',
    'Tree Planting Day',
    nth(1, SUN, 11),
    ['#TreePlantingDay', '#CityInNature'],
    SG,
  ),
  // Grandparents' Day, set up in Singapore in 1998 and first held in 1999, on the fourth Sunday of November.
  // Source: https://anydayguide.com/calendar/2122
  day(
    'grandparents-day-singapore',
    "Grandparents' Day",
    nth(4, SUN, 11),
    ['#GrandparentsDay', '#Singapore'],
    SG,
  ),

  // Both
  // Simbang Gabi, the Filipino novena before Christmas, held in the evenings from December 15 to 23 by the
  // parishes of the UAE (tens of thousands at St Mary's, Dubai) and of Singapore.
  // Source: https://www.thenationalnews.com/news/uae/2025/12/23/tens-of-thousands-of-filipinos-celebrate-simbang-gabi-mass-in-dubai
  // Source: https://gnewb.wordpress.com/2010/12/
  // Source: http://catholicnews.sg/index.php?option=com_content&view=article&id=8259:filipino-tradition-gives-sense-of-home&catid=325&Itemid=473&lang=en
  faith(
    'simbang-gabi-uae-singapore',
    'Simbang Gabi',
    fixed(12, 15),
    ['#SimbangGabi', '#PaskongPinoy'],
    AE_SG,
  ),
  // Rizal Day, December 30, the anniversary of the execution of the Philippines' national hero José Rizal in 1896:
  // in Abu Dhabi the Knights of Rizal lay a wreath at the Philippine embassy, and the embassy, the consulate in
  // Dubai and the Migrant Workers Office close for the Philippine holiday (30 December 2022 and 2024); in
  // Singapore the embassy raises the flag and lays a wreath before his bust, with readings of his work by
  // Filipino writers. A day of mourning by Philippine law, with flags at half-mast.
  // Source: https://filipinotimes.net/latest-news/2022/12/30/look-knights-of-rizal-emarat-abu-dhabi-chapter-commemorate-126th-anniversary-of-dr-jose-rizals-martyrdom/
  // Source: https://filipinotimes.net/latest-news/2024/12/19/ph-embassy-in-uae-pcg-dubai-announce-holiday-closures/
  // Source: https://www.polodubaiportal.org/polo-advisory-no-34-2022-observance-of-philippine-public-holidays/
  // Source: https://www.philippine-embassy.org.sg/ph-embassy-in-singapore-fetes-rizal-with-flag-raising-and-wreath-laying-ceremonies-reading-and-discussion-of-his-life-and-works/
  // Source: https://en.wikipedia.org/wiki/Rizal_Day
  remembrance('rizal-day-uae-singapore', 'Rizal Day', fixed(12, 30), ['#RizalDay', '#JoseRizal'], AE_SG),
];
