/**
 * The English names and hashtags of the public holidays date-holidays lists, by date-holidays' own name.
 *
 * date-holidays translates word for word ("Feast of the Sacrifice", "1. Advent", "Memorial Day" for Germany's
 * Volkstrauertag) or keeps the local name ("Fiesta Nacional de España"), and a hashtag made by CamelCasing such
 * a name is one nobody follows. The titles below are the names the governments and the English-language press
 * of each country use: gov.uk and gov.ie for the bank holidays, canada.ca, the Fair Work Ombudsman (AU),
 * employment.govt.nz, the Federal Government (bundesregierung.de), service-public.fr, the BOE (ES), governo.it,
 * rijksoverheid.nl, india.gov.in, gov.br, gob.mx, gov.za, u.ae, the Ministry of Manpower (SG), the Cabinet Office
 * of Japan and the State Council of China. The hashtags are the ones people post with on the day, most used
 * first, including the local-language ones a country uses more than any English tag (#Koningsdag, #Ferragosto).
 *
 * A hashtag is only ever one of these or a generic one (see holidayHashtags). A holiday the table does not know
 * keeps date-holidays' name and gets only the generic hashtags. Names that mean the same kind of day in every
 * country that keeps one ("Independence Day", "National Day") are in the table once for everyone: their plain
 * CamelCase is the tag people use.
 */

export interface EnglishHoliday {
  /** The name people use in English; never brackets or slashes. */
  readonly title: string;
  /** Up to three hashtags people use for the day, most used first; none leaves only the generic ones. */
  readonly hashtags: readonly string[];
}

export interface HolidayNameEntry extends EnglishHoliday {
  /** date-holidays' English name, with straight apostrophes. */
  readonly name: string;
  /** Only in these countries (ISO 3166-1 alpha-2); omitted, wherever date-holidays uses the name. */
  readonly countries?: readonly string[];
  /** Only the day date-holidays gives by this rule: one day of a block that shares its name. */
  readonly rule?: string;
}

/** A holiday that keeps date-holidays' name. */
function kept(name: string, hashtags: readonly string[]): HolidayNameEntry {
  return { name, title: name, hashtags };
}

/** A holiday people call otherwise in English. */
function renamed(name: string, title: string, hashtags: readonly string[]): HolidayNameEntry {
  return { name, title, hashtags };
}

/** Entries that hold in these countries only, ahead of the same names everywhere. */
function only(countries: readonly string[], ...entries: HolidayNameEntry[]): HolidayNameEntry[] {
  return entries.map((entry) => ({ ...entry, countries }));
}

/** The United States and the territories date-holidays lists with the federal holidays. */
const US = ['US', 'AS', 'GU', 'MP', 'PR', 'UM', 'VI'];
/** France and the overseas departments and collectivities that keep its public holidays. */
const FR = ['FR', 'BL', 'GF', 'GP', 'MF', 'MQ', 'NC', 'PF', 'PM', 'RE', 'WF', 'YT'];

const EID_AL_FITR = ['#EidAlFitr', '#EidMubarak'];
const EID_AL_ADHA = ['#EidAlAdha', '#EidMubarak'];
const MAWLID = ['#Mawlid', '#MawlidAlNabi', '#MiladUnNabi'];
const CHINESE_NEW_YEAR = ['#ChineseNewYear', '#SpringFestival', '#LunarNewYear'];
const BANK_HOLIDAY_WEEKEND = '#BankHolidayWeekend';

