import type { AwarenessDay } from '../types.js';
import { define, FRI, fixed, GB, iranianNewYear, JP, MON, nth, THU, US, US_CA } from './define.js';

const day = define('cultural');
const awareness = define('cultural', 'awareness');
const solemn = define('cultural', 'solemn');
const faith = define('cultural', 'religious');

/** Cultural, pop-culture and community days, March and April. */
export const culturalDaysMarchApril: AwarenessDay[] = [
  day('st-davids-day', "Saint David's Day", fixed(3, 1), ['#StDavidsDay', '#DyddGwylDewi', '#Wales'], GB),
  day('world-compliment-day', 'World Compliment Day', fixed(3, 1), ['#WorldComplimentDay', '#Compliment']),
  day('national-pig-day', 'National Pig Day', fixed(3, 1), ['#NationalPigDay', '#Pigs'], US),
  day(
    'womens-history-month',
    "Women's History Month Begins",
    fixed(3, 1),
    ['#WomensHistoryMonth', '#WHM'],
    ['US', 'GB', 'AU'],
  ),
  day(
    'read-across-america-day',
    'Read Across America Day',
    fixed(3, 2),
    ['#ReadAcrossAmerica', '#Reading'],
    US,
  ),
  day('hinamatsuri', 'Hinamatsuri', fixed(3, 3), ['#Hinamatsuri', '#GirlsDay'], JP),
  day('national-grammar-day', 'National Grammar Day', fixed(3, 4), ['#NationalGrammarDay', '#Grammar'], US),
  day('world-book-day-uk', 'World Book Day', nth(1, THU, 3), ['#WorldBookDay', '#Reading'], ['GB', 'IE']),
  faith('world-day-of-prayer', 'World Day of Prayer', nth(1, FRI, 3), ['#WorldDayOfPrayer', '#Prayer']),
  day('barbie-day', 'Barbie Day', fixed(3, 9), ['#BarbieDay', '#Barbie']),
  day('mar10-day', 'MAR10 Day', fixed(3, 10), ['#MAR10Day', '#Mario']),
  day(
    'national-girl-scout-day',
    'National Girl Scout Day',
    fixed(3, 12),
    ['#GirlScoutDay', '#GirlScouts'],
    US,
  ),
  day(
    'good-samaritan-day',
    'National Good Samaritan Day',
    fixed(3, 13),
    ['#GoodSamaritanDay', '#Kindness'],
    US,
  ),
  awareness('k9-veterans-day', 'National K9 Veterans Day', fixed(3, 13), ['#K9VeteransDay', '#K9'], US),
  day('pi-day', 'Pi Day', fixed(3, 14), ['#PiDay', '#Math']),
  day(
    'commonwealth-day',
    'Commonwealth Day',
    nth(2, MON, 3),
    ['#CommonwealthDay', '#Commonwealth'],
    ['GB', 'CA', 'AU', 'NZ'],
  ),
  day('national-panda-day', 'National Panda Day', fixed(3, 16), ['#NationalPandaDay', '#Pandas'], US),
  awareness(
    'freedom-of-information-day',
    'Freedom of Information Day',
    fixed(3, 16),
    ['#FOIDay', '#OpenGovernment'],
    US,
  ),
  day('st-patricks-day', "Saint Patrick's Day", fixed(3, 17), [
    '#StPatricksDay',
    '#StPaddysDay',
    '#LuckOfTheIrish',
  ]),
  day(
    'awkward-moments-day',
    'National Awkward Moments Day',
    fixed(3, 18),
    ['#AwkwardMomentsDay', '#Awkward'],
    US,
  ),
  day('lets-laugh-day', "National Let's Laugh Day", fixed(3, 19), ['#LetsLaughDay', '#Laugh'], US),
  day('world-poetry-day', 'World Poetry Day', fixed(3, 21), ['#WorldPoetryDay', '#Poetry']),
  day('nowruz', 'Nowruz', iranianNewYear(), ['#Nowruz', '#PersianNewYear']),
  day('world-puppetry-day', 'World Puppetry Day', fixed(3, 21), ['#WorldPuppetryDay', '#Puppetry']),
  day('harmony-day', 'Harmony Day', fixed(3, 21), ['#HarmonyDay', '#EveryoneBelongs'], ['AU']),
  day('national-puppy-day', 'National Puppy Day', fixed(3, 23), ['#NationalPuppyDay', '#Puppies'], US),
  day('tolkien-reading-day', 'Tolkien Reading Day', fixed(3, 25), ['#TolkienReadingDay', '#Tolkien']),
  day(
    'medal-of-honor-day',
    'National Medal of Honor Day',
    fixed(3, 25),
    ['#MedalOfHonorDay', '#MedalOfHonor'],
    US,
  ),
  day('world-theatre-day', 'World Theatre Day', fixed(3, 27), ['#WorldTheatreDay', '#Theatre']),
  day('respect-your-cat-day', 'Respect Your Cat Day', fixed(3, 28), ['#RespectYourCatDay', '#Cats']),
  awareness(
    'vietnam-war-veterans-day',
    'National Vietnam War Veterans Day',
    fixed(3, 29),
    ['#VietnamWarVeteransDay', '#VietnamVeterans'],
    US,
  ),
  day(
    'take-a-walk-in-the-park-day',
    'National Take a Walk in the Park Day',
    fixed(3, 30),
    ['#TakeAWalkInTheParkDay', '#Outdoors'],
    US,
  ),
  day('transgender-day-of-visibility', 'International Transgender Day of Visibility', fixed(3, 31), [
    '#TransDayOfVisibility',
    '#TDOV',
  ]),
  day('cesar-chavez-day', 'César Chávez Day', fixed(3, 31), ['#CesarChavezDay', '#SiSePuede'], US),
  day('april-fools-day', "April Fools' Day", fixed(4, 1), ['#AprilFoolsDay', '#AprilFools']),
  day('international-childrens-book-day', "International Children's Book Day", fixed(4, 2), [
    '#ICBD',
    '#ChildrensBooks',
  ]),
  day('tartan-day', 'Tartan Day', fixed(4, 6), ['#TartanDay', '#Scotland'], US_CA),
  day(
    'national-student-athlete-day',
    'National Student-Athlete Day',
    fixed(4, 6),
    ['#StudentAthleteDay', '#StudentAthlete'],
    US,
  ),
  day('national-zoo-lovers-day', 'National Zoo Lovers Day', fixed(4, 8), ['#ZooLoversDay', '#Zoo'], US),
  // In the UK: kept in Scotland, whose national animal is the unicorn, by St Giles' Cathedral and VisitScotland.
  // Source: https://www.speakeasy-news.com/unicorn-day/
  // In South Africa: malls hold unicorn mornings for children on it (Wonderboom Junction, Pretoria, 9 April 2022),
  // and the Valley of 1000 Hills' tourism association and its craft shops keep it.
  // Source: https://wonderboomjunction.co.za/celebrate-unicorn-day-at-wonderboom-junction/
  // Source: https://www.iol.co.za/ios/news/happy-unicorn-day-d93f3dcd-bafb-4cba-b87b-6ad4b3a8d498
  day(
    'national-unicorn-day',
    'National Unicorn Day',
    fixed(4, 9),
    ['#NationalUnicornDay', '#Unicorns'],
    [...US, 'GB', 'ZA'],
  ),
  day(
    'national-siblings-day',
    'National Siblings Day',
    fixed(4, 10),
    ['#NationalSiblingsDay', '#SiblingsDay'],
    US,
  ),
  day('national-pet-day', 'National Pet Day', fixed(4, 11), ['#NationalPetDay', '#Pets'], US),
  day(
    'jeffersons-birthday',
    "Thomas Jefferson's Birthday",
    fixed(4, 13),
    ['#ThomasJefferson', '#JeffersonsBirthday'],
    US,
  ),
  day('scrabble-day', 'National Scrabble Day', fixed(4, 13), ['#ScrabbleDay', '#Scrabble'], US),
  day('national-dolphin-day', 'National Dolphin Day', fixed(4, 14), ['#NationalDolphinDay', '#Dolphins'], US),
  day('pan-american-day', 'Pan American Day', fixed(4, 14), ['#PanAmericanDay', '#Americas']),
  day('world-art-day', 'World Art Day', fixed(4, 15), ['#WorldArtDay', '#Art']),
  day('jackie-robinson-day', 'Jackie Robinson Day', fixed(4, 15), ['#JackieRobinsonDay', '#Jackie42'], US),
  solemn('titanic-remembrance-day', 'Titanic Remembrance Day', fixed(4, 15), [
    '#TitanicRemembranceDay',
    '#Titanic',
  ]),
  day('national-haiku-poetry-day', 'National Haiku Poetry Day', fixed(4, 17), ['#HaikuDay', '#Haiku'], US),
  day(
    'national-kindergarten-day',
    'National Kindergarten Day',
    fixed(4, 21),
    ['#KindergartenDay', '#Kindergarten'],
    US,
  ),
  day('world-book-and-copyright-day', 'World Book and Copyright Day', fixed(4, 23), [
    '#WorldBookDay',
    '#BookDay',
    '#Reading',
  ]),
  day('st-georges-day', "Saint George's Day", fixed(4, 23), ['#StGeorgesDay', '#England'], GB),
  day('talk-like-shakespeare-day', 'Talk Like Shakespeare Day', fixed(4, 23), [
    '#TalkLikeShakespeare',
    '#Shakespeare',
  ]),
  solemn('armenian-genocide-remembrance-day', 'Armenian Genocide Remembrance Day', fixed(4, 24), [
    '#ArmenianGenocide',
    '#NeverForget',
  ]),
  day('world-penguin-day', 'World Penguin Day', fixed(4, 25), ['#WorldPenguinDay', '#Penguins']),
  day('morse-code-day', 'Morse Code Day', fixed(4, 27), ['#MorseCodeDay', '#MorseCode']),
  day('tell-a-story-day', 'Tell a Story Day', fixed(4, 27), ['#TellAStoryDay', '#Storytelling']),
  day('world-design-day', 'World Design Day', fixed(4, 27), ['#WorldDesignDay', '#Design']),
  day(
    'national-superhero-day',
    'National Superhero Day',
    fixed(4, 28),
    ['#NationalSuperheroDay', '#Superheroes'],
    US,
  ),
  day('international-dance-day', 'International Dance Day', fixed(4, 29), [
    '#InternationalDanceDay',
    '#DanceDay',
  ]),
  day('national-honesty-day', 'National Honesty Day', fixed(4, 30), ['#NationalHonestyDay', '#Honesty'], US),
  day('international-jazz-day', 'International Jazz Day', fixed(4, 30), [
    '#JazzDay',
    '#InternationalJazzDay',
  ]),
  day(
    'walpurgis-night',
    'Walpurgis Night',
    fixed(4, 30),
    ['#WalpurgisNight', '#Valborg'],
    ['SE', 'FI', 'DE', 'CZ', 'EE'],
  ),
];
