import type { AwarenessDay } from '../types.js';
import {
  after,
  chinese,
  define,
  FRI,
  fixed,
  hebrew,
  islamic,
  MON,
  nth,
  SAT,
  since,
  THU,
  TUE,
  table,
  WED,
} from './define.js';

const day = define('international');
const awareness = define('international', 'awareness');
const businessAwareness = define('business', 'awareness');
const cultural = define('cultural');
const health = define('health');
const food = define('food');
const business = define('business');
const faith = define('cultural', 'religious');

/**
 * World Sleep Day is the Friday before the March equinox, which falls on March 20 (UTC) every year of this
 * table; looked up rather than worked out, as a formula on the equinox would need a weekday rule of its own.
 */
const WORLD_SLEEP_DAY: Readonly<Record<number, string>> = {
  2024: '2024-03-15',
  2025: '2025-03-14',
  2026: '2026-03-13',
  2027: '2027-03-19',
  2028: '2028-03-17',
  2029: '2029-03-16',
  2030: '2030-03-15',
  2031: '2031-03-14',
  2032: '2032-03-19',
  2033: '2033-03-18',
  2034: '2034-03-17',
  2035: '2035-03-16',
  2036: '2036-03-14',
  2037: '2037-03-13',
  2038: '2038-03-19',
  2039: '2039-03-18',
  2040: '2040-03-16',
};

/**
 * The countries of the calendar outside the US that keep August 26 as International Dog Day; the US keeps the
 * same day as National Dog Day, already in the dataset.
 */
const DOG_DAY_COUNTRIES = [
  'GB',
  'IE',
  'CA',
  'AU',
  'NZ',
  'ZA',
  'IN',
  'SG',
  'AE',
  'DE',
  'FR',
  'ES',
  'IT',
  'NL',
  'BR',
  'MX',
];

/** The fourth Tuesday of November, from which the Sundays of Advent are counted. */
const ADVENT_START = nth(4, TUE, 11);

/**
 * More worldwide days: UN and WHO days proclaimed lately, global campaigns that businesses join on social
 * media, and the festivals of the Islamic, Chinese and Hebrew calendars that the faith list leaves out. They
 * fill the weeks that had no event outside the US. Islamic days begin at sundown the evening before and may
 * shift by a day where the new moon must be sighted.
 */