/** Holidays kept, under one name, in many countries. */
const EVERYWHERE: HolidayNameEntry[] = [
  kept("New Year's Day", ['#NewYearsDay', '#HappyNewYear', '#NewYear']),
  kept("New Year's Eve", ['#NewYearsEve', '#NYE']),
  kept('Epiphany', ['#Epiphany', '#ThreeKingsDay']),
  kept("Valentine's Day", ['#ValentinesDay']),
  kept('Carnival', ['#Carnival']),
  kept('Carnival Monday', ['#Carnival']),
  kept('Carnival Tuesday', ['#Carnival']),
  kept('Shrove Monday', ['#Carnival']),
  kept('Shrove Tuesday', ['#ShroveTuesday', '#MardiGras']),
  kept('Ash Wednesday', ['#AshWednesday', '#Lent']),
  kept('Palm Sunday', ['#PalmSunday', '#HolyWeek']),
  kept('Maundy Thursday', ['#MaundyThursday', '#HolyThursday', '#HolyWeek']),
  kept('Good Friday', ['#GoodFriday', '#HolyWeek', '#Easter']),
  kept('Easter Saturday', ['#EasterSaturday', '#EasterWeekend']),
  kept('Easter Sunday', ['#Easter', '#EasterSunday', '#HappyEaster']),
  kept('Easter Monday', ['#EasterMonday', '#Easter']),
  kept('Orthodox Easter', ['#OrthodoxEaster', '#Pascha']),
  kept('Orthodox Christmas', ['#OrthodoxChristmas']),
  kept('Ascension Day', ['#AscensionDay']),
  kept('Pentecost', ['#Pentecost', '#PentecostSunday']),
  kept('Whit Monday', ['#WhitMonday', '#Pentecost']),
  kept('Corpus Christi', ['#CorpusChristi']),
  renamed('Assumption', 'Assumption Day', ['#AssumptionDay']),
  kept("All Saints' Day", ['#AllSaintsDay']),
  kept("All Souls' Day", ['#AllSoulsDay']),
  renamed('Saint Martin', "Saint Martin's Day", ['#StMartinsDay', '#Martinmas']),
  kept('Immaculate Conception', ['#ImmaculateConception']),
  kept('Christmas Eve', ['#ChristmasEve', '#Christmas']),
  kept('Christmas Day', ['#ChristmasDay', '#MerryChristmas', '#Christmas']),
  kept('Boxing Day', ['#BoxingDay']),
  renamed("St. Patrick's Day", "Saint Patrick's Day", ['#StPatricksDay', '#StPaddysDay']),
  kept("Mother's Day", ['#MothersDay', '#HappyMothersDay']),
  kept("Father's Day", ['#FathersDay', '#HappyFathersDay']),
  kept('Halloween', ['#Halloween', '#HappyHalloween']),
  kept("International Women's Day", ['#InternationalWomensDay', '#IWD']),
  kept("Women's Day", ['#WomensDay']),
  kept('Labour Day', ['#LabourDay']),
  kept("Workers' Day", ['#WorkersDay']),
  kept('May Day', ['#MayDay']),
  kept('Independence Day', ['#IndependenceDay']),
  kept('National Day', ['#NationalDay']),
  kept('Constitution Day', ['#ConstitutionDay']),
  kept('Republic Day', ['#RepublicDay']),
  kept('Victory Day', ['#VictoryDay']),
  kept('Liberation Day', ['#LiberationDay']),
  kept('Armistice Day', ['#ArmisticeDay', '#LestWeForget']),
  kept('Memorial Day', ['#MemorialDay']),
  kept('Flag Day', ['#FlagDay']),
  kept('Armed Forces Day', ['#ArmedForcesDay']),
  kept('Emancipation Day', ['#EmancipationDay']),
  kept('Youth Day', ['#YouthDay']),
  kept("Children's Day", ['#ChildrensDay']),
  kept('Family Day', ['#FamilyDay']),
  kept('Human Rights Day', ['#HumanRightsDay']),
  kept('Freedom Day', ['#FreedomDay']),
  kept('Heritage Day', ['#HeritageDay']),
  kept('Election Day', ['#ElectionDay']),
  kept('Thanksgiving', ['#Thanksgiving', '#HappyThanksgiving']),
  kept('Thanksgiving Day', ['#Thanksgiving', '#HappyThanksgiving']),
  kept("King's Birthday", ['#KingsBirthday']),
  kept("Buddha's Birthday", ['#BuddhasBirthday']),
  kept('Vesak Day', ['#VesakDay', '#Vesak']),
  kept('Deepavali', ['#Deepavali', '#HappyDeepavali', '#Diwali']),
  kept('Nowruz', ['#Nowruz']),
  kept('Mid-Autumn Festival', ['#MidAutumnFestival', '#MooncakeFestival']),
  kept('Dragon Boat Festival', ['#DragonBoatFestival']),
  kept('Lantern Festival', ['#LanternFestival']),
  kept('Qingming Festival', ['#QingmingFestival', '#TombSweepingDay']),
  kept('Army Day', ['#ArmyDay']),
  kept('Anzac Day', ['#AnzacDay', '#LestWeForget']),
  renamed('ANZAC Day', 'Anzac Day', ['#AnzacDay', '#LestWeForget']),
];

