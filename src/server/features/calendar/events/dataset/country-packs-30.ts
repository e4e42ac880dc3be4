import type { AwarenessDay } from '../types.js';
import { after, define, FRI, nth, SUN } from './define.js';

const ZA = ['ZA'];

const day = define('cultural');
const business = define('business');

/**
 * A fourth set of South Africa's days: the sporting and art fixtures its galleries, bike shops, gyms and fitness
 * brands plan their posts around, each on the weekday its organisers keep year after year.
 */
export const countryDaysSouthAfricaFourth: AwarenessDay[] = [
  // The Investec Cape Town Art Fair at the CTICC, Africa's largest contemporary art fair, opens with its vernissage,
  // the invitation-only preview night for galleries, artists and collectors, on the Thursday before its public days
  // from the third Friday of February to the Sunday: vernissage 15 February 2018, 17 February 2022, 16 February
  // 2023; public days 16-18 February 2024, 21-23 February 2025, 20-22 February 2026.
  // Source: https://whitehotmagazine.com/articles/cape-town-art-fair-2018/3899
  // Source: https://thecaperobyn.co.za/art-thrilling-to-attend-the-investec-cape-town-art-fair-2022/
  // Source: https://www.dailymaverick.co.za/article/2023-02-17-in-images-the-investec-cape-town-art-fair-vernissage/
  // Source: https://propertyflash.co.za/2024/02/15/investec-cape-town-art-fair-set-to-cement-itself-as-a-phenomenal-event-in-2024/
  // Source: https://10and5.com/the-investec-cape-town-art-fair-is-back
  // Source: https://www.namibian.com.na/cape-town-art-fair-returns-to-the-mother-city
  day(
    'cape-town-art-fair-south-africa',
    'Investec Cape Town Art Fair Opens',
    after(nth(3, FRI, 2), -1),
    ['#ICTAF', '#CapeTownArtFair', '#ContemporaryArt'],
    ZA,
  ),
  // The Cape Town Cycle Tour Expo, South Africa's biggest cycling, health and fitness exhibition and the only place
  // riders collect their race numbers, opens on the Thursday before the Cycle Tour on the second Sunday of March and
  // runs to the Saturday: 10 March 2011, 9 March 2017, 10 March 2022 (Thursday to Saturday again in 2024).
  // Source: https://machineindustries.blogspot.com/2011/03/cape-argus-lifecycle-week.html
  // Source: http://mercyshipadventure.blogspot.com/2017/03/cape-town-lifecycle-expo.html
  // Source: https://www.capetalk.co.za/articles/440190/pre-race-expo-back-with-a-bang-says-cape-town-cycle-tour
  // Source: https://www.iol.co.za/capetimes/news/enthusiasts-fans-gear-up-for-cape-town-cycle-tour-e62792ca-839f-47a9-9e09-e16219eadecb
  business(
    'cape-town-cycle-tour-expo-south-africa',
    'Cape Town Cycle Tour Expo Opens',
    after(nth(2, SUN, 3), -3),
    ['#CapeTownCycleTour', '#CTCT', '#Cycling'],
    ZA,
  ),
  // The Cape Town Cycle Tour, the world's largest timed cycle race, round the Cape Peninsula on the second Sunday
  // of March: 10 March 2024, 9 March 2025.
  // Source: https://cpt.za.net/cape-town-cycle-tour-2024/
  // Source: https://allafrica.com/stories/202503100094.html
  day(
    'cape-town-cycle-tour-south-africa',
    'Cape Town Cycle Tour',
    nth(2, SUN, 3),
    ['#CapeTownCycleTour', '#CTCT', '#CycleTour'],
    ZA,
  ),
  // The Comrades Marathon between Durban and Pietermaritzburg, the world's oldest and largest ultramarathon, run on
  // the second Sunday of June: 11 June 2023, 9 June 2024, 8 June 2025, 14 June 2026.
  // Source: https://www.thesouthafrican.com/sport/comrades-marathon-result-how-to-track-a-runner-breaking-sunday-11-june-2023/
  // Source: https://iol.co.za/news/south-africa/2025-06-06-comrades-marathon-2025-navigate-these-road-closures-like-a-pro/
  // Source: https://comrades.com/blog/posts/306
  day(
    'comrades-marathon-south-africa',
    'Comrades Marathon',
    nth(2, SUN, 6),
    ['#ComradesMarathon', '#Comrades', '#TheUltimateHumanRace'],
    ZA,
  ),
];