export const internationalDaysThird: AwarenessDay[] = [
  cultural('tolkien-birthday-toast', 'Tolkien Birthday Toast', fixed(1, 3), [
    '#TolkienBirthdayToast',
    '#Tolkien',
  ]),
  cultural('international-thank-you-day', 'International Thank You Day', fixed(1, 11), [
    '#InternationalThankYouDay',
    '#ThankYou',
  ]),
  health('quitters-day', "Quitter's Day", nth(2, FRI, 1), ['#QuittersDay', '#NewYearsResolution']),
  day('world-logic-day', 'World Logic Day', fixed(1, 14), ['#WorldLogicDay', '#Logic']),
  // Churches on the Julian calendar keep Epiphany on its January 6, which is January 19 until 2100.
  faith('orthodox-epiphany', 'Orthodox Epiphany', fixed(1, 19), ['#Theophany', '#Epiphany']),
  faith('saint-blaise-day', "Saint Blaise's Day", fixed(2, 3), ['#SaintBlaise', '#StBlaise']),
  // The first Wednesday of February since 2020; the day moved around before.
  cultural('world-read-aloud-day', 'World Read Aloud Day', since(2020, nth(1, WED, 2)), [
    '#WorldReadAloudDay',
    '#ReadAloud',
  ]),
  // The Tuesday from February 5 to 11: the Friday from the 1st to the 7th, four days on.
  businessAwareness('safer-internet-day', 'Safer Internet Day', after(nth(1, FRI, 2), 4), [
    '#SaferInternetDay',
    '#OnlineSafety',
  ]),
  health('international-epilepsy-day', 'International Epilepsy Day', nth(2, MON, 2), [
    '#InternationalEpilepsyDay',
    '#EpilepsyDay',
  ]),
  awareness('world-pangolin-day', 'World Pangolin Day', nth(3, SAT, 2), ['#WorldPangolinDay', '#Pangolins']),
  health('world-lymphedema-day', 'World Lymphedema Day', fixed(3, 6), ['#WorldLymphedemaDay', '#Lymphedema']),
  health('world-sleep-day', 'World Sleep Day', table(WORLD_SLEEP_DAY), ['#WorldSleepDay', '#Sleep']),
  day('world-social-work-day', 'World Social Work Day', nth(3, TUE, 3), [
    '#WorldSocialWorkDay',
    '#SocialWork',
  ]),
  awareness('global-recycling-day', 'Global Recycling Day', fixed(3, 18), [
    '#GlobalRecyclingDay',
    '#Recycling',
  ]),
  health('world-homeopathy-day', 'World Homeopathy Day', fixed(4, 10), [
    '#WorldHomeopathyDay',
    '#Homeopathy',
  ]),
  business('world-fair-trade-day', 'World Fair Trade Day', nth(2, SAT, 5), [
    '#WorldFairTradeDay',
    '#FairTrade',
  ]),
  health('world-schizophrenia-day', 'World Schizophrenia Day', fixed(5, 24), [
    '#WorldSchizophreniaDay',
    '#Schizophrenia',
  ]),
  health('world-eating-disorders-action-day', 'World Eating Disorders Action Day', fixed(6, 2), [
    '#WorldEatingDisordersDay',
    '#EatingDisorders',
  ]),
  awareness(
    'dialogue-among-civilizations',
    'International Day for Dialogue among Civilizations',
    fixed(6, 10),
    ['#DialogueAmongCivilizations', '#CulturalDiversity'],
  ),
  day('international-day-of-play', 'International Day of Play', fixed(6, 11), [
    '#InternationalDayOfPlay',
    '#Play',
  ]),
  health('global-wellness-day', 'Global Wellness Day', nth(2, SAT, 6), ['#GlobalWellnessDay', '#Wellness']),
  cultural('tau-day', 'Tau Day', fixed(6, 28), ['#TauDay', '#Math']),
  awareness('clouded-leopard-day', 'International Clouded Leopard Day', fixed(8, 4), [
    '#CloudedLeopardDay',
    '#CloudedLeopard',
  ]),
  faith('transfiguration', 'Feast of the Transfiguration', fixed(8, 6), ['#Transfiguration', '#FeastDay']),
  day('world-steelpan-day', 'World Steelpan Day', fixed(8, 11), ['#WorldSteelpanDay', '#Steelpan']),
  day('world-lizard-day', 'World Lizard Day', fixed(8, 14), ['#WorldLizardDay', '#Lizards']),
  food('world-plant-milk-day', 'World Plant Milk Day', fixed(8, 22), ['#WorldPlantMilkDay', '#PlantMilk']),
  cultural(
    'international-dog-day',
    'International Dog Day',
    fixed(8, 26),
    ['#InternationalDogDay', '#Dogs'],
    DOG_DAY_COUNTRIES,
  ),
  awareness('world-lake-day', 'World Lake Day', fixed(8, 27), ['#WorldLakeDay', '#Lakes']),
  awareness('vulture-awareness-day', 'International Vulture Awareness Day', nth(1, SAT, 9), [
    '#VultureAwarenessDay',
    '#Vultures',
  ]),
  health('fasd-awareness-day', 'International FASD Awareness Day', fixed(9, 9), [
    '#FASDAwarenessDay',
    '#FASD',
  ]),
  faith('exaltation-of-the-holy-cross', 'Feast of the Exaltation of the Holy Cross', fixed(9, 14), [
    '#HolyCross',
    '#FeastDay',
  ]),
  awareness('world-gorilla-day', 'World Gorilla Day', fixed(9, 24), ['#WorldGorillaDay', '#Gorillas']),
  awareness(
    'day-against-violence-and-bullying-at-school',
    'International Day against Violence and Bullying at School',
    since(2020, nth(1, THU, 11)),
    ['#StopBullying', '#AntiBullying'],
  ),
  // Advent Sunday is the fourth Sunday before Christmas, from November 27 to December 3: the fourth Tuesday
  // of November, five days on.
  faith('first-sunday-of-advent', 'First Sunday of Advent', after(ADVENT_START, 5), [
    '#Advent',
    '#FirstSundayOfAdvent',
  ]),
  faith('second-sunday-of-advent', 'Second Sunday of Advent', after(ADVENT_START, 12), [
    '#Advent',
    '#SecondSundayOfAdvent',
  ]),
  faith('third-sunday-of-advent', 'Third Sunday of Advent', after(ADVENT_START, 19), [
    '#Advent',
    '#ThirdSundayOfAdvent',
    '#GaudeteSunday',
  ]),
  faith('fourth-sunday-of-advent', 'Fourth Sunday of Advent', after(ADVENT_START, 26), [
    '#Advent',
    '#FourthSundayOfAdvent',
  ]),
  faith('saint-stephens-day', "Saint Stephen's Day", fixed(12, 26), ['#StStephensDay', '#Christmas']),

  faith('islamic-new-year', 'Islamic New Year', islamic(1, 1), ['#IslamicNewYear', '#Hijri']),
  faith('mawlid', 'Mawlid al-Nabi', islamic(3, 12), ['#Mawlid', '#MawlidAlNabi']),
  faith('laylat-al-miraj', "Laylat al-Mi'raj", islamic(7, 27), ['#IsraMiraj', '#IsraAndMiraj']),
  faith('mid-shaban', "Mid-Sha'ban", islamic(8, 15), ['#ShabEBarat', '#Shaban']),
  faith('laylat-al-qadr', 'Laylat al-Qadr', islamic(9, 27), ['#LaylatAlQadr', '#Ramadan']),
  faith('day-of-arafah', 'Day of Arafah', islamic(12, 9), ['#DayOfArafah', '#Arafah', '#Hajj']),
  faith('lantern-festival', 'Lantern Festival', chinese(1, 15), ['#LanternFestival', '#YuanXiao']),
  faith('dragon-boat-festival', 'Dragon Boat Festival', chinese(5, 5), ['#DragonBoatFestival', '#Duanwu']),
  faith('mid-autumn-festival', 'Mid-Autumn Festival', chinese(8, 15), ['#MidAutumnFestival', '#Mooncake']),
  faith('tu-bishvat', 'Tu BiShvat', hebrew('Shevat', 15), ['#TuBishvat', '#NewYearOfTheTrees']),
  faith('lag-baomer', 'Lag BaOmer', hebrew('Iyar', 18), ['#LagBaOmer', '#Bonfire']),
  faith('shavuot', 'Shavuot', hebrew('Sivan', 6), ['#Shavuot', '#ChagSameach']),
  faith('sukkot', 'Sukkot', hebrew('Tishri', 15), ['#Sukkot', '#ChagSameach']),
];
