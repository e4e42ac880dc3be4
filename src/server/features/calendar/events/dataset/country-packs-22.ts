import type { AwarenessDay } from '../types.js';
import { define, islamic, last, SAT } from './define.js';

const food = define('food');

const ZA = ['ZA'];

/**
 * More days of South Africa that its businesses post about: the Cape Malay community's Boeber night in the middle
 * of Ramadan and the Karoo's Hantam meat festival.
 */
export const countryDaysSouthAfricaMore: AwarenessDay[] = [
  // Boeberaand, the 15th of Ramadan, when Cape Town's Muslim families mark the halfway point of the fast ("oppie
  // berg") with boeber, a sweet milk drink of vermicelli, sago and cardamom; bakeries and food writers feature it.
  // Source: https://bona.co.za/lifestyle/celebrating-the-15th-of-ramadan-with-a-boeber-night
  // Source: https://www.thedailyvox.co.za/boeberaand-is-a-celebration-and-a-metaphor-for-life/
  food(
    'boeber-night-south-africa',
    'Boeber Night',
    islamic(9, 15),
    ['#Boeber', '#Boeberaand', '#Ramadan'],
    ZA,
  ),
  // The Hantam Vleisfees in Calvinia, the Northern Cape's festival of Karoo lamb held on the last weekend of August
  // (Friday 26 and Saturday 27 August 2016; 30-31 August 2019), with braais, music and the flower season.
  // Source: https://afrmusieknuus.co.za/2016/08/23/een-van-suid-afrika-se-oudste-feeste-terug-2
  // Source: https://www.tourismmarketing.co.za/bigger-better-and-meatier-hantam-meat-festival-a-must-for-everyone/
  food(
    'hantam-meat-festival-south-africa',
    'Hantam Meat Festival',
    last(SAT, 8),
    ['#HantamVleisfees', '#Calvinia', '#KarooLamb'],
    ZA,
  ),
];
