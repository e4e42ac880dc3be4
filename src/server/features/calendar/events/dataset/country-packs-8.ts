import type { AwarenessDay } from '../types.js';
import {
  after,
  CA,
  define,
  easter,
  FRI,
  fixed,
  last,
  MON,
  nth,
  SAT,
  SUN,
  THU,
  TUE,
  table,
  WED,
} from './define.js';

const day = define('cultural');
const health = define('health');
const food = define('food');
const seasonal = define('seasonal');
const holiday = define('holiday');
const business = define('business');
const faith = define('cultural', 'religious');

const AU = ['AU'];
const NZ = ['NZ'];
const AU_CA_NZ = ['AU', 'CA', 'NZ'];
const AU_CA = ['AU', 'CA'];

/**
 * Enkutatash, Meskerem 1 of the Ethiopian calendar: September 11, or September 12 when the Ethiopian year
 * that ends has its sixth day of Pagume (the Gregorian years before a leap year: 2023, 2027, 2031...).
 */
const ETHIOPIAN_NEW_YEAR: Readonly<Record<number, string>> = {
  2024: '2024-09-11',
  2025: '2025-09-11',
  2026: '2026-09-11',
  2027: '2027-09-12',
  2028: '2028-09-11',
  2029: '2029-09-11',
  2030: '2030-09-11',
  2031: '2031-09-12',
  2032: '2032-09-11',
  2033: '2033-09-11',
  2034: '2034-09-11',
  2035: '2035-09-12',
  2036: '2036-09-11',
  2037: '2037-09-11',
  2038: '2038-09-11',
  2039: '2039-09-12',
  2040: '2040-09-11',
};

/**
 * More days of Canada, Australia and New Zealand that their businesses post about: provincial, state and
 * territory holidays, race days and parades, charity and profession days, festivals, the food days kept there,
 * the feasts their Filipino, Punjabi and Mexican communities keep, and the new years and national days of their
 * Ethiopian, Thai, Ukrainian and Macedonian communities.
 */
