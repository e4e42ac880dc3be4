import type { AwarenessDay } from '../types.js';
import { define, fixed } from './define.js';

const day = define('cultural');
const faith = define('cultural', 'religious');

const FR = ['FR'];
const MX = ['MX'];

/**
 * More days of France and Mexico that their businesses post about: the Amazigh New Year of France's Berber
 * community and Corsica's patron saint, and Mexico's nights around Three Kings' Day and the Day of the Dead.
 */
export const countryDaysFranceMexico: AwarenessDay[] = [
  // France
  // Yennayer, the Amazigh (Berber) New Year of January 12, kept in France by the Kabyle and Berber community
  // and its associations (the Association de Culture Berbère in Paris); on France's inventory of intangible
  // heritage since 2020.
  // Source: http://www.rfi.fr/hebdo/20180112-berberes-nouvel-an-amazigh-yennayer-imazighen-algerie-patrimoine
  // Source: https://pci-lab.fr/fiche-d-inventaire/fiche/390-le-yennayer-nouvel-an-berbere
  day('yennayer-france', 'Yennayer', fixed(1, 12), ['#Yennayer', '#NouvelAnAmazigh', '#Amazigh'], FR),
  // Santa Divota (Saint Devota), patron saint of Corsica, kept on January 27 with a mass and a procession to the
  // sea at Pietranera in Haute-Corse.
  // Source: https://www.corsenetinfos.corsica/Pietranera-celebre-la-Sainte-Devote-ce-mardi-27-janvier_a37813.html
  faith(
    'santa-divota-corsica',
    'Santa Divota',
    fixed(1, 27),
    ['#SantaDivota', '#SainteDevote', '#Corse'],
    FR,
  ),

  // Mexico
  // The night of January 5, when Mexican children leave a shoe and their letter for the Three Kings and families
  // share the rosca de Reyes.
  // Source: https://reportealtiempo.com/?p=11106
  // Source: https://enparentesis.com.mx/?p=690
  day(
    'noche-de-reyes-mexico',
    "Three Kings' Eve",
    fixed(1, 5),
    ['#NocheDeReyes', '#ReyesMagos', '#RoscaDeReyes'],
    MX,
  ),
  // October 30 in the Day of the Dead calendar, when families set an ofrenda and a candle for the forgotten
  // souls who have no one left to remember them.
  // Source: https://diariodelyaqui.mx/viral/cuando-visitan-las-almas-de-muertes-tragicas-conoce-otras-fechas-especiales-antes-del-dia-de-muertos/120528
  // Source: https://www.viveusa.mx/educacion/dia-de-muertos-cuando-se-pone-la-ofrenda-para-el-dia-de-las-animas-olvidadas-y-que-lleva/
  faith(
    'day-of-the-forgotten-souls-mexico',
    'Day of the Forgotten Souls',
    fixed(10, 30),
    ['#DiaDeMuertos', '#Ofrenda', '#AnimasOlvidadas'],
    MX,
  ),
];
