import type { AwarenessDay } from '../types.js';
import { after, define, FRI, fixed, GB, IN, last, nth, SAT, SUN, since, THU, TUE, US } from './define.js';

const day = define('business');
const awareness = define('business', 'awareness');

/** US Thanksgiving, the fourth Thursday of November, which the shopping days after it count from. */
const THANKSGIVING_US = nth(4, THU, 11);

/**
 * Where retail marks Black Friday: North America, the UK and Ireland, most of the EU, the Nordics, Oceania,
 * South Africa, Brazil and India. Mexico has El Buen Fin instead, the Gulf states rename it White Friday and
 * China shops on Singles' Day.
 */
const BLACK_FRIDAY = [
  'US',
  'CA',
  'GB',
  'IE',
  'AU',
  'NZ',
  'ZA',
  'DE',
  'AT',
  'CH',
  'FR',
  'BE',
  'NL',
  'LU',
  'ES',
  'PT',
  'IT',
  'PL',
  'CZ',
  'SK',
  'HU',
  'RO',
  'BG',
  'HR',
  'SI',
  'GR',
  'SE',
  'DK',
  'NO',
  'FI',
  'EE',
  'LV',
  'LT',
  'BR',
  'IN',
];

/** Where online shops run Cyber Monday on the Monday after Thanksgiving (Latin America has its own dates). */
const CYBER_MONDAY = [
  'US',
  'CA',
  'GB',
  'IE',
  'AU',
  'NZ',
  'ZA',
  'DE',
  'AT',
  'CH',
  'FR',
  'BE',
  'NL',
  'ES',
  'PT',
  'IT',
  'PL',
  'SE',
  'DK',
  'NO',
  'FI',
  'BR',
  'IN',
];

/** Where 11.11 is a shopping festival: China (Alibaba's Double 11) and the South-East Asian marketplaces. */
const SINGLES_DAY = ['CN', 'HK', 'TW', 'SG', 'MY', 'ID', 'PH', 'TH', 'VN'];

/**
 * Where the marketplaces (Shopee, Lazada) hold their year-end "double-day" sales, on the days whose number is
 * the month's: 9.9, 10.10, 11.11 and 12.12, the South-East Asian countries they sell in.
 */
const DOUBLE_DAY_SALES = ['SG', 'MY', 'ID', 'PH', 'TH', 'VN'];

/**
 * Business, marketing, work and technology days. Small Business Saturday in the US is the Saturday after
 * Thanksgiving, always the last Saturday of November.
 */
