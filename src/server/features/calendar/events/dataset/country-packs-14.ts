import type { AwarenessDay } from '../types.js';
import { after, define, fixed, last, MON, nth, SAT, SUN, THU, TUE, WED } from './define.js';

const day = define('cultural');
const health = define('health');
const food = define('food');

const NZ = ['NZ'];
const AU = ['AU'];

/**
 * More days of New Zealand and Australia that their businesses post about: New Zealand's summer festivals, race
 * days, Pride day, Kiwiburn, the Coast to Coast, the Golden Shears, the opening of the duck season, its writers'
 * festival, marathon, Christmas parade, Crate Day, the Big Latch On and White Ribbon Day, the
 * language weeks of its Deaf and Pacific communities and the Tongan national days they keep, and Australia's
 * Magic Millions race day and Sydney's Christmas seafood trading.
 */
export const countryDaysNewZealandAustralia: AwarenessDay[] = [
  // New Zealand
  // The Kumara Gold Nuggets, the Kumara Racing Club's annual race meeting on the West Coast, a day of the
  // region's New Year racing circuit held on the second Saturday of January.
  // Source: https://www.odt.co.nz/regions/west-coast/kumara-meeting-abandoned-after-torrential-rain
  day(
    'kumara-gold-nuggets',
    'Kumara Gold Nuggets',
    nth(2, SAT, 1),
    ['#KumaraRaces', '#WestCoastNZ', '#NZRacing'],
    NZ,
  ),
  // Kiwiburn, New Zealand's regional Burning Man festival on a farm near Hunterville, held from the Wednesday
  // before Auckland Anniversary Day to that Monday: the day before the fourth Thursday of January.
  // Source: http://kiwiburn.com/about/faqs/
  day(
    'kiwiburn',
    'Kiwiburn Begins',
    after(nth(4, THU, 1), -1),
    ['#Kiwiburn', '#BurningMan', '#Hunterville'],
    NZ,
  ),
  // The Karaka Millions, Auckland's summer race night at Ellerslie with its million-dollar races, on the
  // Saturday of Auckland Anniversary weekend, the eve of the National Yearling Sale: two days after the fourth
  // Thursday of January.
  // Source: https://www.aucklandracing.co.nz/where-racing-meets-the-afterparty-john-fisher-aka-big-john-brings-global-club-energy-to-karaka-millions
  day(
    'karaka-millions',
    'Karaka Millions',
    after(nth(4, THU, 1), 2),
    ['#KarakaMillions', '#Ellerslie', '#NZRacing'],
    NZ,
  ),
  // The Central Otago Pinot Noir Celebration, three days of tastings, masterclasses, lunches and excursions in
  // Queenstown with the region's wineries, from the last Thursday of January.
  // Source: https://odt.co.nz/lifestyle/food-wine/wine-reviews/pinot-noir-fans-well-catered
  food(
    'central-otago-pinot-noir-celebration',
    'Central Otago Pinot Noir Celebration',
    last(THU, 1),
    ['#PinotCelebration', '#CentralOtago', '#PinotNoir'],
    NZ,
  ),
  // The Coast to Coast, the run, ride and kayak race across the South Island from Kumara Beach to Christchurch;
  // its two-day race sets off on the Friday before the second Saturday of February, when the one-day Longest
  // Day is raced.
  // Source: https://coasttocoast.co.nz/rules-2025
  day(
    'coast-to-coast-begins',
    'Coast to Coast Begins',
    after(nth(2, SAT, 2), -1),
    ['#CoastToCoast', '#Multisport', '#KathmanduCoastToCoast'],
    NZ,
  ),
  // The Big Gay Out, the Auckland Pride Festival's free day of music, stalls and speeches at Coyle Park, Point
  // Chevalier, on the second Sunday of February.
  // Source: http://www.nzherald.co.nz/nz/news/article.cfm?c_id=1&objectid=11799304&ref=rss
  day('big-gay-out', 'Big Gay Out', nth(2, SUN, 2), ['#BigGayOut', '#AucklandPride'], NZ),
  // The Art Deco Festival Napier, four days of 1920s and 1930s dress, vintage cars and dancing run by the Art Deco
  // Trust for the city rebuilt after the 1931 earthquake, opening on the Thursday before the third Saturday of
  // February.
  // Source: https://aotearoatoday.com/home/2022/11/3/art-deco-festival-returns-to-napier
  day(
    'art-deco-festival-napier',
    'Art Deco Festival Napier Begins',
    after(nth(3, SAT, 2), -2),
    ['#ArtDecoFestival', '#Napier', '#ArtDeco'],
    NZ,
  ),
  // The Golden Shears, the world's premier shearing and woolhandling championships, held in Masterton since
  // 1961 and ending with the Open final on the first Saturday of March.
  // Source: https://www.scoop.co.nz/stories/AK2002/S00243/golden-shears-mark-milestone-with-free-entry-day.htm
  day(
    'golden-shears',
    'Golden Shears Final',
    nth(1, SAT, 3),
    ['#GoldenShears', '#Shearing', '#Masterton'],
    NZ,
  ),
  // Opening Day of the game bird season, when tens of thousands of hunters head to their maimai at dawn on the
  // first Saturday of May, a tradition of more than a hundred years kept by Fish & Game New Zealand.
  // Source: https://www.scoop.co.nz/stories/AK2105/S00009/quacker-of-a-morning-greets-duck-hunters.htm
  day(
    'duck-season-opening-day',
    'Duck Shooting Opening Day',
    nth(1, SAT, 5),
    ['#DuckSeason', '#OpeningDay', '#DuckHunting'],
    NZ,
  ),
  // New Zealand Sign Language Week, held by Deaf Aotearoa every May since 2007 for one of the country's official
  // languages, from the Monday after the first Sunday of May.
  // Source: https://www.scoop.co.nz/stories/CU2404/S00082/new-zealand-sign-language-week-2024-celebrating-an-aotearoa-where-anyone-can-sign-anywhere.htm
  day(
    'nzsl-week',
    'New Zealand Sign Language Week Begins',
    after(nth(1, SUN, 5), 1),
    ['#NZSLWeek', '#NZSL', '#DeafAotearoa'],
    NZ,
  ),
  // The Auckland Writers Festival Waituhi o Tāmaki, a week of talks by writers from Aotearoa and abroad at the
  // Aotea Centre, opening on the Tuesday after Mother's Day (the second Sunday of May).
  // Source: https://writersfestival.co.nz/past-festivals
  day(
    'auckland-writers-festival',
    'Auckland Writers Festival Begins',
    after(nth(2, SUN, 5), 2),
    ['#AucklandWritersFestival', '#WritersFestival', '#NZBooks'],
    NZ,
  ),
  // Tonga Emancipation Day, June 4, when King George Tupou I freed the commoners from serfdom in 1862, a day of
  // New Zealand's Tongan community on Aotearoa's Cultural Calendar.
  // Source: https://culturalcalendar.nz/tonga%20emancipation%20day
  day(
    'tonga-emancipation-day-new-zealand',
    'Tonga Emancipation Day',
    fixed(6, 4),
    ['#Tonga', '#EmancipationDay', '#Tongan'],
    NZ,
  ),
  // Wikin te Taetae ni Kiribati, the Kiribati Language Week of the Ministry for Pacific Peoples, from the Sunday
  // of the week of Kiribati's Independence Day (July 12): from July 6 to 12, the first Tuesday five days on.
  // Source: https://www.mpp.govt.nz/programmes/pacific-language-weeks/kiribati-language-week-2021/
  day(
    'kiribati-language-week-new-zealand',
    'Kiribati Language Week Begins',
    after(nth(1, TUE, 7), 5),
    ['#KiribatiLanguageWeek', '#PacificLanguageWeeks'],
    NZ,
  ),
  // Te 'Epetoma o te Reo Māori Kūki 'Āirani, the Cook Islands Language Week of the Ministry for Pacific
  // Peoples, from the Sunday of the week of Cook Islands Constitution Day (August 4): from July 29 to August 4,
  // the first Wednesday of August three days back.
  // Source: http://www.mpp.govt.nz/language-culture-and-identity/pacific-language-weeks/cook-islands-language-week/
  day(
    'cook-islands-language-week-new-zealand',
    'Cook Islands Language Week Begins',
    after(nth(1, WED, 8), -3),
    ['#CookIslandsLanguageWeek', '#PacificLanguageWeeks'],
    NZ,
  ),
  // The Big Latch On, the breastfeeding gatherings Women's Health Action started in New Zealand in 2005, held
  // across the country on the Friday and Saturday of World Breastfeeding Week that end on its first Saturday of
  // August.
  // Source: http://www.voxy.co.nz/health/5/289000
  health(
    'big-latch-on',
    'Big Latch On',
    nth(1, SAT, 8),
    ['#BigLatchOn', '#BrelfieNZ', '#WorldBreastfeedingWeek'],
    NZ,
  ),
  // The Auckland Marathon, New Zealand's largest running event and the one day a year runners cross the Auckland
  // Harbour Bridge, run on the Sunday after Labour Day (the fourth Monday of October).
  // Source: https://www.stuff.co.nz/auckland/sport/300721403/auckland-marathon-what-you-need-to-know-about-start-times-road-closures-spectating
  day(
    'auckland-marathon',
    'Auckland Marathon',
    after(nth(4, MON, 10), 6),
    ['#AucklandMarathon', '#Running'],
    NZ,
  ),
  // Tonga National Day, November 4, the day King George Tupou I gave Tonga its constitution in 1875, a day of
  // New Zealand's Tongan community on Aotearoa's Cultural Calendar.
  // Source: https://culturalcalendar.nz/tonga%20national%20day
  day(
    'tonga-national-day-new-zealand',
    'Tonga National Day',
    fixed(11, 4),
    ['#Tonga', '#TongaNationalDay', '#Tongan'],
    NZ,
  ),
  // White Ribbon Day, November 25, when New Zealand men wear a white ribbon against violence towards women; the
  // White Ribbon campaign has run it in New Zealand since 2004.
  // Source: https://nzfvc.org.nz/news/new-zealand-white-ribbon-day-2014
  health(
    'white-ribbon-day-new-zealand',
    'White Ribbon Day',
    fixed(11, 25),
    ['#WhiteRibbonDay', '#WhiteRibbonNZ'],
    NZ,
  ),
  // The Farmers Santa Parade, New Zealand's largest Christmas parade, down Auckland's Queen Street on the last
  // Sunday of November since 1934.
  // Source: https://www.scoop.co.nz/stories/AK2310/S00065/experience-the-magic-of-christmas-at-the-90th-farmers-santa-parade-in-auckland.htm
  day(
    'farmers-santa-parade',
    'Farmers Santa Parade',
    last(SUN, 11),
    ['#FarmersSantaParade', '#SantaParade', '#Auckland'],
    NZ,
  ),
  // Crate Day, the unofficial start of summer on the first Saturday of December, first promoted by the radio
  // station The Rock in 2010, with liquor stores' crate deals.
  // Source: https://en.wikipedia.org/wiki/Crate_Day
  food('crate-day-new-zealand', 'Crate Day', nth(1, SAT, 12), ['#CrateDay', '#NationalCrateDay'], NZ),
  // Rhythm and Alps, the South Island's New Year music festival in the Cardrona Valley near Wānaka, opening on
  // December 30 for its two days.
  // Source: https://www.odt.co.nz/regions/wanaka/organisers-all-set-alpine-music-festival
  day('rhythm-and-alps', 'Rhythm and Alps', fixed(12, 30), ['#RhythmAndAlps', '#Wanaka', '#NZMusic'], NZ),

  // Australia
  // Magic Millions Raceday, Queensland's richest race day, at the Gold Coast Turf Club on the second Saturday of
  // January, the big day of the Magic Millions carnival.
  // Source: https://www.punters.com.au/news/Magic-Millions-day-preview_156427/
  day(
    'magic-millions-raceday',
    'Magic Millions Raceday',
    nth(2, SAT, 1),
    ['#MagicMillions', '#GoldCoast', '#Racing'],
    AU,
  ),
  // The Sydney Fish Market's 36-Hour Seafood Marathon, open non-stop from 5am on December 23 to 5pm on Christmas
  // Eve for the prawns and oysters of Christmas lunch.
  // Source: https://www.sydneyfishmarket.com.au/Home/News-Media/News/Article/the-insiders-guide-to-the-36-hour-seafood-marathon-1
  food(
    'sydney-fish-market-seafood-marathon',
    'Sydney Fish Market Seafood Marathon',
    fixed(12, 23),
    ['#SydneyFishMarket', '#SeafoodMarathon', '#ChristmasSeafood'],
    AU,
  ),
];
