import type { AwarenessDay } from '../types.js';
import { after, define, easter, FRI, fixed, last, MON, nth, SAT, SUN, THU, TUE, WED } from './define.js';

const day = define('cultural');
const business = define('business');
const food = define('food');
const faith = define('cultural', 'religious');

const NL = ['NL'];

/** The third Tuesday of July, the first walking day of the Nijmegen Four Days Marches. */
const FOUR_DAYS_MARCHES = nth(3, TUE, 7);

/** The first Friday of August, when the Sneekweek opens with the Vlootschouw. */
const SNEEKWEEK = nth(1, FRI, 8);

/** The second Sunday of January, when the Egmond Half Marathon is run. */
const EGMOND_HALF_MARATHON = nth(2, SUN, 1);

/**
 * More days of the Netherlands that its businesses post about: town fairs, horse fairs and village markets, the
 * Egmond beach races, the Four Days Marches' town days, Tilburg's Roze Maandag, the Sneekweek's nights and races,
 * flower parades and Edam's cheese market, Luilak and the Rogation processions, the day of the doctors'
 * assistants, a product day, and the days of its Cape Verdean and American communities.
 */
export const countryDaysNetherlandsMore: AwarenessDay[] = [
  // The Dag van de Aardbei on January 9, one of the product days of the Dutch calendar that the Nederlands
  // Dagblad lists among the year's themed days.
  // Source: https://www.nd.nl/opinie/opinie/946978/700-speciale-dagen-vragen-om-uw-aandacht
  food('strawberry-day-netherlands', 'Strawberry Day', fixed(1, 9), ['#DagVanDeAardbei', '#Aardbeien'], NL),
  // The Egmond Half Marathon, the winter classic over the beach and the dunes of Egmond aan Zee, always on the
  // second Sunday of January.
  // Source: https://www.runnersworld.de/laufkalender/egmond-halve-marathon
  day(
    'egmond-half-marathon-netherlands',
    'Egmond Half Marathon',
    EGMOND_HALF_MARATHON,
    ['#EgmondHalveMarathon', '#Hardlopen', '#Egmond'],
    NL,
  ),
  // Egmond-Pier-Egmond, the beach bike race that opens the Egmond weekend on the Saturday
  // before the half marathon, with some 3,500 riders.
  // Source: https://www.nhnieuws.nl/nieuws/296399/halve-marathon-van-egmond-en-strandrace-afgelast-enorm-balen
  day(
    'egmond-pier-egmond-netherlands',
    'Egmond-Pier-Egmond',
    after(EGMOND_HALF_MARATHON, -1),
    ['#EgmondPierEgmond', '#Strandrace', '#Mountainbike'],
    NL,
  ),
  // The Dag van de Doktersassistent, when GP practices thank their doctors' assistants, every first Thursday
  // of March.
  // Source: https://huisarts.bsl.nl/?p=179054
  business(
    'doctors-assistants-day-netherlands',
    "Doctors' Assistants Day",
    nth(1, THU, 3),
    ['#DagVanDeDoktersassistent', '#Doktersassistent', '#Huisarts'],
    NL,
  ),
  // The Kruisdagen (Rogation Days), the Monday to Wednesday before Ascension, when Limburg parishes such as
  // Venray's Grote Kerk walk their field processions to pray for the harvest.
  // Source: https://grotekerkvenray.nl/kruisprocessies/
  faith('rogation-days-netherlands', 'Rogation Days', easter(36), ['#Kruisdagen', '#Kruisprocessie'], NL),
  // Luilak, the Saturday before Pentecost, when children of Noord-Holland and the Zaan go out at dawn to wake
  // the late sleepers with noise.
  // Source: http://eropuit.blog.nl/geschiedenis/page/79
  day('luilak-netherlands', 'Luilak', easter(48), ['#Luilak', '#Pinksteren'], NL),
  // Edam's cheese market, where farmers' cheeses are weighed and traded on the Kaasmarkt every Wednesday of
  // the summer, opened by the mayor on the first Wednesday of July.
  // Source: https://www.nieuw-volendam.nl/nieuwvolendam/edam-volendam/edam/algemeen/eerste-kaasmarkt-van-2018-al-meteen-druk-bezocht
  food(
    'edam-cheese-market-opens-netherlands',
    'Edam Cheese Market Opens',
    nth(1, WED, 7),
    ['#Kaasmarkt', '#Edam', '#Kaas'],
    NL,
  ),
  // Cape Verde's Independence Day (July 5, 1975), celebrated by the Cape Verdean community of Rotterdam with an
  // Independence Night the city subsidises.
  // Source: https://expressodasilhas.cv/lifestyle/2019/12/04/camara-de-roterdao-vai-subsidiar-evento-de-comemoracao-do-45o-aniversario-da-independencia-de-cabo-verde/66929
  day(
    'cape-verde-independence-day-netherlands',
    'Cape Verde Independence Day',
    fixed(7, 5),
    ['#CaboVerde', '#KaapVerdie', '#Rotterdam'],
    NL,
  ),
  // The Day of Wijchen, the Wednesday of the Four Days Marches, when Wijchen and its villages welcome the
  // walkers with music along the route.
  // Source: https://www.4daagse.nl/en/festivities/programs-municipalities.html
  day(
    'day-of-wijchen-netherlands',
    'Day of Wijchen',
    after(FOUR_DAYS_MARCHES, 1),
    ['#4Daagse', '#Wijchen', '#Vierdaagse'],
    NL,
  ),
  // The Day of Groesbeek, the Thursday of the Four Days Marches, over the Seven Hills and through the partying
  // town of Groesbeek.
  // Source: https://www.4daagse.nl/en/routes/day-3
  day(
    'day-of-groesbeek-netherlands',
    'Day of Groesbeek',
    after(FOUR_DAYS_MARCHES, 2),
    ['#4Daagse', '#Groesbeek', '#Zevenheuvelenweg'],
    NL,
  ),
  // Roze Maandag, the pride of the Tilburg fair on its first Monday (the fair opens on the Friday nine days
  // before the last Sunday of July): since 1990, and now the busiest day of the largest fair of the Benelux.
  // Source: https://nieuws.nl/algemeen/20180723/roze-maandag-op-tilburgse-kermis/
  day(
    'roze-maandag-netherlands',
    'Roze Maandag',
    after(last(SUN, 7), -6),
    ['#RozeMaandag', '#TilburgseKermis', '#Pride'],
    NL,
  ),
  // The jaarmarkt of De Maten near Ter Apel, some 120 stalls and two terraces run by volunteers,
  // every third Saturday of July since 1987.
  // Source: https://www.westerwoldeactueel.nl/2022/03/27/jaarmarkt-in-de-maten-op-16-juli/
  day(
    'jaarmarkt-de-maten-netherlands',
    'Jaarmarkt De Maten',
    nth(3, SAT, 7),
    ['#Jaarmarkt', '#TerApel', '#Westerwolde'],
    NL,
  ),
  // The Sneker Stappersavond, the Tuesday night of the Sneekweek (which opens on the first Friday of August),
  // when all Sneek goes out into the town: traditionally its busiest night.
  // Source: https://slapeninfriesland.nl/blogs/alles-over-de-sneekweek/
  day(
    'sneker-stappersavond-netherlands',
    'Sneker Stappersavond',
    after(SNEEKWEEK, 4),
    ['#Sneekweek', '#Sneek', '#Stappersavond'],
    NL,
  ),
  // Hardzeildag, the high point of the Sneekweek: the Wednesday of the Frisians-against-Hollanders races on the
  // Sneekermeer and the braderie in the town.
  // Source: https://slapeninfriesland.nl/blogs/alles-over-de-sneekweek/
  day(
    'hardzeildag-netherlands',
    'Hardzeildag',
    after(SNEEKWEEK, 5),
    ['#Hardzeildag', '#Sneekweek', '#Sneek'],
    NL,
  ),
  // The Bloemencorso of Sint Jansklooster: twelve floats of three million dahlias with theatre and music, on
  // the third Friday of August (August 16, 2019; August 18, 2023).
  // Source: https://www.rtvoost.nl/nieuws/316746/Oog-in-oog-met-de-Dahliareuzen
  day(
    'bloemencorso-sint-jansklooster-netherlands',
    'Bloemencorso Sint Jansklooster',
    nth(3, FRI, 8),
    ['#Bloemencorso', '#SintJansklooster', '#Corso'],
    NL,
  ),
  // The Valkenburg horse fair, "de mart", the oldest horse market of the Netherlands (held since 840 and on the
  // national inventory of intangible heritage), a village feast with a fair and braderie on the second Wednesday of
  // September (September 14, 2016; September 13, 2017).
  // Source: http://www.omroepwest.nl/nieuws/3519124/Paardenmarkt-Valkenburg-afgelast-vanwege-storm
  day(
    'valkenburg-horse-fair-netherlands',
    'Valkenburg Horse Fair',
    nth(2, WED, 9),
    ['#Paardenmarkt', '#Valkenburg', '#Katwijk'],
    NL,
  ),
  // The Hedel horse fair, one of the three great Dutch horse markets and some three hundred years old, held every
  // first Monday of November.
  // Source: https://www.omroepgelderland.nl/nieuws/2428680/300-jaar-paardenmarkt-meer-aandacht-voor-dierenwelzijn-en-misstanden
  day(
    'hedel-horse-fair-netherlands',
    'Hedel Horse Fair',
    nth(1, MON, 11),
    ['#Paardenmarkt', '#Hedel', '#Bommelerwaard'],
    NL,
  ),
  // The Thanksgiving Day Service in Leiden's Pieterskerk, the church of the Pilgrims who lived in Leiden from 1609
  // to 1620, held by Overseas Americans Remember on the morning of US Thanksgiving, the fourth Thursday of
  // November.
  // Source: https://www.denhaag.nl/en/in-the-city/events/thanksgiving-day-service-in-pieterskerk.htm
  faith(
    'thanksgiving-service-leiden-netherlands',
    'Thanksgiving Day Service in Leiden',
    nth(4, THU, 11),
    ['#Thanksgiving', '#Pieterskerk', '#Leiden'],
    NL,
  ),
  // Saint Roch's Day, August 16: Deursen-Dennenburg walks its Sint-Rochus procession around his name day.
  // Source: https://www.gelderlander.nl/oss-uden-e-o/deursen-dennenburg-loopt-uit-voor-sint-rochusprocessie~a101f93c/
  faith('saint-rochs-day-netherlands', "Saint Roch's Day", fixed(8, 16), ['#SintRochus', '#Rochus'], NL),
];
