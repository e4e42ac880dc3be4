import type { AwarenessDay } from '../types.js';
import { chinese, define } from './define.js';

const SG = ['SG'];

const faith = define('cultural', 'religious');

/** More days of Singapore that its businesses post about: the festivals of the deities of its Chinese temples. */
export const countryDaysSingapore: AwarenessDay[] = [
  // Guan Yin, the Goddess of Mercy, has three feast days (the 19th of the second, sixth and ninth lunar months),
  // when devotees crowd Singapore's Kwan Im Thong Hood Cho Temple in Waterloo Street; the Cheng Hoon Teng
  // calendar gives their dates.
  // Source: http://beokeng.com/disptemple.php?temple=kwan-im-thong-hood-cho-temple
  // Source: http://chenghoonteng.org.my/festivals.html
  faith(
    'guan-yin-birthday-singapore',
    "Guan Yin's Birthday",
    chinese(2, 19),
    ['#GuanYin', '#GoddessOfMercy'],
    SG,
  ),
  faith(
    'guan-yin-enlightenment-day-singapore',
    "Guan Yin's Enlightenment Day",
    chinese(6, 19),
    ['#GuanYin', '#GoddessOfMercy'],
    SG,
  ),
  faith(
    'guan-yin-renunciation-day-singapore',
    "Guan Yin's Renunciation Day",
    chinese(9, 19),
    ['#GuanYin', '#GoddessOfMercy'],
    SG,
  ),
  // Mazu's birthday, the 23rd day of the third lunar month, celebrated at Thian Hock Keng, Singapore's oldest
  // Hokkien temple, and at the city's other temples of the sea goddess.
  // Source: https://chinatownology.com/2009_mazu_birthday.html
  // Source: http://bullockcartwater.blogspot.com/2014/04/
  faith('mazu-birthday-singapore', "Mazu's Birthday", chinese(3, 23), ['#Mazu', '#ThianHockKeng'], SG),
];
