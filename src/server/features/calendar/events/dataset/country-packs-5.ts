import type { AwarenessDay } from '../types.js';
import { after, define, fixed, last, nth, SAT, SUN, TUE } from './define.js';

const day = define('cultural');
const business = define('business');
const seasonal = define('seasonal');
const faith = define('cultural', 'religious');

const DE = ['DE'];
const ES = ['ES'];
const IT = ['IT'];
const MX = ['MX'];
const NL = ['NL'];

/** The fourth Tuesday of November, from which the Sundays of Advent are counted. */
const ADVENT_START = nth(4, TUE, 11);

/**
 * More days of continental Europe that its businesses post about: saints' days kept with town festivals, weather
 * lore that gardeners plan by, and national days of Germany, Spain and Italy.
 */
export const countryDaysEuropeMore: AwarenessDay[] = [
  // The Ice Saints (Mamertus, Pankratius, Servatius, Bonifatius, Sophia), May 11 to 15: the last frosts, after
  // which gardeners plant out.
  seasonal(
    'ice-saints',
    'Ice Saints Begin',
    fixed(5, 11),
    ['#Eisheiligen', '#IJsheiligen', '#Gardening'],
    ['DE', 'AT', 'CH', 'NL'],
  ),
  // Kept with fiestas and processions in towns across Spain and Italy; in Brazil a holiday of Paraíba.
  faith(
    'our-lady-of-the-snows',
    'Our Lady of the Snows',
    fixed(8, 5),
    ['#VirgenDeLasNieves', '#MadonnaDellaNeve'],
    [...ES, ...IT, 'BR'],
  ),
  faith('saint-rochs-day', "Saint Roch's Day", fixed(8, 16), ['#SanRoque', '#SanRocco'], [...ES, ...IT]),

  // Germany
  // Nuremberg's Christkindlesmarkt opens on the Friday before Advent, Dresden's Striezelmarkt on the Wednesday.
  business(
    'nuremberg-christkindlesmarkt',
    'Nuremberg Christkindlesmarkt Opens',
    after(ADVENT_START, 3),
    ['#Christkindlesmarkt', '#Weihnachtsmarkt', '#Nuremberg'],
    DE,
  ),
  business(
    'dresden-striezelmarkt',
    'Dresden Striezelmarkt Opens',
    after(ADVENT_START, 1),
    ['#Striezelmarkt', '#Weihnachtsmarkt', '#Dresden'],
    DE,
  ),
  // The German Commission for UNESCO: the first Sunday of June.
  day(
    'german-world-heritage-day',
    'German World Heritage Day',
    nth(1, SUN, 6),
    ['#Welterbetag', '#UNESCO'],
    DE,
  ),
  // The German Language Association (VDS): the second Saturday of September.
  day(
    'german-language-day',
    'German Language Day',
    nth(2, SAT, 9),
    ['#TagDerDeutschenSprache', '#Deutsch'],
    DE,
  ),

  // Spain
  day('teachers-day-spain', "Teachers' Day", fixed(11, 27), ['#DiaDelMaestro', '#Maestros'], ES),
  // Spain and much of Latin America keep July 21 as World Dog Day, against summer abandonment; August 26 is
  // International Dog Day there too.
  day(
    'world-dog-day-spain-mexico',
    'World Dog Day',
    fixed(7, 21),
    ['#DiaMundialDelPerro', '#AdoptaNoCompres'],
    [...ES, ...MX],
  ),
  // Spain and Mexico keep April 13 as International Kiss Day (Día Internacional del Beso), as Brazil does.
  day(
    'kiss-day-spain-mexico',
    'Kiss Day',
    fixed(4, 13),
    ['#DiaDelBeso', '#DiaInternacionalDelBeso'],
    [...ES, ...MX],
  ),

  // France
  // Lille's great flea market, the first weekend of September.
  business('braderie-de-lille', 'Braderie de Lille', nth(1, SAT, 9), ['#BraderieDeLille', '#Lille'], ['FR']),

  // The Netherlands
  // The Nijmegen Four Days Marches start on the third Tuesday of July.
  day(
    'nijmegen-four-days-marches',
    'Nijmegen Four Days Marches Begin',
    nth(3, TUE, 7),
    ['#4Daagse', '#Nijmegen'],
    NL,
  ),
  // The flower parade of Zundert, on the first Sunday of September.
  day('bloemencorso-zundert', 'Bloemencorso Zundert', nth(1, SUN, 9), ['#Bloemencorso', '#Zundert'], NL),

  // Italy
  // The "blackbird days", January 29 to 31, by tradition the coldest of the year.
  seasonal('giorni-della-merla', 'Giorni della Merla', fixed(1, 29), ['#GiornidellaMerla', '#Inverno'], IT),
  // Legnano's palio recalls the battle of May 29, 1176, on the last Sunday of May.
  day('palio-di-legnano', 'Palio di Legnano', last(SUN, 5), ['#PaliodiLegnano', '#Legnano'], IT),
  // Ascoli Piceno's joust, in August on the first Sunday.
  day('quintana-di-ascoli', 'Quintana di Ascoli', nth(1, SUN, 8), ['#Quintana', '#AscoliPiceno'], IT),
  // The Day of National Unity and the Armed Forces marks the end of the First World War for Italy in 1918.
  day(
    'national-unity-and-armed-forces-day',
    'National Unity and Armed Forces Day',
    fixed(11, 4),
    ['#4Novembre', '#ForzeArmate'],
    IT,
  ),
  // Venice's historic regatta on the Grand Canal, the first Sunday of September.
  day('regata-storica', 'Regata Storica', nth(1, SUN, 9), ['#RegataStorica', '#Venezia'], IT),
  // The Conference of the Regions: the first Saturday of July.
  business('summer-sales-italy', 'Summer Sales Begin', nth(1, SAT, 7), ['#SaldiEstivi', '#Saldi'], IT),
];
