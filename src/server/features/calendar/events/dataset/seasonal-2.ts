import type { AwarenessDay } from '../types.js';
import { AU_NZ, define, last, nth, SUN, season } from './define.js';

const day = define('seasonal');

/**
 * The clock changes and solstices of countries outside Europe and North America: New Zealand and the south-east
 * of Australia (New South Wales, Victoria, Tasmania, South Australia and the Capital Territory) keep daylight
 * saving from spring to autumn, and count their seasons by whole months yet still mark the longest and shortest
 * days; the United Arab Emirates marks the astronomical start of summer and winter.
 */
export const seasonalDaysSouthAndEast: AwarenessDay[] = [
  // Both countries end daylight saving on the first Sunday of April.
  day(
    'daylight-saving-ends-au-nz',
    'Daylight Saving Time Ends',
    nth(1, SUN, 4),
    ['#DaylightSaving', '#ClocksGoBack'],
    AU_NZ,
  ),
  day(
    'daylight-saving-begins-new-zealand',
    'Daylight Saving Time Begins',
    last(SUN, 9),
    ['#DaylightSaving', '#ClocksGoForward'],
    ['NZ'],
  ),
  day(
    'daylight-saving-begins-australia',
    'Daylight Saving Time Begins',
    nth(1, SUN, 10),
    ['#DaylightSaving', '#ClocksGoForward'],
    ['AU'],
  ),
  day(
    'winter-solstice-au-nz',
    'Winter Solstice',
    season('june-solstice'),
    ['#WinterSolstice', '#ShortestDay'],
    AU_NZ,
  ),
  day(
    'summer-solstice-au-nz',
    'Summer Solstice',
    season('december-solstice'),
    ['#SummerSolstice', '#LongestDay'],
    AU_NZ,
  ),
  day('summer-solstice-uae', 'Summer Solstice', season('june-solstice'), ['#SummerSolstice', '#UAE'], ['AE']),
  day(
    'winter-solstice-uae',
    'Winter Solstice',
    season('december-solstice'),
    ['#WinterSolstice', '#UAE'],
    ['AE'],
  ),
];