/**
 * The festivals of the Islamic calendar under the names date-holidays gives them across countries ("End of
 * Ramadan (Eid al-Fitr)", "Tabaski", "Id el Fitr"), each under the one English name the curated calendar uses.
 */
const ISLAMIC: HolidayNameEntry[] = [
  renamed('First day of Ramadan', 'First Day of Ramadan', ['#Ramadan', '#RamadanMubarak', '#RamadanKareem']),
  kept('Laylat al-Qadr', ['#LaylatAlQadr']),
  renamed('Lailat al-Qadr', 'Laylat al-Qadr', ['#LaylatAlQadr']),
  renamed('End of Ramadan (Eid al-Fitr)', 'Eid al-Fitr', EID_AL_FITR),
  kept('Eid al-Fitr', EID_AL_FITR),
  renamed('Eid-Ul-Fitr', 'Eid al-Fitr', EID_AL_FITR),
  renamed('Eid al Fitri', 'Eid al-Fitr', EID_AL_FITR),
  renamed('Id el Fitr', 'Eid al-Fitr', EID_AL_FITR),
  renamed('Id-Ul-Fitr (Ramazan Festival Day)', 'Eid al-Fitr', EID_AL_FITR),
  renamed('Korité', 'Eid al-Fitr', EID_AL_FITR),
  kept('Hari Raya Puasa', ['#HariRayaPuasa', ...EID_AL_FITR]),
  renamed('Arafat Day', 'Day of Arafah', ['#DayOfArafah', '#Arafah']),
  renamed('Feast of the Sacrifice (Eid al-Adha)', 'Eid al-Adha', EID_AL_ADHA),
  kept('Eid al-Adha', EID_AL_ADHA),
  renamed('Eid Ul Adha', 'Eid al-Adha', EID_AL_ADHA),
  renamed('Tabaski', 'Eid al-Adha', EID_AL_ADHA),
  kept('Hari Raya Haji', ['#HariRayaHaji', ...EID_AL_ADHA]),
  kept('Islamic New Year', ['#IslamicNewYear', '#HijriNewYear']),
  renamed('Day of Ashura', 'Ashura', ['#Ashura']),
  kept('Ashura', ['#Ashura']),
  renamed('Birthday of Muhammad (Mawlid)', 'Mawlid al-Nabi', MAWLID),
  renamed('Mawlid', 'Mawlid al-Nabi', MAWLID),
  renamed('Maulid Day', 'Mawlid al-Nabi', MAWLID),
  renamed('Youman Nabi', 'Mawlid al-Nabi', MAWLID),
  renamed("Milad-Un-Nabi (Holy Prophet's Birthday)", 'Mawlid al-Nabi', MAWLID),
  kept("Laylat al-Mi'raj", ['#IsraMiraj']),
];

/**
 * The Lunar New Year holiday is a block of days; the calendar shows the festival once, on New Year's Day. The
 * later days of the block go by the festival's name so that they fold into it, and mainland China's opening day,
 * New Year's Eve (a public holiday since 2025), gets its own name.
 */
