import type { AwarenessDay } from '../types.js';
import { define, fixed, nth, SUN, WED } from './define.js';

const day = define('cultural');
const faith = define('cultural', 'religious');

const FR = ['FR'];
const MX = ['MX'];

/**
 * More days of France and Mexico that their businesses post about: the Amazigh New Year of France's Berber
 * community, Corsica's patron saint, the feasts of Saint Apollonia, the Martyrs of Orange and the Miraculous
 * Medal, Mont-de-Marsan's Madeleine and Valensole's lavender festival, and Mexico's nights around Three Kings'
 * Day and the Day of the Dead.
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
  // Saint Apollonia (Sainte Apolline), patron saint of dentists, feast day February 9; prayed to against
  // toothache at chapels of Normandy and the Mayenne, and honoured in Lorraine's churches.
  // Source: http://www.histoire-medecine.fr/articles-histoire-de-la-medecine-sainte-apolline.php
  // Source: https://blelorraine.fr/2025/02/sainte-apolline-patronne-des-dentistes-en-lorraine
  faith(
    'saint-apollonia-france',
    "Saint Apollonia's Day",
    fixed(2, 9),
    ['#SainteApolline', '#Dentiste', '#ChirurgienDentiste'],
    FR,
  ),
  // The Fêtes de la Madeleine of Mont-de-Marsan, five days of ferias in blue and white for the town's patron
  // saint; since 2012 they open on the first Wednesday after July 14, with the keys handed to the town's youth.
  // Source: https://mondes.occitanica.eu/explorer/fete/fetes-patronales/fete-de-la-madeleine
  day(
    'fetes-de-la-madeleine-mont-de-marsan',
    'Fêtes de la Madeleine',
    nth(3, WED, 7),
    ['#FetesDeLaMadeleine', '#MontDeMarsan', '#Madeleine'],
    FR,
  ),
  // The feast of the Blessed Martyrs of Orange on July 9: the 32 nuns guillotined at Orange in July 1794, beatified
  // in 1925, honoured by the diocese of Avignon with a mass by the archbishop at the chapel of Gabet, where they
  // are buried, and pilgrims walking there from Bollène.
  // Source: http://www.enclave.paroisse84.fr/Les-bienheureuses-Martyres-d-Orange.html
  // Source: https://ndf.fr/nos-breves/13-07-2019/les-bienheureuses-martyres-dorange-en-route-vers-la-canonisation-video
  faith(
    'martyrs-of-orange-france',
    'Feast of the Martyrs of Orange',
    fixed(7, 9),
    ['#MartyresDOrange', '#Orange', '#Bollene'],
    FR,
  ),
  // Valensole's Fête de la Lavande, the great lavender festival of the Provence plateau, every third Sunday
  // of July (July 19 in La Provence's summer agenda).
  // Source: https://explorez.com/lieu/valensole/
  // Source: http://www.laprovence.com/article/elles-co/3480971/agenda-de-lete.html
  day(
    'fete-de-la-lavande-valensole',
    'Valensole Lavender Festival',
    nth(3, SUN, 7),
    ['#Valensole', '#Lavande', '#FeteDeLaLavande'],
    FR,
  ),
  // The feast of Our Lady of the Miraculous Medal on November 27, the day of the 1830 apparition to Catherine
  // Labouré, kept with solemn masses all day at the chapel of the rue du Bac in Paris.
  // Source: https://pelerinagesdefrance.fr/Notre-Dame-de-la-Medaille-Miraculeuse?calendrier_annee=2021&calendrier_mois=3
  // Source: https://lavaur.catholique.fr/category/vierge-marie/
  faith(
    'our-lady-of-the-miraculous-medal-france',
    'Our Lady of the Miraculous Medal',
    fixed(11, 27),
    ['#MedailleMiraculeuse', '#RueDuBac', '#ViergeMarie'],
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
