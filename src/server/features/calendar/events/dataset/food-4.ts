import type { AwarenessDay } from '../types.js';
import { define, FRI, fixed, nth, SAT, SUN, US, WED } from './define.js';

const day = define('food');

/** Food and drink days, July and August. */
export const foodDaysJulyAugust: AwarenessDay[] = [
  day(
    'national-graham-cracker-day',
    'National Graham Cracker Day',
    fixed(7, 5),
    ['#GrahamCrackerDay', '#Snacks'],
    US,
  ),
  day(
    'national-fried-chicken-day',
    'National Fried Chicken Day',
    fixed(7, 6),
    ['#NationalFriedChickenDay', '#FriedChicken'],
    US,
  ),
  day('world-chocolate-day', 'World Chocolate Day', fixed(7, 7), ['#WorldChocolateDay', '#Chocolate']),
  day('national-macaroni-day', 'National Macaroni Day', fixed(7, 7), ['#NationalMacaroniDay', '#Pasta'], US),
  day(
    'chocolate-with-almonds-day',
    'National Chocolate with Almonds Day',
    fixed(7, 8),
    ['#ChocolateWithAlmondsDay', '#Chocolate'],
    US,
  ),
  // In South Africa: marked by a Caxton local paper and a shopping centre on July 9.
  // Source: https://southcoastsun.co.za/125258/monday-9-july-national-sugar-cookie-day/amp
  // Source: https://elizabethplace.co.za/sugar-cookie-day/
  day(
    'national-sugar-cookie-day',
    'National Sugar Cookie Day',
    fixed(7, 9),
    ['#SugarCookieDay', '#Cookies'],
    [...US, 'ZA'],
  ),
  day(
    'national-pina-colada-day',
    'National Piña Colada Day',
    fixed(7, 10),
    ['#PinaColadaDay', '#PinaColada'],
    US,
  ),
  day(
    'national-blueberry-muffin-day',
    'National Blueberry Muffin Day',
    fixed(7, 11),
    ['#BlueberryMuffinDay', '#Muffins'],
    US,
  ),
  day(
    'national-french-fry-day',
    'National French Fry Day',
    fixed(7, 13),
    ['#NationalFrenchFryDay', '#FrenchFries'],
    US,
  ),
  day(
    'national-mac-and-cheese-day',
    'National Mac and Cheese Day',
    fixed(7, 14),
    ['#MacAndCheeseDay', '#MacAndCheese'],
    US,
  ),
  day(
    'national-tapioca-pudding-day',
    'National Tapioca Pudding Day',
    fixed(7, 15),
    ['#TapiocaPuddingDay', '#Pudding'],
    US,
  ),
  day(
    'national-corn-fritters-day',
    'National Corn Fritters Day',
    fixed(7, 16),
    ['#CornFrittersDay', '#Fritters'],
    US,
  ),
  day(
    'national-peach-ice-cream-day',
    'National Peach Ice Cream Day',
    fixed(7, 17),
    ['#PeachIceCreamDay', '#IceCream'],
    US,
  ),
  day('national-caviar-day', 'National Caviar Day', fixed(7, 18), ['#NationalCaviarDay', '#Caviar'], US),
  // In Canada: July 19, mixed across Canada by bars and cocktail writers.
  // Source: https://www.yummymummyclub.ca/food/drinking/national-daiquiri-day-0
  // In South Africa: National Daiquiri Day, which South African local papers mark on July 19.
  // Source: https://citizen.co.za/roodepoort-record/news-headlines/2017/07/19/national-daiquiri-day
  // In the UK: kept by British bars and gin makers on July 19.
  // Source: https://www.lemontopgin.co.uk/gin-cocktails/sip-shake-and-celebrate-national-daiquiri-day-in-the-uk/
  // In Ireland: marked by Irish drinks retailers on July 19.
  // Source: https://irishdrinkshop.com/blog/lifestyle/celebrate-national-daiquiri-day-a-toast-to-summer’s-favourite-cocktail
  day(
    'national-daiquiri-day',
    'National Daiquiri Day',
    fixed(7, 19),
    ['#NationalDaiquiriDay', '#Daiquiri'],
    [...US, 'CA', 'ZA', 'GB', 'IE'],
  ),
  day(
    'national-lollipop-day',
    'National Lollipop Day',
    fixed(7, 20),
    ['#NationalLollipopDay', '#Lollipop'],
    US,
  ),
  // In Canada: The third Sunday of July, kept by Canadian ice cream shops with deals and new flavours.
  // Source: https://newbrunswickimmigration.ca/national-ice-cream-day
  // In the UAE: adopted by Gulf brands and retailers as an unofficial World Ice Cream Day, as Dubai's marketing trade
  // press wrote of 20 July 2025, the third Sunday of July.
  // Source: https://campaignme.com/national-ice-cream-day-do-a-good-deed-buy-a-friend-an-ice-cream
  day(
    'national-ice-cream-day',
    'National Ice Cream Day',
    nth(3, SUN, 7),
    ['#NationalIceCreamDay', '#IceCream'],
    [...US, 'CA', 'AE'],
  ),
  day('national-hot-dog-day', 'National Hot Dog Day', nth(3, WED, 7), ['#NationalHotDogDay', '#HotDogs'], US),
  day(
    'national-junk-food-day',
    'National Junk Food Day',
    fixed(7, 21),
    ['#NationalJunkFoodDay', '#JunkFood'],
    US,
  ),
  day('national-mango-day', 'National Mango Day', fixed(7, 22), ['#NationalMangoDay', '#Mango'], US),
  day(
    'vanilla-ice-cream-day',
    'National Vanilla Ice Cream Day',
    fixed(7, 23),
    ['#VanillaIceCreamDay', '#IceCream'],
    US,
  ),
  day('national-tequila-day', 'National Tequila Day', fixed(7, 24), ['#NationalTequilaDay', '#Tequila'], US),
  day(
    'hot-fudge-sundae-day',
    'National Hot Fudge Sundae Day',
    fixed(7, 25),
    ['#HotFudgeSundaeDay', '#Sundae'],
    US,
  ),
  day(
    'coffee-milkshake-day',
    'National Coffee Milkshake Day',
    fixed(7, 26),
    ['#CoffeeMilkshakeDay', '#Milkshake'],
    US,
  ),
  day('national-scotch-day', 'National Scotch Day', fixed(7, 27), ['#NationalScotchDay', '#Scotch'], US),
  day(
    'national-milk-chocolate-day',
    'National Milk Chocolate Day',
    fixed(7, 28),
    ['#MilkChocolateDay', '#Chocolate'],
    US,
  ),
  day(
    'national-chicken-wing-day',
    'National Chicken Wing Day',
    fixed(7, 29),
    ['#NationalChickenWingDay', '#Wings'],
    US,
  ),
  day('national-lasagna-day', 'National Lasagna Day', fixed(7, 29), ['#NationalLasagnaDay', '#Lasagna'], US),
  day(
    'national-cheesecake-day',
    'National Cheesecake Day',
    fixed(7, 30),
    ['#NationalCheesecakeDay', '#Cheesecake'],
    US,
  ),
  day('national-avocado-day', 'National Avocado Day', fixed(7, 31), ['#NationalAvocadoDay', '#Avocado'], US),
  day(
    'ice-cream-sandwich-day',
    'National Ice Cream Sandwich Day',
    fixed(8, 2),
    ['#IceCreamSandwichDay', '#IceCream'],
    US,
  ),
  day(
    'national-watermelon-day',
    'National Watermelon Day',
    fixed(8, 3),
    ['#NationalWatermelonDay', '#Watermelon'],
    US,
  ),
  day(
    'chocolate-chip-cookie-day',
    'National Chocolate Chip Cookie Day',
    fixed(8, 4),
    ['#ChocolateChipCookieDay', '#Cookies'],
    US,
  ),
  day('national-oyster-day', 'National Oyster Day', fixed(8, 5), ['#NationalOysterDay', '#Oysters'], US),
  day(
    'root-beer-float-day',
    'National Root Beer Float Day',
    fixed(8, 6),
    ['#RootBeerFloatDay', '#RootBeer'],
    US,
  ),
  day('international-beer-day', 'International Beer Day', nth(1, FRI, 8), ['#InternationalBeerDay', '#Beer']),
  day(
    'national-mustard-day',
    'National Mustard Day',
    nth(1, SAT, 8),
    ['#NationalMustardDay', '#Mustard'],
    US,
  ),
  day(
    'national-frozen-custard-day',
    'National Frozen Custard Day',
    fixed(8, 8),
    ['#FrozenCustardDay', '#Custard'],
    US,
  ),
  day(
    'national-rice-pudding-day',
    'National Rice Pudding Day',
    fixed(8, 9),
    ['#RicePuddingDay', '#Pudding'],
    US,
  ),
  day('national-smores-day', "National S'mores Day", fixed(8, 10), ['#NationalSmoresDay', '#Smores'], US),
  day(
    'national-filet-mignon-day',
    'National Filet Mignon Day',
    fixed(8, 13),
    ['#FiletMignonDay', '#Steak'],
    US,
  ),
  day(
    'national-creamsicle-day',
    'National Creamsicle Day',
    fixed(8, 14),
    ['#NationalCreamsicleDay', '#Creamsicle'],
    US,
  ),
  day(
    'lemon-meringue-pie-day',
    'National Lemon Meringue Pie Day',
    fixed(8, 15),
    ['#LemonMeringuePieDay', '#Pie'],
    US,
  ),
  // In Australia, Canada and New Zealand: August 16, on the calendar of occasions of a Canadian drinks
  // delivery service, kept by Australian bottle shops with rum cocktails and by New Zealand rum makers and
  // bars too.
  // Source: https://www.thebeerguy.ca/occasions/national-rum-day/
  // Source: https://hellodrinks.com.au/blogs/hellodrinks/national-rum-day-2018-australia
  // Source: https://themanufactory.wixsite.com/gunpowderrum/events
  // In South Africa: National Rum Day on August 16, when the South African press picks local rums
  // (Durbanville, Inverroche).
  // Source: https://www.iol.co.za/lifestyle/food-drink/drink/national-rum-day-3-rums-you-have-to-try-30856731
  // In the UK: on August 16, in the local press and at wine merchants.
  // Source: https://www.hucknalldispatch.co.uk/read-this/celebrate-national-rum-day-2940244
  day(
    'national-rum-day',
    'National Rum Day',
    fixed(8, 16),
    ['#NationalRumDay', '#Rum'],
    [...US, 'AU', 'CA', 'NZ', 'ZA', 'GB'],
  ),
  day('national-fajita-day', 'National Fajita Day', fixed(8, 18), ['#NationalFajitaDay', '#Fajitas'], US),
  day('national-potato-day', 'National Potato Day', fixed(8, 19), ['#NationalPotatoDay', '#Potatoes'], US),
  day('national-spumoni-day', 'National Spumoni Day', fixed(8, 21), ['#NationalSpumoniDay', '#Spumoni'], US),
  day(
    'national-eat-a-peach-day',
    'National Eat a Peach Day',
    fixed(8, 22),
    ['#EatAPeachDay', '#Peaches'],
    US,
  ),
  day('national-sponge-cake-day', 'National Sponge Cake Day', fixed(8, 23), ['#SpongeCakeDay', '#Cake'], US),
  day('national-waffle-day', 'National Waffle Day', fixed(8, 24), ['#NationalWaffleDay', '#Waffles'], US),
  day(
    'national-banana-split-day',
    'National Banana Split Day',
    fixed(8, 25),
    ['#BananaSplitDay', '#BananaSplit'],
    US,
  ),
  // In Canada: August 28, raised by Canadian wine shops with the reds of the Okanagan and Niagara.
  // Source: https://corkfinewines.ca/blogs/news/celebrating-national-red-wine-day-in-calgary
  day(
    'national-red-wine-day',
    'National Red Wine Day',
    fixed(8, 28),
    ['#NationalRedWineDay', '#RedWine'],
    [...US, 'CA'],
  ),
  day(
    'national-lemon-juice-day',
    'National Lemon Juice Day',
    fixed(8, 29),
    ['#LemonJuiceDay', '#Lemons'],
    US,
  ),
  day('national-chop-suey-day', 'National Chop Suey Day', fixed(8, 29), ['#ChopSueyDay', '#ChopSuey'], US),
  day(
    'toasted-marshmallow-day',
    'National Toasted Marshmallow Day',
    fixed(8, 30),
    ['#ToastedMarshmallowDay', '#Smores'],
    US,
  ),
  day(
    'national-trail-mix-day',
    'National Trail Mix Day',
    fixed(8, 31),
    ['#NationalTrailMixDay', '#TrailMix'],
    US,
  ),
];
