import type { AwarenessDay } from '../types.js';
import { after, define, easter, FRI, fixed, last, MON, nth, SAT, SUN, THU, TUE, WED } from './define.js';

const day = define('cultural');
const health = define('health');
const food = define('food');
const business = define('business');
const seasonal = define('seasonal');
const faith = define('cultural', 'religious');
const holiday = define('holiday');

const DE = ['DE'];
const FR = ['FR'];
const NL = ['NL'];

/**
 * More days of Germany, France and the Netherlands that their businesses post about: the campaign days of their
 * trade bodies and charities, carnival and town fairs, saints' days kept with festivals, and regional days.
 * Some fairs have no published rule; their comments give the dated editions the rule was read from.
 */
export const countryDaysGermanyFranceNetherlands: AwarenessDay[] = [
  // Germany
  // NABU's winter bird count, a Friday to Sunday early in January: January 5, 2018, January 4, 2019, January
  // 8, 2021, January 6, 2023 and January 9, 2026, the Friday from January 4 to 10 (the first Tuesday, three
  // days on).
  // Source: https://www.stuttgarter-zeitung.de/inhalt.mitmachaktion-bevoelkerung-soll-wintervoegel-melden.035cc585-5347-4e05-b797-c16c4b74de5b.html
  day(
    'hour-of-winter-birds',
    'Hour of Winter Birds',
    after(nth(1, TUE, 1), 3),
    ['#StundeDerWintervoegel', '#NABU', '#Voegel'],
    DE,
  ),
  // Rubber Duck Day, January 13, kept in Germany with toy-shop offers and duck races, and in Dutch local news
  // among "de rare themadagen in Nederland".
  // Source: https://onlineuhrzeit.de/13-januar-tag-des-quietscheentchen/
  // Source: https://goeree-overflakkee.nieuws.nl/entertainment/goedemorgen-het-is-vandaag-maandag-13-januari
  day(
    'rubber-duck-day-germany-netherlands',
    'Rubber Duck Day',
    fixed(1, 13),
    ['#TagDesQuietscheentchens', '#DagVanDeBadeend', '#RubberDuckyDay'],
    [...DE, ...NL],
  ),
  // Ravensburger's World Puzzle Day of January 29, with a live digital puzzle event; French shops (Fnac) and
  // Dutch local news mark the same day.
  // Source: https://www.volksstimme.de/lokal/burg/weltpuzzletag-warum-puzzeln-korper-und-seele-guttut-4188946
  // Source: https://leclaireur.fnac.com/article/233572-journee-internationale-du-puzzle-3-formats-a-tester-en-ce-dimanche-pluvieux
  // Source: https://goeree-overflakkee.nieuws.nl/entertainment/42442/goedemorgen-het-is-vandaag-zondag-29-januari/
  day(
    'puzzle-day-germany-france-netherlands',
    'Puzzle Day',
    fixed(1, 29),
    ['#Weltpuzzletag', '#JourneeDuPuzzle', '#Puzzelen', '#Puzzle'],
    [...DE, ...FR, ...NL],
  ),
  // German shops and pizza-oven makers keep the American pizza day of February 9 as "Tag der Pizza".
  // Source: https://www.silberthal.de/blogs/news/tag-der-pizza
  food('pizza-day-germany', 'Pizza Day', fixed(2, 9), ['#TagDerPizza', '#Pizza'], DE),
  // The Day of Nested Sentences, one of cartoonist Bastian Melnyk's German curiosity days, on February 25.
  // Source: https://wochenblatt-reporter.de/germersheim/c-ratgeber/wie-witzig-am-18-august-ist-der-tag-des-hochgekrempelten-hosenbeins_a579153
  day(
    'nested-sentences-day-germany',
    'Tag der Schachtelsätze',
    fixed(2, 25),
    ['#TagDerSchachtelsaetze', '#Sprache'],
    DE,
  ),
  // Women's Carnival Day opens the street carnival on the Thursday before Rose Monday, with ties cut off.
  // Source: https://www.zdf.de/kinder/logo/die-narren-sind-los-100.html
  day('weiberfastnacht', 'Weiberfastnacht', easter(-52), ['#Weiberfastnacht', '#Altweiber', '#Karneval'], DE),
  // Rhineland carnival: Rose Monday, with its great parades, is 48 days before Easter Sunday.
  // Source: https://kgdattenberg.de/CMS/rosenmontagstab/
  day('rose-monday', 'Rose Monday', easter(-48), ['#Rosenmontag', '#Karneval', '#Fastnacht'], DE),
  // The Verband für Ernährung und Diätetik (VFED) has kept it on March 7 since 1998.
  // Source: https://www.aok.de/pp/unser-engagement/gesundheitstage/tag-der-gesunden-ernaehrung/
  health(
    'healthy-eating-day-germany',
    'Healthy Eating Day',
    fixed(3, 7),
    ['#TagDerGesundenErnaehrung', '#Ernaehrung'],
    DE,
  ),
  // World Scrabble Day, April 13, the birthday of the game's inventor Alfred Mosher Butts, in the German
  // press.
  // Source: https://www.suedkurier.de/region/schwarzwald/villingen-schwenningen/welt-scrabble-tag-warum-das-spiel-fasziniert;art372541,11533180
  day('scrabble-day-germany', 'World Scrabble Day', fixed(4, 13), ['#WeltScrabbleTag', '#Scrabble'], DE),
  // The German Hiking Association (DWV), since 2016 on May 14, the day it was founded in 1883.
  // Source: https://spessartbund.de/veranstaltungen-in-allen-bundeslaendern-14-05-2019/
  day('hiking-day-germany', 'Hiking Day', fixed(5, 14), ['#TagDesWanderns', '#Wandern'], DE),
  // The nebenan.de foundation's neighbours' parties, since 2018 on the last Friday of May, European
  // Neighbours' Day.
  // Source: https://ddorf-aktuell.de/2018/03/25/wer-macht-mit-beim-tag-der-nachbarn-94784
  day('neighbours-day-germany', "Neighbours' Day", last(FRI, 5), ['#TagDerNachbarn', '#Nachbarschaft'], DE),
  // Organ Donation Day, kept across Germany on the first Saturday of June since 1983.
  // Source: https://www.deutsche-apotheker-zeitung.de/news/artikel/2024/05/31/lucha-fordert-widerspruchsregelung-fuer-transplantationen
  health(
    'organ-donation-day-germany',
    'Organ Donation Day',
    nth(1, SAT, 6),
    ['#TagDerOrganspende', '#Organspende'],
    DE,
  ),
  // The bikini was first shown in Paris on July 5, 1946; German papers mark July 5 as the Day of the Bikini.
  // Source: https://www.morgenpost.de/lifestyle/article214768739/Vor-72-Jahren-Wie-der-Bikini-die-Bademode-revolutionierte.html
  day('bikini-day-germany', 'Bikini Day', fixed(7, 5), ['#TagDesBikinis', '#Bikini'], DE),
  // Würzburg's Kiliani fair, for the Franconian apostle Kilian (July 8), opens on the first Friday of July
  // (July 3, 2015, July 7, 2017, July 5, 2019 and July 1, 2022).
  // Source: https://www.swity.de/2019/07/01/highlights-kiliani-talavera-volksfest/
  day(
    'kiliani-volksfest',
    'Kiliani Fair Opens',
    nth(1, FRI, 7),
    ['#Kiliani', '#Wuerzburg', '#Volksfest'],
    DE,
  ),
  // The German Beekeepers' Association (D.I.B.) has named the first weekend of July its open day since 2000.
  // Source: https://www.braunschweiger-zeitung.de/wirtschaft/Presseportal/article406671787/einladung-zum-ausschwaermen-tag-der-deutschen-imkerei-am-67-juli.html
  day(
    'german-beekeeping-day',
    'German Beekeeping Day',
    nth(1, SAT, 7),
    ['#TagDerDeutschenImkerei', '#Imkerei'],
    DE,
  ),
  // Saint Ulrich of Augsburg's day, July 4, kept in the Alpine lands with blessings against storms.
  // Source: https://www.uriggutundbayerisch.de/Immerw%C3%A4hrender+Kalender/Juli
  faith('saint-ulrichs-day', "Saint Ulrich's Day", fixed(7, 4), ['#Ulrichstag', '#Brauchtum'], DE),
  // Ulm's Oath Monday, kept since 1397 on the penultimate Monday of July, with the Nabada river parade.
  // Source: https://www.uriggutundbayerisch.de/Immerw%C3%A4hrender+Kalender/Juli
  day('schwoermontag', 'Schwörmontag', after(last(MON, 7), -7), ['#Schwoermontag', '#Nabada', '#Ulm'], DE),
  // Hamburg's Christopher Street Day parade closes its Pride Week, traditionally on the first Saturday of
  // August.
  // Source: https://www.augsburger-allgemeine.de/panorama/demonstration-csd-parade-in-hamburg-der-absolute-wahnsinn-id67444151.html
  // Source: https://www.tag24.de/hamburg/lokales/hamburg-pride-week-startet-250-000-menschen-zu-csd-demo-erwartet-3301638
  day('csd-hamburg', 'Hamburg Pride Parade', nth(1, SAT, 8), ['#CSDHamburg', '#HamburgPride', '#CSD'], DE),
  // Lighthouse Day, August 7, marked by German calendars and lighthouse lovers on the North Sea and Baltic
  // coasts.
  // Source: https://besserwisser-kalender.de/2023/08/07/7-august-2023-tag-des-leuchtturms/
  day('lighthouse-day-germany', 'Lighthouse Day', fixed(8, 7), ['#TagDesLeuchtturms', '#Leuchtturm'], DE),
  // Herne's Cranger Kirmes, the largest fair in North Rhine-Westphalia, opens on the first Thursday of August
  // (August 3, 2017, August 3, 2023 and August 1, 2024).
  // Source: https://rp-online.de/nrw/panorama/cranger-kirmes-2024-was-auf-dem-groessten-volksfest-in-nrw-los-ist_bid-117226799
  day('cranger-kirmes', 'Cranger Kirmes Opens', nth(1, THU, 8), ['#CrangerKirmes', '#Crange', '#Herne'], DE),
  // Goethe was born in Frankfurt on August 28, 1749; Weimar and Frankfurt's Goethe House hold a party every
  // year.
  // Source: https://www.tlz.de/regionen/weimar/freundeskreis-feiert-goethe-id230271142.html
  day('goethes-birthday', "Goethe's Birthday", fixed(8, 28), ['#Goethe', '#Weimar', '#Literatur'], DE),
  // Savings banks keep World Savings Day on October 30, out of respect for Reformation Day on the 31st.
  // Source: https://www.abendblatt.de/wirtschaft/article107580627/85-Jahre-Weltspartag.html
  business('world-savings-day-germany', 'World Savings Day', fixed(10, 30), ['#Weltspartag', '#Sparen'], DE),
  // Saint Catherine's day, November 25, the last dance before Advent: "Kathrein stellt den Tanz ein".
  // Source: https://www.ovb-heimatzeitungen.de/rosenheim-land/2018/11/22/kathrein-stellt-den-tanz-ein.ovb/amp
  day('kathreinstag', 'Kathreinstag', fixed(11, 25), ['#Kathreintanz', '#Brauchtum'], DE),
  // Bavaria adopted its constitution by referendum on December 1, 1946; the day is kept every year with a
  // ceremony.
  // Source: https://franz-marc-gymnasium.info/bayerischer-verfassungstag-2018/
  day(
    'bavarian-constitution-day',
    'Bavarian Constitution Day',
    fixed(12, 1),
    ['#Verfassungstag', '#Bayern'],
    DE,
  ),
  // Bonn celebrates Beethoven's birth every December 16 with concerts; he was baptised there on December 17,
  // 1770.
  // Source: https://wideo.ovh/video/x7y4o8d/el-250-aniversario-de-beethoven-es-suspendido-hasta-2021-por-la-covid-19
  // Source: https://www.zdf.de/nachrichten/heute/auftakt-zum-jubilaeum-250-jahre-beethoven-102.html
  day(
    'beethovens-birthday-germany',
    "Beethoven's Birthday",
    fixed(12, 16),
    ['#Beethoven', '#Bonn', '#BTHVN'],
    DE,
  ),
  // The US Ugly Christmas Sweater Day, the third Friday of December, kept in Germany too since 2011.
  // Source: https://www.pz-news.de/pforzheim_artikel,-Kitsch-Glitzer-Fremdscham-Die-PZ-zeigt-ihre-wildesten-Weihnachtspullis-und-die-Geschichten-dahi-_arid,2307057.html
  day(
    'ugly-christmas-sweater-day-germany',
    'Ugly Christmas Sweater Day',
    nth(3, FRI, 12),
    ['#UglyChristmasSweater', '#Weihnachtspullover'],
    DE,
  ),
  // The last Saturday before Christmas, the strongest sales day of the year for the retailers of Hesse: the
  // Saturday from December 18 to 24, the third Wednesday three days on.
  // Source: https://www.journal-frankfurt.de/journal_news/stadtleben-2/Innenstadt-im-Shoppingrausch-5982.html
  business(
    'last-saturday-before-christmas-germany',
    'Last Saturday before Christmas',
    after(nth(3, WED, 12), 3),
    ['#Weihnachtseinkauf', '#Weihnachtsgeschenke'],
    DE,
  ),

  // France
  // France keeps Epiphany and its galette des rois on the first Sunday after New Year's Day, from January 2
  // to 8.
  // Source: https://lecalendrierculinaire.com/page/3
  food('fete-des-rois', 'Fête des Rois', after(nth(1, SAT, 1), 1), ['#GaletteDesRois', '#Epiphanie'], FR),
  // The national day of highly sensitive people (Observatoire des ultrasensibles), January 13.
  // Source: https://maghreb-observateur.com/?p=17905
  health(
    'hypersensitivity-day-france',
    'National Hypersensitivity Day',
    fixed(1, 13),
    ['#Hypersensibilite', '#Hypersensible'],
    FR,
  ),
  // World Handwriting Day, January 23, kept in France with school and association events (French Guiana,
  // 2022).
  // Source: https://www.ctguyane.fr/journee-internationale-de-lecriture-manuscrite-la-collectivite-territoriale-de-guyane-etait-presente-ce-dimanche-23-janvier-2022/
  day(
    'handwriting-day-france',
    'World Handwriting Day',
    fixed(1, 23),
    ['#JourneeDeLEcritureManuscrite', '#EcritureManuscrite'],
    FR,
  ),
  // Burgundy's winegrowers' festival for Saint Vincent, since 1938 in a different village on the last weekend
  // of January.
  // Source: https://visitfrenchwine.com/en/node/651
  food(
    'saint-vincent-tournante',
    'Saint-Vincent Tournante',
    last(SAT, 1),
    ['#SaintVincentTournante', '#Bourgogne', '#VinsDeBourgogne'],
    FR,
  ),
  // The World Phone-Free Days, created in 2001 by the French writer Phil Marso, February 6 to 8 (from Saint
  // Gaston's day, after Nino Ferrer's song "Le Téléfon").
  // Source: https://numerama.com/tech/460931-comment-un-francais-inconnu-a-reussi-a-creer-tout-seul-la-journee-mondiale-sans-smartphone.html
  // Source: https://www.mobilou.fr/philippecoen-respectzone
  health(
    'phone-free-days-france',
    'World Phone-Free Days',
    fixed(2, 6),
    ['#JourneeSansTelephone', '#DetoxDigitale'],
    FR,
  ),
  // The Paris International Agricultural Show opens on a Saturday for nine days: February 22, 2020, February
  // 27, 2021 (planned), February 24, 2024 and February 21, 2026, the Saturday from February 21 to 27.
  // Source: https://ru24.pro/foreign/fr/421697706
  business(
    'salon-de-l-agriculture',
    'Paris International Agricultural Show Opens',
    after(nth(3, SUN, 2), 6),
    ['#SIA', '#SalonDeLAgriculture', '#Agriculture'],
    FR,
  ),
  // The World Unicorn Day, April 9, "parmi les journées mondiales les plus improbables" in the Alsatian
  // press.
  // Source: https://obernai-molsheim-erstein.maxi-flash.com/?p=51875
  day('unicorn-day-france', 'World Unicorn Day', fixed(4, 9), ['#JourneeDeLaLicorne', '#Licorne'], FR),
  // World Scrabble Day, April 13 (the birthday of its inventor Alfred Butts), marked in France by the press
  // and the game's publisher.
  // Source: https://www.20minutes.fr/culture/4032419-20230413-scrabble-fete-75-ans-souvenirs-jeu-culte
  day(
    'scrabble-day-france',
    'World Scrabble Day',
    fixed(4, 13),
    ['#JourneeMondialeDuScrabble', '#Scrabble'],
    FR,
  ),
  // The European Artistic Crafts Days, created in France in 2002: workshops open on the first weekend of
  // April.
  // Source: https://www.gralon.com/articles/trade-and-society/handicrafts/article-european-artistic-crafts-days--three-days-of-free-events-5820.html
  day(
    'european-artistic-crafts-days',
    'European Artistic Crafts Days',
    nth(1, SAT, 4),
    ['#JEMA', '#MetiersDArt', '#SavoirFaire'],
    FR,
  ),
  // The national festival of Joan of Arc and of patriotism, set by the law of July 10, 1920 on the second
  // Sunday of May.
  // Source: https://www.ville-bitche.fr/Ma-mairie-mes-services/Conseil-municipal/Date-Commerorations.html
  day('fete-de-jeanne-d-arc', 'Joan of Arc Day', nth(2, SUN, 5), ['#JeanneDArc', '#FeteJohannique'], FR),
  // The ice saints Mamert, Pancrace and Servais (May 11 to 13), after which French gardeners plant out.
  // Source: https://www.lci.fr/meteo/meteo-france-froid-qui-sont-ces-saints-de-glace-tant-redoutes-par-les-jardiniers-ce-week-end-2087052.html
  seasonal('saints-de-glace', 'Saints de Glace', fixed(5, 11), ['#SaintsDeGlace', '#Jardinage'], FR),
  // Guadeloupe's public holiday for the abolition of slavery, proclaimed there on May 27, 1848, kept with
  // marches, concerts and festivities.
  // Source: https://memoire-esclavage.org/commemoration-de-labolition-de-lesclavage-en-guadeloupe
  // Source: https://portail-guadeloupe.com/commemoration-abolition-esclavage-guadeloupe.html
  holiday(
    'abolition-day-guadeloupe',
    'Abolition of Slavery Day (Guadeloupe)',
    fixed(5, 27),
    ['#AbolitionDeLEsclavage', '#Guadeloupe'],
    FR,
  ),
  // The Fête des Voisins, founded in Paris in 1999 by Immeubles en fête: the last Friday of May.
  // Source: https://www.roissyenfrance.fr/actualites/actualite/le-saviez-vous-34
  day('fete-des-voisins', 'Fête des Voisins', last(FRI, 5), ['#FeteDesVoisins', '#Voisins'], FR),
  // The Ministry of Culture's open gardens, every first weekend of June since 2003; the Friday is for
  // schools.
  // Source: https://www.cafepedagogique.net/2024/05/21/du-31-mai-au-2-juin-2024-rendez-vous-aux-jardins-pour-la-21eme-edition/
  day(
    'rendez-vous-aux-jardins',
    'Rendez-vous aux Jardins',
    after(nth(1, SAT, 6), -1),
    ['#RendezVousAuxJardins', '#Jardins'],
    FR,
  ),
  // World Bikini Day: the bikini was first shown at the Piscine Molitor in Paris on July 5, 1946.
  // Source: https://www.francetvinfo.fr/replay-radio/une-journee-mondiale/une-journee-mondiale-du-bikini-74-ans-d-histoire-adoree-et-controversee_4033135.html
  day('bikini-day-france', 'World Bikini Day', fixed(7, 5), ['#JourneeMondialeDuBikini', '#Bikini'], FR),
  // Lorient's Festival Interceltique, ten days from the first Friday of August (August 6, 2010, August 3,
  // 2018, August 2, 2019 and August 4, 2023).
  // Source: https://www.lci.fr/international/festival-interceltique-de-lorient-2019-la-delegation-de-galice-mise-a-l-honneur-2128857.html
  day(
    'festival-interceltique-de-lorient',
    'Festival Interceltique de Lorient Begins',
    nth(1, FRI, 8),
    ['#FIL', '#Lorient', '#FestivalInterceltique'],
    FR,
  ),
  // The Grand Parade of the Celtic Nations, 3,500 musicians and dancers, on the Sunday of the festival's
  // opening weekend: August 5, 2018 (festival from Friday August 3) and August 6, 2023 (from Friday
  // August 4).
  // Source: https://france3-regions.francetvinfo.fr/bretagne/morbihan/lorient/bravo-lorient-carton-plein-grande-parade-du-festival-interceltique-1522632.html
  // Source: https://france3-regions.francetvinfo.fr/bretagne/morbihan/lorient/direct-video-festival-interceltique-de-lorient-2023-suivez-la-grande-parade-avec-le-bagad-kemper-cap-caval-et-lann-bihoue-2815505.html
  day(
    'grande-parade-lorient',
    'Grand Parade of the Celtic Nations',
    after(nth(1, FRI, 8), 2),
    ['#GrandeParade', '#FIL', '#Lorient'],
    FR,
  ),
  // Grasse has celebrated jasmine since 1946 on the first weekend of August, with its flower parade on the
  // Saturday.
  // Source: https://routedumimosa.com/fr/animation/traditions-et-folklore/grasse/fete-du-jasmin-6484609
  day('fete-du-jasmin', 'Fête du Jasmin', nth(1, SAT, 8), ['#FeteDuJasmin', '#Grasse', '#Jasmin'], FR),
  // Saint Roch, born in Montpellier, is honoured on August 16 with the city's festival and across the south.
  // Source: https://projetcartylion.fr/saint-roch-de-montpellier
  faith('saint-rochs-day-france', "Saint Roch's Day", fixed(8, 16), ['#SaintRoch', '#Montpellier'], FR),
  // Bow Tie Day, August 28, "célébrée chaque année", which French brands and sellers use for promotions.
  // Source: https://ladepeche.nc/2025/08/28/porter-le-noeud-papillon-pour-restaurer-lelegance-perdue
  day('bow-tie-day-france', 'Bow Tie Day', fixed(8, 28), ['#JourneeDuNoeudPapillon', '#NoeudPapillon'], FR),
  // Sète's patronal festival and water jousts, held over six days around August 25, Saint Louis' day.
  // Source: https://france3-regions.francetvinfo.fr/occitanie/herault/sete/les-fetes-de-la-st-louis-sete-c-est-parti-535896.html
  faith(
    'fete-de-la-saint-louis',
    'Fête de la Saint-Louis',
    fixed(8, 25),
    ['#SaintLouis', '#Sete', '#Joutes'],
    FR,
  ),
  // Saint Eligius (Éloi), patron of smiths and metalworkers, whose feast on December 1 they still keep.
  // Source: https://www.cathobel.be/2014/12/saint-eloi-toujours-fete-en-belgique/
  faith('saint-eloi', 'Saint-Éloi', fixed(12, 1), ['#SaintEloi', '#Forgerons'], FR),
  // "Super samedi", the last Saturday before Christmas, every year the busiest day in French shops: the
  // Saturday from December 18 to 24, the third Wednesday three days on.
  // Source: https://1001infos.net/france/identification-des-acheteurs-de-cadeaux-du-samedi-avant-noel
  business(
    'super-saturday-france',
    'Super Saturday',
    after(nth(3, WED, 12), 3),
    ['#SuperSamedi', '#CadeauxDeNoel'],
    FR,
  ),

  // The Netherlands
  // The National Read-Aloud Days (Stichting Lezen, since 2004) open on a Wednesday with the read-aloud
  // breakfast: January 25, 2017, January 23, 2019, January 24, 2024 and January 21, 2026, the Wednesday from
  // January 21 to 27.
  // Source: https://www.oogtv.nl/2026/01/nationale-voorleesdagen-volgende-week-van-start/
  day(
    'national-read-aloud-days',
    'National Read-Aloud Days Begin',
    after(nth(3, THU, 1), 6),
    ['#NationaleVoorleesdagen', '#Voorlezen'],
    NL,
  ),
  // Vogelbescherming's garden bird count, since 2001 on the Friday to Sunday of the last weekend of January.
  // Source: https://www.bnnvara.nl/vroegevogels/artikelen/tellers-speuren-eind-januari-naar-mussen-mezen-en-andere-tuinvogels
  day(
    'garden-bird-count-netherlands',
    'National Garden Bird Count',
    after(last(SAT, 1), -1),
    ['#Tuinvogeltelling', '#Vogelbescherming'],
    NL,
  ),
  // Warm Sweater Day: turn the heating down and put a sweater on, every first Friday of February.
  // Source: https://fijnedagvan.nl/zoeken/?q=warme-truien
  day(
    'warm-sweater-day-netherlands',
    'Warm Sweater Day',
    nth(1, FRI, 2),
    ['#Warmetruiendag', '#Duurzaam'],
    NL,
  ),
  // National Frikandel Day, February 4, launched by the Dutch frying trade (Frituurwereld.nl, Nederlands
  // Frituurcentrum).
  // Source: https://www.metronieuws.nl/eten-drinken/2023/01/nationale-frikandellendag-frikpics-frikandel-snack/
  food(
    'frikandel-day-netherlands',
    'National Frikandel Day',
    fixed(2, 4),
    ['#Frikandellendag', '#Frikandel'],
    NL,
  ),
  // Carnival in Brabant and Limburg, from the Saturday to the Tuesday before Ash Wednesday.
  // Source: https://nieuws.nl/algemeen/20180210/zuiden-des-lands-in-feeststemming/
  day(
    'carnival-netherlands',
    'Carnival Begins',
    easter(-50),
    ['#Carnaval', '#Vastelaovend', '#Oeteldonk'],
    NL,
  ),
  // Weekly Flair's day for girlfriends, the third Saturday of March.
  // Source: http://www.dagenvanhetjaar.nl/tag/1001activiteiten/
  day(
    'girlfriends-day-netherlands',
    "Girlfriends' Day",
    nth(3, SAT, 3),
    ['#Vriendinnendag', '#Vriendinnen'],
    NL,
  ),
  // A day for small shopkeepers, March 29, in Dutch local news (after the US Mom and Pop Business Owners
  // Day).
  // Source: https://goeree-overflakkee.nieuws.nl/entertainment/goedemorgen-het-is-vandaag-zaterdag-29-maart
  business(
    'small-business-day-netherlands',
    'Small Business Day',
    fixed(3, 29),
    ['#DagVanDeKleineOndernemer', '#KoopLokaal'],
    NL,
  ),
  // Jantje Beton's outdoor play day, every second Wednesday of June since 1994.
  // Source: https://tynaarlo.nationalezorggids.nl/jeugdzorg/nieuws/43254-nationale-buitenspeeldag.html
  day(
    'outdoor-play-day-netherlands',
    'Outdoor Play Day',
    nth(2, WED, 6),
    ['#Buitenspeeldag', '#JantjeBeton'],
    NL,
  ),
  // Tilburg's fair, the largest in the Benelux, runs ten days from a Friday to the last Sunday of July (July
  // 20 to 29, 2018; July 19 to 28, 2019 and 2024; July 18 to 27, 2025).
  // Source: https://www.omroepbrabant.nl/nieuws/4724636/tilburgse-kermis-bekijk-de-opening-dit-zijn-de-nieuwste-attracties
  day(
    'tilburgse-kermis',
    'Tilburg Fair Opens',
    after(last(SUN, 7), -9),
    ['#TilburgseKermis', '#Tilburg', '#Kermis'],
    NL,
  ),
  // Europe's largest book market fills Deventer's streets every first Sunday of August, since 1989.
  // Source: https://nieuws.nl/algemeen/20180805/deventer-pakt-weer-uit-met-boeken/
  day(
    'deventer-book-market',
    'Deventer Book Market',
    nth(1, SUN, 8),
    ['#DeventerBoekenmarkt', '#Boeken', '#Deventer'],
    NL,
  ),
  // Hartjesdag, the old cross-dressing street festival of Haarlem and Amsterdam's Zeedijk: the third Monday
  // of August.
  // Source: https://www.nu.nl/amsterdam/6217893/na-twee-jaar-afstel-is-het-vandaag-weer-hartjesdag-op-de-zeedijk.html
  day('hartjesdag', 'Hartjesdag', nth(3, MON, 8), ['#Hartjesdag', '#Zeedijk', '#Amsterdam'], NL),
  // Maastricht's Preuvenemint, four days of tasting on the Vrijthof over the last full weekend of August,
  // from the Thursday.
  // Source: https://m.roughguides.com/destinations/europe/netherlands/south-zeeland/maastricht/preuvenemint/
  food('preuvenemint', 'Preuvenemint Begins', after(last(SUN, 8), -3), ['#Preuvenemint', '#Maastricht'], NL),
  // Divorce Day, every second Friday of September, since 2010: the first Dutch divorce was granted on
  // September 15, 1796.
  // Source: https://beleven.org/feesten/kalender.php?dag=13&jaar=2030&maand=9
  business(
    'divorce-day-netherlands',
    'Divorce Day',
    nth(2, FRI, 9),
    ['#DagVanDeScheiding', '#Scheiding'],
    NL,
  ),
  // The dahlia flower parade of Lichtenvoorde, since 1929 on the second Sunday of September.
  // Source: https://askwikinow.com/view_html.php?lang=nl&q=Bloemencorso_Lichtenvoorde&sq=Envato
  day(
    'bloemencorso-lichtenvoorde',
    'Bloemencorso Lichtenvoorde',
    nth(2, SUN, 9),
    ['#BloemencorsoLichtenvoorde', '#Bloemencorso', '#Dahlias'],
    NL,
  ),
  // Suriname's Independence Day (November 25, 1975), Srefidensi, celebrated by many Dutch people of
  // Surinamese background.
  // Source: https://www.nu.nl/buitenland/6169734/wat-is-srefidensi-dey-en-waarom-vieren-surinamers-en-nederlanders-dat.html
  day('srefidensi-netherlands', 'Srefidensi', fixed(11, 25), ['#Srefidensi', '#Suriname'], NL),
];
