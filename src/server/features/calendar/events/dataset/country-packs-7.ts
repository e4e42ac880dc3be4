import type { AwarenessDay } from '../types.js';
import { after, define, easter, FRI, fixed, GB, last, MON, nth, SAT, SUN, THU, TUE, WED } from './define.js';

const day = define('cultural');
const health = define('health');
const food = define('food');
const faith = define('cultural', 'religious');
const solemn = define('cultural', 'solemn');

const IE = ['IE'];

/**
 * More days of the United Kingdom and Ireland that their businesses post about: county days, old local customs
 * and fairs, the great race meetings, literary days, food days of the catering trade and charity campaign days;
 * for Ireland also the pattern days of its saints' holy wells and pilgrim sites, and its festivals of music and
 * culture.
 */
export const countryDaysBritainIreland: AwarenessDay[] = [
  // United Kingdom and Ireland

  // United Kingdom
  // Plough Sunday, when churches bless a plough for the farming year, kept since the Victorians on the first
  // Sunday after Epiphany (January 7 to 13).
  // Source: https://www.churchtimes.co.uk/articles/2015/30-january/news/uk/back-to-work
  // In Ireland: Plough Sunday services in Church of Ireland parishes (Nenagh, Glaslough).
  // Source: https://www.nenaghguardian.ie/2026/01/09/all-welcome-to-plough-sunday
  // Source: http://tydavnet.com/news/2023/01/plough-sunday-service-st-salvators-glaslough/
  faith(
    'plough-sunday',
    'Plough Sunday',
    after(nth(1, MON, 1), 6),
    ['#PloughSunday', '#Farming'],
    [...GB, 'IE'],
  ),
  // The Old New Year of the Gwaun Valley in Pembrokeshire, kept by the Julian calendar since 1752.
  // Source: https://www.westerntelegraph.co.uk/news/19847697.watch-gwaun-valley-cwm-gwaun-hen-galan-new-year-traditions/
  day('hen-galan', 'Hen Galan', fixed(1, 13), ['#HenGalan', '#CwmGwaun', '#Wales'], GB),
  // A British pudding's day, on the food calendar of the UK catering trade.
  // Source: https://insider.fairwayfoodservice.com/event/international-sticky-toffee-pudding-day/
  food(
    'sticky-toffee-pudding-day-uk',
    'Sticky Toffee Pudding Day',
    fixed(1, 23),
    ['#StickyToffeePuddingDay', '#StickyToffeePudding'],
    GB,
  ),
  // National Toast Day, launched in 2014 by the Tiptree World Bread Awards, on the last Thursday of February.
  // Source: http://www.worldbreadawards.com/who-you-gonna-calltoastbusters/
  // Source: https://insider.fairwayfoodservice.com/event/national-toast-day/
  food('national-toast-day-uk', 'National Toast Day', last(THU, 2), ['#NationalToastDay', '#Toast'], GB),
  // Tutti Day, the heart of Hungerford's Hocktide, the one town in England still keeping it, on the second
  // Tuesday after Easter.
  // Source: https://townandmanor.co.uk/preparing-for-hocktide/
  day('tutti-day-hungerford', 'Tutti Day', easter(9), ['#TuttiDay', '#Hocktide', '#Hungerford'], GB),
  // Somerset's county day, kept since 2015 for King Alfred's victory at the Battle of Edington (878).
  // Source: https://wikishire.co.uk/wiki/County_day
  day('somerset-day', 'Somerset Day', fixed(5, 11), ['#SomersetDay', '#Somerset'], GB),
  // Dylan Day, set in 2015 by Literature Wales and the Welsh Government, on the date Under Milk Wood was
  // first read.
  // Source: http://thebookseller.com/news/dylan-day-be-marked-every-year
  day('dylan-day', 'Dylan Thomas Day', fixed(5, 14), ['#DylanDay', '#DylanThomas', '#Wales'], GB),
  // The planting of the Penny Hedge in Whitby's upper harbour, a penance kept on Ascension Eve since 1159.
  // Source: https://www.thescarboroughnews.co.uk/news/people/penny-hedge-planted-in-whitby-in-centuries-old-ceremony-5150545
  day('penny-hedge-whitby', 'Planting of the Penny Hedge', easter(38), ['#PennyHedge', '#Whitby'], GB),
  // Devon's county day, Saint Petroc's Day.
  // Source: https://en.wikipedia.org/wiki/List_of_county_days_in_the_United_Kingdom
  day('devon-day', 'Devon Day', fixed(6, 4), ['#DevonDay', '#Devon'], GB),
  // The Derby, run at Epsom Downs since 1780, in its slot on the first Saturday of June.
  // Source: https://www.greatbritishracing.com/features/whats-on-in-june
  day('epsom-derby', 'The Derby', nth(1, SAT, 6), ['#TheDerby', '#EpsomDerby', '#DerbyDay'], GB),
  // Selkirk's Common Riding, for the town's men who fell at Flodden in 1513: the second Friday after the
  // first Monday of June, from June 12 to 18.
  // Source: https://turningtooneanother.net/2019/11/20/what-is-selkirk-common-riding/
  day(
    'selkirk-common-riding',
    'Selkirk Common Riding',
    after(nth(1, MON, 6), 11),
    ['#SelkirkCommonRiding', '#Selkirk'],
    GB,
  ),
  // Anne Frank Day, the Anne Frank Trust UK's day in schools on her birthday, for challenging prejudice.
  // Source: https://docslib.org/doc/8196431/anne-frank-day-2010-assembly
  solemn('anne-frank-day-uk', 'Anne Frank Day', fixed(6, 12), ['#AnneFrankDay', '#AnneFrank'], GB),
  // Whalton's Baal Fire in Northumberland, lit on Old Midsummer Eve since at least 1752.
  // Source: https://www.whaltonvillage.org.uk/news-events/news/48-whalton-baal-fire-4th-july
  day(
    'whalton-baal-fire',
    'Whalton Baal Fire',
    fixed(7, 4),
    ['#BaalFire', '#Whalton', '#Northumberland'],
    GB,
  ),
  // The King's Swan Marker's census of the Thames swans, in the third week of July since the 12th century.
  // Source: https://accommodation-windsor.co.uk/blog/what-is-swan-upping
  day('swan-upping', 'Swan Upping', nth(3, MON, 7), ['#SwanUpping', '#RiverThames'], GB),
  // The oldest gooseberry show, held at Egton Bridge since 1800 on the first Tuesday of August.
  // Source: https://www.thescarboroughnews.co.uk/news/people/in-pictures-photos-and-results-from-egton-bridge-old-gooseberry-show-2024-4736717
  food(
    'egton-bridge-gooseberry-show',
    'Egton Bridge Gooseberry Show',
    nth(1, TUE, 8),
    ['#GooseberryShow', '#Egton'],
    GB,
  ),
  // The UK's national day for play, held since 1986 on the first Wednesday of August.
  // Source: https://www.playday.org.uk/about-playday/whats-playday/
  day('playday-uk', 'Playday', nth(1, WED, 8), ['#Playday', '#Play'], GB),
  // Started by Mr Hyde in 2013, on the Thursday before the August bank holiday.
  // Source: https://insider.fairwayfoodservice.com/event/national-burger-day/
  food(
    'national-burger-day-uk',
    'National Burger Day',
    after(last(MON, 8), -4),
    ['#NationalBurgerDay', '#BurgerDay'],
    GB,
  ),
  // West Witton's Burning of Bartle, on the Saturday nearest St Bartholomew's Day (August 24): from August 21
  // to 27, the third Sunday of August six days on.
  // Source: http://oxfordindex.oup.com/view/10.1093/oi/authority.20110803095537124
  day(
    'burning-of-bartle',
    'Burning of Bartle',
    after(nth(3, SUN, 8), 6),
    ['#BurningBartle', '#WestWitton'],
    GB,
  ),
  // Nottinghamshire's county day, agreed in 2021 by the Lord Lieutenant and the government.
  // Source: https://wikishire.co.uk/wiki/County_day
  day(
    'nottinghamshire-day',
    'Nottinghamshire Day',
    fixed(8, 25),
    ['#NottinghamshireDay', '#Nottinghamshire'],
    GB,
  ),
  // The Abbots Bromley Horn Dance in Staffordshire, danced since 1226 on Wakes Monday, the Monday after the
  // first Sunday after September 4 (September 6 to 12, five days after the first Wednesday).
  // Source: https://markhibbert.co.uk/clients-groups/get-ready-for-the-annual-horn-dance-in-staffordshire/
  day(
    'abbots-bromley-horn-dance',
    'Abbots Bromley Horn Dance',
    after(nth(1, WED, 9), 5),
    ['#HornDance', '#AbbotsBromley', '#Staffordshire'],
    GB,
  ),
  // Widecombe Fair on Dartmoor, of the Uncle Tom Cobley song, held on the second Tuesday of September.
  // Source: https://www.bbc.co.uk/news/uk-england-devon-66789502
  day('widecombe-fair', 'Widecombe Fair', nth(2, TUE, 9), ['#WidecombeFair', '#Dartmoor'], GB),
  // Punkie Night at Hinton St George, Somerset, a children's lantern parade on the last Thursday of October.
  // Source: https://calendarcustoms.com/?p=1428
  day('punkie-night', 'Punkie Night', last(THU, 10), ['#PunkieNight', '#HintonStGeorge', '#Somerset'], GB),
  // The International Stress Management Association's day since 1998, the first Wednesday of November.
  // Source: https://beurownlight.com/2016/11/10/national-stress-awareness-day-isma/
  // In Ireland: suggested to Irish businesses by Irish marketing agencies for November's posts.
  // Source: https://themarketingshop.ie/social-media-content-ideas-for-november-2020/
  health(
    'national-stress-awareness-day-uk',
    'National Stress Awareness Day',
    nth(1, WED, 11),
    ['#StressAwarenessDay', '#NationalStressAwarenessDay'],
    [...GB, 'IE'],
  ),
  // The eve of Bonfire Night, a night of pranks in northern England.
  // Source: http://news.bbc.co.uk/2/hi/uk_news/magazine/8339617.stm
  day('mischief-night-uk', 'Mischief Night', fixed(11, 4), ['#MischiefNight', '#BonfireNight'], GB),
  // Saint Catherine's Day, the lacemakers' feast of the English Midlands, with Cattern cakes.
  // Source: http://lavenderandlovage.com/2011/11/st-catherines-day-lace-makers-and.html
  food('cattern-day', 'Cattern Day', fixed(11, 25), ['#CatternDay', '#StCatherinesDay', '#CatternCakes'], GB),
  // Kept since 1996 on the day Lancashire first sent members to Parliament, in 1295.
  // Source: https://en.wikipedia.org/wiki/List_of_county_days_in_the_United_Kingdom
  day('lancashire-day', 'Lancashire Day', fixed(11, 27), ['#LancashireDay', '#Lancashire'], GB),
  // The Good Grief Trust's week for talking about bereavement, December 2 to 8 every year.
  // Source: https://www.macmillan.org.uk/cancer-awareness/grief-awareness-week
  health(
    'national-grief-awareness-week-uk',
    'National Grief Awareness Week',
    fixed(12, 2),
    ['#GriefAwarenessWeek', '#Grief'],
    GB,
  ),
  // Jane Austen Day, set in 2014 by the Jane Austen Centre in Bath on the novelist's birthday.
  // Source: http://virtualmuseumofbath.com/2014/12/08/jane-austen-gets-her-day/
  day('jane-austen-day', 'Jane Austen Day', fixed(12, 16), ['#JaneAustenDay', '#JaneAusten'], GB),

  // Ireland
  // The Pattern of St Mullins in County Carlow, for St Moling: the Sunday before July 25, or the 25th itself.
  // Source: https://www.kandle.ie/pattern-day-st-mullins-parish/
  faith(
    'st-mullins-pattern',
    'St Mullins Pattern Day',
    after(nth(3, WED, 7), 4),
    ['#StMullins', '#Carlow'],
    IE,
  ),
  // Saint Gobnait's pattern at Ballyvourney, Co. Cork, kept with Masses and rounds at her shrine and wells.
  // Source: https://holywellsofcork.com/rituals/
  faith('st-gobnaits-day', "Saint Gobnait's Day", fixed(2, 11), ['#StGobnait', '#Ballyvourney'], IE),
  // Seachtain na Gaeilge, Conradh na Gaeilge's Irish-language festival since 1902, March 1 to 17 every year.
  // Source: https://peig.ie/en/irish-week/
  day(
    'seachtain-na-gaeilge',
    'Seachtain na Gaeilge',
    fixed(3, 1),
    ['#SeachtainNaGaeilge', '#SnaG', '#Gaeilge'],
    IE,
  ),
  // Messiah on the Street: Our Lady's Choral Society sings Handel's Messiah on Fishamble Street, Dublin,
  // every April 13, the day of its premiere there in 1742; held since 1992 with Dublin City Council.
  // Source: https://www.independent.ie/regionals/dublin/dublin-news/live-open-air-performance-of-handels-messiah-to-take-place-on-dublins-fishamble-street/42427254.html
  // Source: https://www.dublincity.ie/ga/node/15739
  day('messiah-on-the-street', 'Messiah on the Street', fixed(4, 13), ['#Messiah', '#Handel', '#Dublin'], IE),
  // Mayo Day, Mayo County Council's day for the county and its diaspora since 2015, kept across the May Day
  // weekend: here its Saturday, two days before the May bank holiday.
  // Source: https://www.mayo.ie/mayo-day
  // Source: https://www.mayo.ie/news/mayo-day-the-countys-rich-culture-and-heritage-enjoys-the-spotlight/
  day('mayo-day', 'Mayo Day', after(nth(1, MON, 5), -2), ['#MayoDay', '#Mayo'], IE),
  // Scoil Samhraidh Willie Clancy, the traditional music week at Miltown Malbay, Co. Clare, held since 1973
  // and opening on the first Saturday of July.
  // Source: https://www.daily8.com/en/article/d910469b0cf12eff2587dad7abcb12a3
  day(
    'willie-clancy-summer-school',
    'Willie Clancy Summer School',
    nth(1, SAT, 7),
    ['#WillieClancy', '#WillieWeek', '#TradMusic'],
    IE,
  ),
  // The Pattern of Saint Declan at Ardmore, Co. Waterford, held at his holy well every July 24.
  // Source: http://www.eamonn.com/2016/08/15/the-pattern-day/
  faith('ardmore-pattern', 'Ardmore Pattern Day', fixed(7, 24), ['#StDeclan', '#Ardmore'], IE),
  // Reek Sunday, the pilgrimage up Croagh Patrick in Co. Mayo on the last Sunday of July.
  // Source: https://whypilgrim.com/2018/07/24/lughnasadh-a-harvest-pilgrimage/
  faith('reek-sunday', 'Reek Sunday', last(SUN, 7), ['#ReekSunday', '#CroaghPatrick', '#Mayo'], IE),
  // Lughnasa, the Gaelic festival of the first harvest on August 1, still marked in Ireland.
  // Source: https://tradnua.com/post/the-celtic-festival-lughnasadh
  day('lughnasa', 'Lughnasa', fixed(8, 1), ['#Lughnasa', '#Lughnasadh', '#Lunasa'], IE),
  // Puck Fair in Killorglin, Co. Kerry, the goat-crowning fair of August 10, 11 and 12.
  // Source: https://goireland.com/blog-sub/2013/07/15/august-a-month-of-festivals.html
  day('puck-fair', 'Puck Fair', fixed(8, 10), ['#PuckFair', '#Killorglin', '#Kerry'], IE),
  // The Tullamore Show, Co. Offaly's one-day agricultural show, on the second Sunday of August.
  // Source: https://wikimili.com/en/Tullamore_Show
  day('tullamore-show', 'Tullamore Show', nth(2, SUN, 8), ['#TullamoreShow', '#Offaly'], IE),
  // Saint Moling's pattern at Mullinakill, Co. Kilkenny, on the first Sunday after August 20 (the Sunday from
  // August 21 to 27, six days after the third Monday).
  // Source: https://ossory.ie/diocese/history/places-of-pilgrimage/
  faith(
    'mullinakill-pattern',
    'Mullinakill Pattern Day',
    after(nth(3, MON, 8), 6),
    ['#StMoling', '#Kilkenny'],
    IE,
  ),
  // The Pattern of Saint Ciarán at Clonmacnoise, Co. Offaly, the Ardagh and Clonmacnois diocesan pilgrimage
  // held on the second Sunday of September (on his feast, September 9, in the years it can be).
  // Source: https://ardaghdiocese.org/diocesan-pattern-pilgrimage-to-clonmacnoise-september-9th-2018/
  faith(
    'clonmacnoise-pattern',
    'Clonmacnoise Pattern Day',
    nth(2, SUN, 9),
    ['#Clonmacnoise', '#StCiaran', '#Offaly'],
    IE,
  ),
  // Culture Night (Oíche Chultúir), the Arts Council's free all-island night of culture since 2006, on the
  // second last Friday of September.
  // Source: https://deancourt.ie/event/culture-night
  day(
    'culture-night-ireland',
    'Culture Night',
    after(last(FRI, 9), -7),
    ['#CultureNight', '#OicheChultuir'],
    IE,
  ),
  // Saint Fanahan's Day, honoured every November 25 in Mitchelstown, Co. Cork, with rounds at his holy well.
  // Source: http://www.corkpastandpresent.ie/places/northcorkcounty/fanahans%20well%20-%20mitchelstown/
  faith('st-fanahans-day', "Saint Fanahan's Day", fixed(11, 25), ['#StFanahan', '#Mitchelstown'], IE),
];
