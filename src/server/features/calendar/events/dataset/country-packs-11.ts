import type { AwarenessDay } from '../types.js';
import { define, fixed, IN, last, nth, SAT, SUN } from './define.js';

const day = define('cultural');
const health = define('health');
const food = define('food');
const business = define('business');
const faith = define('cultural', 'religious');
const remembrance = define('cultural', 'solemn');

const BR = ['BR'];
const ZA = ['ZA'];

/**
 * More days of India, Brazil and South Africa that their businesses post about: India's regional festivals
 * and health campaigns, the Brazilian days of the professions and national days set by law, and South
 * Africa's children's day, race meetings, heritage days (Isandlwana, Emancipation Day), wine days and the
 * food and drink days its press and bakers keep.
 */
export const countryDaysIndiaBrazilSouthAfrica: AwarenessDay[] = [
  // India
  // Lohri, Punjab's bonfire festival at the end of winter, kept on January 13 the day before Makar Sankranti.
  // Source: https://www.thestatesman.com/lifestyle/variety/happy-lohri-2020-best-wishes-images-quotes-messages-greetings-share-friends-family-1502844435.html
  // In Australia, Canada and New Zealand: Lohri, the Punjabi bonfire festival of January 13, celebrated by
  // the Punjabi communities of Canada (Surrey), Australia (Melbourne, Sydney) and New Zealand (Christchurch).
  // Source: https://www.cloverdalereporter.com/community/hundreds-will-celebrate-lohri-sunday-in-surrey/
  // Source: https://haanji.com.au/lohri-2025-how-indians-in-australia-are-celebrating-the-festival-of-harvest-to-life
  // Source: https://www.indianweekender.co.nz/pages/articledetails/7/9073/new-zealand/community-groups-unite-to-celebrate-christchurchs-biggest-ever-lohri
  // In the UAE: Lohri, the Punjabi bonfire festival of January 13, kept by the UAE's Punjabi expatriates in
  // Dubai.
  // Source: https://www.emirates247.com/news/world/indians-reap-in-the-fun-with-three-festivals-this-weekend-2011-01-14-1.342083
  // In Ireland: Lohri, celebrated by Dublin's Punjabi community with a bonfire gathering in Dundrum.
  // Source: https://www.irishtimes.com/news/hindus-gather-to-celebrate-harvest-festival-1.930371
  // In Singapore: the Singapore Khalsa Association's Lohri bonfire.
  // Source: http://singaporekhalsa.org.sg/cultural-social-news?start=30
  day(
    'lohri',
    'Lohri',
    fixed(1, 13),
    ['#Lohri', '#HappyLohri', '#Punjab'],
    [...IN, 'AU', 'CA', 'NZ', 'AE', 'IE', 'SG'],
  ),
  // CRPF Valour Day (Shaurya Diwas): a CRPF company held Sardar Post in the Rann of Kutch on April 9, 1965.
  // Source: https://www.latestly.com/lifestyle/festivals-events/crpf-valour-day-2023-date-know-the-history-and-significance-of-the-day-that-pays-tribute-to-the-brave-men-of-the-force-5044075.html
  day('crpf-valour-day', 'CRPF Valour Day', fixed(4, 9), ['#CRPFValourDay', '#ShauryaDiwas', '#CRPF'], IN),
  // Alluri Sitarama Raju's birthday (July 4, 1897), celebrated by Andhra Pradesh as a state festival.
  // Source: https://www.newindianexpress.com/states/andhra-pradesh/2024/Jul/05/assembly-speaker-opens-chitrakala-mandiram-recounts-alluris-role-in-freedom-struggle
  day(
    'alluri-jayanti',
    'Alluri Sitarama Raju Jayanti',
    fixed(7, 4),
    ['#AlluriSitaramaRaju', '#AndhraPradesh'],
    IN,
  ),
  // Dadra and Nagar Haveli's freedom from Portuguese rule on August 2, 1954, marked in Silvassa every year.
  // Source: https://www.freepressjournal.in/corporate-gallery/celebration-of-liberation-day-of-dadra-and-nagar-haveli
  day(
    'dadra-nagar-haveli-liberation-day',
    'Dadra and Nagar Haveli Liberation Day',
    fixed(8, 2),
    ['#LiberationDay', '#DadraNagarHaveli', '#Silvassa'],
    IN,
  ),
  // Indian Organ Donation Day, on August 3 from 2023, the date of India's first heart transplant (1994).
  // Source: https://drsunilshenvi.com/national-organ-donation-day-in-india-celebrating-the-gift-of-life
  health(
    'indian-organ-donation-day',
    'Indian Organ Donation Day',
    fixed(8, 3),
    ['#OrganDonationDay', '#OrganDonation'],
    IN,
  ),
  // The National Eye Donation Fortnight runs from August 25 to September 8.
  // Source: https://www.teachingbanyan.com/national-days/amp/page/4/
  health(
    'national-eye-donation-fortnight',
    'National Eye Donation Fortnight',
    fixed(8, 25),
    ['#EyeDonationFortnight', '#EyeDonation'],
    IN,
  ),
  // Parumala Perunnal, the Kerala feast of Saint Gregorios of Parumala, on November 2.
  // Source: https://www.indiatoday.in/information/story/important-days-in-november-2025-national-and-international-dates-list-2810684-2025-10-30
  faith(
    'parumala-perunnal',
    'Parumala Perunnal',
    fixed(11, 2),
    ['#ParumalaPerunnal', '#Parumala', '#Kerala'],
    IN,
  ),

  // Brazil
  // The Marine Corps' birthday: the Royal Brigade landed in Rio with the Portuguese court on March 7, 1808.
  // Source: http://www.ojornaldailha.com/dia-do-fuzileiro-naval/
  day('marines-day-brazil', "Marines' Day", fixed(3, 7), ['#DiaDoFuzileiroNaval', '#Adsumus'], BR),
  // Set by Law 12.533 of 2011 for schools to debate the climate, on the anniversary of the Kyoto Protocol.
  // Source: https://matanativa.com.br/dia-nacional-de-conscientizacao-sobre-as-mudancas-climaticas
  day(
    'climate-change-awareness-day-brazil',
    'National Climate Change Awareness Day',
    fixed(3, 16),
    ['#MudancasClimaticas', '#Clima'],
    BR,
  ),
  // Made national by the Ministry of Health in 1986; the São Paulo eye doctors' society was founded on it.
  // Source: http://www.fenam.org.br/2018/05/04/dia-do-oftalmologista/
  health(
    'ophthalmologists-day-brazil',
    "Ophthalmologist's Day",
    fixed(5, 7),
    ['#DiaDoOftalmologista', '#SaudeOcular'],
    BR,
  ),
  // Marked across Brazil by the regional engineering councils (CREA) since the profession's law of 1957.
  // Source: https://creape.org.br/no-dia-da-categoria-o-crea-pe-parabeniza-os-engenheiros-as-agrimensores
  business(
    'surveying-engineers-day-brazil',
    "Surveying Engineer's Day",
    fixed(6, 4),
    ['#DiaDoEngenheiroAgrimensor', '#Agrimensura'],
    BR,
  ),
  // Set by São Paulo state law in 2001 and marked by call centres across Brazil.
  // Source: https://consumidormoderno.com.br/telemarketing-dia-operador/
  business(
    'telemarketing-day-brazil',
    "Telemarketing Operator's Day",
    fixed(7, 4),
    ['#DiaDoTelemarketing', '#Atendimento'],
    BR,
  ),
  // The National Day of the Brazilian Documentary.
  // Source: https://boainformacao.com.br/2023/07/quais-as-datas-comemorativas-e-feriados-do-mes-de-agosto-saiba-agora/
  day(
    'documentary-day-brazil',
    'National Brazilian Documentary Day',
    fixed(8, 7),
    ['#DiaDoDocumentario', '#CinemaBrasileiro'],
    BR,
  ),
  // Kept by philosophy teachers and students on August 16.
  // Source: http://www.filosofia.seed.pr.gov.br/modules/noticias/article.php?storyid=620&tit=16-de-Agosto-Dia-do-Filosofo
  day('philosophers-day-brazil', "Philosopher's Day", fixed(8, 16), ['#DiaDoFilosofo', '#Filosofia'], BR),
  // Retail Workers' Day, set by Law 12.790 of 2013; shops close on it or on a nearby day in some cities.
  // Source: http://www.calendarr.com/brasil/dia-do-comerciario/
  business(
    'retail-workers-day-brazil',
    "Retail Workers' Day",
    fixed(10, 30),
    ['#DiaDoComerciario', '#Comercio'],
    BR,
  ),
  // National Blood Donor Day, to thank donors and recruit new ones.
  // Source: https://www.opovo.com.br/noticias/brasil/2024/10/28/novembro-2024-feriados-pontos-facultativos-e-datas-comemorativas.html
  health(
    'blood-donor-day-brazil',
    'National Blood Donor Day',
    fixed(11, 25),
    ['#DiaNacionalDoDoadorDeSangue', '#DoeSangue'],
    BR,
  ),
  // The National Day of the Baiana de Acarajé, set by Law 12.206 of 2010, with a procession in Salvador.
  // Source: https://calendarr.com/brasil/dia-da-baiana-de-acaraje
  food(
    'baiana-de-acaraje-day',
    'National Day of the Baiana de Acarajé',
    fixed(11, 25),
    ['#DiaDaBaianaDeAcaraje', '#Acaraje', '#Bahia'],
    BR,
  ),
  // The National Day against Cancer, in the month of the Novembro Azul campaign.
  // Source: https://natelinha.uol.com.br/famosos/aniversariantes/novembro
  health(
    'national-cancer-day-brazil',
    'National Day against Cancer',
    fixed(11, 27),
    ['#DiaNacionalDeCombateAoCancer', '#Cancer'],
    BR,
  ),
  // Production Engineer's Day, kept by Brazil's industrial engineers and their universities on December 17.
  // Source: https://www.urca.br/?p=47175
  business(
    'production-engineers-day-brazil',
    "Production Engineer's Day",
    fixed(12, 17),
    ['#DiaDoEngenheiroDeProducao', '#EngenhariaDeProducao'],
    BR,
  ),
  // Neighbours' Day, kept in Brazil two days before Christmas.
  // Source: https://www.informativogirassol.blog.br/2017/12/dezembro-datas-comemorativas.html?m=1
  day('neighbours-day-brazil', "Neighbours' Day", fixed(12, 23), ['#DiaDoVizinho', '#Vizinhos'], BR),

  // South Africa
  // National Melktert Day: South Africans bake and share milk tart on February 27.
  // Source: https://www.sapeople.com/fab-south-african-stuff/sa-school-surprises-community-heroes-national-milk-tart-day/
  food('national-milk-tart-day', 'National Milk Tart Day', fixed(2, 27), ['#MilkTartDay', '#Melktert'], ZA),
  // World Koesister Day, for the Cape Malay Sunday treat, first held in 2019: the first Sunday of September.
  // Source: https://www.atlanticsun.co.za/news/the-world-koeksister-cook-off
  food(
    'koesister-day',
    'World Koesister Day',
    nth(1, SUN, 9),
    ['#KoesisterDay', '#Koesister', '#CapeMalay'],
    ZA,
  ),
  // Afrikaanse Taaldag, the day the Genootskap van Regte Afrikaners was founded in Paarl.
  // Source: https://afrikanergeskiedenis.co.za/afrikaanse-taaldag-14-augustus/
  day('afrikaans-language-day', 'Afrikaans Language Day', fixed(8, 14), ['#Afrikaans', '#Taaldag'], ZA),
  // National Children's Day, declared by the government on the first Saturday of November.
  // Source: https://www.my3piggies.com/national-childrens-day/
  day(
    'national-childrens-day-south-africa',
    "National Children's Day",
    nth(1, SAT, 11),
    ['#NationalChildrensDay', '#ChildrensDay'],
    ZA,
  ),
  // Johannesburg's Summer Cup at Turffontein, run since 1887 on a Saturday in the last week of November.
  // Source: https://racingmuseum.co.za/tracks/turffontein/
  day('summer-cup', 'Summer Cup', last(SAT, 11), ['#SummerCup', '#HorseRacing', '#Turffontein'], ZA),
  // The Zulu king and amabutho mark the Battle of Isandlwana (January 22, 1879) yearly with a re-enactment: a
  // battle's dead are remembered, not celebrated.
  // Source: https://www.timeout.com/durban/news/kzns-battlefields-come-alive-this-week-012026
  remembrance(
    'isandlwana-commemoration-south-africa',
    'Isandlwana Commemoration',
    fixed(1, 22),
    ['#Isandlwana', '#AngloZuluWar', '#KZNHeritage'],
    ZA,
  ),
  // The birthday of South African wine: Jan van Riebeeck recorded the first Cape wine on February 2, 1659.
  // Source: https://www.capetown.travel/pouring-with-pride-sas-wine-industry-celebrates-362nd-birthday/
  food(
    'sa-wine-birthday-south-africa',
    'Happy Birthday SA Wine',
    fixed(2, 2),
    ['#HappyBirthdaySAWine', '#SAWine'],
    ZA,
  ),
  // Eat What You Want Day on May 11, kept by South African radio (Heart FM) and shops.
  // Source: https://elizabethplace.co.za/eat-what-you-want-day/
  food(
    'eat-what-you-want-day-south-africa',
    'Eat What You Want Day',
    fixed(5, 11),
    ['#EatWhatYouWantDay', '#EatWhatYouLikeDay'],
    ZA,
  ),
  // Pinotage Day for South Africa's own grape (Pinot Noir x Cinsault), promoted by Wines of South Africa.
  // Source: http://www.wosa.hk/en/latest_activities.php?id=551
  food(
    'pinotage-day-south-africa',
    'Pinotage Day',
    nth(2, SAT, 10),
    ['#PinotageDay', '#Pinotage', '#SAWine'],
    ZA,
  ),
  // Emancipation Day: the enslaved people of the Cape were freed on December 1, 1834; Cape Town marks it
  // yearly.
  // Source: https://www.iol.co.za/capetimes/news/commemorative-night-walk-recalls-end-of-slavery-in-cape-1788608
  day(
    'emancipation-day-south-africa',
    'Emancipation Day',
    fixed(12, 1),
    ['#EmancipationDay', '#CapeTown'],
    ZA,
  ),
  // SunSmart Skin Cancer Awareness Month (December 1 to January 31) on the Department of Health's calendar.
  // Source: https://5y1.org/info/2019-health-awareness-calendar_1_857904.html
  health(
    'sunsmart-skin-cancer-month-south-africa',
    'SunSmart Skin Cancer Awareness Month',
    fixed(12, 1),
    ['#SunSmart', '#SkinCancerAwareness', '#CANSA'],
    ZA,
  ),
];
