import type { AwarenessDay } from '../types.js';
import { define, EUROPE, fixed, last, MON, nth, SAT, SUN, THU } from './define.js';

const day = define('international');
const solemn = define('international', 'solemn');
const awareness = define('international', 'awareness');

/** United Nations and other international days, July to December. */
export const internationalDaysSecondHalf: AwarenessDay[] = [
  awareness('plastic-bag-free-day', 'International Plastic Bag Free Day', fixed(7, 3), [
    '#PlasticBagFreeDay',
    '#PlasticFree',
  ]),
  day('world-kiswahili-language-day', 'World Kiswahili Language Day', fixed(7, 7), [
    '#KiswahiliDay',
    '#Kiswahili',
  ]),
  awareness('world-population-day', 'World Population Day', fixed(7, 11), [
    '#WorldPopulationDay',
    '#Population',
  ]),
  awareness('malala-day', 'Malala Day', fixed(7, 12), ['#MalalaDay', '#GirlsEducation']),
  day('world-youth-skills-day', 'World Youth Skills Day', fixed(7, 15), [
    '#WorldYouthSkillsDay',
    '#YouthSkills',
  ]),
  day('world-snake-day', 'World Snake Day', fixed(7, 16), ['#WorldSnakeDay', '#Snakes']),
  awareness('world-day-for-international-justice', 'World Day for International Justice', fixed(7, 17), [
    '#InternationalJusticeDay',
    '#Justice',
  ]),
  awareness('nelson-mandela-day', 'Nelson Mandela International Day', fixed(7, 18), [
    '#MandelaDay',
    '#NelsonMandelaDay',
  ]),
  day('international-moon-day', 'International Moon Day', fixed(7, 20), [
    '#InternationalMoonDay',
    '#MoonDay',
    '#Moon',
  ]),
  awareness(
    'mangrove-day',
    'International Day for the Conservation of the Mangrove Ecosystem',
    fixed(7, 26),
    ['#MangroveDay', '#Mangroves'],
  ),
  awareness('world-nature-conservation-day', 'World Nature Conservation Day', fixed(7, 28), [
    '#NatureConservationDay',
    '#Nature',
  ]),
  awareness('international-tiger-day', 'International Tiger Day', fixed(7, 29), [
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
  awareness('world-ranger-day', 'World Ranger Day', fixed(7, 31), ['#WorldRangerDay', '#Rangers']),
  solemn('hiroshima-day', 'Hiroshima Day', fixed(8, 6), ['#HiroshimaDay', '#NoMoreHiroshimas', '#Peace']),
  solemn('nagasaki-day', 'Nagasaki Day', fixed(8, 9), ['#NagasakiDay', '#Peace']),
  awareness('indigenous-peoples-day-un', "International Day of the World's Indigenous Peoples", fixed(8, 9), [
    '#IndigenousDay',
    '#IndigenousPeoples',
  ]),
  awareness('world-lion-day', 'World Lion Day', fixed(8, 10), ['#WorldLionDay', '#Lions']),
  day('world-biofuel-day', 'World Biofuel Day', fixed(8, 10), ['#WorldBiofuelDay', '#Biofuel']),
  day('international-youth-day', 'International Youth Day', fixed(8, 12), [
    '#YouthDay',
    '#InternationalYouthDay',
  ]),
  awareness('world-elephant-day', 'World Elephant Day', fixed(8, 12), ['#WorldElephantDay', '#Elephants']),
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
  awareness(
    'people-of-african-descent-day',
    'International Day for People of African Descent',
    fixed(8, 31),
    ['#PeopleOfAfricanDescent', '#AfricanDescent'],
  ),
  awareness('international-day-of-charity', 'International Day of Charity', fixed(9, 5), [
    '#InternationalDayOfCharity',
    '#Charity',
  ]),
  awareness('clean-air-for-blue-skies', 'International Day of Clean Air for Blue Skies', fixed(9, 7), [
    '#CleanAirForBlueSkies',
    '#CleanAir',
  ]),
  awareness('international-literacy-day', 'International Literacy Day', fixed(9, 8), [
    '#LiteracyDay',
    '#InternationalLiteracyDay',
  ]),
  solemn('protect-education-from-attack', 'International Day to Protect Education from Attack', fixed(9, 9), [
    '#ProtectEducation',
    '#EducationUnderAttack',
  ]),
  awareness('south-south-cooperation-day', 'International Day for South-South Cooperation', fixed(9, 12), [
    '#SouthSouthCooperation',
    '#SouthSouth',
  ]),
  awareness('international-day-of-democracy', 'International Day of Democracy', fixed(9, 15), [
    '#DemocracyDay',
    '#Democracy',
  ]),
  awareness('ozone-day', 'International Day for the Preservation of the Ozone Layer', fixed(9, 16), [
    '#OzoneDay',
    '#OzoneLayer',
  ]),
  awareness('world-water-monitoring-day', 'World Water Monitoring Day', fixed(9, 18), [
    '#WorldWaterMonitoringDay',
    '#WaterQuality',
  ]),
  awareness('international-day-of-peace', 'International Day of Peace', fixed(9, 21), [
    '#PeaceDay',
    '#InternationalDayOfPeace',
  ]),
  awareness('world-rhino-day', 'World Rhino Day', fixed(9, 22), ['#WorldRhinoDay', '#Rhinos']),
  awareness('world-car-free-day', 'World Car-Free Day', fixed(9, 22), ['#CarFreeDay', '#WorldCarFreeDay']),
  awareness('international-day-of-sign-languages', 'International Day of Sign Languages', fixed(9, 23), [
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
  awareness(
    'access-to-information-day',
    'International Day for Universal Access to Information',
    fixed(9, 28),
    ['#AccessToInfoDay', '#AccessToInformation'],
  ),
  day('international-translation-day', 'International Translation Day', fixed(9, 30), [
    '#TranslationDay',
    '#Translators',
  ]),
  awareness('international-day-of-older-persons', 'International Day of Older Persons', fixed(10, 1), [
    '#InternationalDayOfOlderPersons',
    '#OlderPersons',
  ]),
  awareness('international-day-of-non-violence', 'International Day of Non-Violence', fixed(10, 2), [
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
  awareness('international-day-of-the-girl', 'International Day of the Girl Child', fixed(10, 11), [
    '#DayOfTheGirl',
    '#GirlsRights',
  ]),
  awareness('disaster-risk-reduction-day', 'International Day for Disaster Risk Reduction', fixed(10, 13), [
    '#DRRDay',
    '#DisasterRiskReduction',
  ]),
  awareness('international-day-of-rural-women', 'International Day of Rural Women', fixed(10, 15), [
    '#RuralWomenDay',
    '#RuralWomen',
  ]),
  awareness('eradication-of-poverty-day', 'International Day for the Eradication of Poverty', fixed(10, 17), [
    '#EndPoverty',
    '#EndPovertyDay',
  ]),
  day('united-nations-day', 'United Nations Day', fixed(10, 24), ['#UNDay', '#UnitedNations']),
  awareness('world-development-information-day', 'World Development Information Day', fixed(10, 24), [
    '#DevelopmentInformationDay',
    '#SDGs',
  ]),
  awareness('world-cities-day', 'World Cities Day', fixed(10, 31), ['#WorldCitiesDay', '#UrbanOctober']),
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
  awareness('world-science-day', 'World Science Day for Peace and Development', fixed(11, 10), [
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
  awareness('world-fisheries-day', 'World Fisheries Day', fixed(11, 21), [
    '#WorldFisheriesDay',
    '#Fisheries',
  ]),
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
  awareness('persons-with-disabilities-day', 'International Day of Persons with Disabilities', fixed(12, 3), [
    '#IDPD',
    '#DisabilityInclusion',
  ]),
  day('international-volunteer-day', 'International Volunteer Day', fixed(12, 5), [
    '#InternationalVolunteerDay',
    '#IVD',
    '#Volunteer',
  ]),
  awareness('world-soil-day', 'World Soil Day', fixed(12, 5), ['#WorldSoilDay', '#Soil']),
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
  awareness('human-rights-day', 'Human Rights Day', fixed(12, 10), [
    '#HumanRightsDay',
    '#StandUp4HumanRights',
  ]),
  awareness('international-mountain-day', 'International Mountain Day', fixed(12, 11), [
    '#MountainDay',
    '#InternationalMountainDay',
  ]),
  day('unicef-day', 'UNICEF Day', fixed(12, 11), ['#UNICEFDay', '#ForEveryChild']),
  awareness('international-day-of-neutrality', 'International Day of Neutrality', fixed(12, 12), [
    '#NeutralityDay',
    '#Peace',
  ]),
  awareness('international-migrants-day', 'International Migrants Day', fixed(12, 18), [
    '#MigrantsDay',
    '#InternationalMigrantsDay',
  ]),
  day('arabic-language-day', 'Arabic Language Day', fixed(12, 18), ['#ArabicLanguageDay', '#Arabic']),
  awareness('human-solidarity-day', 'International Human Solidarity Day', fixed(12, 20), [
    '#HumanSolidarityDay',
    '#Solidarity',
  ]),
  awareness('world-habitat-day', 'World Habitat Day', nth(1, MON, 10), ['#WorldHabitatDay', '#Habitat']),
  day('world-migratory-bird-day-october', 'World Migratory Bird Day', nth(2, SAT, 10), [
    '#WorldMigratoryBirdDay',
    '#WMBD',
    '#Birds',
  ]),
  day('world-maritime-day', 'World Maritime Day', last(THU, 9), ['#WorldMaritimeDay', '#Maritime']),
  awareness('world-rivers-day', 'World Rivers Day', nth(4, SUN, 9), ['#WorldRiversDay', '#Rivers']),
];
