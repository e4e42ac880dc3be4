import type { AwarenessDay } from '../types.js';
import { after, define, FRI, fixed, last, nth, SAT, SUN, TUE, WED } from './define.js';

const day = define('cultural');
const business = define('business');
const faith = define('cultural', 'religious');

const NL = ['NL'];
const DE = ['DE'];

/**
 * More days of the Netherlands and Germany that their businesses post about: the Dutch saints' days kept by
 * their parishes, the printers' Koppermaandag, town festivals, museum nights and Christmas fairs, the island
 * day of Saba, and German town fairs.
 */
export const countryDaysNetherlandsGermany: AwarenessDay[] = [
  // The Netherlands
  // Saint Gerlach, the hermit of Houthem, on the day of his death (January 5, around 1170): an octave in
  // Houthem-Sint Gerlach with the blessed Gerlachus rolls, kept by the Diocese of Roermond.
  // Source: http://www.bisdom-roermond.org/twee-limburgse-heiligen-op-een-dag
  faith('saint-gerlach-netherlands', "Saint Gerlach's Day", fixed(1, 5), ['#SintGerlach', '#Houthem'], NL),
  // Koppermaandag, the printers' feast on the first Monday after Epiphany (January 7 to 13), when printing
  // houses and museums hand out their Koppermaandag prints.
  // Source: https://www.etten-leur.nl/actueel/koppermaandagprent-2024-uitgereikt-aan-de-burgemeester/
  business(
    'koppermaandag',
    'Koppermaandag',
    after(nth(1, TUE, 1), 6),
    ['#Koppermaandag', '#Koppermaandagprent', '#Drukwerk'],
    NL,
  ),
  // The Oud Limburgs Schuttersfeest, where some 160 schutterijen of Dutch and Belgian Limburg parade and shoot
  // for "den Um", every first Sunday of July.
  // Source: https://www.immaterieelerfgoed.nl/nl/oudlimburgsschuttersfeest
  day(
    'oud-limburgs-schuttersfeest',
    'Oud Limburgs Schuttersfeest',
    nth(1, SUN, 7),
    ['#OLS', '#Schutterij', '#Limburg'],
    NL,
  ),
  // The PC, Friesland's oldest kaatsen (fives) match, played in Franeker since 1853 on the fifth Wednesday after
  // June 30 (the first Wednesday of July, four weeks on).
  // Source: https://franekercourant.nl/artikel/703281/opbouwen-voor-pc-in-volle-gang.html
  day('pc-franeker', 'PC Franeker', after(nth(1, WED, 7), 28), ['#PCFraneker', '#Kaatsen', '#Franeker'], NL),
  // The feast of the nineteen Martyrs of Gorkum, hanged at Brielle on July 9, 1572; Catholics make the
  // pilgrimage to their shrine in Brielle around the day.
  // Source: https://kloostermagazine.nl/martelaren-van-gorcum/
  faith(
    'martyrs-of-gorkum',
    'Feast of the Martyrs of Gorkum',
    fixed(7, 9),
    ['#MartelarenVanGorcum', '#Brielle', '#Bedevaart'],
    NL,
  ),
  // The Nacht van de Nacht of the Natuur en Milieufederaties: night walks, stargazing and lights switched off
  // against light pollution, on the night the clocks go back, the last Saturday of October.
  // Source: https://www.brabantsemilieufederatie.nl/groene-agenda/nacht-van-de-nacht-landelijk/
  day(
    'nacht-van-de-nacht',
    'Nacht van de Nacht',
    last(SAT, 10),
    ['#NachtVanDeNacht', '#Lichtvervuiling'],
    NL,
  ),
  // Amsterdam's Museum Night (Stichting N8), when some sixty museums stay open until 2 a.m.: the first
  // Saturday of November.
  // Source: https://www.at5.nl/artikelen/205411/geen-museumnacht-dit-jaar-jammer-dat-we-het-jaar-niet-kunnen-afsluiten-als-gehoopt
  day(
    'museumnacht-amsterdam',
    'Museumnacht Amsterdam',
    nth(1, SAT, 11),
    ['#Museumnacht', '#N8', '#Amsterdam'],
    NL,
  ),
  // Saba Day, the island's flag day and public holiday, on the first Friday of December; Sabans in the
  // European Netherlands celebrate it too.
  // Source: https://news.sabavillas.com/2023/11/14/saba-day/
  day('saba-day', 'Saba Day', nth(1, FRI, 12), ['#SabaDay', '#Saba'], NL),
  // Deventer's Dickens Festijn turns the Bergkwartier into a Victorian town over the weekend before the third
  // Sunday of Advent (December 15, 2018, December 14, 2019, December 10, 2022, December 14, 2024): the Saturday
  // eighteen days after the fourth Tuesday of November.
  // Source: https://nieuws.nl/algemeen/20191214/deventer-maakt-zich-op-voor-dickens-festijn/
  day(
    'dickens-festijn-deventer',
    'Dickens Festijn Deventer',
    after(nth(4, TUE, 11), 18),
    ['#DickensFestijn', '#Deventer', '#Dickens'],
    NL,
  ),

  // Dag van het Handschrift, January 23, the birthday of John Hancock, on the Dutch calendar of days.
  // Source: https://www.dagenvanhetjaar.nl/23-januari-landelijke-dag-aandacht-voor-pesten-bij-mensen-met-een-licht-verstandelijke-beperking-dag-van-het-leerlingenvervoer-dag-van-het-handschrift/
  day(
    'handwriting-day-netherlands',
    'Handwriting Day',
    fixed(1, 23),
    ['#DagVanHetHandschrift', '#Handschrift'],
    NL,
  ),
  // World Scrabble Day, April 13, the birthday of the game's inventor Alfred Mosher Butts, in the Dutch
  // regional press.
  // Source: http://www.omroepbrabant.nl/?news/2769651303/Het+is+Wereld+Scrabble+Dag,+maar+de+Scrabblevereniging+wist+van+niets.aspx
  day(
    'scrabble-day-netherlands',
    'World Scrabble Day',
    fixed(4, 13),
    ['#WereldScrabbleDag', '#Scrabble'],
    NL,
  ),
  // The last Saturday before Christmas, traditionally one of the busiest shopping days of the Dutch year:
  // from December 18 to 24, the third Wednesday three days on.
  // Source: https://www.telegraaf.nl/financieel/1724267160/kerstkoopjesjager-liever-vrijdag-op-pad-dan-zaterdag
  business(
    'last-saturday-before-christmas-netherlands',
    'Last Saturday before Christmas',
    after(nth(3, WED, 12), 3),
    ['#Kerstshoppen', '#Kerstinkopen'],
    NL,
  ),

  // Germany
  // The Wacken Open Air metal festival, "always on the first weekend of August": the music starts on the
  // Wednesday, three days before the first Saturday of August (August 1, 2018).
  // Source: http://schwarzesbayern.info/festival-wacken-open-air-2018-vom-2-4-august-2018/
  day(
    'wacken-open-air',
    'Wacken Open Air Begins',
    after(nth(1, SAT, 8), -3),
    ['#Wacken', '#WackenOpenAir', '#Metal'],
    DE,
  ),
  // Forchheim's Annafest in the Kellerwald, for Saint Anne (July 26), opens with the tapping of the first keg
  // on the Friday from July 20 to 26 (July 22, 2016; July 26, 2019; July 24, 2020).
  // Source: http://www.hugo-info.de/die-grosse-sause-im-kellerwald/
  day('annafest-forchheim', 'Annafest Opens', after(nth(3, SUN, 7), 5), ['#Annafest', '#Forchheim'], DE),
];