const LUNAR_NEW_YEAR: HolidayNameEntry[] = [
  kept('Chinese New Year', ['#ChineseNewYear', '#CNY', '#LunarNewYear']),
  renamed('The second day of the Chinese New Year', 'Chinese New Year', CHINESE_NEW_YEAR),
  renamed('The third day of the Chinese New Year', 'Chinese New Year', CHINESE_NEW_YEAR),
  renamed('The forth day of the Chinese New Year', 'Chinese New Year', CHINESE_NEW_YEAR),
  renamed('Chinese New Year Holiday', 'Chinese New Year', CHINESE_NEW_YEAR),
  renamed('Chinese New Year (2nd Day)', 'Chinese New Year', CHINESE_NEW_YEAR),
  kept("Chinese New Year's Eve", ['#ChineseNewYear', '#LunarNewYear']),
  renamed("Lunar New Year's Day", 'Lunar New Year', ['#LunarNewYear', '#ChineseNewYear']),
  renamed('The second day of Lunar New Year', 'Lunar New Year', ['#LunarNewYear', '#ChineseNewYear']),
  renamed('The third day of Lunar New Year', 'Lunar New Year', ['#LunarNewYear', '#ChineseNewYear']),
  {
    ...renamed('Spring Festival', 'Spring Festival Eve', CHINESE_NEW_YEAR),
    countries: ['CN'],
    rule: 'chinese 01-0-00',
  },
  ...only(['CN'], renamed('Spring Festival', 'Chinese New Year', CHINESE_NEW_YEAR)),
  // Azerbaijan's "Spring Festival" is Novruz.
  ...only(['AZ'], renamed('Spring Festival', 'Nowruz', ['#Novruz', '#Nowruz'])),
];

