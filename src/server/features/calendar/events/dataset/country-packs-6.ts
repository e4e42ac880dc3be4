import type { AwarenessDay } from '../types.js';
import { chinese, define, easter, fixed, IN, last, nth, SAT, SUN, season, solarTerm } from './define.js';

const day = define('cultural');
const health = define('health');
const food = define('food');
const business = define('business');
const faith = define('cultural', 'religious');
const season_ = define('seasonal');

const BR = ['BR'];
const MX = ['MX'];
const ZA = ['ZA'];
const CHINESE = ['SG', 'MY', 'CN', 'HK', 'TW'];

/**
 * More days of Brazil, Mexico, India, South Africa and Singapore that their businesses post about: days of the
 * professions, national days and festivals, and the great race meetings.
 */
export const countryDaysAmericasAfricaAsiaMore: AwarenessDay[] = [
  // Brazil
  // January 9, 1822, when the prince regent Pedro refused to return to Lisbon ("I stay").
  day('dia-do-fico', 'Dia do Fico', fixed(1, 9), ['#DiaDoFico', '#HistoriaDoBrasil'], BR),
  // Frevo, the music and dance of Pernambuco's carnival, on UNESCO's list of intangible heritage.
  day('frevo-day', 'Frevo Day', fixed(2, 9), ['#DiaDoFrevo', '#Frevo', '#Pernambuco'], BR),
  day('reporters-day-brazil', "Reporter's Day", fixed(2, 16), ['#DiaDoReporter', '#Jornalismo'], BR),
  day('sportspersons-day-brazil', "Sportsperson's Day", fixed(2, 19), ['#DiaDoDesportista', '#Esporte'], BR),
  // The samba schools parade from the Friday night; Carnival Saturday opens the long weekend.
  day('carnival-saturday-brazil', 'Carnival Saturday', easter(-50), ['#Carnaval', '#CarnavalBrasil'], BR),
  // Set by federal law in 2012, on the anniversary of Bob Marley's death.
  day(
    'national-reggae-day-brazil',
    'National Reggae Day',
    fixed(5, 11),
    ['#DiaNacionalDoReggae', '#Reggae'],
    BR,
  ),
  // Set by São Paulo in 1995 and kept by skaters across Brazil.
  day('skate-day-brazil', 'Skate Day', fixed(8, 3), ['#DiaDoSkate', '#Skate'], BR),
  // Olavo Bilac's birthday, for those who have done their military service.
  day('reservists-day-brazil', "Reservist's Day", fixed(12, 16), ['#DiaDoReservista', '#Reservista'], BR),
  food('bakers-day-brazil', "Baker's Day", fixed(7, 8), ['#DiaDoPanificador', '#Padaria'], BR),

  // Mexico
  health(
    'nutritionists-day-mexico',
    "Nutritionist's Day",
    fixed(1, 27),
    ['#DiaDelNutriologo', '#Nutricion'],
    MX,
  ),
  // Set by Congress in 2014, on the day of Saint Apollonia, patron of dentists.
  health('dentists-day-mexico', "Dentist's Day", fixed(2, 9), ['#DiaDelOdontologo', '#DiaDelDentista'], MX),
  // The third Saturday of March.
  food(
    'tequila-day-mexico',
    'National Tequila Day',
    nth(3, SAT, 3),
    ['#DiaNacionalDelTequila', '#Tequila'],
    MX,
  ),
  // Kept by Mexico's chemists and chemical engineers.
  day('chemists-day-mexico', "Chemist's Day", fixed(12, 1), ['#DiaDelQuimico', '#Quimica'], MX),

  // India
  // The Central Excise and Salt Act came into force on February 24, 1944.
  business('central-excise-day', 'Central Excise Day', fixed(2, 24), ['#CentralExciseDay', '#CBIC'], IN),
  // The National Cadet Corps: the fourth Sunday of November.
  day('ncc-day', 'NCC Day', nth(4, SUN, 11), ['#NCCDay', '#NCC'], IN),
  // Nagaland's festival of its tribes, December 1 to 10, opening on Statehood Day.
  day('hornbill-festival', 'Hornbill Festival Begins', fixed(12, 1), ['#HornbillFestival', '#Nagaland'], IN),
  // The Supreme Court's judgment on pensions of December 17, 1982.
  day(
    'national-pensioners-day',
    "National Pensioners' Day",
    fixed(12, 17),
    ['#PensionersDay', '#Pensioners'],
    IN,
  ),

  // South Africa
  // The Cape Town Met, on the last Saturday of January.
  day('cape-town-met', 'Cape Town Met', last(SAT, 1), ['#CapeTownMet', '#HorseRacing'], ZA),
  // Africa's best-known horse race, at Greyville on the first Saturday of July.
  day('durban-july', 'Durban July', nth(1, SAT, 7), ['#DurbanJuly', '#HorseRacing'], ZA),

  // Singapore and the Chinese festivals beyond the worldwide ones
  // Renri, the seventh day of the new year, everyone's birthday, when Singapore tosses yusheng.
  faith('renri', 'Renri', chinese(1, 7), ['#Renri', '#LoHei', '#Yusheng'], ['SG', 'MY', 'CN', 'HK', 'TW']),
  // The Hokkien New Year, on the ninth day.
  faith(
    'jade-emperors-birthday',
    "Jade Emperor's Birthday",
    chinese(1, 9),
    ['#JadeEmperor', '#HokkienNewYear'],
    ['SG', 'MY', 'TW'],
  ),
  // The winter solstice festival, with tangyuan.
  faith(
    'dongzhi-festival',
    'Dongzhi Festival',
    season('december-solstice'),
    ['#Dongzhi', '#Tangyuan', '#WinterSolstice'],
    ['SG', 'MY', 'CN', 'HK', 'TW'],
  ),
  // The four "beginnings" of the Chinese calendar's 24 solar terms, which open its seasons, as printed in every
  // Chinese almanac and by the traditional Chinese medicine halls that give seasonal advice for each.
  season_('lichun', 'Lichun', solarTerm(315), ['#Lichun', '#StartOfSpring', '#SolarTerms'], CHINESE),
  season_('lixia', 'Lixia', solarTerm(45), ['#Lixia', '#StartOfSummer', '#SolarTerms'], CHINESE),
  season_('liqiu', 'Liqiu', solarTerm(135), ['#Liqiu', '#StartOfAutumn', '#SolarTerms'], CHINESE),
  season_('lidong', 'Lidong', solarTerm(225), ['#Lidong', '#StartOfWinter', '#SolarTerms'], CHINESE),
];
