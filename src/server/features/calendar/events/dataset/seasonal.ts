import type { AwarenessDay } from '../types.js';
import {
  AU_NZ,
  define,
  EUROPEAN_SUMMER_TIME,
  FRI,
  fixed,
  GB,
  last,
  NORTHERN_TEMPERATE,
  nth,
  SAT,
  SOUTHERN_ASTRONOMICAL,
  SUN,
  season,
  US,
  US_CA,
} from './define.js';

const day = define('seasonal');

/**
 * Seasons, clock changes and other days of the year's turning. Season starts depend on the hemisphere: the
 * equinoxes and solstices in the north and in much of the south, computed for each year and given as UTC
 * dates (see seasons.ts), and the first of the month in Australia and New Zealand, which count seasons by
 * whole months.
 */
export const seasonalDays: AwarenessDay[] = [
  day('twelfth-night', 'Twelfth Night', fixed(1, 5), ['#TwelfthNight', '#Christmas'], [...GB, 'IE']),
  day('groundhog-day', 'Groundhog Day', fixed(2, 2), ['#GroundhogDay', '#PunxsutawneyPhil'], US_CA),
  day(
    'first-day-of-spring-north',
    'First Day of Spring',
    season('march-equinox'),
    ['#FirstDayOfSpring', '#SpringEquinox', '#Spring'],
    NORTHERN_TEMPERATE,
  ),
  day(
    'first-day-of-autumn-south',
    'First Day of Autumn',
    season('march-equinox'),
    ['#FirstDayOfAutumn', '#Autumn'],
    SOUTHERN_ASTRONOMICAL,
  ),
  day(
    'first-day-of-autumn-au-nz',
    'First Day of Autumn',
    fixed(3, 1),
    ['#FirstDayOfAutumn', '#Autumn'],
    AU_NZ,
  ),
  day(
    'daylight-saving-time-begins',
    'Daylight Saving Time Begins',
    nth(2, SUN, 3),
    ['#DaylightSavingTime', '#SpringForward'],
    US_CA,
  ),
  day(
    'clocks-go-forward',
    'Clocks Go Forward',
    last(SUN, 3),
    ['#ClocksGoForward', '#SummerTime'],
    EUROPEAN_SUMMER_TIME,
  ),
  day('arbor-day', 'Arbor Day', last(FRI, 4), ['#ArborDay', '#PlantATree'], US),
  day(
    'first-day-of-summer-north',
    'First Day of Summer',
    season('june-solstice'),
    ['#FirstDayOfSummer', '#SummerSolstice', '#Summer'],
    NORTHERN_TEMPERATE,
  ),
  day(
    'first-day-of-winter-south',
    'First Day of Winter',
    season('june-solstice'),
    ['#FirstDayOfWinter', '#WinterSolstice'],
    SOUTHERN_ASTRONOMICAL,
  ),
  day(
    'first-day-of-winter-au-nz',
    'First Day of Winter',
    fixed(6, 1),
    ['#FirstDayOfWinter', '#Winter'],
    AU_NZ,
  ),
  day('national-trails-day', 'National Trails Day', nth(1, SAT, 6), ['#NationalTrailsDay', '#Hiking'], US),
  day('lammas', 'Lammas', fixed(8, 1), ['#Lammas', '#Harvest'], GB),
  day(
    'first-day-of-spring-au-nz',
    'First Day of Spring',
    fixed(9, 1),
    ['#FirstDayOfSpring', '#Spring'],
    AU_NZ,
  ),
  day(
    'first-day-of-autumn-north',
    'First Day of Autumn',
    season('september-equinox'),
    ['#FirstDayOfAutumn', '#FirstDayOfFall', '#AutumnEquinox'],
    NORTHERN_TEMPERATE,
  ),
  day(
    'first-day-of-spring-south',
    'First Day of Spring',
    season('september-equinox'),
    ['#FirstDayOfSpring', '#Spring'],
    SOUTHERN_ASTRONOMICAL,
  ),
  day(
    'national-public-lands-day',
    'National Public Lands Day',
    nth(4, SAT, 9),
    ['#PublicLandsDay', '#NPLD'],
    US,
  ),
  day(
    'clocks-go-back',
    'Clocks Go Back',
    last(SUN, 10),
    ['#ClocksGoBack', '#WinterTime'],
    EUROPEAN_SUMMER_TIME,
  ),
  day(
    'daylight-saving-time-ends',
    'Daylight Saving Time Ends',
    nth(1, SUN, 11),
    ['#DaylightSavingTime', '#FallBack'],
    US_CA,
  ),
  day(
    'first-day-of-summer-au-nz',
    'First Day of Summer',
    fixed(12, 1),
    ['#FirstDayOfSummer', '#Summer'],
    AU_NZ,
  ),
  day(
    'first-day-of-winter-north',
    'First Day of Winter',
    season('december-solstice'),
    ['#FirstDayOfWinter', '#WinterSolstice', '#Winter'],
    NORTHERN_TEMPERATE,
  ),
  day(
    'first-day-of-summer-south',
    'First Day of Summer',
    season('december-solstice'),
    ['#FirstDayOfSummer', '#Summer'],
    SOUTHERN_ASTRONOMICAL,
  ),
];