export const countryDaysCanadaOceania: AwarenessDay[] = [
  // Canada
  // The Caesar, Canada's national cocktail, has had its day on the Thursday before the May long weekend since
  // 2009.
  // Source: https://canadasnationalcocktail.ca/national-caesar-day
  food('national-caesar-day', 'National Caesar Day', after(last(MON, 5), -11), ['#CaesarDay', '#Caesar'], CA),
  // The Royal St. John's Regatta on Quidi Vidi Lake, a civic holiday in St. John's on the first Wednesday of
  // August.
  // Source: https://thenationpost.ca/holiday/the-royal-st-johns-regatta/
  day('regatta-day-canada', 'Regatta Day', nth(1, WED, 8), ['#RegattaDay', '#StJohnsRegatta', '#NL'], CA),
  // Recognised by the Government of Canada since 1999 on the first Wednesday in June.
  // Source: https://www.canada.ca/en/environment-climate-change/campaigns/canadian-environment-week/clean-air-day.html
  day('clean-air-day-canada', 'Clean Air Day', nth(1, WED, 6), ['#CleanAirDay', '#AirQuality'], CA),
  // Parliament's 2010 motion made the first Tuesday of April the day of unpaid carers, now National Caregiver
  // Day.
  // Source: https://ehospice.com/canada_english_posts/today-is-national-caregiver-day/
  health(
    'national-caregiver-day-canada',
    'National Caregiver Day',
    nth(1, TUE, 4),
    ['#CaregiverDay', '#Caregivers'],
    CA,
  ),
  // Proclaimed on the first Sunday in June since a House of Commons motion of 2002.
  // Source: https://memorialogy.com/pages/entries/entries.php?post=n82
  day(
    'canadian-armed-forces-day',
    'Canadian Armed Forces Day',
    nth(1, SUN, 6),
    ['#CAFDay', '#CanadianArmedForces'],
    CA,
  ),
  // Food Day Canada, begun by Anita Stewart in 2003, on the Saturday of the August long weekend.
  // Source: https://www.urbancowboy.ca/2019/03/26/celebrate-local-food-day-in-season-says-founder/
  food(
    'food-day-canada',
    'Food Day Canada',
    after(nth(1, MON, 8), -2),
    ['#FoodDayCanada', '#CanadianFood'],
    CA,
  ),
  // Quebec's construction sites close for two weeks, usually from the second-to-last Sunday of July.
  // Source: https://emploiretraite.ca/blogue/entreprise/debut-officiel-des-vacances-pour-les-constructeurs-au-quebec
  seasonal(
    'construction-holiday-quebec',
    'Construction Holiday',
    after(last(SUN, 7), -7),
    ['#VacancesDeLaConstruction', '#Quebec'],
    CA,
  ),
  // La Sainte-Catherine, November 25, when Quebec families and schools pull tire Sainte-Catherine taffy.
  // Source: https://traditionsvivantes.com/divers/la-sainte-catherine-au-quebec-histoire-traditions-et-heritage-dune-fete-bien-de-chez-nous
  food(
    'sainte-catherine-quebec',
    'Sainte-Catherine',
    fixed(11, 25),
    ['#SainteCatherine', '#TireSainteCatherine'],
    CA,
  ),
  // Atlantic Canada's largest parade, in Charlottetown during Old Home Week, on the third Friday of August.
  // Source: https://thenationpost.ca/holiday/gold-cup-parade
  day('gold-cup-parade', 'Gold Cup Parade', nth(3, FRI, 8), ['#GoldCupParade', '#OldHomeWeek', '#PEI'], CA),
  // National Nursing Week, the week containing May 12 (Florence Nightingale's birthday), proclaimed by Ottawa
  // at the Canadian Nurses Association's 1985 request; it runs Monday to Sunday, so it begins on the Monday
  // from May 6 to 12.
  // Source: https://www.casn.ca/2022/04/national-nursing-week-2022/
  health(
    'national-nursing-week-canada',
    'National Nursing Week',
    after(nth(2, WED, 5), -2),
    ['#NationalNursingWeek', '#Nurses'],
    CA,
  ),
  // Ottawa Race Weekend, Canada's largest running event since 1975, on the fourth weekend of May: the 10K on
  // the Saturday, the Ottawa Marathon on the Sunday.
  // Source: https://en.wikipedia.org/wiki/Ottawa_Race_Weekend
  day(
    'ottawa-race-weekend',
    'Ottawa Race Weekend',
    nth(4, SAT, 5),
    ['#OttawaRaceWeekend', '#OttawaMarathon', '#Ottawa'],
    CA,
  ),
  // June 12, Philippine Independence Day, marked by Filipino Canadians with flag raisings at city halls
  // (Ottawa, Calgary, Lethbridge, Regina), by Filipino Australians at Melbourne's Federation Square and the
  // consulates, and by Filipino New Zealanders with festivals such as Christchurch's at Tūranga library.
  // Source: https://globalnews.ca/news/5383807/philippines-independence-day-lethbridge-flag-raising
  // Source: https://www.sbs.com.au/language/filipino/en/podcast-episode/we-dont-want-to-lose-our-connection-communities-across-australia-celebrate-the-124th-philippine-independence-day/xx2yo0psl
  // Source: https://my.christchurchcitylibraries.com/blogs/post/celebrate-philippine-independence-day-2021-in-turanga/
  // In Ireland, the UAE and Singapore: celebrated by the Filipino communities of Dublin, Dubai and Singapore
  // (with the Philippine embassy in Singapore).
  // Source: http://ericbyrne.ie/news/358-filipinos-celebrate
  // Source: https://gulfnews.com/lifestyle/community/filipino-community-celebrates-121st-independence-day-in-dubai-1.64661330
  // Source: https://www.philippine-embassy.org.sg/observance-of-the-117th-anniversary-of-the-proclamation-of-philippine-independence-in-singapore/
  // In South Africa: the Philippine Embassy in Pretoria gathers Filipinos from across southern Africa for it.
  // Source: https://dfa.gov.ph/authentication-functions/187-117th-anniversary-of-the-proclamation-of-philippine-independence/6588-phl-embassy-in-pretoria-filipino-community-gather-to-celebrate-117th-anniversary-of-philippine-independence
  // Source: https://www.thediplomaticsociety.co.za/5092-philippines-showcases-culture-and-diplomacy-in-south-africa
  day(
    'philippine-independence-day-au-ca-nz',
    'Philippine Independence Day',
    fixed(6, 12),
    ['#PhilippineIndependenceDay', '#Kalayaan', '#FilipinoHeritageMonth'],
    [...AU_CA_NZ, 'IE', 'AE', 'SG', 'ZA'],
  ),
  // Tibb's Eve, December 23, Newfoundland and Labrador's unofficial holiday since the Second World War: the
  // first Christmas drink with friends, now a big night in St. John's bars and spreading to Halifax and
  // Toronto.
  // Source: https://nationalpost.com/pmn/news-pmn/canada-news-pmn/pandemic-dampening-tibbs-eve-the-unique-n-l-holiday-with-folkloric-origins
  day('tibbs-eve-canada', "Tibb's Eve", fixed(12, 23), ['#TibbsEve', '#Newfoundland', '#NL'], CA),
  // Simbang Gabi, the Filipino novena of dawn Masses from December 16 to 24, now kept in parishes across
  // Canada, Australia and New Zealand (Vancouver, Toronto, Winnipeg; Sydney, Melbourne, Canberra; Auckland's
  // cathedral).
  // Source: https://catholicregister.org/faith/item/28662-simbang-gabi-adds-filipino-flare-to-feast
  // Source: https://melbournecatholic.org/news/simbang-gabi-a-christmas-gift-from-the-filipino-community
  // Source: https://www.pressreader.com/new-zealand/australian-womens-weekly-nz/20181206/282295321274395
  // In Ireland: Simbang Gabi, held by the Filipino chaplaincy in Irish parishes.
  // Source: https://catholicireland.net/?p=135764
  // In the Netherlands: held by Filipino Catholic communities in Rotterdam, The Hague, Amsterdam and Gouda.
  // Source: https://fccr.nl/simbang-gabi2023
  faith(
    'simbang-gabi-au-ca-nz',
    'Simbang Gabi',
    fixed(12, 16),
    ['#SimbangGabi', '#PaskongPinoy'],
    [...AU_CA_NZ, 'IE', 'NL'],
  ),
  // Enkutatash, the Ethiopian New Year (September 11, or 12 in an Ethiopian leap year), kept by Ethiopian
  // Canadians (Toronto, Ottawa) and Ethiopian Australians (Footscray's street festival in Melbourne).
  // Source: https://pipsc.ca/labour-relations/consultation/ecc/happy-enkutatash-ethiopian-new-year
  // Source: https://byblacks.com/news/item/2607-ethiopians-in-toronto-keep-new-year-tradition-alive
  // Source: https://amp.abc.net.au/article/104331658
  // In the UAE: kept by its Ethiopian expatriates.
  // Source: https://www.zawya.com/en/business/ethiopian-expats-usher-in-new-millennium-j3fo786x
  // In New Zealand: held by Wellington's Ethiopian community.
  // Source: https://issuu.com/the.star/docs/217257cs/11
  // In Ireland: held by the Ethiopian Community in Ireland in Dublin, and with a New Year feast by Ethiopian Airlines.
  // Source: http://yeahenglish.net/?p=1751
  // Source: https://jimmurtytraveltraveltravel.com/2019/09/13/happy-newer-year-from-ethiopia/
  day(
    'ethiopian-new-year-au-ca',
    'Ethiopian New Year',
    table(ETHIOPIAN_NEW_YEAR),
    ['#Enkutatash', '#EthiopianNewYear'],
    [...AU_CA, 'AE', 'NZ', 'IE'],
  ),
  // Songkran, the Thai New Year on April 13 (the holiday runs to the 15th), kept by Thai temples,
  // restaurants and community festivals in Canada (Toronto, Vancouver), Australia (Sydney, Canberra) and New
  // Zealand (Tauranga).
  // Source: http://www.nepmcc.com/ucc/thai
  // Source: https://www.tonyburke.com.au/speechestranscripts/2017/6/6/songkran-thai-new-year-13th-april-2017
  // Source: https://www.nzherald.co.nz/bay-of-plenty-times/news/taurangas-thai-community-come-together-for-songkran-water-festival/
  // In the UAE and Singapore: Songkran festivities of the Thai communities and Thai restaurants.
  // Source: https://gulfnews.com/uae/thai-expats-in-the-uae-to-mark-songkran-with-colourful-festivities-1.87080959
  // Source: https://www.thefinder.com.sg/things-to-do/heres-how-you-can-celebrate-the-thai-songkran-festival-right-here-in-singapore/
  // In South Africa: the Royal Thai Embassy and the Thai communities of Johannesburg and Pretoria hold a
  // Songkran festival in Pretoria, with water blessings, Thai food and folk dances.
  // Source: http://www.thaiembassy.org/pretoria/en/news/2307/88532-Royal-Thai-Embassy-host-Thai-New-Years-(Songkran-F.html
  day(
    'songkran-abroad',
    'Songkran',
    fixed(4, 13),
    ['#Songkran', '#ThaiNewYear'],
    [...AU_CA_NZ, 'AE', 'SG', 'ZA'],
  ),

  // Free Comic Book Day, the first Saturday of May since 2002, when comic shops across Canada and Australia
  // (Kings Comics in Sydney, All Star Comics in Melbourne, Impact Comics in Canberra) give away comics.
  // Source: https://globalnews.ca/news/4189393/free-comic-book-day/
  // Source: https://canada-news.org/calgary/comic-book-enthusiasts-flock-to-their-favourite-store-for-a-free-comic/
  // Source: https://www.nowuc.com.au/2018/05/free-comic-book-day/
  // In Ireland: Galway's comic shop gives away comics on the day.
  // Source: http://morgtoday.blogspot.com/2010/05/free-comic-book-day.html
  business(
    'free-comic-book-day-au-ca',
    'Free Comic Book Day',
    nth(1, SAT, 5),
    ['#FreeComicBookDay', '#FCBD', '#Comics'],
    [...AU_CA, 'IE'],
  ),
  // La Grande Guignolée des médias, Quebec's media food drive since 2001: its street collection is held on
  // the first Thursday of December.
  // Source: https://www.journaldequebec.com/2020/12/03/guignolee-des-medias-pas-de-collecte-dans-les-rues
  day(
    'grande-guignolee-des-medias',
    'La Grande Guignolée des médias',
    nth(1, THU, 12),
    ['#GuignoleeDesMedias', '#Guignolee', '#Quebec'],
    CA,
  ),
  // National Moscato Day, May 9, begun by a California winery in 2012 and noted in the Canadian local press.
  // Source: https://www.cornwallseawaynews.com/community/national-moscato-day/
  food(
    'national-moscato-day-canada',
    'National Moscato Day',
    fixed(5, 9),
    ['#NationalMoscatoDay', '#Moscato'],
    CA,
  ),
  // National Donair Day, December 8, kept in Halifax since the city made the donair its official food in
  // 2015, with King of Donair's charity drives.
  // Source: https://atlantic.ctvnews.ca/halifax-celebrates-the-city-s-favourite-food-on-national-donair-day-1.6680469
  food(
    'national-donair-day',
    'National Donair Day',
    fixed(12, 8),
    ['#NationalDonairDay', '#Donair', '#Halifax'],
    CA,
  ),
  // The Day of Unity of Ukraine, January 22 (the 1919 union of the Ukrainian lands), greeted each year by the
  // Ukrainian Canadian Congress.
  // Source: http://ucu-building-community.blogspot.ca/2015/01/ucc-statement-on-day-of-unity-of-ukraine.html
  day('ukrainian-unity-day-canada', 'Day of Unity of Ukraine', fixed(1, 22), ['#DayOfUnity', '#Ukraine'], CA),

  // Australia
  // Australian Constitution Day: the Commonwealth of Australia Constitution Act was approved on July 9, 1900.
  // Source: https://anydayguide.com/calendar/09-07-2027
  day(
    'constitution-day-australia',
    'Australian Constitution Day',
    fixed(7, 9),
    ['#ConstitutionDay', '#AusConstitution'],
    AU,
  ),
  // Canteen's fundraiser for young people with cancer, on the last Friday of October.
  // Source: https://2ser.com/national-bandanna-day/
  health('national-bandanna-day', 'National Bandanna Day', last(FRI, 10), ['#BandannaDay', '#Canteen'], AU),
  // The Gurindji walk-off from Wave Hill station on 23 August 1966, which began the land rights movement, is
  // celebrated every August with the Freedom Day Festival at Kalkaringi.
  // Source: https://reconciliation.org.au/small-actions-big-impact
  day(
    'wave-hill-walk-off-day',
    'Wave Hill Walk-Off Day',
    fixed(8, 23),
    ['#FreedomDay', '#WaveHillWalkOff', '#LandRights'],
    AU,
  ),
  // triple j's countdown of the year's songs, held on the fourth weekend of January since 2018.
  // Source: https://www.pedestrian.tv/music/triple-j-officially-moving-date-of-hottest-100/
  day('hottest-100', 'Hottest 100', nth(4, SAT, 1), ['#Hottest100', '#triplej'], AU),
  // Started in Victoria in 2017 by cardiologist Geoff Toogood for doctors' mental health: the first Friday in
  // June.
  // Source: https://www.maacgmedical.com.au/2020/06/04/crazysocks4docs-2020/
  health(
    'crazy-socks-4-docs-day',
    'Crazy Socks 4 Docs Day',
    nth(1, FRI, 6),
    ['#CrazySocks4Docs', '#Socks4Docs'],
    AU,
  ),
  // July 19, when Sydney's cocktail bars mark International Daiquiri Day.
  // Source: https://concreteplayground.com/sydney/food-drink/drink/five-places-to-try-on-international-daiquiri-day-in-sydney
  // In Singapore: its bars mark International Daiquiri Day on July 19.
  // Source: https://expatchoice.asia/whats/bacardi-rum-month-festivities-offer-summer-classic-cocktails
  food(
    'daiquiri-day-australia',
    'International Daiquiri Day',
    fixed(7, 19),
    ['#DaiquiriDay', '#Daiquiri'],
    [...AU, 'SG'],
  ),
  // August 25, on the Australian bar trade's calendar as worth celebrating in Australia.
  // Source: https://barsclubs.com.au/calendar/
  food(
    'whiskey-sour-day-australia',
    'National Whiskey Sour Day',
    fixed(8, 25),
    ['#WhiskeySourDay', '#WhiskeySour'],
    AU,
  ),
  // December 2, Sailor Jerry's day for thanking bartenders, on the same Australian bar trade calendar.
  // Source: https://barsclubs.com.au/calendar/
  business(
    'bartender-appreciation-day-australia',
    'Bartender Appreciation Day',
    fixed(12, 2),
    ['#BartenderAppreciationDay', '#Bartender'],
    AU,
  ),
  // Easter Tuesday, a Tasmanian statutory holiday kept by the State Public Service and some awards.
  // Source: https://www.worksafe.tas.gov.au/laws/public_holidays
  holiday('easter-tuesday-tasmania', 'Easter Tuesday', easter(2), ['#EasterTuesday', '#Tasmania'], AU),
  // NSW Grandparents Day, begun by the New South Wales Government in 2011 and held on the last Sunday in
  // October, with events in libraries and council areas across the state.
  // Source: https://www.wsc.nsw.gov.au/events/grandparents-day
  day(
    'grandparents-day-nsw',
    'Grandparents Day',
    last(SUN, 10),
    ['#GrandparentsDay', '#NSWGrandparentsDay'],
    AU,
  ),
  // Ilinden, August 2, North Macedonia's Day of the Republic (the 1903 Ilinden Uprising), kept by Macedonian
  // Australians with church services, a festive lunch and music, as in Melbourne at the Goce Delčev monument.
  // Source: https://www.sbs.com.au/language/macedonian/en/podcast-episode/macedonians-in-melbourne-celebrate-the-day-of-the-republic-ilinden/fa8nx7k6f
  // Source: https://www.openaustralia.org.au/debates/?id=2011-08-25.121.1
  day('ilinden-australia', 'Ilinden', fixed(8, 2), ['#Ilinden', '#Macedonia'], AU),
  // Northern Tasmania's public holiday, on the first Monday in November since 1919.
  // Source: https://en.wikipedia.org/wiki/Recreation_Day_holiday
  holiday('recreation-day-tasmania', 'Recreation Day', nth(1, MON, 11), ['#RecreationDay', '#Tasmania'], AU),
  // Victoria Derby Day, the first day of the Melbourne Cup Carnival at Flemington, on the Saturday before Cup
  // Day.
  // Source: http://www.liquisearch.com/victoria_derby
  day(
    'victoria-derby-day',
    'Derby Day',
    after(nth(1, TUE, 11), -3),
    ['#DerbyDay', '#MelbourneCupCarnival', '#Flemington'],
    AU,
  ),
  // Aged Care Employee Day, August 7 each year: the aged care sector's national day of thanks to its
  // workforce.
  // Source: https://thedcminstitute.com.au/thanksforcaring-aged-care-employee-day-2023
  health(
    'aged-care-employee-day',
    'Aged Care Employee Day',
    fixed(8, 7),
    ['#ThanksForCaring', '#AgedCare'],
    AU,
  ),
  // August 5, World Oyster Day, kept by Sydney Fish Market and the New South Wales oyster trade with Sydney
  // Rock, Pacific and Angasi oysters.
  // Source: https://www.sydneyfishmarket.com.au/Home/News-Media/News/Article/celebrate-world-oyster-day-with-sydney-fish-market
  food(
    'world-oyster-day-australia',
    'World Oyster Day',
    fixed(8, 5),
    ['#WorldOysterDay', '#SydneyRockOyster'],
    AU,
  ),
  // Alice Springs Show Day, the Northern Territory regional public holiday on the first Friday of July, the
  // first day of the Alice Springs Show at Blatherskite Park.
  // Source: https://symmetraglobal.com/diversity_calendar/alice-springs-show-day/
  holiday(
    'alice-springs-show-day',
    'Alice Springs Show Day',
    nth(1, FRI, 7),
    ['#AliceSpringsShow', '#AliceSprings', '#NTShows'],
    AU,
  ),
  // Norfolk Island's Thanksgiving Day, a public holiday on the last Wednesday in November, a legacy of the
  // American whalers' visits, with churches decked in corn and produce.
  // Source: https://www.norfolkonlinenews.com/article/norfolk-island-thanksgiving-day-november-2023
  holiday(
    'thanksgiving-norfolk-island',
    'Norfolk Island Thanksgiving Day',
    last(WED, 11),
    ['#NorfolkIsland', '#Thanksgiving'],
    AU,
  ),

  // New Zealand
  // Held since 1997 on the fourth Friday in August, with events all over the country.
  // Source: http://www.scoop.co.nz/stories/CU1908/S00235/celebrating-the-unifying-power-of-poetry.htm
  day(
    'national-poetry-day-new-zealand',
    'National Poetry Day',
    nth(4, FRI, 8),
    ['#NZPoetryDay', '#Poetry'],
    NZ,
  ),
  // New Zealand's longest-running wine festival, at Blenheim on the second Saturday of February since 1985.
  // Source: https://nzherald.co.nz/bay-of-plenty-times/lifestyle/jan-bilton-big-year-for-brancott-food-and-wine-festival/L3GJFR4Z2CHUIPUS6OUH66BNNE
  food(
    'marlborough-wine-and-food-festival',
    'Marlborough Wine & Food Festival',
    nth(2, SAT, 2),
    ['#MarlboroughWineFestival', '#MarlboroughWine', '#NZWine'],
    NZ,
  ),
  // July 21, when Kiwis, who claim the lamington was first made in New Zealand, buy and bake them for
  // charity.
  // Source: https://www.countdown.co.nz/news-and-media-releases/2017/july/kiwis-celebrate-iconic-treat-on-international-lamington-day
  // In South Africa: Lamington Day on July 21: South Africans bake lamingtons, known locally as ystervarkies.
  // Source: https://www.thesouthafrican.com/food/recipes/lamingtons/
  food(
    'lamington-day-new-zealand',
    'Lamington Day',
    fixed(7, 21),
    ['#LamingtonDay', '#Lamingtons'],
    [...NZ, 'ZA'],
  ),
  // New Zealand's largest mass cycling event, round Lake Taupō on the last Saturday of November since 1977.
  // Source: https://en.wikipedia.org/wiki/Lake_Taupo_Cycle_Challenge
  day(
    'lake-taupo-cycle-challenge',
    'Lake Taupō Cycle Challenge',
    last(SAT, 11),
    ['#CycleChallenge', '#Taupo'],
    NZ,
  ),
  // Te Rā o Ngā Tamariki, a day of national awareness on the first Sunday of March since 2000.
  // Source: https://childrensday.org.nz/home/about
  day(
    'childrens-day-new-zealand',
    "Children's Day",
    nth(1, SUN, 3),
    ['#ChildrensDayNZ', '#TeRaONgaTamariki'],
    NZ,
  ),
];
