import type { NthWeekdayRule } from '../rules.js';
import type { AwarenessDay } from '../types.js';
import { after, CA, define, easter, FRI, fixed, GB, IN, last, MON, nth, THU, WED } from './define.js';

const holiday = define('holiday');

const AU = ['AU'];
const NZ = ['NZ'];
const ES = ['ES'];
const FR = ['FR'];
const NL = ['NL'];
const BR = ['BR'];

/** New Zealand's Labour Day, the fourth Monday of October. */
const LABOUR_DAY_NEW_ZEALAND: NthWeekdayRule = { kind: 'nth-weekday', month: 10, weekday: MON, nth: 4 };

/**
 * Public holidays of a state, province, region or city: the country's calendar shows only its national ones, yet
 * these close offices and open long weekends for a large part of it. Dates and rules as date-holidays and the
 * governments that set them give them.
 */
export const regionalHolidays: AwarenessDay[] = [
  // Australia (state and territory governments)
  holiday(
    'royal-hobart-regatta',
    'Royal Hobart Regatta',
    nth(2, MON, 2),
    ['#HobartRegatta', '#Tasmania'],
    AU,
  ),
  holiday(
    'labour-day-western-australia',
    'Western Australia Labour Day',
    nth(1, MON, 3),
    ['#LabourDay', '#PerthLife'],
    AU,
  ),
  // Also Canberra Day, Adelaide Cup Day and Tasmania's Eight Hours Day.
  holiday('labour-day-victoria', 'Victoria Labour Day', nth(2, MON, 3), ['#LabourDay', '#Melbourne'], AU),
  holiday(
    'labour-day-queensland',
    'Queensland Labour Day',
    nth(1, MON, 5),
    ['#LabourDay', '#Queensland'],
    AU,
  ),
  // The Australian Capital Territory: the Monday on or after May 27, from May 27 to June 2.
  holiday(
    'reconciliation-day-act',
    'Reconciliation Day',
    after(nth(4, WED, 5), 5),
    ['#ReconciliationDay', '#Canberra'],
    AU,
  ),
  holiday(
    'western-australia-day',
    'Western Australia Day',
    nth(1, MON, 6),
    ['#WADay', '#WesternAustralia'],
    AU,
  ),
  // The Northern Territory; New South Wales has its Bank Holiday on the same Monday.
  holiday('picnic-day-northern-territory', 'Picnic Day', nth(1, MON, 8), ['#PicnicDay', '#NTholidays'], AU),

  // New Zealand (the Holidays Act 2003): a province's anniversary day, mostly the Monday nearest its date.
  holiday(
    'wellington-anniversary-day',
    'Wellington Anniversary Day',
    after(nth(3, THU, 1), 4),
    ['#WellingtonAnniversary', '#Wellington'],
    NZ,
  ),
  holiday(
    'auckland-anniversary-day',
    'Auckland Anniversary Day',
    after(nth(4, THU, 1), 4),
    ['#AucklandAnniversary', '#Auckland'],
    NZ,
  ),
  // The Monday nearest February 1: four days after the last Thursday of January.
  holiday(
    'nelson-anniversary-day',
    'Nelson Anniversary Day',
    after(last(THU, 1), 4),
    ['#NelsonAnniversary', '#Nelson'],
    NZ,
  ),
  holiday(
    'taranaki-anniversary-day',
    'Taranaki Anniversary Day',
    nth(2, MON, 3),
    ['#Taranaki', '#NewZealand'],
    NZ,
  ),
  // Southland keeps its anniversary on Easter Tuesday.
  holiday(
    'southland-anniversary-day',
    'Southland Anniversary Day',
    easter(2),
    ['#Southland', '#NewZealand'],
    NZ,
  ),
  // The Monday after Labour Day.
  holiday(
    'marlborough-anniversary-day',
    'Marlborough Anniversary Day',
    after(LABOUR_DAY_NEW_ZEALAND, 7),
    ['#Marlborough', '#NewZealand'],
    NZ,
  ),
  // The Monday nearest December 1, from November 28 to December 4.
  holiday(
    'westland-anniversary-day',
    'Westland Anniversary Day',
    after(nth(1, THU, 12), -3),
    ['#WestCoastNZ', '#NewZealand'],
    NZ,
  ),

  // The Chatham Islands: the Monday nearest November 30, from November 27 to December 3.
  holiday(
    'chatham-islands-anniversary-day',
    'Chatham Islands Anniversary Day',
    after(nth(1, FRI, 12), -4),
    ['#ChathamIslands', '#NewZealand'],
    NZ,
  ),

  // Canada: Yukon remembers the Klondike gold find on the third Monday of August.
  holiday('discovery-day-yukon', 'Yukon Discovery Day', nth(3, MON, 8), ['#DiscoveryDay', '#Yukon'], CA),

  // United Kingdom: the summer bank holidays, which the national list leaves out.
  holiday(
    'summer-bank-holiday-scotland',
    'Scottish Summer Bank Holiday',
    nth(1, MON, 8),
    ['#BankHoliday', '#Scotland'],
    GB,
  ),
  // England, Wales and Northern Ireland.
  holiday(
    'summer-bank-holiday',
    'Summer Bank Holiday',
    last(MON, 8),
    ['#BankHoliday', '#BankHolidayWeekend', '#LongWeekend'],
    GB,
  ),

  // Spain: the patron saint of Valencia, a holiday in the city.
  holiday(
    'saint-vincent-martyr-day',
    "Saint Vincent the Martyr's Day",
    fixed(1, 22),
    ['#SanVicenteMartir', '#Valencia'],
    ES,
  ),

  // France: Martinique and Guadeloupe, overseas departments, honour Victor Schœlcher, who drafted the 1848
  // abolition decree.
  holiday(
    'victor-schoelcher-day',
    'Victor Schoelcher Day',
    fixed(7, 21),
    ['#VictorSchoelcher', '#Martinique'],
    FR,
  ),

  // The Netherlands: Groningen celebrates the end of the siege of 1672.
  holiday('relief-of-groningen', 'Relief of Groningen', fixed(8, 28), ['#GroningsOntzet', '#Groningen'], NL),

  // Brazil: state holidays of São Paulo and Paraná.
  holiday(
    'constitutionalist-revolution-day',
    'Constitutionalist Revolution Day',
    fixed(7, 9),
    ['#RevolucaoConstitucionalista', '#SaoPaulo'],
    BR,
  ),
  holiday('parana-emancipation-day', 'Paraná Emancipation Day', fixed(12, 19), ['#Parana', '#Curitiba'], BR),

  // India: Puducherry marks its legal transfer from France to India in 1962.
  holiday(
    'de-jure-transfer-day',
    'De Jure Transfer Day',
    fixed(8, 16),
    ['#Puducherry', '#DeJureTransferDay'],
    IN,
  ),
];
