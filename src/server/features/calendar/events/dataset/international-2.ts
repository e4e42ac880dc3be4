import type { AwarenessDay } from '../types.js';
import { define, EUROPE, fixed, last, MON, nth, SAT, SUN, THU } from './define.js';

const day = define('international');
const solemn = define('international', 'solemn');
const awareness = define('international', 'awareness');

/** United Nations and other international days, July to December. */
export const internationalDaysSecondHalf: AwarenessDay[] = [
  day('plastic-bag-free-day', 'International Plastic Bag Free Day', fixed(7, 3), [
    '#PlasticBagFreeDay',
    '#PlasticFree',
  ]),
  day('world-kiswahili-language-day', 'World Kiswahili Language Day', fixed(7, 7), [
    '#KiswahiliDay',
    '#Kiswahili',
  ]),
  day('world-population-day', 'World Population Day', fixed(7, 11), ['#WorldPopulationDay', '#Population']),
  day('malala-day', 'Malala Day', fixed(7, 12), ['#MalalaDay', '#GirlsEducation']),
  day('world-youth-skills-day', 'World Youth Skills Day', fixed(7, 15), [
    '#WorldYouthSkillsDay',
    '#YouthSkills',
  ]),
  day('world-snake-day', 'World Snake Day', fixed(7, 16), ['#WorldSnakeDay', '#Snakes']),
  day('world-day-for-international-justice', 'World Day for International Justice', fixed(7, 17), [
    '#InternationalJusticeDay',
    '#Justice',
  ]),
  day('nelson-mandela-day', 'Nelson Mandela International Day', fixed(7, 18), [
    '#MandelaDay',
    '#NelsonMandelaDay',
  ]),
  day('international-moon-day', 'International Moon Day', fixed(7, 20), [
    '#InternationalMoonDay',
    '#MoonDay',
    '#Moon',
  ]),
  day('mangrove-day', 'International Day for the Conservation of the Mangrove Ecosystem', fixed(7, 26), [
    '#MangroveDay',
    '#Mangroves',
  ]),
  day('world-nature-conservation-day', 'World Nature Conservation Day', fixed(7, 28), [
    '#NatureConservationDay',
    '#Nature',
  ]),
  day('international-tiger-day', 'International Tiger Day', fixed(7, 29), [
    '#InternationalTigerDay',
    '#SaveTigers',
  ]),
  day('international-day-of-friendship', 'International Day of Friendship', fixed(7, 30), [
    '#InternationalFriendshipDay',
    '#Friendship',
  ]),
  solemn('day-against-trafficking-in-persons', 'World Day against Trafficking in Persons', fixed(7, 30), [
    '#EndHumanTrafficking',
    '#EndTrafficking',
  ]),
  day('world-ranger-day', 'World Ranger Day', fixed(7, 31), ['#WorldRangerDay', '#Rangers']),
  solemn('hiroshima-day', 'Hiroshima Day', fixed(8, 6), ['#HiroshimaDay', '#NoMoreHiroshimas', '#Peace']),
  solemn('nagasaki-day', 'Nagasaki Day', fixed(8, 9), ['#NagasakiDay', '#Peace']),
  day('indigenous-peoples-day-un', "International Day of the World's Indigenous Peoples", fixed(8, 9), [
    '#IndigenousDay',
    '#IndigenousPeoples',
  ]),
  day('world-lion-day', 'World Lion Day', fixed(8, 10), ['#WorldLionDay', '#Lions']),
  day('world-biofuel-day', 'World Biofuel Day', fixed(8, 10), ['#WorldBiofuelDay', '#Biofuel']),
  day('international-youth-day', 'International Youth Day', fixed(8, 12), [
    '#YouthDay',
    '#InternationalYouthDay',
  ]),
  day('world-elephant-day', 'World Elephant Day', fixed(8, 12), ['#WorldElephantDay', '#Elephants']),
  awareness('world-humanitarian-day', 'World Humanitarian Day', fixed(8, 19), [
    '#WorldHumanitarianDay',
    '#Humanitarian',
  ]),
  solemn(
    'victims-of-terrorism-day',
    'International Day of Remembrance of and Tribute to the Victims of Terrorism',
    fixed(8, 21),
    ['#VictimsOfTerrorism', '#RememberTheVictims'],
  ),
  solemn(
    'victims-of-religious-violence-day',
    'International Day Commemorating the Victims of Violence Based on Religion or Belief',
    fixed(8, 22),
    ['#FreedomOfReligion', '#ReligiousFreedom'],
  ),
  solemn(
    'slave-trade-remembrance-day',
    'International Day for the Remembrance of the Slave Trade and Its Abolition',
    fixed(8, 23),
    ['#SlaveTradeRemembrance', '#SlaveRoute'],
  ),
  solemn(
    'black-ribbon-day',
    'Black Ribbon Day',
    fixed(8, 23),
    ['#BlackRibbonDay', '#RememberTheVictims'],
    EUROPE,
  ),
  solemn('day-against-nuclear-tests', 'International Day against Nuclear Tests', fixed(8, 29), [
    '#AgainstNuclearTests',
    '#NuclearTestBan',
  ]),
  solemn(
    'victims-of-enforced-disappearances',
    'International Day of the Victims of Enforced Disappearances',
    fixed(8, 30),
    ['#Disappeared', '#EnforcedDisappearances'],
  ),
  day('people-of-african-descent-day', 'International Day for People of African Descent', fixed(8, 31), [
    '#PeopleOfAfricanDescent',
    '#AfricanDescent',
  ]),
  day('international-day-of-charity', 'International Day of Charity', fixed(9, 5), [
    '#InternationalDayOfCharity',
    '#Charity',
  ]),
  day('clean-air-for-blue-skies', 'International Day of Clean Air for Blue Skies', fixed(9, 7), [
    '#CleanAirForBlueSkies',
    '#CleanAir',
  ]),
  day('international-literacy-day', 'International Literacy Day', fixed(9, 8), [
    '#LiteracyDay',
    '#InternationalLiteracyDay',
  ]),
  solemn('protect-education-from-attack', 'International Day to Protect Education from Attack', fixed(9, 9), [
    '#ProtectEducation',
    '#EducationUnderAttack',
  ]),
  day('south-south-cooperation-day', 'International Day for South-South Cooperation', fixed(9, 12), [
    '#SouthSouthCooperation',
    '#SouthSouth',
  ]),
  day('international-day-of-democracy', 'International Day of Democracy', fixed(9, 15), [
    '#DemocracyDay',
    '#Democracy',
  ]),
  day('ozone-day', 'International Day for the Preservation of the Ozone Layer', fixed(9, 16), [
    '#OzoneDay',
    '#OzoneLayer',
  ]),
  day('world-water-monitoring-day', 'World Water Monitoring Day', fixed(9, 18), [
    '#WorldWaterMonitoringDay',
    '#WaterQuality',
  ]),
  day('international-day-of-peace', 'International Day of Peace', fixed(9, 21), [
    '#PeaceDay',
    '#InternationalDayOfPeace',
  ]),
  day('world-rhino-day', 'World Rhino Day', fixed(9, 22), ['#WorldRhinoDay', '#Rhinos']),
  day('world-car-free-day', 'World Car-Free Day', fixed(9, 22), ['#CarFreeDay', '#WorldCarFreeDay']),
  day('international-day-of-sign-languages', 'International Day of Sign Languages', fixed(9, 23), [
    '#SignLanguagesDay',
    '#SignLanguage',
  ]),
  solemn(
    'elimination-of-nuclear-weapons',
    'International Day for the Total Elimination of Nuclear Weapons',
    fixed(9, 26),
    ['#BanNuclearWeapons', '#NuclearDisarmament'],
  ),
  day(
    'european-day-of-languages',
    'European Day of Languages',
    fixed(9, 26),
    ['#EDL', '#EuropeanDayOfLanguages'],
    EUROPE,
  ),
  day('access-to-information-day', 'International Day for Universal Access to Information', fixed(9, 28), [
    '#AccessToInfoDay',
    '#AccessToInformation',
  ]),
  day('international-translation-day', 'International Translation Day', fixed(9, 30), [
    '#TranslationDay',
    '#Translators',
  ]),
  day('international-day-of-older-persons', 'International Day of Older Persons', fixed(10, 1), [
    '#InternationalDayOfOlderPersons',
    '#OlderPersons',
  ]),
  day('international-day-of-non-violence', 'International Day of Non-Violence', fixed(10, 2), [
    '#NonViolenceDay',
    '#NonViolence',
  ]),
  day('world-animal-day', 'World Animal Day', fixed(10, 4), ['#WorldAnimalDay', '#Animals']),
  day('world-space-week', 'World Space Week Begins', fixed(10, 4), ['#WorldSpaceWeek', '#Space']),
  day('world-teachers-day', "World Teachers' Day", fixed(10, 5), [
    '#WorldTeachersDay',
    '#TeachersDay',
    '#ThankATeacher',
  ]),
  day('world-cotton-day', 'World Cotton Day', fixed(10, 7), ['#WorldCottonDay', '#Cotton']),
  day('world-octopus-day', 'World Octopus Day', fixed(10, 8), ['#WorldOctopusDay', '#Octopus']),
  day('world-post-day', 'World Post Day', fixed(10, 9), ['#WorldPostDay', '#PostDay']),
  solemn('world-day-against-the-death-penalty', 'World Day Against the Death Penalty', fixed(10, 10), [
    '#NoDeathPenalty',
    '#DeathPenalty',
  ]),
  awareness('world-homeless-day', 'World Homeless Day', fixed(10, 10), [
    '#WorldHomelessDay',
    '#Homelessness',
  ]),
  day('international-day-of-the-girl', 'International Day of the Girl Child', fixed(10, 11), [
    '#DayOfTheGirl',
    '#GirlsRights',
  ]),
  awareness('disaster-risk-reduction-day', 'International Day for Disaster Risk Reduction', fixed(10, 13), [
    '#DRRDay',
    '#DisasterRiskReduction',
  ]),
  day('international-day-of-rural-women', 'International Day of Rural Women', fixed(10, 15), [
    '#RuralWomenDay',
    '#RuralWomen',
  ]),
  awareness('eradication-of-poverty-day', 'International Day for the Eradication of Poverty', fixed(10, 17), [
    '#EndPoverty',
    '#EndPovertyDay',
  ]),
  day('united-nations-day', 'United Nations Day', fixed(10, 24), ['#UNDay', '#UnitedNations']),
  day('world-development-information-day', 'World Development Information Day', fixed(10, 24), [
    '#DevelopmentInformationDay',
    '#SDGs',
  ]),
  day('world-cities-day', 'World Cities Day', fixed(10, 31), ['#WorldCitiesDay', '#UrbanOctober']),
  solemn(
    'end-impunity-for-crimes-against-journalists',
    'International Day to End Impunity for Crimes against Journalists',
    fixed(11, 2),
    ['#EndImpunity', '#JournalismIsNotACrime'],
  ),
  awareness('world-tsunami-awareness-day', 'World Tsunami Awareness Day', fixed(11, 5), [
    '#TsunamiDay',
    '#TsunamiAwareness',
  ]),
  awareness(
    'environment-in-war-day',
    'International Day for Preventing the Exploitation of the Environment in War',
    fixed(11, 6),
    ['#EnvironmentInWar', '#ProtectNature'],
  ),
  day('world-urbanism-day', 'World Urbanism Day', fixed(11, 8), ['#WorldUrbanismDay', '#UrbanPlanning']),
  day('world-science-day', 'World Science Day for Peace and Development', fixed(11, 10), [
    '#WorldScienceDay',
    '#ScienceDay',
  ]),
  day('world-kindness-day', 'World Kindness Day', fixed(11, 13), [
    '#WorldKindnessDay',
    '#Kindness',
    '#BeKind',
  ]),
  awareness('international-day-for-tolerance', 'International Day for Tolerance', fixed(11, 16), [
    '#ToleranceDay',
    '#Tolerance',
  ]),
  day('international-students-day', "International Students' Day", fixed(11, 17), [
    '#InternationalStudentsDay',
    '#Students',
  ]),
  day('world-childrens-day', "World Children's Day", fixed(11, 20), ['#WorldChildrensDay', '#ChildRights']),
  day('world-television-day', 'World Television Day', fixed(11, 21), ['#WorldTelevisionDay', '#Television']),
  day('world-fisheries-day', 'World Fisheries Day', fixed(11, 21), ['#WorldFisheriesDay', '#Fisheries']),
  solemn(
    'elimination-of-violence-against-women',
    'International Day for the Elimination of Violence against Women',
    fixed(11, 25),
    ['#OrangeTheWorld', '#EndViolenceAgainstWomen'],
  ),
  day('world-olive-tree-day', 'World Olive Tree Day', fixed(11, 26), ['#WorldOliveTreeDay', '#OliveTree']),
  // A day about a people living through a conflict: a business speaks of it quietly, if at all.
  solemn(
    'solidarity-with-the-palestinian-people',
    'International Day of Solidarity with the Palestinian People',
    fixed(11, 29),
    ['#PalestineSolidarityDay', '#Palestine'],
  ),
  solemn(
    'victims-of-chemical-warfare-day',
    'Day of Remembrance for All Victims of Chemical Warfare',
    fixed(11, 30),
    ['#ChemicalWeapons', '#OPCW'],
  ),
  solemn('abolition-of-slavery-day', 'International Day for the Abolition of Slavery', fixed(12, 2), [
    '#EndSlavery',
    '#AbolitionOfSlavery',
  ]),
  day('persons-with-disabilities-day', 'International Day of Persons with Disabilities', fixed(12, 3), [
    '#IDPD',
    '#DisabilityInclusion',
  ]),
  day('international-volunteer-day', 'International Volunteer Day', fixed(12, 5), [
    '#InternationalVolunteerDay',
    '#IVD',
    '#Volunteer',
  ]),
  day('world-soil-day', 'World Soil Day', fixed(12, 5), ['#WorldSoilDay', '#Soil']),
  day('civil-aviation-day', 'International Civil Aviation Day', fixed(12, 7), [
    '#CivilAviationDay',
    '#Aviation',
  ]),
  awareness('anti-corruption-day', 'International Anti-Corruption Day', fixed(12, 9), [
    '#AntiCorruptionDay',
    '#UnitedAgainstCorruption',
  ]),
  solemn(
    'genocide-victims-day',
    'International Day of Commemoration of the Victims of the Crime of Genocide',
    fixed(12, 9),
    ['#PreventGenocide', '#GenocidePrevention'],
  ),
  day('human-rights-day', 'Human Rights Day', fixed(12, 10), ['#HumanRightsDay', '#StandUp4HumanRights']),
  day('international-mountain-day', 'International Mountain Day', fixed(12, 11), [
    '#MountainDay',
    '#InternationalMountainDay',
  ]),
  day('unicef-day', 'UNICEF Day', fixed(12, 11), ['#UNICEFDay', '#ForEveryChild']),
  day('international-day-of-neutrality', 'International Day of Neutrality', fixed(12, 12), [
    '#NeutralityDay',
    '#Peace',
  ]),
  day('international-migrants-day', 'International Migrants Day', fixed(12, 18), [
    '#MigrantsDay',
    '#InternationalMigrantsDay',
  ]),
  day('arabic-language-day', 'Arabic Language Day', fixed(12, 18), ['#ArabicLanguageDay', '#Arabic']),
  day('human-solidarity-day', 'International Human Solidarity Day', fixed(12, 20), [
    '#HumanSolidarityDay',
    '#Solidarity',
  ]),
  day('world-habitat-day', 'World Habitat Day', nth(1, MON, 10), ['#WorldHabitatDay', '#Habitat']),
  day('world-migratory-bird-day-october', 'World Migratory Bird Day', nth(2, SAT, 10), [
    '#WorldMigratoryBirdDay',
    '#WMBD',
    '#Birds',
  ]),
  day('world-maritime-day', 'World Maritime Day', last(THU, 9), ['#WorldMaritimeDay', '#Maritime']),
  day('world-rivers-day', 'World Rivers Day', nth(4, SUN, 9), ['#WorldRiversDay', '#Rivers']),
];
