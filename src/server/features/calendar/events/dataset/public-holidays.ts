import type { AwarenessDay } from '../types.js';
import {
  AU_NZ,
  CA,
  COMMONWEALTH,
  chinese,
  define,
  easter,
  fixed,
  GB,
  IN,
  last,
  MON,
  nth,
  SUN,
  THU,
  US,
  US_CA,
} from './define.js';

const day = define('holiday');
const solemn = define('holiday', 'solemn');
const faith = define('holiday', 'religious');

/**
 * Widely observed holidays with curated hashtags. Titles follow the English names date-holidays uses, so the
 * library's copy of the same holiday merges into these (see holidays.ts).
 */
export const publicHolidays: AwarenessDay[] = [
  day('new-years-day', "New Year's Day", fixed(1, 1), ['#NewYearsDay', '#HappyNewYear', '#NewYear']),
  day(
    'martin-luther-king-jr-day',
    'Martin Luther King Jr. Day',
    nth(3, MON, 1),
    ['#MLKDay', '#MartinLutherKingJrDay'],
    US,
  ),
  day('australia-day', 'Australia Day', fixed(1, 26), ['#AustraliaDay', '#Australia'], ['AU']),
  day(
    'republic-day-india',
    'Republic Day',
    fixed(1, 26),
    ['#RepublicDay', '#HappyRepublicDay', '#India'],
    IN,
  ),
  day('waitangi-day', 'Waitangi Day', fixed(2, 6), ['#WaitangiDay', '#NewZealand'], ['NZ']),
  day('presidents-day', "Presidents' Day", nth(3, MON, 2), ['#PresidentsDay', '#WashingtonsBirthday'], US),
  day('family-day-canada', 'Family Day', nth(3, MON, 2), ['#FamilyDay', '#Family'], CA),
  faith('good-friday', 'Good Friday', easter(-2), ['#GoodFriday', '#HolyWeek']),
  faith('easter-sunday', 'Easter Sunday', easter(0), ['#Easter', '#HappyEaster', '#EasterSunday']),
  day('easter-monday', 'Easter Monday', easter(1), ['#EasterMonday', '#Easter']),
  solemn('anzac-day', 'Anzac Day', fixed(4, 25), ['#AnzacDay', '#LestWeForget'], AU_NZ),
  day('international-workers-day', "International Workers' Day", fixed(5, 1), [
    '#MayDay',
    '#WorkersDay',
    '#LabourDay',
  ]),
  solemn('memorial-day', 'Memorial Day', last(MON, 5), ['#MemorialDay', '#HonorTheFallen'], US),
  day('juneteenth', 'Juneteenth', fixed(6, 19), ['#Juneteenth', '#FreedomDay'], US),
  day('canada-day', 'Canada Day', fixed(7, 1), ['#CanadaDay', '#Canada'], CA),
  day(
    'independence-day-us',
    'Independence Day',
    fixed(7, 4),
    ['#IndependenceDay', '#FourthOfJuly', '#July4th'],
    US,
  ),
  day('bastille-day', 'Bastille Day', fixed(7, 14), ['#BastilleDay', '#14Juillet', '#FeteNationale'], ['FR']),
  day(
    'independence-day-india',
    'Independence Day',
    fixed(8, 15),
    ['#IndependenceDay', '#India', '#JaiHind'],
    IN,
  ),
  day('labor-day', 'Labor Day', nth(1, MON, 9), ['#LaborDay', '#LabourDay'], US_CA),
  day(
    'mexican-independence-day',
    'Mexican Independence Day',
    fixed(9, 16),
    ['#MexicanIndependenceDay', '#VivaMexico'],
    ['MX', 'US'],
  ),
  day('gandhi-jayanti', 'Gandhi Jayanti', fixed(10, 2), ['#GandhiJayanti', '#Gandhi'], IN),
  // Singapore's Buddhists keep Vesak on the 15th day of the fourth month of the Chinese calendar; date-holidays
  // lists it only as far as the years the government has announced.
  faith('vesak-day-singapore', 'Vesak Day', chinese(4, 15), ['#VesakDay', '#Vesak', '#Singapore'], ['SG']),
  day('thanksgiving-canada', 'Thanksgiving', nth(2, MON, 10), ['#Thanksgiving', '#CanadianThanksgiving'], CA),
  day('veterans-day', 'Veterans Day', fixed(11, 11), ['#VeteransDay', '#ThankAVet', '#HonorOurVeterans'], US),
  solemn(
    'remembrance-day',
    'Remembrance Day',
    fixed(11, 11),
    ['#RemembranceDay', '#LestWeForget', '#PoppyDay'],
    COMMONWEALTH,
  ),
  solemn(
    'remembrance-sunday',
    'Remembrance Sunday',
    nth(2, SUN, 11),
    ['#RemembranceSunday', '#LestWeForget'],
    GB,
  ),
  day(
    'thanksgiving-us',
    'Thanksgiving',
    nth(4, THU, 11),
    ['#Thanksgiving', '#HappyThanksgiving', '#Grateful'],
    US,
  ),
  day('christmas-eve', 'Christmas Eve', fixed(12, 24), ['#ChristmasEve', '#Christmas']),
  faith('christmas-day', 'Christmas Day', fixed(12, 25), ['#Christmas', '#MerryChristmas', '#ChristmasDay']),
  // Ireland keeps the day as St Stephen's Day and South Africa as the Day of Goodwill; both have the sales.
  day(
    'boxing-day',
    'Boxing Day',
    fixed(12, 26),
    ['#BoxingDay', '#BoxingDaySales'],
    [...COMMONWEALTH, 'IE', 'ZA'],
  ),
  day('new-years-eve', "New Year's Eve", fixed(12, 31), ['#NewYearsEve', '#NYE']),
];
