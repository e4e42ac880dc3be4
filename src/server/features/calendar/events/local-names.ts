/**
 * The names a country gives the world's festivals in its own English, where they differ from the usual ones:
 * Singapore's public holidays are Chinese New Year, Hari Raya Puasa, Hari Raya Haji and Deepavali, and Malaysia's
 * Hari Raya Aidilfitri and Deepavali. A business there posts by those names, with their hashtags.
 * Source: https://www.mom.gov.sg/employment-practices/public-holidays
 * Source: https://www.officeholidays.com/countries/malaysia
 */

/** A festival as a country names it: its title, hashtags and line of fact. */
export interface LocalName {
  title: string;
  hashtags: string[];
  about: string;
}

const CHINESE_NEW_YEAR: LocalName = {
  title: 'Chinese New Year',
  hashtags: ['#ChineseNewYear', '#CNY', '#LunarNewYear'],
  about:
    'Chinese New Year begins on the new moon of the first month of the Chinese calendar and is celebrated until Chap Goh Mei, fifteen days later.',
};
const DEEPAVALI: LocalName = {
  title: 'Deepavali',
  hashtags: ['#Deepavali', '#HappyDeepavali', '#FestivalOfLights'],
  about:
    'Deepavali, the festival of lights, celebrates the victory of light over darkness with oil lamps, sweets, new clothes and open houses.',
};
const HARI_RAYA_HAJI: LocalName = {
  title: 'Hari Raya Haji (may shift by a day)',
  hashtags: ['#HariRayaHaji', '#EidAlAdha', '#EidMubarak'],
  about:
    'Hari Raya Haji, the Festival of Sacrifice, is celebrated during the Hajj pilgrimage and honours the faith of Ibrahim.',
};

const LOCAL_NAMES: Readonly<Record<string, Readonly<Record<string, LocalName>>>> = {
  SG: {
    'lunar-new-year': CHINESE_NEW_YEAR,
    'eid-al-fitr': {
      title: 'Hari Raya Puasa (may shift by a day)',
      hashtags: ['#HariRayaPuasa', '#SelamatHariRaya', '#EidMubarak'],
      about:
        'Hari Raya Puasa ends the fasting month of Ramadan with prayers, visits to family and friends, and open houses.',
    },
    'eid-al-adha': HARI_RAYA_HAJI,
    diwali: DEEPAVALI,
  },
  MY: {
    'lunar-new-year': CHINESE_NEW_YEAR,
    'eid-al-fitr': {
      title: 'Hari Raya Aidilfitri (may shift by a day)',
      hashtags: ['#HariRayaAidilfitri', '#SelamatHariRaya', '#EidMubarak'],
      about:
        'Hari Raya Aidilfitri ends the fasting month of Ramadan with prayers, balik kampung trips home and open houses.',
    },
    'eid-al-adha': HARI_RAYA_HAJI,
    diwali: DEEPAVALI,
  },
};

/** How a country (ISO code, upper case) names a day of the dataset, where its name differs. */
export function localName(country: string, dayId: string): LocalName | undefined {
  return LOCAL_NAMES[country]?.[dayId];
}
