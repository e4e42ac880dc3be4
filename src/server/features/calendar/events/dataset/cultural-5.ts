import type { AwarenessDay } from '../types.js';
import { define, FRI, fixed, GB, IN, JP, MON, nth, SAT, SUN, THU, US } from './define.js';

const day = define('cultural');
const solemn = define('cultural', 'solemn');
const awareness = define('cultural', 'awareness');

/** Cultural, pop-culture and community days, October to December. */
export const culturalDaysOctoberToDecember: AwarenessDay[] = [
  day('international-music-day', 'International Music Day', fixed(10, 1), [
    '#InternationalMusicDay',
    '#Music',
  ]),
  day(
    'black-history-month-uk',
    'Black History Month Begins',
    fixed(10, 1),
    ['#BlackHistoryMonth', '#BHM'],
    ['GB', 'IE'],
  ),
  day('world-farm-animals-day', 'World Farm Animals Day', fixed(10, 2), [
    '#WorldFarmAnimalsDay',
    '#FarmAnimals',
  ]),
  day(
    'national-boyfriend-day',
    'National Boyfriend Day',
    fixed(10, 3),
    ['#NationalBoyfriendDay', '#Boyfriend'],
    US,
  ),
  day('mean-girls-day', 'Mean Girls Day', fixed(10, 3), ['#MeanGirlsDay', '#OnWednesdaysWeWearPink']),
  day('mad-hatter-day', 'Mad Hatter Day', fixed(10, 6), ['#MadHatterDay', '#AliceInWonderland']),
  day('world-smile-day', 'World Smile Day', nth(1, FRI, 10), ['#WorldSmileDay', '#Smile']),
  day('leif-erikson-day', 'Leif Erikson Day', fixed(10, 9), ['#LeifEriksonDay', '#Vikings'], US),
  day(
    'national-coming-out-day',
    'National Coming Out Day',
    fixed(10, 11),
    ['#NationalComingOutDay', '#ComingOut'],
    US,
  ),
  day(
    'national-farmers-day',
    "National Farmer's Day",
    fixed(10, 12),
    ['#NationalFarmersDay', '#Farmers'],
    US,
  ),
  day(
    'indigenous-peoples-day',
    "Indigenous Peoples' Day",
    nth(2, MON, 10),
    ['#IndigenousPeoplesDay', '#IndigenousPeoples'],
    US,
  ),
  day('dictionary-day', 'Dictionary Day', fixed(10, 16), ['#DictionaryDay', '#Words']),
  day('evaluate-your-life-day', 'Evaluate Your Life Day', fixed(10, 19), [
    '#EvaluateYourLifeDay',
    '#Reflection',
  ]),
  day('spirit-day', 'Spirit Day', nth(3, THU, 10), ['#SpiritDay', '#LGBTQ']),
  day('sweetest-day', 'Sweetest Day', nth(3, SAT, 10), ['#SweetestDay', '#Sweets'], US),
  day('trafalgar-day', 'Trafalgar Day', fixed(10, 21), ['#TrafalgarDay', '#RoyalNavy'], GB),
  day(
    'reptile-awareness-day',
    'National Reptile Awareness Day',
    fixed(10, 21),
    ['#ReptileAwarenessDay', '#Reptiles'],
    US,
  ),
  day('caps-lock-day', 'International Caps Lock Day', fixed(10, 22), ['#CapsLockDay', '#CapsLock']),
  day('mole-day', 'Mole Day', fixed(10, 23), ['#MoleDay', '#Chemistry']),
  day('international-artist-day', 'International Artist Day', fixed(10, 25), [
    '#InternationalArtistDay',
    '#Artists',
  ]),
  day('sourest-day', 'Sourest Day', fixed(10, 25), ['#SourestDay', '#Sour']),
  day('intersex-awareness-day', 'Intersex Awareness Day', fixed(10, 26), [
    '#IntersexAwarenessDay',
    '#Intersex',
  ]),
  day('world-day-for-audiovisual-heritage', 'World Day for Audiovisual Heritage', fixed(10, 27), [
    '#AudiovisualHeritage',
    '#WDAH',
  ]),
  day('navy-day', 'Navy Day', fixed(10, 27), ['#NavyDay', '#USNavy'], US),
  day(
    'make-a-difference-day',
    'Make a Difference Day',
    nth(4, SAT, 10),
    ['#MakeADifferenceDay', '#Volunteer'],
    US,
  ),
  day('mother-in-law-day', 'Mother-in-Law Day', nth(4, SUN, 10), ['#MotherInLawDay', '#Family'], US),
  day('international-animation-day', 'International Animation Day', fixed(10, 28), [
    '#AnimationDay',
    '#Animation',
  ]),
  day(
    'statue-of-liberty-day',
    'Statue of Liberty Day',
    fixed(10, 28),
    ['#StatueOfLiberty', '#LadyLiberty'],
    US,
  ),
  day('national-cat-day', 'National Cat Day', fixed(10, 29), ['#NationalCatDay', '#Cats'], US),
  // In Canada: The eve of Halloween: Devil's Night across Canada, Gate Night in Winnipeg, Mat Night in
  // Quebec.
  // Source: https://simple.wikipedia.org/wiki/Mischief_night
  day('mischief-night', 'Mischief Night', fixed(10, 30), ['#MischiefNight', '#Halloween'], [...US, 'CA']),
  day('halloween', 'Halloween', fixed(10, 31), ['#Halloween', '#HappyHalloween', '#TrickOrTreat']),
  day('national-magic-day', 'National Magic Day', fixed(10, 31), ['#NationalMagicDay', '#Magic'], US),
  day('national-authors-day', 'National Authors Day', fixed(11, 1), ['#NationalAuthorsDay', '#Authors'], US),
  // In Canada: Día de los Muertos, November 2, kept by Mexican Canadians with altars and festivals in
  // Toronto, Montreal and Vancouver.
  // Source: https://humbernews.ca/2013/10/day-of-the-dead-takes-over-toronto/
  // In Australia and New Zealand: Mexican communities' celebrations, from Sydney to Queenstown.
  // Source: https://www.abc.net.au/news/2018-11-02/day-dead-mexicans-australia-more-dressup-party/10430094
  // Source: https://www.thekiwikitcommunity.org/post/supporting-culture-and-connection-highlights-from-queenstown-s-first-day-of-the-dead-celebration
  // In Ireland and France: Día de Muertos events in Limerick and Dublin, and in Paris (the Palais Galliera, the
  // Mexican cultural institute's vigil).
  // Source: https://www.ilovelimerick.ie/dia-de-muertos/
  // Source: https://lovindublin.com/whats-on/6-dublin-spots-celebrating-dia-de-los-muertos
  // Source: https://mayaztequemexique.fr/fete-morts-demandez-programme-photos-1316
  // In the United Arab Emirates: Dubai's Mexican restaurants and bars hold Día de los Muertos dinners and parties
  // on November 2.
  // Source: https://whatson.ae/2022/10/a-guide-to-celebrating-dia-de-los-muertos-in-dubai/
  // Source: https://www.factmagazines.com/restaurants/where-will-you-dine-on-dia-de-los-muertos
  // In Singapore: the Mexican community's Día de Muertos, with the Mexican Association's fiesta and altar at Haw
  // Par Villa and Mexican grocers' guides to keeping November 2 in Singapore.
  // Source: https://www.hawparvilla.sg/fat-event/dia-de-muertos-fiesta/?sd=1572710400&ed=1572732000
  // Source: https://lamexicana.sg/blogs/tips-tricks/easy-guide-on-how-to-celebrate-day-of-the-dead
  day(
    'day-of-the-dead',
    'Day of the Dead',
    fixed(11, 2),
    ['#DiaDeLosMuertos', '#DayOfTheDead'],
    ['MX', 'US', 'CA', 'AU', 'NZ', 'IE', 'FR', 'AE', 'SG'],
  ),
  day('bonfire-night', 'Bonfire Night', fixed(11, 5), ['#BonfireNight', '#GuyFawkesNight', '#Fireworks'], GB),
  day('international-inuit-day', 'International Inuit Day', fixed(11, 7), ['#InuitDay', '#Inuit']),
  day('national-stem-day', 'National STEM Day', fixed(11, 8), ['#NationalSTEMDay', '#STEM'], US),
  day('world-freedom-day', 'World Freedom Day', fixed(11, 9), ['#WorldFreedomDay', '#BerlinWall'], US),
  day('world-adoption-day', 'World Adoption Day', fixed(11, 9), ['#WorldAdoptionDay', '#Adoption']),
  day('marine-corps-birthday', 'Marine Corps Birthday', fixed(11, 10), ['#MarineCorpsBirthday', '#USMC'], US),
  day('sesame-street-day', 'Sesame Street Day', fixed(11, 10), ['#SesameStreetDay', '#SesameStreet']),
  day('pocky-day', 'Pocky Day', fixed(11, 11), ['#PockyDay', '#Pocky'], JP),
  day(
    'national-happy-hour-day',
    'National Happy Hour Day',
    fixed(11, 12),
    ['#HappyHourDay', '#HappyHour'],
    US,
  ),
  day('childrens-day-india', "Children's Day", fixed(11, 14), ['#ChildrensDay', '#BalDiwas'], IN),
  awareness(
    'america-recycles-day',
    'America Recycles Day',
    fixed(11, 15),
    ['#AmericaRecyclesDay', '#Recycle'],
    US,
  ),
  awareness('day-of-the-imprisoned-writer', 'Day of the Imprisoned Writer', fixed(11, 15), [
    '#ImprisonedWriter',
    '#FreeExpression',
  ]),
  day('mickey-mouse-birthday', "Mickey Mouse's Birthday", fixed(11, 18), [
    '#MickeyMouse',
    '#MickeysBirthday',
  ]),
  day('world-hello-day', 'World Hello Day', fixed(11, 21), ['#WorldHelloDay', '#Hello']),
  day('world-philosophy-day', 'World Philosophy Day', nth(3, THU, 11), [
    '#WorldPhilosophyDay',
    '#Philosophy',
  ]),
  day('fibonacci-day', 'Fibonacci Day', fixed(11, 23), ['#FibonacciDay', '#Math']),
  day('doctor-who-day', 'Doctor Who Day', fixed(11, 23), ['#DoctorWhoDay', '#DoctorWho']),
  day('evolution-day', 'Evolution Day', fixed(11, 24), ['#EvolutionDay', '#Darwin']),
  day(
    'constitution-day-india',
    'Constitution Day',
    fixed(11, 26),
    ['#ConstitutionDay', '#SamvidhanDiwas'],
    IN,
  ),
  day('red-planet-day', 'Red Planet Day', fixed(11, 28), ['#RedPlanetDay', '#Mars']),
  day('electronic-greetings-day', 'Electronic Greetings Day', fixed(11, 29), [
    '#ElectronicGreetingsDay',
    '#eCards',
  ]),
  day('st-andrews-day', "Saint Andrew's Day", fixed(11, 30), ['#StAndrewsDay', '#Scotland'], GB),
  day('national-mutt-day', 'National Mutt Day', fixed(12, 2), ['#NationalMuttDay', '#AdoptDontShop'], US),
  day('krampusnacht', 'Krampusnacht', fixed(12, 5), ['#Krampusnacht', '#Krampus'], ['AT', 'DE']),
  day('international-ninja-day', 'International Ninja Day', fixed(12, 5), [
    '#InternationalNinjaDay',
    '#Ninja',
  ]),
  solemn(
    'pearl-harbor-remembrance-day',
    'National Pearl Harbor Remembrance Day',
    fixed(12, 7),
    ['#PearlHarbor', '#PearlHarborRemembranceDay'],
    US,
  ),
  day('pretend-to-be-a-time-traveler-day', 'Pretend to Be a Time Traveler Day', fixed(12, 8), [
    '#TimeTravelerDay',
    '#TimeTravel',
  ]),
  day('christmas-card-day', 'Christmas Card Day', fixed(12, 9), ['#ChristmasCardDay', '#ChristmasCards']),
  day('national-llama-day', 'National Llama Day', fixed(12, 9), ['#NationalLlamaDay', '#Llama'], US),
  day('nobel-prize-day', 'Nobel Prize Day', fixed(12, 10), ['#NobelPrize', '#NobelDay']),
  day('dewey-decimal-system-day', 'Dewey Decimal System Day', fixed(12, 10), [
    '#DeweyDecimalDay',
    '#Libraries',
  ]),
  day('poinsettia-day', 'National Poinsettia Day', fixed(12, 12), ['#PoinsettiaDay', '#Poinsettia'], US),
  day('national-violin-day', 'National Violin Day', fixed(12, 13), ['#NationalViolinDay', '#Violin'], US),
  day('monkey-day', 'Monkey Day', fixed(12, 14), ['#MonkeyDay', '#Monkeys']),
  day('bill-of-rights-day', 'Bill of Rights Day', fixed(12, 15), ['#BillOfRightsDay', '#BillOfRights'], US),
  day('zamenhof-day', 'Zamenhof Day', fixed(12, 15), ['#ZamenhofDay', '#Esperanto']),
  day('wright-brothers-day', 'Wright Brothers Day', fixed(12, 17), ['#WrightBrothersDay', '#Aviation'], US),
  // In Canada: The third Friday of December; the ugly sweater party began in Vancouver in 2002.
  // Source: https://www.holidayscalendar.com/event/national-ugly-christmas-sweater-day/
  day(
    'ugly-christmas-sweater-day',
    'National Ugly Christmas Sweater Day',
    nth(3, FRI, 12),
    ['#UglyChristmasSweaterDay', '#UglySweater'],
    [...US, 'CA'],
  ),
  day('crossword-puzzle-day', 'Crossword Puzzle Day', fixed(12, 21), ['#CrosswordPuzzleDay', '#Crossword']),
  day('international-basketball-day', 'International Basketball Day', fixed(12, 21), [
    '#BasketballDay',
    '#Basketball',
  ]),
  day(
    'national-mathematics-day',
    'National Mathematics Day',
    fixed(12, 22),
    ['#NationalMathematicsDay', '#Ramanujan'],
    IN,
  ),
  day('festivus', 'Festivus', fixed(12, 23), ['#Festivus', '#FestivusForTheRestOfUs'], US),
  day('national-roots-day', 'National Roots Day', fixed(12, 23), ['#NationalRootsDay', '#Genealogy'], US),
  day('kwanzaa', 'Kwanzaa Begins', fixed(12, 26), ['#Kwanzaa', '#HappyKwanzaa'], US),
  day(
    'national-card-playing-day',
    'National Card Playing Day',
    fixed(12, 28),
    ['#CardPlayingDay', '#GameNight'],
    US,
  ),
  day('tick-tock-day', 'Tick Tock Day', fixed(12, 29), ['#TickTockDay', '#Goals']),
  day('hogmanay', 'Hogmanay', fixed(12, 31), ['#Hogmanay', '#Scotland'], GB),
  day('make-up-your-mind-day', 'Make Up Your Mind Day', fixed(12, 31), ['#MakeUpYourMindDay', '#Decisions']),
];
