import type { AwarenessDay } from '../types.js';
import { bahaiHolyDays } from './bahai-holy-days.js';
import { businessDays } from './business.js';
import { countryDaysCommonwealth } from './country-packs-1.js';
import { countryDaysEurope } from './country-packs-2.js';
import { countryDaysAmericasAfricaAsia } from './country-packs-3.js';
import { countryDaysCommonwealthMore } from './country-packs-4.js';
import { countryDaysEuropeMore } from './country-packs-5.js';
import { countryDaysAmericasAfricaAsiaMore } from './country-packs-6.js';
import { countryDaysBritainIreland } from './country-packs-7.js';
import { countryDaysCanadaOceania } from './country-packs-8.js';
import { countryDaysGermanyFranceNetherlands } from './country-packs-9.js';
import { countryDaysSpainItalyMexico } from './country-packs-10.js';
import { countryDaysIndiaBrazilSouthAfrica } from './country-packs-11.js';
import { countryDaysEmiratesSingapore } from './country-packs-12.js';
import { countryDaysIreland } from './country-packs-13.js';
import { countryDaysNewZealandAustralia } from './country-packs-14.js';
import { countryDaysNetherlandsGermany } from './country-packs-15.js';
import { countryDaysSouthAfrica } from './country-packs-16.js';
import { countryDaysEmirates } from './country-packs-17.js';
import { countryDaysSingapore } from './country-packs-18.js';
import { countryDaysFranceMexico } from './country-packs-19.js';
import { countryDaysNetherlandsMore } from './country-packs-20.js';
import { countryDaysIrelandMore } from './country-packs-21.js';
import { countryDaysSouthAfricaMore } from './country-packs-22.js';
import { countryDaysEmiratesMore } from './country-packs-23.js';
import { countryDaysSingaporeMore } from './country-packs-24.js';
import { countryDaysSouthAfricaThird } from './country-packs-25.js';
import { countryDaysEmiratesThird } from './country-packs-26.js';
import { countryDaysSingaporeThird } from './country-packs-27.js';
import { countryDaysEmiratesFourth } from './country-packs-28.js';
import { countryDaysSingaporeFourth } from './country-packs-29.js';
import { countryDaysSouthAfricaFourth } from './country-packs-30.js';
import { countryDaysEmiratesFifth } from './country-packs-31.js';
import { countryDaysSingaporeFifth } from './country-packs-32.js';
import { emiratiStarSeasons } from './country-packs-33.js';
import { culturalDaysJanuaryFebruary } from './cultural-1.js';
import { culturalDaysMarchApril } from './cultural-2.js';
import { culturalDaysMayToJuly } from './cultural-3.js';
import { culturalDaysAugustSeptember } from './cultural-4.js';
import { culturalDaysOctoberToDecember } from './cultural-5.js';
import { DAY_FACTS } from './facts.js';
import { faithDays } from './faiths.js';
import { foodDaysJanuaryFebruary } from './food-1.js';
import { foodDaysMarchApril } from './food-2.js';
import { foodDaysMayJune } from './food-3.js';
import { foodDaysJulyAugust } from './food-4.js';
import { foodDaysSeptemberOctober } from './food-5.js';
import { foodDaysNovemberDecember } from './food-6.js';
import { drinkTradeDays } from './food-7.js';
import { healthDays } from './health.js';
import { indianFestivals } from './indian-festivals.js';
import { internationalDaysFirstHalf } from './international-1.js';
import { internationalDaysSecondHalf } from './international-2.js';
import { internationalDaysThird } from './international-3.js';
import { internationalDaysFourth } from './international-4.js';
import { observances } from './observances.js';
import { publicHolidays } from './public-holidays.js';
import { regionalHolidays } from './regional-holidays.js';
import { seasonalDays } from './seasonal.js';
import { seasonalDaysSouthAndEast } from './seasonal-2.js';

/** Every curated yearly day, from all the category files, with its line about it where it has one. */
export const awarenessDays: AwarenessDay[] = [
  ...publicHolidays,
  ...observances,
  ...internationalDaysFirstHalf,
  ...internationalDaysSecondHalf,
  ...internationalDaysThird,
  ...internationalDaysFourth,
  ...healthDays,
  ...foodDaysJanuaryFebruary,
  ...foodDaysMarchApril,
  ...foodDaysMayJune,
  ...foodDaysJulyAugust,
  ...foodDaysSeptemberOctober,
  ...foodDaysNovemberDecember,
  ...drinkTradeDays,
  ...businessDays,
  ...seasonalDays,
  ...seasonalDaysSouthAndEast,
  ...culturalDaysJanuaryFebruary,
  ...culturalDaysMarchApril,
  ...culturalDaysMayToJuly,
  ...culturalDaysAugustSeptember,
  ...culturalDaysOctoberToDecember,
  ...faithDays,
  ...indianFestivals,
  ...countryDaysCommonwealth,
  ...countryDaysEurope,
  ...countryDaysAmericasAfricaAsia,
  ...countryDaysCommonwealthMore,
  ...countryDaysEuropeMore,
  ...countryDaysAmericasAfricaAsiaMore,
  ...countryDaysBritainIreland,
  ...countryDaysCanadaOceania,
  ...countryDaysGermanyFranceNetherlands,
  ...countryDaysSpainItalyMexico,
  ...countryDaysIndiaBrazilSouthAfrica,
  ...countryDaysEmiratesSingapore,
  ...countryDaysIreland,
  ...countryDaysNewZealandAustralia,
  ...countryDaysNetherlandsGermany,
  ...countryDaysSouthAfrica,
  ...countryDaysEmirates,
  ...countryDaysSingapore,
  ...countryDaysFranceMexico,
  ...countryDaysNetherlandsMore,
  ...countryDaysIrelandMore,
  ...countryDaysSouthAfricaMore,
  ...countryDaysEmiratesMore,
  ...countryDaysSingaporeMore,
  ...countryDaysSouthAfricaThird,
  ...countryDaysEmiratesThird,
  ...countryDaysSingaporeThird,
  ...countryDaysEmiratesFourth,
  ...countryDaysSingaporeFourth,
  ...countryDaysSouthAfricaFourth,
  ...countryDaysEmiratesFifth,
  ...countryDaysSingaporeFifth,
  ...emiratiStarSeasons,
  ...bahaiHolyDays,
  ...regionalHolidays,
].map((day) => {
  const about = DAY_FACTS[day.id];
  return about ? { ...day, about } : day;
});
