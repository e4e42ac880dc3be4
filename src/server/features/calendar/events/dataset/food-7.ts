import type { AwarenessDay } from '../types.js';
import { after, define, FRI, fixed, last, MON, nth, THU } from './define.js';

const food = define('food');

/**
 * Worldwide days of the wine, beer and bar trades, which wineries, breweries, bars and shops everywhere post
 * about: each is kept by the trade body or the community that started it, under the name used here.
 */
export const drinkTradeDays: AwarenessDay[] = [
  // The International Bartenders Association was founded in Torquay on February 24, 1951.
  food('world-bartender-day', 'World Bartender Day', fixed(2, 24), [
    '#WorldBartenderDay',
    '#Bartender',
    '#Mixology',
  ]),
  // Kept by wineries around the world; the grape is Shiraz in Australia and South Africa.
  food('international-syrah-day', 'International Syrah Day', fixed(2, 16), [
    '#SyrahDay',
    '#Syrah',
    '#Shiraz',
  ]),
  // Wines of Germany (the German Wine Institute): the first written record of the grape is dated March 13, 1435.
  food('international-riesling-day', 'International Riesling Day', fixed(3, 13), [
    '#RieslingBirthday',
    '#Riesling',
    '#GermanWine',
  ]),
  // New Zealand Winegrowers and wineries worldwide: the first Friday of May.
  food('international-sauvignon-blanc-day', 'International Sauvignon Blanc Day', nth(1, FRI, 5), [
    '#SauvBlancDay',
    '#SauvignonBlanc',
  ]),
  // The Thursday before US Memorial Day, from May 21 to 27.
  food('international-chardonnay-day', 'International Chardonnay Day', after(last(MON, 5), -4), [
    '#ChardonnayDay',
    '#Chardonnay',
  ]),
  // The first Thursday of August, since 2011.
  food('ipa-day', 'IPA Day', nth(1, THU, 8), ['#IPADay', '#CraftBeer', '#IPA']),
  // The Thursday before US Labor Day, from August 28 to September 3.
  food('international-cabernet-day', 'International Cabernet Day', after(nth(1, MON, 9), -4), [
    '#CabernetDay',
    '#CabernetSauvignon',
  ]),
  // The Port and Douro Wines Institute (IVDP): the Douro region was demarcated on September 10, 1756.
  food('port-wine-day', 'Port Wine Day', fixed(9, 10), ['#PortWineDay', '#PortWine', '#Douro']),
  // The first Thursday of November.
  food('international-stout-day', 'International Stout Day', nth(1, THU, 11), [
    '#InternationalStoutDay',
    '#StoutDay',
    '#CraftBeer',
  ]),
];
