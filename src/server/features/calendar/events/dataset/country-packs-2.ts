import type { AwarenessDay } from '../types.js';
import { after, define, EUROPE, FRI, fixed, last, nth, SAT, SUN, THU, WED } from './define.js';

const day = define('cultural');
const international = define('international');
const food = define('food');
const business = define('business');
const faith = define('cultural', 'religious');
const awareness = define('cultural', 'awareness');

const DE = ['DE'];
const FR = ['FR'];
const ES = ['ES'];
const IT = ['IT'];
const NL = ['NL'];

/**
 * Days of continental Europe that its businesses post about: Europe-wide days, and the festivals, campaigns and
 * commercial dates of Germany, France, Spain, Italy and the Netherlands beyond their public holidays.
 */
export const countryDaysEurope: AwarenessDay[] = [
  // Europe
  international(
    'european-day-of-parks',
    'European Day of Parks',
    fixed(5, 24),
    ['#EuropeanDayOfParks', '#Parks'],
    EUROPE,
  ),
  // The Saturday of the last full weekend of August, from the 24th to the 30th.
  international(
    'international-bat-night',
    'International Bat Night',
    after(last(SUN, 8), -1),
    ['#BatNight', '#Bats'],
    EUROPE,
  ),

  // Germany and France
  day(
    'franco-german-day',
    'Franco-German Day',
    fixed(1, 22),
    ['#FrancoGermanFriendship', '#Europe'],
    [...DE, ...FR],
  ),

  // Germany
  day('handwriting-day-germany', 'Handwriting Day', fixed(1, 23), ['#TagDerHandschrift', '#Handwriting'], DE),
  food('german-beer-day', 'German Beer Day', fixed(4, 23), ['#TagDesDeutschenBieres', '#Reinheitsgebot'], DE),
  day(
    'open-monument-day-germany',
    'Open Monument Day',
    nth(2, SUN, 9),
    ['#TagDesOffenenDenkmals', '#Denkmal'],
    DE,
  ),
  // Oktoberfest opens on the Saturday 15 days before the first Sunday of October, when it ends.
  food('oktoberfest', 'Oktoberfest Begins', after(nth(1, SUN, 10), -15), ['#Oktoberfest', '#Wiesn'], DE),
  day('world-childrens-day-germany', "Children's Day", fixed(9, 20), ['#Weltkindertag', '#Kinderrechte'], DE),
  faith('erntedankfest', 'Erntedankfest', nth(1, SUN, 10), ['#Erntedankfest', '#Erntedank'], DE),
  day('start-of-carnival-season', 'Start of Carnival Season', fixed(11, 11), ['#Karneval', '#Fastnacht'], DE),

  // France
  // Set by decree: the second Wednesday of January, or the first when the second falls after the 12th.
  business(
    'winter-sales-france',
    'Winter Sales Begin',
    after(nth(1, FRI, 1), 5),
    ['#Soldes', '#SoldesDHiver'],
    FR,
  ),
  day(
    'grandmothers-day-france',
    "Grandmothers' Day",
    nth(1, SUN, 3),
    ['#FeteDesGrandMeres', '#GrandMeres'],
    FR,
  ),
  // The last Wednesday of June, or the one before when the last falls after the 28th.
  business('summer-sales-france', 'Summer Sales Begin', nth(4, WED, 6), ['#Soldes', '#SoldesDEte'], FR),
  day(
    'european-heritage-days-france',
    'European Heritage Days',
    nth(3, SAT, 9),
    ['#JourneesDuPatrimoine', '#JEP'],
    FR,
  ),
  food(
    'beaujolais-nouveau-day',
    'Beaujolais Nouveau Day',
    nth(3, THU, 11),
    ['#BeaujolaisNouveau', '#Beaujolais'],
    FR,
  ),
  day(
    'saint-catherines-day',
    "Saint Catherine's Day",
    fixed(11, 25),
    ['#SainteCatherine', '#Catherinettes'],
    FR,
  ),

  // Spain
  day('three-kings-parade', 'Three Kings Parade', fixed(1, 5), ['#CabalgataDeReyes', '#ReyesMagos'], ES),
  day('fathers-day-spain', "Father's Day", fixed(3, 19), ['#DiaDelPadre', '#FathersDay'], ES),
  day('saint-johns-eve-spain', "Saint John's Eve", fixed(6, 23), ['#NocheDeSanJuan', '#SanJuan'], ES),
  day('san-fermin', 'San Fermín', fixed(7, 7), ['#SanFermin', '#Pamplona'], ES),
  day('la-tomatina', 'La Tomatina', last(WED, 8), ['#LaTomatina', '#Tomatina'], ES),
  day('national-day-of-catalonia', 'National Day of Catalonia', fixed(9, 11), ['#Diada', '#Catalunya'], ES),
  day(
    'christmas-lottery-draw',
    'Christmas Lottery Draw',
    fixed(12, 22),
    ['#LoteriaDeNavidad', '#ElGordo'],
    ES,
  ),

  // Italy
  day('cat-day-italy', 'Cat Day', fixed(2, 17), ['#FestaDelGatto', '#Gatti'], IT),
  day('fathers-day-italy', "Father's Day", fixed(3, 19), ['#FestaDelPapa', '#FathersDay'], IT),
  day('dantedi', 'Dantedì', fixed(3, 25), ['#Dantedi', '#Dante'], IT),
  day('birthday-of-rome', 'Birthday of Rome', fixed(4, 21), ['#NataleDiRoma', '#Roma'], IT),
  day('palio-di-siena-july', 'Palio di Siena', fixed(7, 2), ['#PalioDiSiena', '#Siena'], IT),
  faith('festa-del-redentore', 'Festa del Redentore', nth(3, SUN, 7), ['#Redentore', '#Venezia'], IT),
  day('palio-di-siena-august', 'Palio di Siena', fixed(8, 16), ['#PalioDiSiena', '#Siena'], IT),
  day('grandparents-day-italy', "Grandparents' Day", fixed(10, 2), ['#FestaDeiNonni', '#Nonni'], IT),

  // The Netherlands
  day('poetry-day-netherlands', 'Poetry Day', last(THU, 1), ['#Gedichtendag', '#Poezie'], NL),
  day('national-tree-day-netherlands', 'National Tree Day', nth(3, WED, 3), ['#Boomfeestdag', '#Bomen'], NL),
  day('national-mill-day', 'National Mill Day', nth(2, SAT, 5), ['#NationaleMolendag', '#Molens'], NL),
  awareness('veterans-day-netherlands', "Veterans' Day", last(SAT, 6), ['#Veteranendag', '#Veteranen'], NL),
  day('keti-koti', 'Keti Koti', fixed(7, 1), ['#KetiKoti', '#Emancipatie'], NL),
  day(
    'amsterdam-canal-parade',
    'Amsterdam Canal Parade',
    nth(1, SAT, 8),
    ['#PrideAmsterdam', '#CanalParade'],
    NL,
  ),
  day(
    'open-monument-day-netherlands',
    'Open Monument Day',
    nth(2, SAT, 9),
    ['#OpenMonumentendag', '#Monumenten'],
    NL,
  ),
  day('neighbours-day-netherlands', "Neighbours' Day", nth(4, SAT, 9), ['#Burendag', '#Buren'], NL),
];