/** Holidays of the countries the product serves, where their names or hashtags are their own. */
const BY_COUNTRY: HolidayNameEntry[] = [
  ...only(
    US,
    kept('Martin Luther King Jr. Day', ['#MLKDay', '#MartinLutherKingJrDay']),
    renamed("Washington's Birthday", "Presidents' Day", ['#PresidentsDay']),
    kept('Tax Day', ['#TaxDay']),
    kept('Administrative Professionals Day', ['#AdminProfessionalsDay']),
    kept('Juneteenth', ['#Juneteenth']),
    renamed('Labour Day', 'Labor Day', ['#LaborDay', '#LaborDayWeekend']),
    kept('Columbus Day', ['#ColumbusDay']),
    kept('Veterans Day', ['#VeteransDay', '#ThankAVeteran']),
    kept('Election Day', ['#ElectionDay', '#Vote']),
  ),
  ...only(
    ['GB', 'GG', 'JE', 'IM'],
    kept('Early May bank holiday', ['#EarlyMayBankHoliday']),
    kept('Spring bank holiday', ['#SpringBankHoliday']),
    renamed("Mother's Day", 'Mothering Sunday', ['#MotheringSunday', '#MothersDay']),
  ),
  ...only(
    ['IE'],
    renamed("St. Brigid's Day", "Saint Brigid's Day", ['#StBrigidsDay']),
    renamed('First Monday in May', 'May Bank Holiday', ['#MayBankHoliday', BANK_HOLIDAY_WEEKEND]),
    renamed('First Monday in June', 'June Bank Holiday', ['#JuneBankHoliday', BANK_HOLIDAY_WEEKEND]),
    renamed('First Monday in August', 'August Bank Holiday', ['#AugustBankHoliday', BANK_HOLIDAY_WEEKEND]),
    renamed('Last Monday in October', 'October Bank Holiday', ['#OctoberBankHoliday', BANK_HOLIDAY_WEEKEND]),
    renamed("St. Stephen's Day", "Saint Stephen's Day", ['#StStephensDay']),
  ),
  ...only(
    ['CA'],
    kept('Groundhog Day', ['#GroundhogDay']),
    kept('Canada Day', ['#CanadaDay', '#HappyCanadaDay']),
    kept('National Day for Truth and Reconciliation', [
      '#TruthAndReconciliation',
      '#EveryChildMatters',
      '#OrangeShirtDay',
    ]),
  ),
  ...only(['AU', 'CC', 'CX', 'NF'], kept('Australia Day', ['#AustraliaDay'])),
  ...only(
    ['NZ'],
    kept("Day after New Year's Day", ['#NewYear']),
    kept('Waitangi Day', ['#WaitangiDay']),
    kept("King's Birthday", ['#KingsBirthday', '#LongWeekend']),
    kept('Matariki', ['#Matariki']),
    kept('Labour Day', ['#LabourDay', '#LabourWeekend']),
  ),
  ...only(
    ['DE'],
    kept("Women's Carnival Day", ['#Weiberfastnacht', '#Karneval']),
    renamed('Shrove Monday', 'Rose Monday', ['#Rosenmontag', '#Karneval']),
    renamed('National Holiday', 'German Unity Day', ['#TagDerDeutschenEinheit', '#GermanUnityDay']),
    renamed('Saint Martin', "Saint Martin's Day", ['#StMartinsDay', '#Martinstag']),
    renamed('Memorial Day', 'National Day of Mourning', ['#Volkstrauertag']),
    kept('Day of Prayer and Repentance', []),
    renamed('Totensonntag', 'Sunday of the Dead', ['#Totensonntag', '#Ewigkeitssonntag']),
    renamed('1. Advent', 'First Sunday of Advent', ['#Advent', '#FirstSundayOfAdvent', '#ErsterAdvent']),
    renamed('2. Advent', 'Second Sunday of Advent', ['#Advent', '#SecondSundayOfAdvent', '#ZweiterAdvent']),
    renamed('3. Advent', 'Third Sunday of Advent', ['#Advent', '#ThirdSundayOfAdvent', '#DritterAdvent']),
    renamed('4. Advent', 'Fourth Sunday of Advent', ['#Advent', '#FourthSundayOfAdvent', '#VierterAdvent']),
  ),
  kept('First Sunday of Advent', ['#Advent', '#FirstSundayOfAdvent']),
  kept('Second Sunday of Advent', ['#Advent', '#SecondSundayOfAdvent']),
  kept('Third Sunday of Advent', ['#Advent', '#ThirdSundayOfAdvent']),
  kept('Fourth Sunday of Advent', ['#Advent', '#FourthSundayOfAdvent']),
  ...only(
    FR,
    kept("Mother's Day", ['#MothersDay', '#FeteDesMeres']),
    renamed('Victory Day', 'Victory in Europe Day', ['#VEDay']),
    kept('Bastille Day', ['#BastilleDay', '#14Juillet']),
  ),
  ...only(
    ['ES', 'IC'],
    renamed('Saint Joseph', "Saint Joseph's Day", ['#StJosephsDay', '#DiaDelPadre']),
    renamed('Fiesta Nacional de España', 'National Day of Spain', ['#FiestaNacional', '#DiaDeLaHispanidad']),
    renamed('Día de la Constitución Española', 'Constitution Day', [
      '#DiaDeLaConstitucion',
      '#ConstitutionDay',
    ]),
  ),
  renamed('Saint Joseph', "Saint Joseph's Day", ['#StJosephsDay']),
  ...only(
    ['IT'],
    kept('Epiphany', ['#Epiphany', '#Befana', '#Epifania']),
    renamed('Liberation from Nazi-Fascism (1945)', 'Liberation Day', [
      '#FestaDellaLiberazione',
      '#25Aprile',
      '#LiberationDay',
    ]),
    kept('Republic Day', ['#FestaDellaRepubblica', '#2Giugno', '#RepublicDay']),
    renamed('Assumption', 'Ferragosto', ['#Ferragosto', '#AssumptionDay']),
    renamed('National Day of Saint Francis of Assisi', 'Feast of Saint Francis of Assisi', [
      '#SanFrancesco',
      '#StFrancisOfAssisi',
    ]),
    renamed('Boxing Day', "Saint Stephen's Day", ['#SantoStefano', '#StStephensDay']),
  ),
  ...only(
    ['NL'],
    kept("King's Day", ['#KingsDay', '#Koningsdag']),
    renamed('Remembrance of the Dead', 'National Remembrance Day', ['#Dodenherdenking']),
    kept("Prince's Day", ['#Prinsjesdag']),
    kept('Kingdom Day', ['#Koninkrijksdag']),
  ),
  renamed("St Nicholas' Eve", "Saint Nicholas' Eve", ['#Sinterklaas', '#Pakjesavond']),
  renamed("St. Nicholas' Eve", "Saint Nicholas' Eve", ['#Sinterklaas', '#Pakjesavond']),
  kept('Ambedkar Jayanti', ['#AmbedkarJayanti', '#JaiBhim']),
  kept('Gandhi Jayanti', ['#GandhiJayanti']),
  ...only(
    ['BR'],
    renamed("Tiradentes' Day", 'Tiradentes Day', ['#Tiradentes']),
    renamed("Lovers' Day", 'Dia dos Namorados', ['#DiaDosNamorados']),
    kept("Father's Day", ['#FathersDay', '#DiaDosPais']),
    kept('Our Lady of Aparecida', ['#NossaSenhoraAparecida', '#DiaDasCriancas']),
    kept("All Souls' Day", ['#AllSoulsDay', '#Finados']),
    renamed('Republic Day', 'Republic Proclamation Day', []),
    renamed('Black Awareness Day', 'Black Consciousness Day', ['#ConscienciaNegra']),
  ),
  ...only(
    ['MX'],
    renamed("Benito Juárez's birthday", "Benito Juárez's Birthday", ['#BenitoJuarez']),
    kept("Mother's Day", ['#DiaDeLasMadres', '#MothersDay']),
    kept('Revolution Day', ['#RevolutionDay', '#RevolucionMexicana']),
    renamed('Change of Federal Government', 'Presidential Inauguration Day', []),
  ),
  ...only(
    ['ZA'],
    kept('Youth Day', ['#YouthDay', '#June16']),
    kept('Heritage Day', ['#HeritageDay', '#BraaiDay']),
  ),
  kept("National Women's Day", ['#NationalWomensDay', '#WomensDay', '#WomensMonth']),
  kept('Day of Reconciliation', ['#DayOfReconciliation', '#ReconciliationDay']),
  kept('Day of Goodwill', ['#DayOfGoodwill']),
  kept('Nelson Mandela Day', ['#MandelaDay']),
  ...only(['AE'], renamed('National Day', 'UAE National Day', ['#UAENationalDay', '#EidAlEtihad'])),
  ...only(['SG'], kept('National Day', ['#NationalDay', '#MajulahSingapura'])),
  ...only(['CN'], kept('National Day', ['#NationalDay', '#GoldenWeek'])),
  ...only(
    ['JP'],
    kept('Coming of Age Day', ['#ComingOfAgeDay']),
    renamed('Foundation Day', 'National Foundation Day', ['#NationalFoundationDay']),
    kept("Emperor's Birthday", ['#EmperorsBirthday']),
    renamed('Spring Equinox Day', 'Vernal Equinox Day', ['#VernalEquinox', '#SpringEquinox']),
    kept('Showa Day', ['#ShowaDay', '#GoldenWeek']),
    renamed('Constitution Day', 'Constitution Memorial Day', ['#ConstitutionMemorialDay', '#GoldenWeek']),
    kept('Greenery Day', ['#GreeneryDay', '#GoldenWeek']),
    kept("Children's Day", ['#ChildrensDay', '#GoldenWeek']),
    kept('Marine Day', ['#MarineDay']),
    kept('Mountain Day', ['#MountainDay']),
    renamed('Respect-for-the-Aged Day', 'Respect for the Aged Day', ['#RespectForTheAgedDay']),
    kept("Citizens' Holiday", ['#SilverWeek']),
    kept('Autumnal Equinox Day', ['#AutumnalEquinox', '#AutumnEquinox']),
    kept('Sports Day', ['#SportsDay']),
    kept('Culture Day', ['#CultureDay']),
    renamed('Seven-Five-Three Festival', 'Shichi-Go-San', ['#ShichiGoSan']),
    kept('Labor Thanksgiving Day', ['#LaborThanksgivingDay']),
  ),
];

