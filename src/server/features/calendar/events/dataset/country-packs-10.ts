import type { AwarenessDay } from '../types.js';
import { after, define, easter, fixed, last, nth, SAT, SUN, THU } from './define.js';

const day = define('cultural');
const awareness = define('cultural', 'awareness');
const health = define('health');
const faith = define('cultural', 'religious');
const food = define('food');

const ES = ['ES'];
const IT = ['IT'];
const MX = ['MX'];
const ES_MX = ['ES', 'MX'];

/**
 * More days of Spain, Italy and Mexico that their businesses post about: city and regional festivals, the national
 * days their governments and associations keep, and the days of the professions.
 */
export const countryDaysSpainItalyMexico: AwarenessDay[] = [
  // Spain
  // World Day against Depression, January 13, for awareness of the illness: kept by Spain's public bodies (the
  // Consell d'Eivissa lists it) and by Mexico's press.
  // Source: https://idis.conselldeivissa.es/es/agenda/dia-mundial-de-lucha-contra-la-depresion
  health(
    'depression-day-spain-mexico',
    'World Day against Depression',
    fixed(1, 13),
    ['#DiaMundialContraLaDepresion', '#SaludMental'],
    ES_MX,
  ),
  // Toledo's patron saint: the city's one fixed local holiday, with its Honours and Distinctions, on January
  // 23.
  // Source: https://www.toledo.es/la-ciudad-de-toledo-y-la-festividad-de-san-ildefonso
  faith('san-ildefonso-toledo', 'San Ildefonso', fixed(1, 23), ['#SanIldefonso', '#Toledo'], ES),
  // Zaragoza's patron saint, a local holiday when the city eats the roscón de San Valero.
  // Source: https://www.viajarporaragon.com/san-valero-rosconero-y-ventolero/
  faith(
    'san-valero-spain',
    'San Valero',
    fixed(1, 29),
    ['#SanValero', '#Zaragoza', '#RosconDeSanValero'],
    ES,
  ),
  // Murcia's Fiestas de Primavera open with the Bando de la Huerta, the first Tuesday after Holy Week, when the
  // city dresses in huertano costume and the peñas' floats parade.
  // Source: https://www.lasexta.com/noticias/cultura/cuando-entierro-sardina-murcia-2024_20240402660bc8c85e1b1f0001230ad0.html
  day(
    'bando-de-la-huerta',
    'Bando de la Huerta',
    easter(2),
    ['#BandoDeLaHuerta', '#FiestasDePrimavera', '#Murcia'],
    ES,
  ),
  // They end with the parade and burning of the Entierro de la Sardina, since 1851, on the Saturday after
  // Easter.
  // Source: https://www.lasexta.com/noticias/cultura/cuando-entierro-sardina-murcia-2024_20240402660bc8c85e1b1f0001230ad0.html
  day(
    'entierro-de-la-sardina-murcia',
    'Entierro de la Sardina',
    easter(6),
    ['#EntierroDeLaSardina', '#FiestasDePrimavera', '#Murcia'],
    ES,
  ),
  // Lleida's Festa Major de Maig, for its patron Sant Anastasi: the floral offering and the Battle of
  // Flowers.
  // Source: https://www.turismedelleida.cat/en/explore/esdeveniments/festa-major-de-maig
  faith(
    'sant-anastasi-lleida',
    'Sant Anastasi',
    fixed(5, 11),
    ['#FestaMajorLleida', '#SantAnastasi', '#Lleida'],
    ES,
  ),
  // The Federation of Coeliac Associations of Spain (FACE) keeps May 27.
  // Source: https://merida.es/la-fachada-del-ayuntamiento-la-fuente-de-la-plaza-de-espana-y-varios-monumentos-se-iluminan-manana-en-color-verde-por-el-dia-nacional-del-celiaco/
  health(
    'coeliac-day-spain',
    'National Coeliac Day',
    fixed(5, 27),
    ['#DiaNacionalDelCeliaco', '#SinGluten'],
    ES,
  ),
  // Salamanca's patron saint, a city holiday with fireworks by the Tormes on June 12.
  // Source: https://salamanca24horas.com/local/salamanca-se-engalana-celebrar-fiestas-en-honor-su-patron-san-juan-sahagun_15042833_102.html
  faith(
    'san-juan-de-sahagun-salamanca',
    'San Juan de Sahagún',
    fixed(6, 12),
    ['#SanJuanDeSahagun', '#Salamanca'],
    ES,
  ),
  // Sabucedo's Rapa das Bestas, of international tourist interest, held on the first weekend of July; the
  // first rapa of the wild horses is on the Saturday.
  // Source: https://turismogalicia.blogspot.com/2007/08/rapa-das-bestas-en-estrada.html?m=1
  day('rapa-das-bestas', 'Rapa das Bestas', nth(1, SAT, 7), ['#RapaDasBestas', '#Sabucedo', '#Galicia'], ES),
  // Vic's patron Sant Miquel dels Sants: July 5 is the Festa Major's main day and the town's local holiday.
  // Source: https://www.victurisme.cat/fr/que-s2019hi-pot-fer/festes-i-tradicions/festa-major
  faith(
    'sant-miquel-dels-sants-vic',
    'Sant Miquel dels Sants',
    fixed(7, 5),
    ['#SantMiquelDelsSants', '#Vic'],
    ES,
  ),
  // Saint Elizabeth of Portugal, born in Zaragoza, is the patron of the province and of its Diputación, which
  // hands out its gold medals on her day, July 4.
  // Source: http://expodpz.blogspot.com/2008/07/la-celebracin-de-santa-isabel-de.html
  faith(
    'santa-isabel-de-portugal-zaragoza',
    'Santa Isabel de Portugal',
    fixed(7, 4),
    ['#SantaIsabelDePortugal', '#Zaragoza', '#DPZ'],
    ES,
  ),
  // Teruel's Fiestas del Ángel, La Vaquilla, on the weekend nearest July 10 (its Sunday is the second of
  // July).
  // Source: https://xn--espaaenfiestas-tnb.es/proximas-fiestas.html?start=40
  day('vaquilla-del-angel', 'La Vaquilla del Ángel', nth(2, SUN, 7), ['#Vaquilla', '#Teruel'], ES),
  // Galicia's oldest wine festival, in Cambados since 1953, culminates on the first Sunday of August.
  // Source: https://en.wikipedia.org/wiki/Festa_do_Albari%C3%B1o
  food(
    'festa-do-albarino',
    'Festa do Albariño',
    nth(1, SUN, 8),
    ['#FestaDoAlbarino', '#Albarino', '#Cambados'],
    ES,
  ),
  // The canoe race from Arriondas to Ribadesella, since 1930: the first Saturday after August 2.
  // Source: https://www.eldiario.es/spin/debes-si-vas-sella-descensos-consolidados-geografia-pm_1_12517901.html
  day(
    'descenso-del-sella-spain',
    'Descenso del Sella',
    after(nth(1, THU, 8), 2),
    ['#DescensoDelSella', '#Sella', '#Asturias'],
    ES,
  ),
  // Pollença's Patrona: the battle of Moors and Christians of 1550 is re-enacted every August 2.
  // Source: https://amp.ultimahora.es/noticias/part-forana/2018/08/01/1017043/joan-mas-dragut-enfrentan-batalla-moros-cristianos-pollen-a.html
  day(
    'moros-i-cristians-pollenca',
    'Moros i Cristians de Pollença',
    fixed(8, 2),
    ['#MorosICristians', '#Pollenca', '#Mallorca'],
    ES,
  ),
  // Palos de la Frontera keeps August 3, the day the caravels sailed for America in 1492, with civic acts.
  // Source: http://app.noticiasde.es/?p=1411309
  day(
    'partida-de-las-carabelas-palos',
    'Departure of the Caravels',
    fixed(8, 3),
    ['#PalosDeLaFrontera', '#LugaresColombinos', '#Huelva'],
    ES,
  ),
  // Madrid's August verbenas open with San Cayetano in Embajadores and the Rastro, on August 7.
  // Source: https://www.cronicanorte.es/fiestas-populares-madrilenas-en-agosto-san-cayetano-san-lorenzo-y-la-virgen-de-la-paloma-2024/216738?amp
  day(
    'san-cayetano-madrid',
    'Fiestas de San Cayetano',
    fixed(8, 7),
    ['#SanCayetano', '#FiestasDeAgosto', '#Madrid'],
    ES,
  ),
  // The great day of Sitges's Festa Major (of national interest): Sant Bartomeu's vigil, August 23, ending
  // with the castell de focs over the church.
  // Source: https://www.femturisme.cat/ca/agenda/la-festa-major-de-sant-bartomeu-de-sitges
  day(
    'festa-major-de-sitges',
    'Festa Major de Sitges',
    fixed(8, 23),
    ['#FestaMajorSitges', '#SantBartomeu', '#Sitges'],
    ES,
  ),
  // Arrecife's patron saint: the mass, procession and fireworks of San Ginés on August 25.
  // Source: https://www.lavozdelanzarote.com/en/news/culture/arrecife-celebrates-with-fervor-the-festivity-of-san-gines-obispo-patron-of-the-city_237341_102.html
  faith('san-gines-arrecife', 'San Ginés', fixed(8, 25), ['#SanGines', '#Arrecife', '#Lanzarote'], ES),
  // Jaén's co-patron, whose romería climbs to the Castillo de Santa Catalina; her day is November 25.
  // Source: https://puedoviajar.es/poi/fiesta-de-santa-catalina-jaen.aspx
  faith('santa-catalina-jaen', 'Santa Catalina', fixed(11, 25), ['#SantaCatalina', '#Jaen'], ES),
  // Santiago de Compostela's cathedral keeps the Traslación of the Apostle's remains every December 30: the
  // King's delegate makes the offering and the botafumeiro swings.
  // Source: https://diariodecompostela.elidealgallego.com/compostela/2025-12-30/la-traslacion-del-apostol-llena-la-catedral-de-santiago-en-una-solemne-celebracion-marcada-por-la-tradicion-y-la-musica-827357.html
  faith(
    'traslacion-del-apostol',
    'Traslación del Apóstol',
    fixed(12, 30),
    ['#TraslacionDelApostol', '#Santiago', '#Compostela'],
    ES,
  ),
  // Gamer Day: set on August 29 in 2008 by Spain's video-game magazines (Hobby Consolas, PlayManía, PC
  // Manía) and kept mostly in Spanish-speaking countries; Mexico's TV Azteca marks it every year.
  // Source: https://www.tvazteca.com/aztecadeportes/por-que-celebramos-el-dia-del-gamer-cada-29-agosto
  day('gamer-day-spain-mexico', 'Gamer Day', fixed(8, 29), ['#DiaDelGamer', '#Videojuegos', '#Gamer'], ES_MX),

  // Italy
  // World Bikini Day, July 5: the bikini was first shown in Paris on July 5, 1946; Italy's press and beaches
  // keep the day.
  // Source: https://www.pinkblog.it/post/giornata-mondiale-del-bikini-immagini-e-frasi-da-mandare/
  day('bikini-day-italy', 'World Bikini Day', fixed(7, 5), ['#GiornataMondialeDelBikini', '#Bikini'], IT),
  // The Epiphany-eve bonfires of Veneto and Friuli (panevin, pignarûl), lit on the evening of January 5.
  // Source: https://www.viaggioinfriuliveneziagiulia.eu/cultura-e-tradizioni-del-friuli-venezia-giulia/tradizioni-epifaniche-in-friuli-venezia-giulia
  day('panevin', 'Panevin', fixed(1, 5), ['#Panevin', '#Pignarul', '#Epifania'], IT),
  // Parma's patron saint, with the scarpette di Sant'Ilario biscuits and the city's civic awards.
  // Source: https://www.parmawelcome.it/en/place/discover-parma/history-and-characters/traditions/st-ilario-patron-saint-of-the-town/
  faith('sant-ilario-parma', "Sant'Ilario", fixed(1, 13), ['#SantIlario', '#Parma'], IT),
  // Novara's patron saint, with the civic procession and the Fiera di San Gaudenzio.
  // Source: https://www.piemonteinfesta.com/feste/festa-di-san-gaudenzio-a-novara.htm
  faith('san-gaudenzio-novara', 'San Gaudenzio', fixed(1, 22), ['#SanGaudenzio', '#Novara'], IT),
  // Noto's patron saint: the silver urn is carried through the baroque town on February 19.
  // Source: https://eventisiciliani.it/feste-religiose/san-corrado-la-festa-in-onore-del-patrono-di-noto/
  faith('san-corrado-noto', 'San Corrado', fixed(2, 19), ['#SanCorrado', '#Noto'], IT),
  // Agrigento's patron saint, a city holiday with the procession of his relics on February 25.
  // Source: https://www.hotelvillaathena.it/en/feast-of-saint-gerlando.html
  faith('san-gerlando-agrigento', 'San Gerlando', fixed(2, 25), ['#SanGerlando', '#Agrigento'], IT),
  // Aquino keeps its patron Saint Thomas on March 7, the day he died in 1274, with a procession of the saint.
  // Source: https://aquinocresce.it/home/2019/03/07/il-7-marzo-si-commemora-san-tommaso-daquino
  faith('san-tommaso-aquino', "San Tommaso d'Aquino", fixed(3, 7), ['#SanTommasoDAquino', '#Aquino'], IT),
  // Gorizia's patron saints, a city holiday with the blessing of the city on March 16.
  // Source: http://www.fogliogoriziano.com/storia-tradizioni/la-festa-di-gorizia-2/
  faith(
    'santi-ilario-e-taziano-gorizia',
    'Santi Ilario e Taziano',
    fixed(3, 16),
    ['#Gorizia', '#SantiPatroni'],
    IT,
  ),
  // Friuli's regional day (regional law 6/2015), for the Patriarchal State founded on April 3, 1077.
  // Source: https://friulioggi.it/friuli-venezia-giulia/friuli-festeggia-festa-patria-udine-vito-asio-3-aprile-2022
  day(
    'fieste-de-patrie-dal-friul',
    'Fieste de Patrie dal Friûl',
    fixed(4, 3),
    ['#FiesteDePatrie', '#Friul'],
    IT,
  ),
  // Bari's Sagra di San Nicola opens with the historical parade of the Caravella on the evening of May 7.
  // Source: https://corrieredelmezzogiorno.corriere.it/bari/cronaca/22_maggio_02/bari-corteo-san-nicola-torna-2-anni-dedicato-pace-9fd1cab6-ca0e-11ec-aed7-5ffa58ac258d.shtml
  day(
    'corteo-storico-san-nicola',
    'Corteo Storico di San Nicola',
    fixed(5, 7),
    ['#SanNicola', '#Bari', '#CorteoStorico'],
    IT,
  ),
  // Chieti's patron saint, on May 11, with the procession and the city's festival.
  // Source: https://vaticano.com/10-e-11-maggio-2023-chieti-festeggia-san-giustino
  faith('san-giustino-chieti', 'San Giustino', fixed(5, 11), ['#SanGiustino', '#Chieti'], IT),
  // Correggio's patron saint: the Fiera di San Quirino fills the town around his day, June 4.
  // Source: https://ilsussidiario.net/news/cronaca/2017/6/4/san-quirino-di-siscia-santo-del-giorno-il-4-giugno-si-celebra-il-patrono-di-correggio/766781/amp
  faith('san-quirino-correggio', 'San Quirino', fixed(6, 4), ['#SanQuirino', '#Correggio'], IT),
  // Piacenza's patron saint: the Fiera di Sant'Antonino fills the Facsal on July 4.
  // Source: https://www.liberta.it/news/cronaca/2024/07/03/domani-torna-la-fiera-di-santantonino-oltre-280-banchi-in-centro-a-piacenza/
  faith('sant-antonino-piacenza', "Sant'Antonino", fixed(7, 4), ['#SantAntonino', '#Piacenza'], IT),
  // Trastevere's Madonna del Carmine leaves her church on the first Saturday after July 16 (July 17 to 23).
  // Source: https://turismoroma.it/it/node/122861
  day(
    'festa-de-noantri',
    "Festa de' Noantri",
    after(nth(3, THU, 7), 2),
    ['#FestaDeNoantri', '#Trastevere', '#Roma'],
    IT,
  ),
  // Arezzo's patron saint: the offering of candles and fireworks on the eve, the feast on August 7.
  // Source: https://www.discoverarezzo.com/eventi/la-festa-di-san-donato-patrono-di-arezzo/
  faith('san-donato-arezzo', 'San Donato', fixed(8, 7), ['#SanDonato', '#Arezzo'], IT),
  // Assisi's Festa del Perdono: the Porziuncola indulgence Saint Francis won in 1216, kept every August 2.
  // Source: https://italoamericano.org/festa-perdono
  faith(
    'festa-del-perdono-assisi',
    'Festa del Perdono',
    fixed(8, 2),
    ['#PerdonoDiAssisi', '#Porziuncola', '#Assisi'],
    IT,
  ),
  // L'Aquila's Perdonanza, on UNESCO's list: the Corteo della Bolla and the Holy Door open on August 28.
  // Source: https://it.wikipedia.org/wiki/Perdonanza_Celestiniana
  faith(
    'perdonanza-celestiniana',
    'Perdonanza Celestiniana',
    fixed(8, 28),
    ['#Perdonanza', '#PerdonanzaCelestiniana', '#LAquila'],
    IT,
  ),
  // Ragusa's patron saint: the candle procession of August 29, the day of his martyrdom.
  // Source: https://www.ragusaoggi.it/la-festa-per-il-patrono-di-ragusa-san-giovanni-fra-riti-e-devozione/
  faith(
    'san-giovanni-ragusa',
    'Festa di San Giovanni Battista',
    fixed(8, 29),
    ['#SanGiovanni', '#Ragusa'],
    IT,
  ),
  // Cagliari's patron saint, a city holiday, with the procession from the cathedral to his basilica.
  // Source: https://magazine.emozionesardegna.com/?p=1368
  faith('san-saturnino-cagliari', 'San Saturnino', fixed(10, 30), ['#SanSaturnino', '#Cagliari'], IT),
  // Paceco's patron saint, with the evening procession and fireworks every November 25.
  // Source: https://valledeglielimi.it/it/b/542/festa-di-santa-caterina-dalessandria
  faith(
    'santa-caterina-italy',
    "Santa Caterina d'Alessandria",
    fixed(11, 25),
    ['#SantaCaterina', '#Paceco'],
    IT,
  ),
  // Siena's patron saint, whose day opens the year of the Palio's contrade.
  // Source: https://lavocedelpalio.it/2020/04/Siena-e-i-Santi
  faith('sant-ansano-siena', "Sant'Ansano", fixed(12, 1), ['#SantAnsano', '#Siena', '#Palio'], IT),
  // Set by the Prime Minister in 2021, for the San Marco 1 satellite launched in December 1964.
  // Source: https://www.meteoweb.eu/2021/12/il-16-dicembre-la-prima-giornata-nazionale-dello-spazio/1745174/
  day(
    'national-space-day-italy',
    'National Space Day',
    fixed(12, 16),
    ['#GiornataNazionaleDelloSpazio', '#Spazio', '#ASI'],
    IT,
  ),
  // Teramo's patron saint, with the Fiera di San Berardo in the old town on December 19.
  // Source: https://ilsussidiario.net/news/cronaca/2016/12/19/san-berardo-santo-del-giorno-il-19-dicembre-si-celebra-san-berardo/737987
  faith('san-berardo-teramo', 'San Berardo', fixed(12, 19), ['#SanBerardo', '#Teramo'], IT),

  // Mexico
  // Chiapa de Corzo's Fiesta Grande (Parachicos on UNESCO's list): the float parade of January 22.
  // Source: https://www.cuartopoder.mx/chiapas/lista-la-fiesta-grande-de-chiapa-de-corzo/561148
  day(
    'fiesta-grande-chiapa-de-corzo-parade',
    'Fiesta Grande de Chiapa de Corzo: Float Parade',
    fixed(1, 22),
    ['#FiestaGrande', '#Parachicos', '#ChiapaDeCorzo'],
    MX,
  ),
  // The last outing of the Parachicos closes the Fiesta Grande on January 23.
  // Source: https://www.cuartopoder.mx/chiapas/lista-la-fiesta-grande-de-chiapa-de-corzo/561148
  day(
    'fiesta-grande-chiapa-de-corzo-last-day',
    'Fiesta Grande de Chiapa de Corzo: Last Parachicos',
    fixed(1, 23),
    ['#FiestaGrande', '#Parachicos', '#ChiapaDeCorzo'],
    MX,
  ),
  // Declared by Congress (decree of February 21, 2022).
  // Source: http://www.abogadogeneral.uady.mx/redbenito/informa.html?id=5292
  day('huipil-day-mexico', 'National Huipil Day', fixed(3, 7), ['#DiaNacionalDelHuipil', '#Huipil'], MX),
  // Set by President López Mateos's decree of 1959: the second Thursday of July.
  // Source: https://www.planeta.com/1607diadelarbol/
  awareness('tree-day-mexico', 'Tree Day', nth(2, THU, 7), ['#DiaDelArbol', '#Arboles'], MX),
  // Oaxaca's Lunes del Cerro, the two Mondays after July 16 (the first falls from July 17 to 23).
  // Source: https://www.oaxacamio.com/festivals/la-guelaguetza.html
  day(
    'guelaguetza',
    'Guelaguetza',
    after(nth(3, SAT, 7), 2),
    ['#Guelaguetza', '#LunesDelCerro', '#Oaxaca'],
    MX,
  ),
  // The second Monday, the octave, falls from July 24 to 30.
  day(
    'guelaguetza-second-monday',
    'Guelaguetza: Second Monday',
    after(nth(3, SAT, 7), 9),
    ['#Guelaguetza', '#LunesDelCerro', '#Oaxaca'],
    MX,
  ),
  // Our Lady of Refuge, crowned on July 4, 1719: her devotees in Mexico keep her day every July 4.
  // Source: https://mcnoticiasslp.blog/2023/07/04/hoy-celebramos-a-la-virgen-del-refugio
  faith(
    'virgen-del-refugio-mexico',
    'Virgen del Refugio',
    fixed(7, 4),
    ['#VirgenDelRefugio', '#Refugio'],
    MX,
  ),
  // World Bikini Day, July 5, for the bikini first shown in Paris in 1946; Mexico's beach-town press keeps it.
  // Source: https://quintafuerza.mx/mundo/por-que-se-celebra-el-dia-mundial-del-bikini
  day('bikini-day-mexico', 'World Bikini Day', fixed(7, 5), ['#DiaMundialDelBikini', '#Bikini'], MX),
  // Declared by Congress (decree published on February 18, 2022): National Day of Traditional Mexican Music.
  // Source: https://abogaciageneral.udg.mx/noticias/decreto-por-el-que-se-declara-el-24-de-abril-de-cada-ano-como-el-dia-nacional-de-la-musica
  day(
    'traditional-music-day-mexico',
    'National Day of Traditional Mexican Music',
    fixed(4, 24),
    ['#MusicaTradicionalMexicana', '#MusicaMexicana'],
    MX,
  ),
  // Declared by Congress in 2018 (decree published in the Diario Oficial): National Day of Mexican Cinema.
  // Source: https://ciudadania-express.com/2018/cultura/decretan-el-15-de-agosto-como-dia-nacional-del-cine-mexicano
  day(
    'mexican-cinema-day',
    'National Day of Mexican Cinema',
    fixed(8, 15),
    ['#DiaDelCineMexicano', '#CineMexicano'],
    MX,
  ),
  // Declared by Congress in 2019 (decree published in the Diario Oficial): National Cacao and Chocolate Day.
  // Source: https://www.cursorenlanoticia.com.mx/el-chocolate-y-el-cacao-ya-tienen-su-dia-nacional/
  food(
    'cacao-and-chocolate-day-mexico',
    'National Cacao and Chocolate Day',
    fixed(9, 2),
    ['#DiaNacionalDelCacao', '#Cacao', '#Chocolate'],
    MX,
  ),
  // Lucha libre's national day, September 21, for the Empresa Mexicana de Lucha Libre (today's CMLL) founded
  // on that day in 1933; set by Congress, kept by the arenas and the clubs.
  // Source: https://pulsoslp.com.mx/meta/21-de-septiembre-dia-nacional-de-la-lucha-libre/1969287
  day(
    'lucha-libre-day-mexico',
    'National Lucha Libre Day',
    fixed(9, 21),
    ['#DiaNacionalDeLaLuchaLibre', '#LuchaLibre'],
    MX,
  ),
  // National Adoption Day, April 9, set by the Senate to promote children's right to grow up in a family.
  // Source: https://www.vibetv.mx/moda/20211109/adopcion-dia-mundial-que-es/?amp
  awareness(
    'national-adoption-day-mexico',
    'National Adoption Day',
    fixed(4, 9),
    ['#DiaNacionalDeLaAdopcion', '#Adopcion'],
    MX,
  ),
  // Colonia Guerrero's patronal feast of Our Lady of the Angels, with mass and a street fair, every August 2.
  // Source: https://www.eluniversal.com.mx/cultura/otro-ano-que-celebran-fiesta-patronal-en-la-calle/
  faith(
    'nuestra-senora-de-los-angeles-cdmx',
    'Nuestra Señora de los Ángeles',
    fixed(8, 2),
    ['#VirgenDeLosAngeles', '#ColoniaGuerrero', '#CDMX'],
    MX,
  ),
  // Jiquilpan's patron of bread and work: the barrio's fair runs from July 30 and ends on his day, August 7.
  // Source: https://elsoldezamora.com.mx/local/san-cayetano-el-santo-patrono-de-jiquilpan-como-hacen-el-festejo-del-santo-12361516.html
  faith('san-cayetano-mexico', 'San Cayetano', fixed(8, 7), ['#SanCayetano', '#Jiquilpan'], MX),
  // One of Tuxtla Gutiérrez's oldest barrios dances the Danza de San Roque and shares pozol every August 16.
  // Source: https://todochiapas.mx/chiapas/se-realiza-danza-de-san-roque-con-una-nueva-normalidad/254776
  faith('san-roque-tuxtla', 'San Roque', fixed(8, 16), ['#SanRoque', '#TuxtlaGutierrez', '#Chiapas'], MX),
  // Mexico City's marathon, run on the last Sunday of August.
  // Source: https://www.somoselmedio.com/?p=23844
  day(
    'mexico-city-marathon',
    'Mexico City Marathon',
    last(SUN, 8),
    ['#MaratonCDMX', '#Maraton', '#CDMX'],
    MX,
  ),
  // San Luis Potosí's patron saint, Saint Louis of France, whose day the city and its Fenapo fair keep.
  // Source: https://regioncentroslp.com/general/san-luis-potosi-celebra-el-dia-de-su-patrono-san-luis-rey-de-francia
  faith('san-luis-rey-potosi', 'San Luis Rey', fixed(8, 25), ['#SanLuisRey', '#SanLuisPotosi'], MX),
  // San Carlos, Tamaulipas, ends the nine-day procession of its patron San Carlos Borromeo on November 4.
  // Source: http://www.milenio.com/cultura/fiestas_San_Carlos-San_Carlos_Tamaulipas_0_623337798.html
  faith(
    'san-carlos-borromeo-tamaulipas',
    'San Carlos Borromeo',
    fixed(11, 4),
    ['#SanCarlos', '#Tamaulipas'],
    MX,
  ),
  // Xochiatipan's Feria Santa Catarina, in the Huasteca of Hidalgo, honours its patron up to November 25.
  // Source: https://lamejor.com.mx/news/2024/11/21/feria-santa-catarina-2024-la-original-banda-el-limon-todos-los-artistas-que-se-presentaran-gratis-11647.html
  faith('santa-catarina-mexico', 'Santa Catarina', fixed(11, 25), ['#SantaCatarina', '#Huasteca'], MX),
  // Since 2001, for Desierto de los Leones, the first national park, decreed on November 27, 1917.
  // Source: https://www.gob.mx/semarnat/articulos/actuemos-para-celebrar-el-dia-nacional-de-la-conservacion
  awareness(
    'national-conservation-day-mexico',
    'National Conservation Day',
    fixed(11, 27),
    ['#DiaNacionalDeLaConservacion', '#Conservacion'],
    MX,
  ),
  // Oaxaca's radish-carving contest in the Zócalo, held every December 23 since 1897.
  // Source: https://mexicotravelchannel.com.mx/estados/20211221/noche-de-rabanos-oaxaca-que-es-origen-tradicion-navidad
  day('noche-de-rabanos', 'Noche de Rábanos', fixed(12, 23), ['#NocheDeRabanos', '#Oaxaca'], MX),
];
