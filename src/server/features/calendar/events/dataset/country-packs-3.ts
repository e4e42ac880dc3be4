import type { AwarenessDay } from '../types.js';
import { after, chinese, define, FRI, fixed, IN, islamic, MON, nth, SUN, solarTerm } from './define.js';

const day = define('cultural');
const awareness = define('cultural', 'awareness');
const health = define('health');
const food = define('food');
const business = define('business');
const faith = define('cultural', 'religious');
const remembrance = define('cultural', 'solemn');

const BR = ['BR'];
const MX = ['MX'];
const ZA = ['ZA'];
const AE = ['AE'];
const SG = ['SG'];
/** Where the Chinese festivals beyond the worldwide ones are kept. */
const CHINESE_FESTIVAL_COUNTRIES = ['SG', 'MY', 'CN', 'HK', 'TW'];

/**
 * Days of Brazil, Mexico, India, South Africa, the United Arab Emirates and Singapore that their businesses
 * post about: national days, commercial dates, and well-known days of their food, culture and professions.
 */
export const countryDaysAmericasAfricaAsia: AwarenessDay[] = [
  // Brazil
  day(
    'trans-visibility-day-brazil',
    'Trans Visibility Day',
    fixed(1, 29),
    ['#VisibilidadeTrans', '#Trans'],
    BR,
  ),
  day(
    'womens-vote-day-brazil',
    "Women's Vote Day",
    fixed(2, 24),
    ['#VotoFeminino', '#DiaDaConquistaDoVotoFeminino'],
    BR,
  ),
  day('kiss-day-brazil', 'Kiss Day', fixed(4, 13), ['#DiaDoBeijo', '#Beijo'], BR),
  food(
    'national-coffee-day-brazil',
    'National Coffee Day',
    fixed(5, 24),
    ['#DiaNacionalDoCafe', '#Cafe'],
    BR,
  ),
  awareness(
    'atlantic-forest-day',
    'Atlantic Forest Day',
    fixed(5, 27),
    ['#DiaDaMataAtlantica', '#MataAtlantica'],
    BR,
  ),
  day(
    'national-football-day-brazil',
    'National Football Day',
    fixed(7, 19),
    ['#DiaDoFutebol', '#Futebol'],
    BR,
  ),
  day('friends-day-brazil', "Friend's Day", fixed(7, 20), ['#DiaDoAmigo', '#Amizade'], BR),
  day('grandparents-day-brazil', "Grandparents' Day", fixed(7, 26), ['#DiaDosAvos', '#Avos'], BR),
  health(
    'national-health-day-brazil',
    'National Health Day',
    fixed(8, 5),
    ['#DiaNacionalDaSaude', '#Saude'],
    BR,
  ),
  day('students-day-brazil', "Students' Day", fixed(8, 11), ['#DiaDoEstudante', '#Estudante'], BR),
  day('folklore-day-brazil', 'Folklore Day', fixed(8, 22), ['#DiaDoFolclore', '#Folclore'], BR),
  day('soldiers-day-brazil', "Soldier's Day", fixed(8, 25), ['#DiaDoSoldado', '#Exercito'], BR),
  health(
    'psychologists-day-brazil',
    "Psychologist's Day",
    fixed(8, 27),
    ['#DiaDoPsicologo', '#Psicologia'],
    BR,
  ),
  day(
    'volunteer-day-brazil',
    'National Volunteer Day',
    fixed(8, 28),
    ['#DiaDoVoluntariado', '#Voluntariado'],
    BR,
  ),
  day(
    'lesbian-visibility-day-brazil',
    'Lesbian Visibility Day',
    fixed(8, 29),
    ['#VisibilidadeLesbica', '#Visibilidade'],
    BR,
  ),
  day('amazon-day', 'Amazon Day', fixed(9, 5), ['#DiaDaAmazonia', '#Amazonia'], BR),
  day('cerrado-day', 'Cerrado Day', fixed(9, 11), ['#DiaDoCerrado', '#Cerrado'], BR),
  business('customers-day-brazil', "Customer's Day", fixed(9, 15), ['#DiaDoCliente', '#Cliente'], BR),
  day('childrens-day-brazil', "Children's Day", fixed(10, 12), ['#DiaDasCriancas', '#Criancas'], BR),
  day('teachers-day-brazil', "Teachers' Day", fixed(10, 15), ['#DiaDoProfessor', '#Professores'], BR),
  day('national-samba-day', 'National Samba Day', fixed(12, 2), ['#DiaDoSamba', '#Samba'], BR),

  // Mexico
  day('army-day-mexico', 'Army Day', fixed(2, 19), ['#DiaDelEjercito', '#Mexico'], MX),
  day('flag-day-mexico', 'Flag Day', fixed(2, 24), ['#DiaDeLaBandera', '#Mexico'], MX),
  day('family-day-mexico', 'Family Day', nth(1, SUN, 3), ['#DiaDeLaFamilia', '#Familia'], MX),
  food('taco-day', 'Taco Day', fixed(3, 31), ['#DiaDelTaco', '#Tacos'], MX),
  day('childrens-day-mexico', "Children's Day", fixed(4, 30), ['#DiaDelNino', '#Ninos'], MX),
  day('teachers-day-mexico', "Teachers' Day", fixed(5, 15), ['#DiaDelMaestro', '#Maestros'], MX),
  day('grandparents-day-mexico', "Grandparents' Day", fixed(8, 28), ['#DiaDelAbuelo', '#Abuelos'], MX),
  day(
    'cry-of-independence',
    'Cry of Independence',
    fixed(9, 15),
    ['#GritoDeIndependencia', '#VivaMexico'],
    MX,
  ),
  food('national-corn-day-mexico', 'National Corn Day', fixed(9, 29), ['#DiaNacionalDelMaiz', '#Maiz'], MX),
  // The Friday to Monday before Revolution Day, kept on the third Monday of November.
  business('el-buen-fin', 'El Buen Fin', after(nth(3, MON, 11), -3), ['#ElBuenFin', '#BuenFin'], MX),
  faith('las-posadas', 'Las Posadas Begin', fixed(12, 16), ['#LasPosadas', '#Posadas'], MX),

  // India
  // In the UAE: Pravasi Bharatiya Divas, India's day of its diaspora since 2003, marked each year by the
  // Indian missions and community of the UAE.
  // Source: https://gulfnews.com/uae/indian-mission-helps-needy-students-distressed-expats-1.61354368
  // In Canada: marked by the High Commission of India and the consulates with the Indian community.
  // Source: https://www.southasiandaily.com/celebration-of-pravasi-bharatiya-diwas-at-the-indian-consulate-toronto/
  // In Australia: marked by the Indian consulates and community in Sydney and Melbourne.
  // Source: https://theindiantelegraph.com.au/pravasi-bharatiya-diwas-pbd-celebrations-in-sydney/
  // In New Zealand: marked by the Indian High Commission in Wellington.
  // Source: https://thedesibuzz.com/indian-high-commission-marks-pravasi-bharatiya-divas-2023/
  // In Singapore: kept by the High Commission of India with the Indian community; Singapore was one of the cities
  // whose diaspora joined the 2020 celebration, and hosted a regional edition in 2018.
  // Source: https://dpi.gov.gy/pravasi-bharatiya-divas/?shared=email&msg=fail
  // Source: https://littleindia.com/pravasi-bharatiya-divas-celebrated-around-world/amp
  // In South Africa, home of one of the largest Indian diasporas, where the day's date was chosen: Gandhi left
  // South Africa and reached India on January 9, 1915. India's consul-general in Cape Town: "the date is now
  // commemorated annually"; since 2015 every Indian mission and consulate celebrates it each year.
  // Source: http://www.pressreader.com/south-africa/cape-times/20180406/281986083123627
  // Source: https://www.ndtv.com/india-news/pravasi-bharatiya-divas-and-its-historic-importance-1797739
  day(
    'pravasi-bharatiya-divas',
    'Pravasi Bharatiya Divas',
    fixed(1, 9),
    ['#PravasiBharatiyaDivas', '#NRIDay'],
    [...IN, 'AE', 'CA', 'AU', 'NZ', 'SG', 'ZA'],
  ),
  // In Singapore: the High Commission of India marks Netaji's birthday, with a schools' painting competition in
  // 2022 and a tribute at the INA marker on the Esplanade in 2023.
  // Source: https://sg.tamilmicset.com/singapore-tamil-news/netaji-subhash-chandra-bose-125th-birthday-high-commission-of-india-in-singapore/?utm=thiral
  // Source: https://sg.tamilmicset.com/singapore-tamil-news/netaji-subhas-chandra-bose-birthday-ina-monument-in-singapore/?utm=thiral
  day('parakram-diwas', 'Parakram Diwas', fixed(1, 23), ['#ParakramDiwas', '#Netaji'], [...IN, 'SG']),
  awareness(
    'national-girl-child-day',
    'National Girl Child Day',
    fixed(1, 24),
    ['#NationalGirlChildDay', '#GirlChild'],
    IN,
  ),
  day('national-voters-day', 'National Voters Day', fixed(1, 25), ['#NationalVotersDay', '#Voters'], IN),
  day(
    'indian-newspaper-day',
    'Indian Newspaper Day',
    fixed(1, 29),
    ['#IndianNewspaperDay', '#Newspapers'],
    IN,
  ),
  // Valentine's Week: a day of its own for each of the seven days before Valentine's Day.
  day('rose-day', 'Rose Day', fixed(2, 7), ['#RoseDay', '#ValentinesWeek'], IN),
  day('propose-day', 'Propose Day', fixed(2, 8), ['#ProposeDay', '#ValentinesWeek'], IN),
  day('chocolate-day-india', 'Chocolate Day', fixed(2, 9), ['#ChocolateDay', '#ValentinesWeek'], IN),
  day('teddy-day', 'Teddy Day', fixed(2, 10), ['#TeddyDay', '#ValentinesWeek'], IN),
  day('promise-day', 'Promise Day', fixed(2, 11), ['#PromiseDay', '#ValentinesWeek'], IN),
  day('hug-day', 'Hug Day', fixed(2, 12), ['#HugDay', '#ValentinesWeek'], IN),
  // In the UAE: celebrated by the Marathi community, whose Shiv Jayanti festival in Dubai brings Konkan folk
  // performers and drummers to a Dubai school.
  // Source: https://www.esakal.com/mumbai/todays-latest-marathi-news-mum26i58867-txt-thane-20260217123050
  // Source: https://www.freepressjournal.in/mumbai/is-february-19-a-dry-day-in-mumbai
  day(
    'shivaji-jayanti',
    'Chhatrapati Shivaji Maharaj Jayanti',
    fixed(2, 19),
    ['#ShivajiJayanti', '#ShivajiMaharaj'],
    [...IN, 'AE'],
  ),
  health('jan-aushadhi-diwas', 'Jan Aushadhi Diwas', fixed(3, 7), ['#JanAushadhiDiwas', '#JanAushadhi'], IN),
  health(
    'national-vaccination-day',
    'National Vaccination Day',
    fixed(3, 16),
    ['#NationalVaccinationDay', '#Vaccination'],
    IN,
  ),
  day(
    'telangana-formation-day',
    'Telangana Formation Day',
    fixed(6, 2),
    ['#TelanganaFormationDay', '#Telangana'],
    IN,
  ),
  day(
    'national-handloom-day',
    'National Handloom Day',
    fixed(8, 7),
    ['#NationalHandloomDay', '#Handloom'],
    IN,
  ),
  day(
    'national-space-day-india',
    'National Space Day',
    fixed(8, 23),
    ['#NationalSpaceDay', '#Chandrayaan3'],
    IN,
  ),
  day(
    'national-sports-day-india',
    'National Sports Day',
    fixed(8, 29),
    ['#NationalSportsDay', '#DhyanChand'],
    IN,
  ),
  day('engineers-day-india', "Engineers' Day", fixed(9, 15), ['#EngineersDay', '#Visvesvaraya'], IN),
  day('indian-air-force-day', 'Indian Air Force Day', fixed(10, 8), ['#AirForceDay', '#IndianAirForce'], IN),
  // India keeps World Thrift Day a day early, as October 31 is the anniversary of Indira Gandhi's death.
  business('world-thrift-day-india', 'World Thrift Day', fixed(10, 30), ['#WorldThriftDay', '#Savings'], IN),
  day(
    'national-unity-day-india',
    'National Unity Day',
    fixed(10, 31),
    ['#RashtriyaEktaDiwas', '#NationalUnityDay'],
    IN,
  ),
  day(
    'national-education-day-india',
    'National Education Day',
    fixed(11, 11),
    ['#NationalEducationDay', '#MaulanaAzad'],
    IN,
  ),
  health(
    'national-pollution-control-day',
    'National Pollution Control Day',
    fixed(12, 2),
    ['#NationalPollutionControlDay', '#Pollution'],
    IN,
  ),
  day('indian-navy-day', 'Indian Navy Day', fixed(12, 4), ['#NavyDay', '#IndianNavy'], IN),
  day(
    'armed-forces-flag-day',
    'Armed Forces Flag Day',
    fixed(12, 7),
    ['#ArmedForcesFlagDay', '#FlagDay'],
    IN,
  ),
  day('vijay-diwas', 'Vijay Diwas', fixed(12, 16), ['#VijayDiwas', '#IndianArmy'], IN),
  day('goa-liberation-day', 'Goa Liberation Day', fixed(12, 19), ['#GoaLiberationDay', '#Goa'], IN),
  day('kisan-diwas', 'Kisan Diwas', fixed(12, 23), ['#KisanDiwas', '#NationalFarmersDay'], IN),
  business(
    'national-consumer-day-india',
    'National Consumer Day',
    fixed(12, 24),
    ['#NationalConsumerDay', '#ConsumerRights'],
    IN,
  ),

  // South Africa
  day('casual-day', 'Casual Day', nth(1, FRI, 9), ['#CasualDay', '#CasualDaySA'], ZA),
  food('national-braai-day', 'National Braai Day', fixed(9, 24), ['#BraaiDay', '#NationalBraaiDay'], ZA),

  // United Arab Emirates
  day('emirati-childrens-day', "Emirati Children's Day", fixed(3, 15), ['#EmiratiChildrensDay', '#UAE'], AE),
  day('mothers-day-arab', "Mother's Day", fixed(3, 21), ['#MothersDay', '#UAE'], AE),
  day('emirati-womens-day', "Emirati Women's Day", fixed(8, 28), ['#EmiratiWomensDay', '#UAE'], AE),
  day('flag-day-uae', 'Flag Day', fixed(11, 3), ['#UAEFlagDay', '#FlagDay'], AE),
  day(
    'zayed-humanitarian-work-day',
    'Zayed Humanitarian Work Day',
    islamic(9, 19),
    ['#ZayedHumanitarianDay', '#UAE'],
    AE,
  ),

  // Singapore
  day('total-defence-day', 'Total Defence Day', fixed(2, 15), ['#TotalDefence', '#Singapore'], SG),
  day('youth-day-singapore', 'Youth Day', nth(1, SUN, 7), ['#YouthDay', '#Singapore'], SG),
  day('racial-harmony-day', 'Racial Harmony Day', fixed(7, 21), ['#RacialHarmonyDay', '#Singapore'], SG),
  day('teachers-day-singapore', "Teachers' Day", nth(1, FRI, 9), ['#TeachersDay', '#Singapore'], SG),
  day('childrens-day-singapore', "Children's Day", nth(1, FRI, 10), ['#ChildrensDay', '#Singapore'], SG),
  // In New Zealand: Chinese Valentine's Day, the seventh day of the seventh lunar month, for which Wellington
  // and Auckland florists promote flowers and gifts.
  // Source: https://flowershopflorist.nz/blogs/news/flowers-for-chinese-valentines-day
  // Source: https://www.bestblooms.co.nz/blogs/What%20is%20Chinese%20Valentines%20Day?srsltid=AfmBOooGwUEKBYHn7UfUp3sLwRQBnj5yILwjqPyG5MhNp9HI333WgPji
  faith(
    'qixi-festival',
    'Qixi Festival',
    chinese(7, 7),
    ['#Qixi', '#ChineseValentinesDay'],
    [...CHINESE_FESTIVAL_COUNTRIES, 'NZ'],
  ),
  // Qingming, the solar term at which families sweep and tend their ancestors' graves and columbarium niches
  // and make offerings; in Singapore and Malaysia it is kept without a public holiday (the countries that make it
  // one bring it as a public holiday).
  remembrance(
    'qingming-festival',
    'Qingming Festival',
    solarTerm(15),
    ['#Qingming', '#ChingMing', '#TombSweepingDay'],
    ['SG', 'MY'],
  ),
  faith(
    'hungry-ghost-festival',
    'Hungry Ghost Festival',
    chinese(7, 15),
    ['#HungryGhostFestival', '#Zhongyuan'],
    CHINESE_FESTIVAL_COUNTRIES,
  ),
  faith(
    'double-ninth-festival',
    'Double Ninth Festival',
    chinese(9, 9),
    ['#DoubleNinthFestival', '#Chongyang'],
    CHINESE_FESTIVAL_COUNTRIES,
  ),
];
