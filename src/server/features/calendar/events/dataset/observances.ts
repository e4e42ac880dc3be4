import type { AwarenessDay } from '../types.js';
import { AU_NZ, define, easter, fixed, nth, SUN } from './define.js';

const day = define('cultural');
const solemn = define('cultural', 'solemn');
const faith = define('cultural', 'religious');

/** Mother's Day in May is kept on the second Sunday of May in these countries. */
const MOTHERS_DAY_SECOND_SUNDAY_OF_MAY = [
  'US',
  'CA',
  'AU',
  'NZ',
  'DE',
  'IT',
  'JP',
  'BR',
  'IN',
  'ZA',
  'CH',
  'AT',
  'BE',
  'NL',
  'DK',
  'FI',
  'TR',
  'GR',
  'CN',
  'SG',
  'MY',
  'PH',
  'CL',
  'PE',
  'EC',
  'VE',
];

/** Father's Day is kept on the third Sunday of June in these countries. */
const FATHERS_DAY_THIRD_SUNDAY_OF_JUNE = [
  'US',
  'CA',
  'GB',
  'IE',
  'IN',
  'JP',
  'ZA',
  'FR',
  'NL',
  'SG',
  'MY',
  'PH',
  'MX',
  'CL',
  'AR',
  'PE',
  'TR',
  'GR',
];

/** Religious observances and family days: the Christian year (fixed and Easter-based) and parents' days. */
export const observances: AwarenessDay[] = [
  faith('epiphany', 'Epiphany', fixed(1, 6), ['#Epiphany', '#ThreeKingsDay']),
  faith('orthodox-christmas', 'Orthodox Christmas', fixed(1, 7), ['#OrthodoxChristmas', '#Christmas']),
  faith('candlemas', 'Candlemas', fixed(2, 2), ['#Candlemas', '#Presentation']),
  faith('shrove-tuesday', 'Shrove Tuesday (Mardi Gras)', easter(-47), [
    '#ShroveTuesday',
    '#PancakeDay',
    '#MardiGras',
  ]),
  faith('ash-wednesday', 'Ash Wednesday', easter(-46), ['#AshWednesday', '#Lent']),
  // In the UAE: kept by British and Irish expatriate families on top of the UAE's own Mother's Day of March 21.
  // Source: https://gulfnews.com/amp/story/going-out%2Fevents%2Fexpats-love-multicultural-mothers-day-1.1306142
  // Source: https://blondeonthemove.com/2014/04/01/uk-mothers-day/
  day(
    'mothering-sunday',
    'Mothering Sunday',
    easter(-21),
    ['#MotheringSunday', '#MothersDay'],
    ['GB', 'IE', 'AE'],
  ),
  faith('st-josephs-day', "Saint Joseph's Day", fixed(3, 19), ['#StJosephsDay', '#SaintJoseph']),
  faith('feast-of-the-annunciation', 'Feast of the Annunciation', fixed(3, 25), [
    '#Annunciation',
    '#LadyDay',
  ]),
  faith('palm-sunday', 'Palm Sunday', easter(-7), ['#PalmSunday', '#HolyWeek']),
  faith('maundy-thursday', 'Maundy Thursday', easter(-3), ['#MaundyThursday', '#HolyThursday']),
  faith('holy-saturday', 'Holy Saturday', easter(-1), ['#HolySaturday', '#EasterVigil']),
  faith('ascension-day', 'Ascension Day', easter(39), ['#AscensionDay', '#Ascension']),
  day('fathers-day-germany', "Father's Day", easter(39), ['#Vatertag', '#FathersDay'], ['DE']),
  faith('pentecost', 'Pentecost', easter(49), ['#Pentecost', '#WhitSunday']),
  faith('whit-monday', 'Whit Monday', easter(50), ['#WhitMonday', '#Pentecost']),
  faith('trinity-sunday', 'Trinity Sunday', easter(56), ['#TrinitySunday', '#HolyTrinity']),
  faith('corpus-christi', 'Corpus Christi', easter(60), ['#CorpusChristi', '#Eucharist']),
  // In the UAE: kept on the second Sunday of May by its Indian, Pakistani, Filipino, American and other
  // expatriate families, besides the UAE's own Mother's Day of March 21.
  // Source: https://gulfnews.com/amp/story/going-out%2Fevents%2Fexpats-love-multicultural-mothers-day-1.1306142
  day(
    'mothers-day',
    "Mother's Day",
    nth(2, SUN, 5),
    ['#MothersDay', '#HappyMothersDay'],
    [...MOTHERS_DAY_SECOND_SUNDAY_OF_MAY, 'AE'],
  ),
  day(
    'mothers-day-mexico',
    "Mother's Day",
    fixed(5, 10),
    ['#DiaDeLasMadres', '#MothersDay'],
    ['MX', 'GT', 'SV'],
  ),
  day(
    'fathers-day',
    "Father's Day",
    nth(3, SUN, 6),
    ['#FathersDay', '#HappyFathersDay'],
    FATHERS_DAY_THIRD_SUNDAY_OF_JUNE,
  ),
  day(
    'saint-jean-baptiste-day',
    'Saint-Jean-Baptiste Day',
    fixed(6, 24),
    ['#StJeanBaptiste', '#FeteNationale'],
    ['CA'],
  ),
  faith('saints-peter-and-paul', 'Feast of Saints Peter and Paul', fixed(6, 29), [
    '#SaintsPeterAndPaul',
    '#StPeter',
  ]),
  faith('assumption-of-mary', 'Assumption of Mary', fixed(8, 15), ['#Assumption', '#AssumptionOfMary']),
  day('fathers-day-au-nz', "Father's Day", nth(1, SUN, 9), ['#FathersDay', '#HappyFathersDay'], AU_NZ),
  faith('michaelmas-feast', 'Feast of Saint Michael and All Angels', fixed(9, 29), [
    '#Michaelmas',
    '#SaintMichael',
  ]),
  faith('feast-of-st-francis', 'Feast of Saint Francis of Assisi', fixed(10, 4), [
    '#StFrancis',
    '#BlessingOfTheAnimals',
  ]),
  faith('reformation-day', 'Reformation Day', fixed(10, 31), ['#ReformationDay', '#Reformation']),
  faith('all-saints-day', "All Saints' Day", fixed(11, 1), ['#AllSaintsDay', '#AllSaints']),
  solemn('all-souls-day', "All Souls' Day", fixed(11, 2), ['#AllSoulsDay', '#AllSouls']),
  faith('st-martins-day', "Saint Martin's Day", fixed(11, 11), ['#StMartinsDay', '#Martinmas']),
  faith('st-cecilias-day', "Saint Cecilia's Day", fixed(11, 22), ['#StCecilia', '#PatronOfMusic']),
  faith('st-nicholas-day', 'Saint Nicholas Day', fixed(12, 6), ['#StNicholasDay', '#SaintNicholas']),
  faith('immaculate-conception', 'Feast of the Immaculate Conception', fixed(12, 8), [
    '#ImmaculateConception',
    '#OurLady',
  ]),
  faith('bodhi-day', 'Bodhi Day', fixed(12, 8), ['#BodhiDay', '#Buddhism']),
  faith(
    'our-lady-of-guadalupe',
    'Our Lady of Guadalupe Day',
    fixed(12, 12),
    ['#VirgenDeGuadalupe', '#Guadalupe'],
    ['MX'],
  ),
  faith('st-lucys-day', "Saint Lucy's Day", fixed(12, 13), ['#SaintLucy', '#Lucia']),
  faith('holy-innocents-day', "Holy Innocents' Day", fixed(12, 28), ['#HolyInnocents', '#Childermas']),
];
