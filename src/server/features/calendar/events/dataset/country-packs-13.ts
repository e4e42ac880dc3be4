import type { AwarenessDay } from '../types.js';
import { after, define, easter, fixed, last, MON, nth, SUN, THU } from './define.js';

const IE = ['IE'];

const day = define('cultural');
const health = define('health');
const food = define('food');
const faith = define('cultural', 'religious');

/**
 * More days of Ireland that its businesses post about: fun days its press and marketing agencies mark, the
 * Fourth of July that American communities keep here and in six more countries, a charity's fundraising walk, the feasts of Irish saints and the
 * Church days its parishes keep, its big race days, regatta, street parade, agricultural and pony shows, and the
 * festival of the Irish language.
 */
export const countryDaysIreland: AwarenessDay[] = [
  // Kiss a Ginger Day, started in 2009 as an answer to "Kick a Ginger Day"; marked by the Irish regional press,
  // and its tenth edition was held in Dublin's Phoenix Park with its founder.
  // Source: https://www.leitrimobserver.ie/news/lifestyle/291358/so-apparently-today-is-international-kiss-a-ginger-day.html
  // Source: https://beat102103.com/life/the-tenth-annual-kiss-a-ginger-day-takes-place-in-dublin-today/
  day('kiss-a-ginger-day-ireland', 'Kiss a Ginger Day', fixed(1, 12), ['#KissAGingerDay', '#Redheads'], IE),
  // The Sunday of the Word of God, set by Pope Francis in 2019 on the Third Sunday in Ordinary Time (the Sunday
  // between January 21 and 27) and kept in Irish parishes and dioceses with Bible blessings and pastoral letters.
  // Source: http://midletonparish.ie/?p=6854
  // Source: https://catholicnews.ie/the-risen-lord-continues-to-speak-to-us-through-the-scriptures-bishop-farrell/
  faith(
    'sunday-of-the-word-of-god-ireland',
    'Sunday of the Word of God',
    after(nth(3, MON, 1), 6),
    ['#SundayOfTheWordOfGod', '#WordOfGod', '#Bible'],
    IE,
  ),
  // Thyestes Day at Gowran Park, Co. Kilkenny, the racecourse's biggest day since the first Goffs Thyestes Chase
  // in 1954, run on a Thursday in late January: the fourth (January 26 2017, January 23 2020, January 27 2022,
  // January 26 2023).
  // Source: http://www.kilkennypeople.ie/news/sport/231262/thyestes-to-attract-thousands-to-gowran-park-for-classic-racing.html
  // Source: http://www.pressreader.com/ireland/wexford-people/20200114/282711933974536
  // Source: https://www.ireland-live.ie/news/kilkenny-people/729265/its-going-to-be-the-biggest-and-best-thyestes-day-yet-excitement-builds-for-gowran.html
  // Source: https://theirishfield.ie/air-on-course-gowran-park-a-national-day-of-celebration-in-kilkenny-745083
  day('thyestes-day', 'Thyestes Day', nth(4, THU, 1), ['#GoffsThyestes', '#Thyestes', '#GowranPark'], IE),
  // The Dublin Racing Festival, Leopardstown's two days of National Hunt racing on the first weekend of February
  // since 2018 (Irish Gold Cup on the Saturday); its Sunday brings the Irish Champion Hurdle.
  // Source: https://news.bet365.com/en-gb/article/dublin-racing-festival-all-you-need-to-know/2024011216025905442
  // Source: http://sportsnewsireland.com/racing/racing_irish/2018-dublin-racing-festival-start-date-and-list-of-races/
  day(
    'dublin-racing-festival',
    'Dublin Racing Festival',
    nth(1, SUN, 2),
    ['#DublinRacingFestival', '#Leopardstown', '#IrishChampionHurdle'],
    IE,
  ),
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
  // The Feast of the Sacred Heart, the Friday after the second Sunday after Pentecost (68 days after Easter), a
  // devotion rooted in Irish homes with the Sacred Heart picture and its red lamp; marked by Irish dioceses.
  // Source: https://kandle.ie/feast-of-the-sacred-heart-07-06-2024
  // Source: https://www.galwaydiocese.ie/news/2025/05/27/june-month-sacred-heart
  // In Singapore: the feast day of the Church of the Sacred Heart off Tank Road, and the day the Sacred Hearts
  // Fathers celebrate their mission in Singapore.
  // Source: https://wiki-gateway.eudic.net/wikipedia_en/Church_of_the_Sacred_Heart%2C_Singapore.html
  // Source: https://catholicnews.sg/index.php?option=com_content&view=article&id=445:sacred-hearts-fathers-celebrate-50th-year-in-singapore&catid=75:june-22-2008-vol-58-no-13&Itemid=473&lang=en
  faith(
    'feast-of-the-sacred-heart-ireland',
    'Feast of the Sacred Heart',
    easter(68),
    ['#SacredHeart', '#SacredHeartOfJesus'],
    [...IE, 'SG'],
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
  // In the Netherlands: the US Consulate's party in Amsterdam and Democrats Abroad's Vondelpark picnic.
  // Source: http://www.lilywanderlust.com/2012/07/independence-day-in-amsterdam.html
  // Source: https://seanandjess.wordpress.com/2015/07/10/independence-day-in-amsterdam/
  // In South Africa: the US Embassy's celebration in Pretoria and American expats' Fourth of July braais.
  // Source: https://mail.thediplomaticsociety.co.za/5108-the-united-states-and-south-africa-are-family-celebrating-the-4th-of-july
  // Source: https://swisherpost.co.za/lifestyle/how-to-celebrate-fourth-of-july-for-americans-living-in-south-africa/
  // In Singapore: the American Association's Fourth of July celebration, a tradition since the late 1940s that
  // draws thousands of Americans, other expatriates and Singaporeans.
  // Source: https://www.aasingapore.com/post/celebrating-the-fourth-in-singapore
  day(
    'fourth-of-july-abroad',
    'Fourth of July',
    fixed(7, 4),
    ['#FourthOfJuly', '#July4th'],
    [...IE, 'FR', 'AE', 'AU', 'NZ', 'NL', 'ZA', 'SG'],
  ),
  // Sea Sunday, the second Sunday of July, when the churches pray for seafarers and fishers; in Irish harbours
  // it brings the blessing of the boats, as in Courtown with its RNLI fundraising committee (July 13 2025), and
  // the Apostleship of the Sea collection at Mass.
  // Source: https://test.daily8.com/en/hashtag/SeaSunday
  // Source: https://saintmaryoftheisle.blogspot.com/2012/07/sea-sunday.html
  faith(
    'sea-sunday-ireland',
    'Sea Sunday',
    nth(2, SUN, 7),
    ['#SeaSunday', '#Seafarers', '#BlessingOfTheBoats'],
    IE,
  ),
  // Galway Plate Day, the Wednesday of the Galway Races Summer Festival, seven days of racing at Ballybrit that
  // open on the last Monday of July (Monday July 30 to Plate day Wednesday August 1 2018; Monday July 25 to
  // Wednesday July 27 2022).
  // Source: https://galwaybayfm.ie/win-tickets-to-galway-races/
  // Source: https://www.sportsnewsireland.com/news/more-than-e2-million-on-offer-at-the-galway-races/
  day(
    'galway-plate-day',
    'Galway Plate Day',
    after(last(MON, 7), 2),
    ['#GalwayRaces', '#GalwayPlate', '#Ballybrit'],
    IE,
  ),
  // The Spraoi Parade, the night parade and fireworks that close Waterford's Spraoi International Street Arts
  // Festival on the Sunday of the August bank holiday weekend (the first Monday of August), held since 1993.
  // Source: https://www.waterfordlive.ie/news/fun---games/430221/spectacular-spraoi-international-street-arts-festival-planned-for-waterford-city.html
  // Source: https://blog.partyworld.ie/sproai-2014/
  day(
    'spraoi-parade',
    'Spraoi Parade',
    after(nth(1, MON, 8), -1),
    ['#Spraoi', '#Waterford', '#SpraoiFestival'],
    IE,
  ),
  // Calves Week, Schull Harbour Sailing Club's West Cork regatta since 1984: it opens with a reception on the
  // August bank holiday Monday and its racing starts on the Tuesday, the day it normally sails its race round the
  // Fastnet Rock.
  // Source: http://schull.ie/?p=1416
  // Source: https://irishtimes.com/sport/2023/08/03/calves-week-exceeds-its-entry-cap-of-70-boats-ahead-of-return-to-full-format
  day('calves-week', 'Calves Week', after(nth(1, MON, 8), 1), ['#CalvesWeek', '#Schull', '#WestCork'], IE),
  // The Connemara Pony Show, the Connemara Pony Breeders' Society's show in Clifden since 1924, the world's largest
  // display of the breed; its main day is the Thursday of the show week, the third Thursday of August (August 17
  // 2006, August 15 2013, August 17 2023).
  // Source: https://guidetoconnemara.com/event/connemara-pony-show-festival/
  // Source: https://whatwheregalway.wordpress.com/tag/pony-show/
  // Source: https://galwaybayfm.ie/outside-broadcasts/wed-live-from-the-connemara-pony-show/
  day(
    'connemara-pony-show',
    'Connemara Pony Show',
    nth(3, THU, 8),
    ['#ConnemaraPonyShow', '#ConnemaraPony', '#Clifden'],
    IE,
  ),
  // The Moate Show, the Moate Agricultural Show Society's show in Co. Westmeath since 1839, one of the oldest in
  // Ireland, with All-Ireland finals; held on the fourth Sunday of August (August 28 2022, August 27 2023,
  // August 24 2025).
  // Source: https://www.westmeathindependent.ie/2022/08/26/final-preparations-taking-place-for-sundays-moate-show/
  // Source: https://westmeathindependent.ie/2023/08/17/moate-show-is-a-great-day-out-for-the-community
  // Source: https://www.offalyindependent.ie/2025/08/21/moate-show-will-showcase-best-of-rural-life-on-sunday
  day('moate-show', 'Moate Show', nth(4, SUN, 8), ['#MoateShow', '#Westmeath', '#AgriShow'], IE),
  // Oireachtas na Samhna, Oireachtas na Gaeilge's festival of the Irish language and its arts since 1897: it opens
  // on the Wednesday after the October bank holiday (the last Monday of October) and its Saturday brings the
  // Steip sean-nós dancing final and the Corn Uí Riada, the pinnacle of sean-nós singing, live on TG4.
  // Source: https://belfastmedia.com/oireachtas-na-samhna-coverage-from-belfast-continues-on-tg4-this-weekend
  // Source: https://www.antoireachtas.ie/nuacht/oireachtas-na-samhna-2016.html
  // Source: https://irishtimes.com/ireland/2023/11/01/oireachtas-na-samhna-opens-in-killarney-with-10000-expected-to-attend
  day(
    'oireachtas-na-samhna',
    'Oireachtas na Samhna',
    after(last(MON, 10), 5),
    ['#OireachtasNaSamhna', '#Oireachtas', '#Gaeilge'],
    IE,
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
