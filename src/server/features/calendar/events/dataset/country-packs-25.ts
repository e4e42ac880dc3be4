import type { AwarenessDay } from '../types.js';
import { after, define, FRI, fixed, nth, orthodoxEaster, SAT, SUN, THU } from './define.js';

const ZA = ['ZA'];

const day = define('cultural');
const business = define('business');
const food = define('food');
const faith = define('cultural', 'religious');

/**
 * A third set of South Africa's days: the big mass-participation races and shows its sports brands, farmers,
 * winelands and towns plan their posts around, each on the weekday its organisers keep year after year, and the
 * Clean Monday of its Greek communities.
 */
export const countryDaysSouthAfricaThird: AwarenessDay[] = [
  // National Rooibos Day, 16 January, the birthday of Benjamin Ginsberg who first traded the Cederberg's red bush
  // tea; launched in Clanwilliam in 2017 and kept by the rooibos industry, tea brands and coffee shops.
  // Source: https://www.agriorbit.com/rooibos-facts-know/
  // Source: http://www.traveller24.com/TravelPlanning/hooray-sas-celebrates-first-ever-official-rooibosday-20170116
  food('rooibos-day-south-africa', 'National Rooibos Day', fixed(1, 16), ['#RooibosDay', '#Rooibos'], ZA),
  // The aQuellé Midmar Mile at Midmar Dam near Howick, the world's largest open-water swim, held over the second
  // weekend of February with the open races on the Sunday: 7-8 February 2009, 13-14 February 2010, 8-9 February
  // 2025 (the first Midmar Mile was swum on Sunday 10 February 1974).
  // Source: https://brandsouthafrica.com/107381/swim-midmar-090209/
  // Source: https://midmarmile.com/pages/on-race-day
  day('midmar-mile-south-africa', 'Midmar Mile', nth(2, SUN, 2), ['#MidmarMile', '#OpenWaterSwimming'], ZA),
  // The Cape Town Carnival, the city's night parade of floats and costumed community groups along the Green Point
  // Fan Walk, on the third Saturday of March: 18 March 2017, 16 March 2019, 18 March 2023, 21 March 2026.
  // Source: https://www.capetalk.co.za/articles/468808/5-epic-things-to-look-forward-to-at-the-cape-town-carnival-on-saturday-18-march
  // Source: https://www.magzter.com/tr/stories/newspaper/Peoples-Post-Claremont-Rondebosch/FAN-WALK-WILL-COME-ALIVE
  day(
    'cape-town-carnival-south-africa',
    'Cape Town Carnival',
    nth(3, SAT, 3),
    ['#CapeTownCarnival', '#CapeTown', '#Carnival'],
    ZA,
  ),
  // The Absa Cape Epic, the eight-day mountain-bike stage race through the Western Cape, opens with its prologue on
  // the third Sunday of March, a week after the Cape Town Cycle Tour: 17 March 2019, 19 March 2023, 16 March 2025,
  // 15 March 2026.
  // Source: https://www.cyclingnews.com/pro-cycling/racing/absa-cape-epic-2026/
  // Source: https://www.thesouthafrican.com/sport/cycling/cape-epic-2025-all-the-start-times-for-the-prologue-sunday-16-march-results/
  day('cape-epic-south-africa', 'Cape Epic Begins', nth(3, SUN, 3), ['#CapeEpic', '#MTB', '#Cycling'], ZA),
  // Grain SA's Nampo Harvest Day at Bothaville, the southern hemisphere's biggest agricultural trade show, runs
  // from Tuesday to the third Friday of May: 17-20 May 2016, 13-16 May 2025.
  // Source: https://farmersreviewafrica.com/nampo-harvest-day-2025-begins-with-heavy-traffic-and-high-anticipation/
  // Source: https://grainsa.co.za/news-headlines/press-releases/nampo-still-going-strong-after-five-decades
  business(
    'nampo-harvest-day-south-africa',
    'Nampo Harvest Day Opens',
    after(nth(3, FRI, 5), -3),
    ['#Nampo', '#NampoHarvestDay', '#GrainSA'],
    ZA,
  ),
  // The Riebeek Valley Olive Festival in Riebeek Kasteel and Riebeek West, held since 2001 on the first weekend of
  // May with olive and wine tastings and a street market: 5-7 May 2006, 30 April-2 May 2010, 7-8 May 2016.
  // Source: https://hedonisthippy.com/1867-2/
  // Source: https://yummy.co.ke/the-riebeek-valley-olive-festival/
  food(
    'riebeek-valley-olive-festival-south-africa',
    'Riebeek Valley Olive Festival',
    nth(1, SAT, 5),
    ['#OliveFestival', '#RiebeekValley', '#Swartland'],
    ZA,
  ),
  // The Robertson Wine Valley's Wacky Wine Weekend, South Africa's biggest regional wine festival, from the first
  // Thursday of June to the Sunday, with its "Full On Wacky Saturday": 5 June 2010, 4 June 2011, 8 June 2013,
  // 7 June 2014, 3 June 2017, 8 June 2019.
  // Source: http://www.doitnow.co.za/content/fine-wines-fabulous-adventures-wacky-wine-weekend
  // Source: https://www.drivesouthafrica.com/en/blog/how-to-prep-for-the-robertson-wacky-wine-festival/
  food(
    'wacky-wine-weekend-south-africa',
    'Wacky Wine Weekend',
    after(nth(1, THU, 6), 2),
    ['#WackyWine', '#RobertsonWineValley', '#WineFestival'],
    ZA,
  ),
  // The Franschhoek Cap Classique & Champagne Festival, "The Magic of Bubbles", at the Huguenot Monument on the
  // weekend that opens December, from the Saturday: 30 November 2013, 30 November 2019, 2 December 2023.
  // Source: https://www.iol.co.za/sunday-tribune/entertainment/its-time-to-pop-the-bubbly-as-good-vibes-await-at-these-cape-town-events-01d2125a-60fb-4942-b6fc-c71f67eddbf8
  // Source: https://www.iol.co.za/entertainment/whats-on/cape-town/franschhoek-cap-classique-and-champagne-festival-2019-36879701
  food(
    'franschhoek-cap-classique-festival-south-africa',
    'Franschhoek Cap Classique & Champagne Festival',
    after(nth(1, SUN, 12), -1),
    ['#MagicOfBubbles', '#CapClassique', '#Franschhoek'],
    ZA,
  ),
  // Clean Monday ("Koulouma", Kathara Deftera), the first day of Orthodox Lent, 48 days before Orthodox Easter: the
  // Hellenic communities of Port Elizabeth (Gqeberha) and Durban celebrate it with lagana flat-bread, fasting food
  // eaten outdoors, the Gaitanaki maypole dance and children's kites (reported by the Archbishopric of Good Hope).
  // Source: https://ampelonas-trygetes.blogspot.com/2014/03/on-monday-2-march-2014-hellenic.html
  faith(
    'clean-monday-south-africa',
    'Clean Monday',
    orthodoxEaster(-48),
    ['#CleanMonday', '#KatharaDeftera', '#Koulouma'],
    ZA,
  ),
];
