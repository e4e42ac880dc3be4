import type { AwarenessDay } from '../types.js';
import { define, fixed } from './define.js';

const season = define('seasonal');

const AE = ['AE'];

/**
 * The seasons of the Gulf's star calendar as the Emirates take them: each begins on a fixed date with the dawn rising
 * of a star or the count of the Durour calendar, and each year the Emirates Astronomy Society announces it and the
 * country's papers report it, so cafés, desert camps, farms and outdoor businesses post about the heat breaking
 * or the cold setting in.
 */
export const emiratiStarSeasons: AwarenessDay[] = [
  // Durr Al Sittin, the "sixtieth" ten days of the Durour calendar's hundred days of winter (counted from Suhail's
  // season on August 15), the coldest stretch of the year in Gulf tradition, from January 12; the Emirates
  // Astronomy Society reports it every January through WAM.
  // Source: https://emarat.directory/most-intense-period-of-winter-season-is-set-to-begin-in-mid-january/307/n
  // Source: https://en.khalijiuwn24.com/1235626
  // Source: https://www.thenationalnews.com/uae/2021/09/30/al-durour-the-ancient-gulf-calendar-used-to-predict-wild-weather-and-grow-crops/
  season(
    'durr-al-sittin-uae',
    'Durr Al Sittin Begins',
    fixed(1, 12),
    ['#DurrAlSittin', '#UAEWinter', '#UAEWeather'],
    AE,
  ),
  // Al Shabt, the coldest season of the star calendar, from the dawn rising of Al Na'aim on January 15 to
  // February 10.
  // Source: https://filipinotimes.net/latest-news/2026/01/17/uae-enters-al-shabt-the-coldest-phase-of-the-winter-season/
  // Source: https://emarat.directory/most-intense-period-of-winter-season-is-set-to-begin-in-mid-january/307/n
  season('al-shabt-uae', 'Al Shabt Begins', fixed(1, 15), ['#AlShabt', '#UAEWinter', '#UAEWeather'], AE),
  // The rising of Al Sharatan on May 12 opens summer in the star calendar (2023 and 2024).
  // Source: https://gulfnews.com/uae/weather/temperature-soars-marking-the-beginning-of-summer-in-uae-and-region-1.1683561619169
  // Source: https://www.khaleejtimes.com/ta/uae/uae-summer-residents-warned-of-dangerous-currents-at-beach-as-temperatures-soar
  season(
    'al-sharatan-uae',
    "Al Sharatan's Rising",
    fixed(5, 12),
    ['#AlSharatan', '#UAESummer', '#UAEWeather'],
    AE,
  ),
  // Jamrat Al Qaiz, "the ember of summer", the hottest season of the Arabian Peninsula, from the dawn rising of
  // Gemini on July 3 to August 10 (2024 and 2025).
  // Source: https://pledgetimes.com/july-3rd-the-start-of-the-jamrat-al-qayz-season-in-the-emirates/
  // Source: https://pledgetimes.com/emirates-astronomy-sets-start-date-for-jamrat-al-qayz-season/
  season(
    'jamrat-al-qaiz-uae',
    'Jamrat Al Qaiz Begins',
    fixed(7, 3),
    ['#JamratAlQaiz', '#UAESummer', '#UAEWeather'],
    AE,
  ),
  // Al Mirzam (Sirius) rises at dawn on July 29, the last wave of the summer heat, when the dates ripen across the
  // peninsula.
  // Source: https://pledgetimes.com/emirates-astronomy-july-29th-al-mirzam-the-last-star-of-the-summer-heat-begins-to-rise/
  season('al-mirzam-uae', "Al Mirzam's Rising", fixed(7, 29), ['#AlMirzam', '#UAESummer', '#UAEWeather'], AE),
  // Suhail (Canopus) rises over the Emirates on August 24, the sign that the worst of the heat is over: "If Suhail
  // rises, the night cools down" (2019, 2022, 2023, 2024).
  // Source: https://www.tellerreport.com/news/2019-08-04---a-bright-star-in-the-sky-of-the-uae-breaks-the-heat-.HJmGU8A47B.html
  // Source: https://filipinotimes.net/latest-news/2022/08/19/suhail-star-to-mark-end-of-extreme-summer-heat-in-uae/
  // Source: https://filipinotimes.net/latest-news/2023/08/15/farewell-to-summers-heat-suhail-season-starts-tuesday/
  // Source: https://pledgetimes.com/the-rising-of-the-star-suhail-begins-on-august-24-in-the-emirates-and-the-arabian-peninsula/
  season('suhail-rises-uae', "Suhail's Rising", fixed(8, 24), ['#Suhail', '#SuhailStar', '#UAEWeather'], AE),
  // Al Wasm, the mild rainy season when the desert greens, from October 16 to December 6 (2022 and 2024).
  // Source: https://www.khaleejtimes.com/weather/watch-uae-starts-getting-greener-as-rainy-season-begins
  // Source: https://gulfnews.com/uae/weather/uae-set-to-welcome-wasmi-season-ushering-in-moderate-temperatures-1.1728715882139
  season('al-wasm-season-uae', 'Al Wasm Season Begins', fixed(10, 16), ['#AlWasm', '#UAEWeather'], AE),
  // Al Murabbaniya, the first forty days of winter, from the dawn rising of Ikleel Al Aqrab on December 7 to
  // January 15 (2020 and 2025).
  // Source: https://gulfnews.com/uae/weather/winter-officially-begins-in-the-uae-as-ikleel-al-aqrab-rises-in-eastern-skies-1.500371835
  // Source: https://gulfnews.com/uae/weather/winter-in-uae-cold-season-to-start-in-first-week-of-december-1.1605509493378
  season(
    'al-murabbaniya-uae',
    'Al Murabbaniya Begins',
    fixed(12, 7),
    ['#AlMurabbaniya', '#UAEWinter', '#UAEWeather'],
    AE,
  ),
];