/** Every curated name. */
export const HOLIDAY_NAMES: readonly HolidayNameEntry[] = [
  ...EVERYWHERE,
  ...ISLAMIC,
  ...LUNAR_NEW_YEAR,
  ...BY_COUNTRY,
];

/** Every hashtag of the curated names. */
export const KNOWN_HOLIDAY_HASHTAGS: ReadonlySet<string> = new Set(
  HOLIDAY_NAMES.flatMap((entry) => entry.hashtags),
);

/** date-holidays' names with curly apostrophes ("St. Brigid’s Day") match the table's straight ones. */
function plainName(name: string): string {
  return name.replace(/[‘’]/gu, "'").trim();
}

/** How closely an entry is bound: a rule and a country beat a country, which beats everywhere. */
function specificity(entry: HolidayNameEntry): number {
  return (entry.rule === undefined ? 0 : 2) + (entry.countries === undefined ? 0 : 1);
}

/** The entries of each name, the most specific first. */
const ENTRIES_BY_NAME = new Map<string, HolidayNameEntry[]>();
for (const entry of [...HOLIDAY_NAMES].sort((a, b) => specificity(b) - specificity(a))) {
  const entries = ENTRIES_BY_NAME.get(entry.name);
  if (entries) entries.push(entry);
  else ENTRIES_BY_NAME.set(entry.name, [entry]);
}

