import type { AwarenessDay } from '../types.js';
import { define, fixed } from './define.js';

const AE = ['AE'];

const day = define('cultural');
const health = define('health');

/**
 * More days of the United Arab Emirates that its businesses post about: the Emirati days of its professions, the
 * Gulf national days it celebrates with its neighbours, and the days its expatriate communities keep with its
 * shops and restaurants.
 */
export const countryDaysEmirates: AwarenessDay[] = [
  // Emirates Medical Day, set on 9 May each year by the Ministerial Development Council in 2021 (the founding
  // date of the Emirates Medical Association in 1981) to thank the country's healthcare workers.
  // Source: https://gulfnews.com/uae/health/uae-announces-may-9-as-emirates-medical-day-1.87374196
  // Source: https://gulfnews.com/uae/health/emirates-medical-day-emirati-healthcare-workers-reaffirm-service-to-uae-community-1.95644573
  health(
    'emirates-medical-day-uae',
    'Emirates Medical Day',
    fixed(5, 9),
    ['#EmiratesMedicalDay', '#HealthcareHeroes', '#UAE'],
    AE,
  ),
  // Bahrain's National Day on 16 December, which the UAE celebrates with its neighbour: landmarks lit in
  // Bahraini colours, decorated airports and events across the country.
  // Source: https://gulftime.ae/uae-gears-up-to-celebrate-national-day-of-bahrain
  // Source: https://www.khaleejtimes.com/world/dazzling-fireworks-light-up-night-sky-on-bahrain-national-day
  day(
    'bahrain-national-day-uae',
    'Bahrain National Day',
    fixed(12, 16),
    ['#BahrainNationalDay', '#Bahrain', '#UAE'],
    AE,
  ),
];
