import type { AwarenessDay } from '../types.js';
import { after, define, easter, FRI, fixed, last, MON, nth, SAT, SUN, TUE, WED } from './define.js';

const day = define('cultural');
const business = define('business');
const faith = define('cultural', 'religious');
const awareness = define('cultural', 'awareness');

const NL = ['NL'];
const DE = ['DE'];

/**
 * More days of the Netherlands and Germany that their businesses post about: the Dutch saints' days kept by
 * their parishes, the printers' Koppermaandag, town festivals, museum nights and Christmas fairs, the island
 * day of Saba, and German town fairs, carnival parades, processions and pilgrimages, the winter sale, Fontane's
 * birthday and the day for homeless people.
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
  // The Feast of the Baptism of the Lord closes the Christmas season in Germany's Catholic parishes; it is kept
  // on the Sunday after Epiphany (January 7 to 13), six days after the first Monday of January.
  // Source: https://pg-kuenzing.de/?p=863
  faith(
    'baptism-of-the-lord-germany',
    'Baptism of the Lord',
    after(nth(1, MON, 1), 6),
    ['#TaufeDesHerrn', '#TaufeJesu', '#Weihnachtszeit'],
    DE,
  ),
  // The Winterschlussverkauf (WSV): no longer set by law, but German retailers still start their winter clearance
  // sale traditionally on the last Monday of January, with the Handelsverband Bayern announcing the discounts.
  // Source: https://www.sueddeutsche.de/news/wirtschaft/einzelhandel---muenchen-winterschlussverkauf-lockt-mit-hohen-rabatten-dpa.urn-newsml-dpa-com-20090101-190128-99-752539
  business(
    'winterschlussverkauf',
    'Winterschlussverkauf Begins',
    last(MON, 1),
    ['#Winterschlussverkauf', '#WSV', '#Sale'],
    DE,
  ),
  // The Leonhardifahrt of Schliersee, a pilgrimage of decorated horses and carriages along the lake to the church
  // of Saint Leonard in Fischhausen, held every year on the first Sunday of November.
  // Source: https://peapix.com/bing/29237
  day(
    'leonhardifahrt-schliersee',
    'Leonhardifahrt Schliersee',
    nth(1, SUN, 11),
    ['#Leonhardifahrt', '#Schliersee', '#Brauchtum'],
    DE,
  ),
  // Theodor Fontane's birthday (December 30, 1819): his birthplace, the Fontanestadt Neuruppin, and the Theodor
  // Fontane Society lay flowers at his monument every year with speeches, music and Fontane doughnuts.
  // Source: https://www.neuruppin.de/verwaltung-politik/veroeffentlichungen/presse/pressemitteilungen/pressemitteilungen-detail.html?tx_ttnews%5Btt_news%5D=1468&cHash=10c50daa18b0f9d967f76d5cee5d12f3
  day(
    'fontane-birthday',
    "Theodor Fontane's Birthday",
    fixed(12, 30),
    ['#Fontane', '#Neuruppin', '#TheodorFontane'],
    DE,
  ),
  // The nationwide Tag der Wohnungslosen of the Bundesarbeitsgemeinschaft Wohnungslosenhilfe (BAG W): welfare
  // associations and shelters across Germany hold events on homelessness every September 11.
  // Source: https://ag-mav.org/2024/09/verbaende-planen-aktionen-zum-tag-der-wohnungslosen
  awareness(
    'tag-der-wohnungslosen',
    'Tag der Wohnungslosen',
    fixed(9, 11),
    ['#TagDerWohnungslosen', '#Wohnungslosigkeit', '#Obdachlosigkeit'],
    DE,
  ),
  // Cologne's Schull- un Veedelszöch, the school and neighbourhood carnival parades that take the Rose Monday
  // route on Carnival Sunday, the day before Rosenmontag.
  // Source: https://domradio.de/glossar/schull-un-veedelszoech
  day(
    'schull-un-veedelszoech',
    'Schull- un Veedelszöch',
    easter(-49),
    ['#Karneval', '#KoelnerKarneval', '#Veedelszoech'],
    DE,
  ),
  // Soest's Allerheiligenkirmes, the great fair in the old town, opens with the mayor tapping the first keg on the
  // Wednesday after All Saints' Day (November 2 to 8; November 8 when All Saints' falls on a Wednesday).
  // Source: https://www.stadtfuehrung-soest.de/allerheiligenkirmes-2014-in-soest-wann-denn/
  day(
    'allerheiligenkirmes-soest',
    'Allerheiligenkirmes Opens',
    after(nth(1, TUE, 11), 1),
    ['#Allerheiligenkirmes', '#Soest', '#Kirmes'],
    DE,
  ),
  // The Skapulierfest of Binswangen in Swabia, for Our Lady of Mount Carmel: a service before the Marian chapel and
  // a procession of the Madonna to a decorated altar with the village band, always on the third Sunday of July.
  // Source: https://www.brauchwiki.de/skapulierfest-in-binswangen/
  faith(
    'skapulierfest-binswangen',
    'Skapulierfest Binswangen',
    nth(3, SUN, 7),
    ['#Skapulierfest', '#Binswangen', '#Brauchtum'],
    DE,
  ),
  // The Wormser Backfischfest, the great wine and folk festival on the Rhine, opens on the Saturday before the last
  // Sunday of August; its big parade through Worms, with most of the town's clubs, is on that first Sunday.
  // Source: https://classicistranieri.com/de/w/o/r/Wormser_Backfischfest_2c17.html
  day(
    'backfischfest-parade-worms',
    'Backfischfest Parade',
    last(SUN, 8),
    ['#Backfischfest', '#Worms', '#Weinfest'],
    DE,
  ),
  // Saint Roch's Day, August 16: Lohr am Main has walked its Rochus procession on the day every year since
  // 1666, and keeps it as a local holiday.
  // Source: https://www.ernst-huber.de/rochus/
  // Source: https://pg-12-apostel.de/nachrichten/rochustag-2023
  faith('saint-rochs-day-germany', "Saint Roch's Day", fixed(8, 16), ['#Rochustag', '#Rochus'], DE),
  // Our Lady of the Snows (Maria Schnee), August 5, kept by the parishes of the Diocese of Augsburg.
  // Source: https://www.pg-kempten-ost.de/am-5-august-feiert-die-kirche-das-fest-maria-schnee_id12107
  faith('maria-schnee-germany', 'Our Lady of the Snows', fixed(8, 5), ['#MariaSchnee', '#Marienfest'], DE),
];
