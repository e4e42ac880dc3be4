import type { AwarenessDay } from '../types.js';
import { define, EU, fixed, nth, SAT } from './define.js';

const day = define('international');
const solemn = define('international', 'solemn');
const awareness = define('international', 'awareness');

/** United Nations and other international days, January to June. */
export const internationalDaysFirstHalf: AwarenessDay[] = [
  day('global-family-day', 'Global Family Day', fixed(1, 1), ['#GlobalFamilyDay', '#Family']),
  awareness('world-braille-day', 'World Braille Day', fixed(1, 4), ['#WorldBrailleDay', '#Braille']),
  solemn(
    'human-trafficking-awareness-day',
    'National Human Trafficking Awareness Day',
    fixed(1, 11),
    ['#HumanTraffickingAwarenessDay', '#EndTrafficking'],
    ['US'],
  ),
  awareness('international-day-of-education', 'International Day of Education', fixed(1, 24), [
    '#EducationDay',
    '#InternationalDayOfEducation',
  ]),
  day('international-customs-day', 'International Customs Day', fixed(1, 26), [
    '#InternationalCustomsDay',
    '#Customs',
  ]),
  awareness('international-day-of-clean-energy', 'International Day of Clean Energy', fixed(1, 26), [
    '#CleanEnergyDay',
    '#CleanEnergy',
  ]),
  solemn('holocaust-remembrance-day', 'International Holocaust Remembrance Day', fixed(1, 27), [
    '#HolocaustRemembranceDay',
    '#WeRemember',
  ]),
  awareness('world-wetlands-day', 'World Wetlands Day', fixed(2, 2), ['#WorldWetlandsDay', '#Wetlands']),
  awareness('human-fraternity-day', 'International Day of Human Fraternity', fixed(2, 4), [
    '#HumanFraternityDay',
    '#HumanFraternity',
  ]),
  solemn(
    'zero-tolerance-for-fgm',
    'International Day of Zero Tolerance for Female Genital Mutilation',
    fixed(2, 6),
    ['#EndFGM', '#ZeroToleranceDay'],
  ),
  awareness('women-and-girls-in-science', 'International Day of Women and Girls in Science', fixed(2, 11), [
    '#WomenInScience',
    '#GirlsInScience',
  ]),
  solemn('red-hand-day', 'Red Hand Day', fixed(2, 12), ['#RedHandDay', '#ChildSoldiers']),
  day('world-radio-day', 'World Radio Day', fixed(2, 13), ['#WorldRadioDay', '#Radio']),
  awareness('world-day-of-social-justice', 'World Day of Social Justice', fixed(2, 20), [
    '#SocialJusticeDay',
    '#SocialJustice',
  ]),
  day('international-mother-language-day', 'International Mother Language Day', fixed(2, 21), [
    '#MotherLanguageDay',
    '#IMLD',
  ]),
  day('world-thinking-day', 'World Thinking Day', fixed(2, 22), ['#WorldThinkingDay', '#GirlGuides']),
  day('world-ngo-day', 'World NGO Day', fixed(2, 27), ['#WorldNGODay', '#NGO']),
  awareness('international-polar-bear-day', 'International Polar Bear Day', fixed(2, 27), [
    '#PolarBearDay',
    '#PolarBears',
  ]),
  awareness('zero-discrimination-day', 'Zero Discrimination Day', fixed(3, 1), [
    '#ZeroDiscrimination',
    '#ZeroDiscriminationDay',
  ]),
  awareness('world-wildlife-day', 'World Wildlife Day', fixed(3, 3), ['#WorldWildlifeDay', '#Wildlife']),
  day('world-engineering-day', 'World Engineering Day for Sustainable Development', fixed(3, 4), [
    '#WorldEngineeringDay',
    '#Engineering',
  ]),
  awareness(
    'disarmament-awareness-day',
    'International Day for Disarmament and Non-Proliferation Awareness',
    fixed(3, 5),
    ['#DisarmamentDay', '#Disarmament'],
  ),
  day('international-womens-day', "International Women's Day", fixed(3, 8), [
    '#InternationalWomensDay',
    '#IWD',
    '#WomensDay',
  ]),
  day('international-day-of-women-judges', 'International Day of Women Judges', fixed(3, 10), [
    '#WomenJudgesDay',
    '#WomenInLaw',
  ]),
  day('world-plumbing-day', 'World Plumbing Day', fixed(3, 11), ['#WorldPlumbingDay', '#Plumbing']),
  awareness('world-day-against-cyber-censorship', 'World Day Against Cyber Censorship', fixed(3, 12), [
    '#CyberCensorship',
    '#FreeSpeech',
  ]),
  day('international-day-of-mathematics', 'International Day of Mathematics', fixed(3, 14), [
    '#IDM314',
    '#MathDay',
  ]),
  awareness('day-of-action-for-rivers', 'International Day of Action for Rivers', fixed(3, 14), [
    '#DayOfActionForRivers',
    '#Rivers',
  ]),
  solemn('day-to-combat-islamophobia', 'International Day to Combat Islamophobia', fixed(3, 15), [
    '#CombatIslamophobia',
    '#EndIslamophobia',
  ]),
  day('international-day-of-happiness', 'International Day of Happiness', fixed(3, 20), [
    '#InternationalDayOfHappiness',
    '#HappinessDay',
  ]),
  day('international-francophonie-day', 'International Francophonie Day', fixed(3, 20), [
    '#Francophonie',
    '#FrenchLanguageDay',
  ]),
  day('world-sparrow-day', 'World Sparrow Day', fixed(3, 20), ['#WorldSparrowDay', '#Sparrows']),
  solemn(
    'elimination-of-racial-discrimination',
    'International Day for the Elimination of Racial Discrimination',
    fixed(3, 21),
    ['#FightRacism', '#EndRacism'],
  ),
  awareness('international-day-of-forests', 'International Day of Forests', fixed(3, 21), [
    '#InternationalDayOfForests',
    '#Forests',
  ]),
  awareness('world-water-day', 'World Water Day', fixed(3, 22), ['#WorldWaterDay', '#Water']),
  day('world-meteorological-day', 'World Meteorological Day', fixed(3, 23), ['#WorldMetDay', '#Weather']),
  solemn('right-to-truth-day', 'International Day for the Right to the Truth', fixed(3, 24), [
    '#RightToTruth',
    '#HumanRights',
  ]),
  solemn(
    'victims-of-slavery-remembrance',
    'International Day of Remembrance of the Victims of Slavery',
    fixed(3, 25),
    ['#RememberSlavery', '#SlaveryRemembrance'],
  ),
  awareness('international-day-of-zero-waste', 'International Day of Zero Waste', fixed(3, 30), [
    '#ZeroWasteDay',
    '#ZeroWaste',
  ]),
  // World Aquatic Animal Day, April 3, started in 2020 by the Aquatic Animal Law Initiative for fish and the other
  // animals of the water, kept by aquariums and conservation groups.
  // Source: https://webplus.info/index.php?page=340&event=204561
  // Source: https://anydayguide.com/calendar/03-04-2021
  day('world-aquatic-animal-day', 'World Aquatic Animal Day', fixed(4, 3), [
    '#WorldAquaticAnimalDay',
    '#AquaticAnimals',
  ]),
  awareness(
    'mine-awareness-day',
    'International Day for Mine Awareness and Assistance in Mine Action',
    fixed(4, 4),
    ['#MineAwareness', '#MineAction'],
  ),
  awareness('international-day-of-conscience', 'International Day of Conscience', fixed(4, 5), [
    '#DayOfConscience',
    '#Conscience',
  ]),
  day(
    'sport-for-development-and-peace',
    'International Day of Sport for Development and Peace',
    fixed(4, 6),
    ['#IDSDP', '#SportForPeace'],
  ),
  solemn(
    'rwanda-genocide-reflection',
    'International Day of Reflection on the 1994 Genocide against the Tutsi',
    fixed(4, 7),
    ['#Kwibuka', '#NeverAgain'],
  ),
  awareness('international-romani-day', 'International Romani Day', fixed(4, 8), [
    '#RomaDay',
    '#InternationalRomaDay',
  ]),
  day('human-space-flight-day', 'International Day of Human Space Flight', fixed(4, 12), [
    '#HumanSpaceFlightDay',
    '#YurisNight',
    '#Space',
  ]),
  day('world-heritage-day', 'World Heritage Day', fixed(4, 18), ['#WorldHeritageDay', '#Heritage']),
  day('chinese-language-day', 'Chinese Language Day', fixed(4, 20), ['#ChineseLanguageDay', '#Chinese']),
  awareness('earth-day', 'Earth Day', fixed(4, 22), ['#EarthDay', '#MotherEarthDay', '#ClimateAction']),
  day('english-language-day', 'English Language Day', fixed(4, 23), ['#EnglishLanguageDay', '#English']),
  day('spanish-language-day', 'Spanish Language Day', fixed(4, 23), ['#SpanishLanguageDay', '#Spanish']),
  awareness(
    'multilateralism-and-diplomacy-day',
    'International Day of Multilateralism and Diplomacy for Peace',
    fixed(4, 24),
    ['#MultilateralismDay', '#Diplomacy'],
  ),
  day('international-delegates-day', "International Delegate's Day", fixed(4, 25), [
    '#DelegatesDay',
    '#UnitedNations',
  ]),
  solemn('chernobyl-remembrance-day', 'International Chernobyl Disaster Remembrance Day', fixed(4, 26), [
    '#Chernobyl',
    '#ChernobylRemembranceDay',
  ]),
  awareness('world-press-freedom-day', 'World Press Freedom Day', fixed(5, 3), [
    '#WorldPressFreedomDay',
    '#PressFreedom',
  ]),
  day('world-portuguese-language-day', 'World Portuguese Language Day', fixed(5, 5), [
    '#PortugueseLanguageDay',
    '#Portuguese',
  ]),
  day('african-world-heritage-day', 'African World Heritage Day', fixed(5, 5), [
    '#AfricanWorldHeritageDay',
    '#Heritage',
  ]),
  day('world-red-cross-day', 'World Red Cross and Red Crescent Day', fixed(5, 8), [
    '#RedCrossDay',
    '#RedCross',
    '#RedCrescent',
  ]),
  // In the UAE and Singapore: held by the EU delegation in the UAE and the EU Centre in Singapore.
  // Source: https://www.zawya.com/en/press-release/events-and-conferences/the-european-union-celebrates-europe-day-in-the-uae-tscqu636
  // Source: https://cohass.ntu.edu.sg/eucentre/enews/Pages/Past%20Events%20-%20pages/2008%20-%202016/2014/Europe-Day-2014.aspx
  // In New Zealand: marked by the EU Delegation in Wellington.
  // Source: https://www.eeas.europa.eu/delegations/aotearoa-new-zealand/europe-day-celebrations-new-zealand_en?s=221
  // In South Africa: the EU Delegation and the member states' embassies celebrate it in Pretoria with food stalls.
  // Source: https://www.embassydirect.co.za/2024/06/05/europe-day-2024/
  day('europe-day', 'Europe Day', fixed(5, 9), ['#EuropeDay', '#EU'], [...EU, 'AE', 'SG', 'NZ', 'ZA']),
  day('international-day-of-argania', 'International Day of Argania', fixed(5, 10), [
    '#ArganiaDay',
    '#Argan',
  ]),
  awareness('international-day-of-plant-health', 'International Day of Plant Health', fixed(5, 12), [
    '#PlantHealth',
    '#PlantHealthDay',
  ]),
  day('international-day-of-families', 'International Day of Families', fixed(5, 15), [
    '#FamiliesDay',
    '#InternationalDayOfFamilies',
  ]),
  day('international-day-of-light', 'International Day of Light', fixed(5, 16), ['#DayOfLight', '#Science']),
  awareness('living-together-in-peace', 'International Day of Living Together in Peace', fixed(5, 16), [
    '#LivingTogetherInPeace',
    '#Peace',
  ]),
  day('world-telecommunication-day', 'World Telecommunication and Information Society Day', fixed(5, 17), [
    '#WTISD',
    '#ITU',
  ]),
  solemn('idahobit', 'International Day Against Homophobia, Biphobia and Transphobia', fixed(5, 17), [
    '#IDAHOBIT',
    '#LoveIsLove',
  ]),
  day('world-bee-day', 'World Bee Day', fixed(5, 20), ['#WorldBeeDay', '#SaveTheBees']),
  day('world-metrology-day', 'World Metrology Day', fixed(5, 20), ['#WorldMetrologyDay', '#Metrology']),
  awareness(
    'cultural-diversity-day',
    'World Day for Cultural Diversity for Dialogue and Development',
    fixed(5, 21),
    ['#CulturalDiversityDay', '#Diversity'],
  ),
  awareness('biological-diversity-day', 'International Day for Biological Diversity', fixed(5, 22), [
    '#BiodiversityDay',
    '#Biodiversity',
  ]),
  day('world-turtle-day', 'World Turtle Day', fixed(5, 23), ['#WorldTurtleDay', '#Turtles']),
  day('africa-day', 'Africa Day', fixed(5, 25), ['#AfricaDay', '#Africa']),
  solemn('missing-childrens-day', "International Missing Children's Day", fixed(5, 25), [
    '#MissingChildrensDay',
    '#BringThemHome',
  ]),
  awareness('world-hunger-day', 'World Hunger Day', fixed(5, 28), ['#WorldHungerDay', '#EndHunger']),
  solemn('un-peacekeepers-day', 'International Day of UN Peacekeepers', fixed(5, 29), [
    '#PeacekeepersDay',
    '#UNPeacekeeping',
  ]),
  day('international-everest-day', 'International Everest Day', fixed(5, 29), ['#EverestDay', '#Everest']),
  day('global-day-of-parents', 'Global Day of Parents', fixed(6, 1), ['#GlobalDayOfParents', '#Parents']),
  day('international-childrens-day', "International Children's Day", fixed(6, 1), [
    '#ChildrensDay',
    '#InternationalChildrensDay',
  ]),
  day('world-bicycle-day', 'World Bicycle Day', fixed(6, 3), ['#WorldBicycleDay', '#Cycling']),
  solemn(
    'innocent-children-victims-of-aggression',
    'International Day of Innocent Children Victims of Aggression',
    fixed(6, 4),
    ['#ProtectChildren', '#ChildrenAndArmedConflict'],
  ),
  awareness('world-environment-day', 'World Environment Day', fixed(6, 5), [
    '#WorldEnvironmentDay',
    '#Environment',
  ]),
  awareness(
    'fight-against-iuu-fishing',
    'International Day for the Fight against Illegal Fishing',
    fixed(6, 5),
    ['#IUUFishing', '#SustainableFishing'],
  ),
  day('russian-language-day', 'Russian Language Day', fixed(6, 6), ['#RussianLanguageDay', '#Russian']),
  awareness('world-oceans-day', 'World Oceans Day', fixed(6, 8), ['#WorldOceansDay', '#Oceans']),
  day('international-archives-day', 'International Archives Day', fixed(6, 9), ['#ArchivesDay', '#Archives']),
  solemn('world-day-against-child-labour', 'World Day Against Child Labour', fixed(6, 12), [
    '#EndChildLabour',
    '#WorldDayAgainstChildLabour',
  ]),
  day('global-wind-day', 'Global Wind Day', fixed(6, 15), ['#GlobalWindDay', '#WindEnergy']),
  awareness('day-of-the-african-child', 'Day of the African Child', fixed(6, 16), [
    '#DayOfTheAfricanChild',
    '#AfricanChild',
  ]),
  awareness('desertification-and-drought-day', 'Desertification and Drought Day', fixed(6, 17), [
    '#DesertificationAndDroughtDay',
    '#Desertification',
  ]),
  solemn(
    'sexual-violence-in-conflict',
    'International Day for the Elimination of Sexual Violence in Conflict',
    fixed(6, 19),
    ['#EndRapeInWar', '#EndSexualViolence'],
  ),
  awareness('world-refugee-day', 'World Refugee Day', fixed(6, 20), ['#WorldRefugeeDay', '#WithRefugees']),
  day('world-hydrography-day', 'World Hydrography Day', fixed(6, 21), [
    '#WorldHydrographyDay',
    '#Hydrography',
  ]),
  awareness('world-giraffe-day', 'World Giraffe Day', fixed(6, 21), ['#WorldGiraffeDay', '#Giraffes']),
  awareness('world-rainforest-day', 'World Rainforest Day', fixed(6, 22), [
    '#WorldRainforestDay',
    '#Rainforest',
  ]),
  day('un-public-service-day', 'United Nations Public Service Day', fixed(6, 23), [
    '#PublicServiceDay',
    '#PublicService',
  ]),
  awareness('international-widows-day', 'International Widows Day', fixed(6, 23), [
    '#InternationalWidowsDay',
    '#Widows',
  ]),
  day('women-in-diplomacy-day', 'International Day of Women in Diplomacy', fixed(6, 24), [
    '#WomenInDiplomacy',
    '#WomenInDiplomacyDay',
  ]),
  day('day-of-the-seafarer', 'Day of the Seafarer', fixed(6, 25), ['#DayOfTheSeafarer', '#Seafarers']),
  solemn(
    'support-of-victims-of-torture',
    'International Day in Support of Victims of Torture',
    fixed(6, 26),
    ['#TortureVictimsDay', '#EndTorture'],
  ),
  awareness('international-day-of-the-tropics', 'International Day of the Tropics', fixed(6, 29), [
    '#DayOfTheTropics',
    '#Tropics',
  ]),
  awareness('asteroid-day', 'International Asteroid Day', fixed(6, 30), ['#AsteroidDay', '#Asteroids']),
  day('international-day-of-parliamentarism', 'International Day of Parliamentarism', fixed(6, 30), [
    '#ParliamentarismDay',
    '#Democracy',
  ]),
  day('world-migratory-bird-day-may', 'World Migratory Bird Day', nth(2, SAT, 5), [
    '#WorldMigratoryBirdDay',
    '#WMBD',
    '#Birds',
  ]),
];