/**
 * The English name and hashtags of a date-holidays holiday in a country (upper-case code), by its name and the
 * rule date-holidays gives it by; undefined for a holiday the table does not know.
 */
export function englishHoliday(name: string, country: string, rule: string): EnglishHoliday | undefined {
  return ENTRIES_BY_NAME.get(plainName(name))?.find(
    (entry) =>
      (entry.countries === undefined || entry.countries.includes(country)) &&
      (entry.rule === undefined || entry.rule === rule),
  );
}

/**
 * The hashtags any public holiday may carry whatever its name, saying what kind of day it is: '#BankHoliday'
 * where the country calls its public holidays so, '#Remembrance' for a day of mourning or remembrance, and
 * '#OnThisDay' to make up two for an observance nothing else fits.
 */
export const GENERIC_HOLIDAY_HASHTAGS: ReadonlySet<string> = new Set([
  '#PublicHoliday',
  '#BankHoliday',
  '#Holiday',
  '#Remembrance',
  '#OnThisDay',
]);

/** Countries that call their public holidays bank holidays. */
const BANK_HOLIDAY_COUNTRIES: ReadonlySet<string> = new Set(['GB', 'IE', 'GG', 'JE', 'IM', 'GI']);

/** At most this many of a holiday's own hashtags, leaving room for two generic ones within five. */
const MAX_OWN_HASHTAGS = 3;

export interface HolidayCharacter {
  /** Upper-case ISO 3166-1 alpha-2 code. */
  country: string;
  /** The name the holiday is shown under. */
  title: string;
  /** A day off for everyone, not only an observance. */
  isPublic: boolean;
  /** A day of mourning or remembrance. */
  solemn: boolean;
}

/**
 * A holiday's hashtags: its own from the table (none for a holiday the table does not know), then the generic
 * ones for its kind; 2 to 5, no repeats. Nothing is made from the name itself.
 */
export function holidayHashtags(own: readonly string[], day: HolidayCharacter): string[] {
  const bankHoliday =
    day.isPublic && (BANK_HOLIDAY_COUNTRIES.has(day.country) || /\bbank holiday\b/iu.test(day.title));
  const kind = day.solemn ? '#Remembrance' : '#Holiday';
  const generic = day.isPublic ? [...(bankHoliday ? ['#BankHoliday'] : []), '#PublicHoliday'] : [kind];
  const tags = new Set([...own.slice(0, MAX_OWN_HASHTAGS), ...generic]);
  if (tags.size < 2) tags.add(day.isPublic ? kind : '#OnThisDay');
  return [...tags];
}