export const businessDays: AwarenessDay[] = [
  // The NFL final has been on the second Sunday of February since the 17-game season (2022); it was on the
  // first Sunday before, so earlier years are left without it.
  day(
    'super-bowl-sunday',
    'Super Bowl Sunday',
    since(2022, nth(2, SUN, 2)),
    ['#SuperBowl', '#SuperBowlSunday', '#NFL'],
    US,
  ),
  awareness('data-privacy-day', 'Data Privacy Day', fixed(1, 28), ['#DataPrivacyDay', '#PrivacyAware']),
  day('employee-appreciation-day', 'Employee Appreciation Day', nth(1, FRI, 3), [
    '#EmployeeAppreciationDay',
    '#EmployeeAppreciation',
  ]),
  day('world-consumer-rights-day', 'World Consumer Rights Day', fixed(3, 15), [
    '#WorldConsumerRightsDay',
    '#ConsumerRights',
  ]),
  day(
    'mom-and-pop-business-owners-day',
    'National Mom and Pop Business Owners Day',
    fixed(3, 29),
    ['#MomAndPopBusinessOwnersDay', '#ShopLocal'],
    US,
  ),
  awareness('world-backup-day', 'World Backup Day', fixed(3, 31), ['#WorldBackupDay', '#Backup']),
  day('world-creativity-and-innovation-day', 'World Creativity and Innovation Day', fixed(4, 21), [
    '#CreativityAndInnovationDay',
    '#Innovation',
  ]),
  day('world-intellectual-property-day', 'World Intellectual Property Day', fixed(4, 26), [
    '#WorldIPDay',
    '#IPDay',
  ]),
  day('girls-in-ict-day', 'International Girls in ICT Day', nth(4, THU, 4), [
    '#GirlsInICT',
    '#GirlsInICTDay',
  ]),
  day(
    'take-your-child-to-work-day',
    'Take Our Daughters and Sons to Work Day',
    nth(4, THU, 4),
    ['#TakeYourChildToWorkDay', '#TODASTWD'],
    US,
  ),
  awareness('world-password-day', 'World Password Day', nth(1, THU, 5), [
    '#WorldPasswordDay',
    '#CyberSecurity',
  ]),
  day(
    'national-technology-day-india',
    'National Technology Day',
    fixed(5, 11),
    ['#NationalTechnologyDay', '#Technology'],
    IN,
  ),
  day('global-accessibility-awareness-day', 'Global Accessibility Awareness Day', nth(3, THU, 5), [
    '#GAAD',
    '#Accessibility',
    '#a11y',
  ]),
  day('family-remittances-day', 'International Day of Family Remittances', fixed(6, 16), [
    '#FamilyRemittances',
    '#Remittances',
  ]),
  day('women-in-engineering-day', 'International Women in Engineering Day', fixed(6, 23), [
    '#INWED',
    '#WomenInEngineering',
  ]),
  day('msme-day', 'Micro-, Small and Medium-sized Enterprises Day', fixed(6, 27), [
    '#MSMEDay',
    '#SmallBusiness',
  ]),
  day(
    'insurance-awareness-day',
    'National Insurance Awareness Day',
    fixed(6, 28),
    ['#InsuranceAwarenessDay', '#Insurance'],
    US,
  ),
  day('social-media-day', 'World Social Media Day', fixed(6, 30), ['#SocialMediaDay', '#SMDay']),
  day('international-day-of-cooperatives', 'International Day of Cooperatives', nth(1, SAT, 7), [
    '#CoopsDay',
    '#Cooperatives',
  ]),
  day('7-eleven-day', '7-Eleven Day', fixed(7, 11), ['#7ElevenDay', '#FreeSlurpeeDay'], US),
  day('system-administrator-appreciation-day', 'System Administrator Appreciation Day', last(FRI, 7), [
    '#SysAdminDay',
    '#SysAdmin',
  ]),
  day('world-wide-web-day', 'World Wide Web Day', fixed(8, 1), ['#WorldWideWebDay', '#WWW']),
  day(
    'financial-awareness-day',
    'National Financial Awareness Day',
    fixed(8, 14),
    ['#FinancialAwarenessDay', '#FinancialLiteracy'],
    US,
  ),
  awareness('international-equal-pay-day', 'International Equal Pay Day', fixed(9, 18), [
    '#EqualPayDay',
    '#EqualPay',
  ]),
  day('world-tourism-day', 'World Tourism Day', fixed(9, 27), ['#WorldTourismDay', '#Tourism']),
  day('international-podcast-day', 'International Podcast Day', fixed(9, 30), [
    '#InternationalPodcastDay',
    '#Podcast',
  ]),
  day('ada-lovelace-day', 'Ada Lovelace Day', nth(2, TUE, 10), ['#AdaLovelaceDay', '#WomenInSTEM']),
  day('world-standards-day', 'World Standards Day', fixed(10, 14), ['#WorldStandardsDay', '#Standards']),
  day('bosss-day', "Boss's Day", fixed(10, 16), ['#BossDay', '#NationalBossDay'], ['US', 'CA', 'AU', 'IN']),
  day('international-credit-union-day', 'International Credit Union Day', nth(3, THU, 10), [
    '#ICUDay',
    '#CreditUnions',
  ]),
  day('international-internet-day', 'International Internet Day', fixed(10, 29), [
    '#InternetDay',
    '#Internet',
  ]),
  day('world-savings-day', 'World Savings Day', fixed(10, 31), ['#WorldSavingsDay', '#Savings']),
  day('international-accounting-day', 'International Accounting Day', fixed(11, 10), [
    '#AccountingDay',
    '#Accountants',
  ]),
  // The year-end double-day sales around Singles' Day: Shopee's 9.9 Super Shopping Day (since 2016), then 10.10
  // and, after 11.11, the 12.12 sale that closes the year, each with discounts, free shipping and live shows;
  // South-East Asian shops run their own offers on the same days.
  // Source: https://content-na1.emarketer.com/innovation-in-asia-southeast-asian-shopping-festivals-highlight-entertainment-commerce-tie-ups
  // Source: https://golocad.com/blog/double-day-sales-rundown/
  // Source: https://webwad.com/black-friday-to-12-12-a-breakdown-of-online-shopping-festivals-and-what-to-expect-from-them
  day('nine-nine-sale', '9.9 Sale', fixed(9, 9), ['#99Sale', '#DoubleDaySale'], DOUBLE_DAY_SALES),
  day('ten-ten-sale', '10.10 Sale', fixed(10, 10), ['#1010Sale', '#DoubleDaySale'], DOUBLE_DAY_SALES),
  day('singles-day', "Singles' Day", fixed(11, 11), ['#SinglesDay', '#Double11'], SINGLES_DAY),
  day('twelve-twelve-sale', '12.12 Sale', fixed(12, 12), ['#1212Sale', '#DoubleDaySale'], DOUBLE_DAY_SALES),
  day(
    'national-entrepreneurs-day',
    "National Entrepreneurs' Day",
    nth(3, TUE, 11),
    ['#NationalEntrepreneursDay', '#Entrepreneurship'],
    US,
  ),
  day('womens-entrepreneurship-day', "Women's Entrepreneurship Day", fixed(11, 19), [
    '#WomensEntrepreneurshipDay',
    '#WomenInBusiness',
  ]),
  day('africa-industrialization-day', 'Africa Industrialization Day', fixed(11, 20), [
    '#AfricaIndustrializationDay',
    '#Industrialization',
  ]),
  // In Singapore: Black Friday, the day after US Thanksgiving, kept by Singapore's shops and online stores.
  // Source: https://www.straitstimes.com/singapore/6-things-to-know-about-black-friday-sales
  day(
    'black-friday',
    'Black Friday',
    after(THANKSGIVING_US, 1),
    ['#BlackFriday', '#BlackFridayDeals', '#BlackFridaySale'],
    [...BLACK_FRIDAY, 'SG'],
  ),
  day(
    'small-business-saturday-us',
    'Small Business Saturday',
    last(SAT, 11),
    ['#SmallBusinessSaturday', '#ShopSmall', '#ShopLocal'],
    US,
  ),
  // In the UAE and Singapore: Cyber Monday, the Monday after US Thanksgiving, which UAE shoppers keep along
  // with White Friday and which ends Singapore's Black Friday sales.
  // Source: https://www.albawaba.com/business/americas-black-friday-vs-menas-white-friday
  // Source: https://www.straitstimes.com/singapore/6-things-to-know-about-black-friday-sales
  day(
    'cyber-monday',
    'Cyber Monday',
    after(THANKSGIVING_US, 4),
    ['#CyberMonday', '#CyberMondayDeals'],
    [...CYBER_MONDAY, 'AE', 'SG'],
  ),
  awareness('giving-tuesday', 'Giving Tuesday', after(THANKSGIVING_US, 5), [
    '#GivingTuesday',
    '#Giving',
    '#Charity',
  ]),
  awareness('computer-security-day', 'Computer Security Day', fixed(11, 30), [
    '#ComputerSecurityDay',
    '#CyberSecurity',
  ]),
  // In Ireland: Small Business Saturday in Ireland, backed by Retail Excellence on the first shopping
  // Saturday of December.
  // Source: https://www.localenterprise.ie/SouthDublin/News/Small-Business-Saturday.html
  day(
    'small-business-saturday-uk',
    'Small Business Saturday',
    nth(1, SAT, 12),
    ['#SmallBusinessSaturday', '#SBS', '#ShopLocal'],
    [...GB, 'IE'],
  ),
  day('international-day-of-banks', 'International Day of Banks', fixed(12, 4), [
    '#InternationalDayOfBanks',
    '#Banking',
  ]),
];
