import type { AwarenessDay } from '../types.js';
import {
  after,
  CA,
  define,
  FRI,
  fixed,
  GB,
  last,
  MON,
  nth,
  SAT,
  SUN,
  since,
  THU,
  TUE,
  WED,
} from './define.js';

const day = define('cultural');
const health = define('health');
const food = define('food');
const business = define('business');
const holiday = define('holiday');

const IE = ['IE'];
const AU = ['AU'];
const NZ = ['NZ'];

/**
 * Days of the United Kingdom, Ireland, Canada, Australia and New Zealand that their businesses post about:
 * national and regional festivals, charity days and well-known campaigns, beyond their public holidays.
 */
export const countryDaysCommonwealth: AwarenessDay[] = [
  // United Kingdom
  day('up-helly-aa', 'Up Helly Aa', last(TUE, 1), ['#UpHellyAa', '#Shetland'], GB),
  day(
    'saint-dwynwens-day',
    "Saint Dwynwen's Day",
    fixed(1, 25),
    ['#DyddSantesDwynwen', '#StDwynwensDay'],
    GB,
  ),
  health('time-to-talk-day', 'Time to Talk Day', nth(1, THU, 2), ['#TimeToTalkDay', '#MentalHealth'], GB),
  day('windrush-day', 'Windrush Day', fixed(6, 22), ['#WindrushDay', '#Windrush'], GB),
  day('armed-forces-day-uk', 'Armed Forces Day', last(SAT, 6), ['#ArmedForcesDay', '#SaluteOurForces'], GB),
  health('nhs-birthday', 'NHS Birthday', fixed(7, 5), ['#NHSBirthday', '#NHS'], GB),
  day(
    'edinburgh-festival-fringe',
    'Edinburgh Festival Fringe Begins',
    nth(1, FRI, 8),
    ['#EdFringe', '#Edinburgh'],
    GB,
  ),
  // The carnival's main parade is on the Sunday of the late summer bank holiday weekend, before the last
  // Monday of August.
  day(
    'notting-hill-carnival',
    'Notting Hill Carnival',
    after(last(MON, 8), -1),
    ['#NottingHillCarnival', '#Carnival'],
    GB,
  ),
  health(
    'macmillan-coffee-morning',
    'Macmillan Coffee Morning',
    last(FRI, 9),
    ['#MacmillanCoffeeMorning', '#CoffeeMorning'],
    GB,
  ),
  // The Sunday before Advent, from November 20 to 26: the third Tuesday of November, five days on.
  food(
    'stir-up-sunday',
    'Stir-up Sunday',
    after(nth(3, TUE, 11), 5),
    ['#StirUpSunday', '#ChristmasPudding'],
    GB,
  ),
  // The last Saturday before Christmas, the busiest shopping day in the UK and Ireland: from December 18 to
  // 24, the third Wednesday three days on.
  // In Australia: retailers count on it in the last week before Christmas.
  // Source: https://www.brisbanetimes.com.au/national/retailers-put-hopes-on-super-saturday-after-a-soft-week-20191221-p53m4m.html
  // In South Africa: malls count the weekend before Christmas as their peak trading days.
  // Source: https://www.sowetanlive.co.za/news/south-africa/2018-12-12-retailers-malls-gearing-up-for-last-minute-shoppers/
  // Source: https://supermarket.co.za/index.php/economic-factors/3322-sa-malls-gearing-up-for-christmas-2018-
  business(
    'super-saturday',
    'Super Saturday',
    after(nth(3, WED, 12), 3),
    ['#SuperSaturday', '#ChristmasShopping'],
    [...GB, ...IE, 'AU', 'ZA'],
  ),
  food('tom-bawcocks-eve', "Tom Bawcock's Eve", fixed(12, 23), ['#TomBawcocksEve', '#Cornwall'], GB),

  // Ireland
  day('nollaig-na-mban', "Women's Christmas", fixed(1, 6), ['#NollaigNaMBan', '#WomensChristmas'], IE),
  day('bloomsday', 'Bloomsday', fixed(6, 16), ['#Bloomsday', '#JamesJoyce'], IE),

  // Canada
  day('family-literacy-day', 'Family Literacy Day', fixed(1, 27), ['#FamilyLiteracyDay', '#Literacy'], CA),
  day('flag-day-canada', 'National Flag of Canada Day', fixed(2, 15), ['#FlagDay', '#Canada'], CA),
  day('pink-shirt-day-canada', 'Pink Shirt Day', last(WED, 2), ['#PinkShirtDay', '#StopBullying'], CA),
  // The last Monday before May 25: the Monday before the last Monday of May.
  holiday('victoria-day', 'Victoria Day', after(last(MON, 5), -7), ['#VictoriaDay', '#MayLongWeekend'], CA),
  day(
    'national-indigenous-peoples-day',
    'National Indigenous Peoples Day',
    fixed(6, 21),
    ['#NationalIndigenousPeoplesDay', '#NIPD'],
    CA,
  ),
  day(
    'canadian-multiculturalism-day',
    'Canadian Multiculturalism Day',
    fixed(6, 27),
    ['#MulticulturalismDay', '#Canada'],
    CA,
  ),
  // The Stampede parade is on the Friday from July 3 to 9, after Canada Day: the first Wednesday, two days on.
  day(
    'calgary-stampede',
    'Calgary Stampede Begins',
    after(nth(1, WED, 7), 2),
    ['#CalgaryStampede', '#Stampede'],
    CA,
  ),
  day('nunavut-day', 'Nunavut Day', fixed(7, 9), ['#NunavutDay', '#Nunavut'], CA),
  holiday('civic-holiday', 'Civic Holiday', nth(1, MON, 8), ['#CivicHoliday', '#LongWeekend'], CA),
  day('national-acadian-day', 'National Acadian Day', fixed(8, 15), ['#NationalAcadianDay', '#Acadie'], CA),
  // The second Sunday after Labour Day.
  health('terry-fox-run', 'Terry Fox Run', after(nth(1, MON, 9), 13), ['#TerryFoxRun', '#TerryFox'], CA),

  // Australia
  day(
    'clean-up-australia-day',
    'Clean Up Australia Day',
    nth(1, SUN, 3),
    ['#CleanUpAustraliaDay', '#CleanUp'],
    AU,
  ),
  health(
    'close-the-gap-day',
    'National Close the Gap Day',
    nth(3, THU, 3),
    ['#CloseTheGap', '#CloseTheGapDay'],
    AU,
  ),
  day('mabo-day', 'Mabo Day', fixed(6, 3), ['#MaboDay', '#Reconciliation'], AU),
  holiday(
    'kings-birthday-australia',
    "King's Birthday",
    nth(2, MON, 6),
    ['#KingsBirthday', '#LongWeekend'],
    AU,
  ),
  day('naidoc-week', 'NAIDOC Week Begins', nth(1, SUN, 7), ['#NAIDOCWeek', '#NAIDOC'], AU),
  food(
    'national-lamington-day',
    'National Lamington Day',
    fixed(7, 21),
    ['#LamingtonDay', '#Lamingtons'],
    AU,
  ),
  day(
    'national-tree-day-australia',
    'National Tree Day',
    last(SUN, 7),
    ['#NationalTreeDay', '#PlanetArk'],
    AU,
  ),
  // Held on the first Friday of August until 2024, on the first Thursday since.
  health(
    'jeans-for-genes-day',
    'Jeans for Genes Day',
    since(2025, nth(1, THU, 8)),
    ['#JeansForGenes', '#JeansForGenesDay'],
    AU,
  ),
  day(
    'indigenous-childrens-day',
    "National Aboriginal and Torres Strait Islander Children's Day",
    fixed(8, 4),
    ['#NATSIChildrensDay', '#ChildrensDay'],
    AU,
  ),
  day('wear-it-purple-day', 'Wear It Purple Day', last(FRI, 8), ['#WearItPurple', '#WearItPurpleDay'], AU),
  day('national-wattle-day', 'National Wattle Day', fixed(9, 1), ['#WattleDay', '#NationalWattleDay'], AU),
  health('r-u-ok-day', 'R U OK? Day', nth(2, THU, 9), ['#RUOKDay', '#RUOK'], AU),
  // In New Zealand: The Melbourne Cup, "the race that stops two nations", run on the first Tuesday in
  // November: New Zealand's biggest betting day, with Cup race days at Ellerslie and office sweepstakes.
  // Source: https://loveracing.nz/events/featured-events/melbourne-cup.aspx
  day(
    'melbourne-cup-day',
    'Melbourne Cup Day',
    nth(1, TUE, 11),
    ['#MelbourneCup', '#SpringRacing'],
    [...AU, 'NZ'],
  ),

  // New Zealand
  day('pink-shirt-day-new-zealand', 'Pink Shirt Day', nth(3, FRI, 5), ['#PinkShirtDay', '#StopBullying'], NZ),
  day('maori-language-day', 'Māori Language Day', fixed(9, 14), ['#TeReoMaori', '#MaoriLanguageWeek'], NZ),
  day(
    'womens-suffrage-day-new-zealand',
    "Women's Suffrage Day",
    fixed(9, 19),
    ['#SuffrageDay', '#WomensSuffrage'],
    NZ,
  ),
];
