import type { AwarenessDay } from '../types.js';
import { after, define, islamic } from './define.js';

const faith = define('cultural', 'religious');

const AE = ['AE'];

/**
 * A fourth set of days of the United Arab Emirates that its businesses post about: the Emirati Hag Al Laila on the
 * eve of mid-Sha'ban, the night of the first Taraweeh prayers before Ramadan and the Chand Raat of its South Asian
 * residents on the last night of Ramadan. These last two are the very evenings a new moon is sighted or not, so
 * their titles say they may shift.
 */
export const countryDaysEmiratesFourth: AwarenessDay[] = [
  // Hag Al Laila, the Emirati tradition on the eve of the 15th of Sha'ban, when children in new clothes go from
  // house to house singing for sweets and nuts; malls and heritage centres hand out bags of treats.
  // Source: http://www.pressreader.com/uae/khaleej-times/20180501/281530816640647
  // Source: https://citycentreshindagha.com/media-centre/majid-al-futtaim-s-malls-celebrate-hag
  faith('hag-al-laila-uae', 'Hag Al Laila', islamic(8, 14), ['#HagAlLaila', '#HaqAlLaila', '#UAE'], AE),
  // The eve of Ramadan: once the moon-sighting committee confirms the crescent, worshippers fill the UAE's
  // mosques for the first Taraweeh prayers of the holy month the night before the first fast.
  // Source: https://www.khaleejtimes.com/ramadan/look-uae-worshippers-offer-first-taraweeh-prayers-for-the-holy-month-of-ramadan
  // Source: https://gulfnews.com/amp/story/uae%2Framadan%2Framadan-begins-thousands-gather-for-first-taraweeh-prayers-across-the-uae-1.500049591
  faith(
    'first-taraweeh-night-uae',
    'First Taraweeh Night (may shift by a day)',
    after(islamic(9, 1), -1),
    ['#Taraweeh', '#Ramadan', '#RamadanKareem'],
    AE,
  ),
  // Chand Raat, the night of the Eid moon on the last day of Ramadan, when the UAE's Indian and Pakistani
  // families crowd the markets of Karama, Meena Bazaar and Abu Dhabi for henna, bangles and last Eid shopping.
  // Source: https://abudhabiweek.ae/component/content/article/159-this-is-abu-dhabi/6302-moonlight-fever?directory=234&Itemid=234
  faith(
    'chand-raat-uae',
    'Chand Raat (may shift by a day)',
    after(islamic(10, 1), -1),
    ['#ChandRaat', '#EidMubarak', '#Mehndi'],
    AE,
  ),
];
