import type { AwarenessDay } from '../types.js';
import { chinese, define, hebrew, islamic, orthodoxEaster, table, tithi } from './define.js';

const day = define('cultural', 'religious');

/**
 * Holi (Rangwali Holi, the day of colours after Holika Dahan) as Drik Panchang lists it for New Delhi: looked up,
 * as the bonfire night before it follows rules about Bhadra and the full moon's hours that the computed tithis
 * (indian-calendar.ts) match in only twelve of these seventeen years.
 */
const HOLI: Readonly<Record<number, string>> = {
  2024: '2024-03-25',
  2025: '2025-03-14',
  2026: '2026-03-04',
  2027: '2027-03-22',
  2028: '2028-03-11',
  2029: '2029-03-01',
  2030: '2030-03-20',
  2031: '2031-03-09',
  2032: '2032-03-27',
  2033: '2033-03-16',
  2034: '2034-03-06',
  2035: '2035-03-25',
  2036: '2036-03-12',
  2037: '2037-03-02',
  2038: '2038-03-21',
  2039: '2039-03-10',
  2040: '2040-03-28',
};

/**
 * Festivals of the world's faiths and lunar calendars, kept for every country: brands everywhere greet the
 * communities that keep them. Jewish and Islamic days begin at sundown the evening before the date shown.
 * Islamic dates follow the Umm al-Qura calendar, while many countries wait for the new moon to be sighted, so
 * their titles warn that the day may shift.
 */
export const faithDays: AwarenessDay[] = [
  day('lunar-new-year', 'Lunar New Year', chinese(1, 1), [
    '#LunarNewYear',
    '#ChineseNewYear',
    '#SpringFestival',
  ]),
  day('ramadan-begins', 'First Day of Ramadan (may shift by a day)', islamic(9, 1), [
    '#Ramadan',
    '#RamadanMubarak',
    '#RamadanKareem',
  ]),
  day('eid-al-fitr', 'Eid al-Fitr (may shift by a day)', islamic(10, 1), ['#EidAlFitr', '#EidMubarak']),
  day('eid-al-adha', 'Eid al-Adha (may shift by a day)', islamic(12, 10), ['#EidAlAdha', '#EidMubarak']),
  day('passover', 'Passover', hebrew('Nisan', 15), ['#Passover', '#Pesach', '#ChagSameach']),
  day('rosh-hashanah', 'Rosh Hashanah', hebrew('Tishri', 1), [
    '#RoshHashanah',
    '#ShanaTova',
    '#JewishNewYear',
  ]),
  day('yom-kippur', 'Yom Kippur', hebrew('Tishri', 10), ['#YomKippur', '#DayOfAtonement']),
  day('purim', 'Purim', hebrew('Adar', 14), ['#Purim', '#HappyPurim', '#Hamantaschen']),
  day('hanukkah', 'Hanukkah', hebrew('Kislev', 25), ['#Hanukkah', '#Chanukah', '#HappyHanukkah']),
  day('orthodox-easter', 'Orthodox Easter', orthodoxEaster(0), [
    '#OrthodoxEaster',
    '#Pascha',
    '#ChristIsRisen',
  ]),
  day('holi', 'Holi', table(HOLI), ['#Holi', '#HappyHoli', '#FestivalOfColours']),
  // Diwali's main day, Lakshmi Puja, on the new moon that ends Ashvin, kept where it is in force through the
  // evening after sunset (indian-calendar.ts); Malaysia and Singapore keep Deepavali a day earlier in some years.
  day('diwali', 'Diwali', tithi('ashvin', 30, 'evening'), ['#Diwali', '#HappyDiwali', '#FestivalOfLights']),
  // Vesak on the full moon of Vaishakha, as India (Buddha Purnima), Nepal and Sri Lanka keep it and the UN marks it;
  // Singapore keeps its Vesak Day by the Chinese calendar (public-holidays.ts), and the Buddhist countries
  // date-holidays lists bring their own.
  day(
    'buddha-purnima',
    'Buddha Purnima',
    tithi('vaishakha', 15, 'sunrise'),
    ['#BuddhaPurnima', '#BuddhaJayanti', '#Vesak'],
    ['IN'],
  ),
  day(
    'vesak',
    'Vesak',
    tithi('vaishakha', 15, 'sunrise'),
    ['#Vesak', '#VesakDay', '#BuddhaDay'],
    ['US', 'GB', 'IE', 'CA', 'AU', 'NZ', 'DE', 'FR', 'ES', 'IT', 'NL', 'BR', 'MX', 'ZA', 'AE'],
  ),
];
