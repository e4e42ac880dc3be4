import type { AwarenessDay } from '../types.js';
import { define, fixed, GB, nth, SUN, US } from './define.js';

const day = define('food');

/** Food and drink days, January and February. Most "National X Day"s are American and carry `US`. */
export const foodDaysJanuaryFebruary: AwarenessDay[] = [
  day('veganuary', 'Veganuary Begins', fixed(1, 1), ['#Veganuary', '#Vegan', '#PlantBased']),
  day(
    'national-bloody-mary-day',
    'National Bloody Mary Day',
    fixed(1, 1),
    ['#NationalBloodyMaryDay', '#BloodyMary'],
    US,
  ),
  day(
    'chocolate-covered-cherry-day',
    'National Chocolate-Covered Cherry Day',
    fixed(1, 3),
    ['#ChocolateCoveredCherryDay', '#Chocolate'],
    US,
  ),
  day(
    'national-spaghetti-day',
    'National Spaghetti Day',
    fixed(1, 4),
    ['#NationalSpaghettiDay', '#Spaghetti'],
    US,
  ),
  day(
    'national-whipped-cream-day',
    'National Whipped Cream Day',
    fixed(1, 5),
    ['#WhippedCreamDay', '#WhippedCream'],
    US,
  ),
  day('national-bean-day', 'National Bean Day', fixed(1, 6), ['#NationalBeanDay', '#Beans'], US),
  day('national-tempura-day', 'National Tempura Day', fixed(1, 7), ['#NationalTempuraDay', '#Tempura'], US),
  day('national-milk-day', 'National Milk Day', fixed(1, 11), ['#NationalMilkDay', '#Milk'], US),
  day('national-bagel-day', 'National Bagel Day', fixed(1, 15), ['#NationalBagelDay', '#Bagels'], US),
  day('hot-and-spicy-food-day', 'International Hot and Spicy Food Day', fixed(1, 16), [
    '#HotAndSpicyFoodDay',
    '#SpicyFood',
  ]),
  day(
    'national-hot-buttered-rum-day',
    'National Hot Buttered Rum Day',
    fixed(1, 17),
    ['#HotButteredRumDay', '#Rum'],
    US,
  ),
  day('national-popcorn-day', 'National Popcorn Day', fixed(1, 19), ['#NationalPopcornDay', '#Popcorn'], US),
  day(
    'national-cheese-lovers-day',
    "National Cheese Lover's Day",
    fixed(1, 20),
    ['#CheeseLoversDay', '#Cheese'],
    US,
  ),
  day(
    'national-hot-sauce-day',
    'National Hot Sauce Day',
    fixed(1, 22),
    ['#NationalHotSauceDay', '#HotSauce'],
    US,
  ),
  day(
    'national-blonde-brownie-day',
    'National Blonde Brownie Day',
    fixed(1, 22),
    ['#BlondeBrownieDay', '#Blondies'],
    US,
  ),
  // In Canada and Australia: January 23, the American Pie Council's day, kept by Canadian bakeries with
  // tourtière and Saskatoon berry pie, and by Australian clubs and bakers with pie recipes.
  // Source: https://www.wincalendar.net/ca/Pie-Day
  // Source: https://www.thewestportclub.com.au/blog/national-pie-day/
  // In South Africa: National Pie Day, kept by South African bakers and chef schools (Capsicum Culinary
  // Studio) on January 23.
  // Source: https://drinksfeed.com/the-history-of-national-pie-day/
  day(
    'national-pie-day',
    'National Pie Day',
    fixed(1, 23),
    ['#NationalPieDay', '#PieDay'],
    [...US, 'AU', 'CA', 'ZA'],
  ),
  day(
    'national-peanut-butter-day',
    'National Peanut Butter Day',
    fixed(1, 24),
    ['#NationalPeanutButterDay', '#PeanutButter'],
    US,
  ),
  day(
    'national-irish-coffee-day',
    'National Irish Coffee Day',
    fixed(1, 25),
    ['#IrishCoffeeDay', '#IrishCoffee'],
    US,
  ),
  day(
    'national-peanut-brittle-day',
    'National Peanut Brittle Day',
    fixed(1, 26),
    ['#PeanutBrittleDay', '#Candy'],
    US,
  ),
  // In Singapore: the restaurant-booking platform Chope builds its chocolate-cake picks around the day, with
  // the city's cake shops and restaurants.
  // Source: https://www.chope.co/singapore-restaurants/pages/dish-of-the-month-february-2020
  day(
    'national-chocolate-cake-day',
    'National Chocolate Cake Day',
    fixed(1, 27),
    ['#ChocolateCakeDay', '#ChocolateCake'],
    [...US, 'SG'],
  ),
  day(
    'national-blueberry-pancake-day',
    'National Blueberry Pancake Day',
    fixed(1, 28),
    ['#BlueberryPancakeDay', '#Pancakes'],
    US,
  ),
  day('national-corn-chip-day', 'National Corn Chip Day', fixed(1, 29), ['#CornChipDay', '#Snacks'], US),
  day(
    'national-croissant-day',
    'National Croissant Day',
    fixed(1, 30),
    ['#NationalCroissantDay', '#Croissant'],
    US,
  ),
  day(
    'national-hot-chocolate-day',
    'National Hot Chocolate Day',
    fixed(1, 31),
    ['#NationalHotChocolateDay', '#HotChocolate'],
    US,
  ),
  day(
    'national-dark-chocolate-day',
    'National Dark Chocolate Day',
    fixed(2, 1),
    ['#DarkChocolateDay', '#DarkChocolate'],
    US,
  ),
  day(
    'national-tater-tot-day',
    'National Tater Tot Day',
    fixed(2, 2),
    ['#NationalTaterTotDay', '#TaterTots'],
    US,
  ),
  day(
    'national-carrot-cake-day',
    'National Carrot Cake Day',
    fixed(2, 3),
    ['#CarrotCakeDay', '#CarrotCake'],
    US,
  ),
  day(
    'national-homemade-soup-day',
    'National Homemade Soup Day',
    fixed(2, 4),
    ['#HomemadeSoupDay', '#Soup'],
    US,
  ),
  day('world-nutella-day', 'World Nutella Day', fixed(2, 5), ['#WorldNutellaDay', '#Nutella']),
  day(
    'national-frozen-yogurt-day',
    'National Frozen Yogurt Day',
    fixed(2, 6),
    ['#FrozenYogurtDay', '#FroYo'],
    US,
  ),
  day(
    'yorkshire-pudding-day',
    'National Yorkshire Pudding Day',
    nth(1, SUN, 2),
    ['#YorkshirePuddingDay', '#YorkshirePudding'],
    GB,
  ),
  // In the UK and Ireland: taken up in 2018 by Foodism and some 700 UK pizzerias on the American date;
  // Ireland's pizza chains keep it too.
  // Source: https://www.papa.org.uk/index.php/news-features-advice/papa-news-features/industry-news/569-national-pizza-day
  // Source: https://www.apache.ie/blog/national-pizza-day-2018/
  // In Canada and Australia: the February 9 pizza day, on the community pages of Canadian papers and kept by
  // Australian delivery apps and pizzerias too.
  // Source: https://www.cornwallseawaynews.com/community/national-pizza-day-2/
  // Source: https://www.menulog.com.au/blog/national-pizza-day/
  // In Singapore: National Pizza Day on February 9, on Singapore's own lists of the food days worth
  // celebrating.
  // Source: https://www.enews.sg/food-holidays-worth-celebrating/
  day(
    'national-pizza-day',
    'National Pizza Day',
    fixed(2, 9),
    ['#NationalPizzaDay', '#PizzaDay', '#Pizza'],
    [...US, 'GB', 'IE', 'AU', 'CA', 'SG'],
  ),
  day(
    'national-bagels-and-lox-day',
    'National Bagels and Lox Day',
    fixed(2, 9),
    ['#BagelsAndLoxDay', '#Bagels'],
    US,
  ),
  day('world-pulses-day', 'World Pulses Day', fixed(2, 10), ['#WorldPulsesDay', '#LovePulses']),
  day('national-gumdrop-day', 'National Gumdrop Day', fixed(2, 15), ['#NationalGumdropDay', '#Gumdrops'], US),
  day('national-almond-day', 'National Almond Day', fixed(2, 16), ['#NationalAlmondDay', '#Almonds'], US),
  day('national-cabbage-day', 'National Cabbage Day', fixed(2, 17), ['#NationalCabbageDay', '#Cabbage'], US),
  day('national-drink-wine-day', 'National Drink Wine Day', fixed(2, 18), ['#DrinkWineDay', '#Wine'], US),
  day(
    'national-chocolate-mint-day',
    'National Chocolate Mint Day',
    fixed(2, 19),
    ['#ChocolateMintDay', '#ChocolateMint'],
    US,
  ),
  day(
    'national-cherry-pie-day',
    'National Cherry Pie Day',
    fixed(2, 20),
    ['#CherryPieDay', '#CherryPie'],
    US,
  ),
  day(
    'national-sticky-bun-day',
    'National Sticky Bun Day',
    fixed(2, 21),
    ['#StickyBunDay', '#StickyBuns'],
    US,
  ),
  day(
    'national-margarita-day',
    'National Margarita Day',
    fixed(2, 22),
    ['#NationalMargaritaDay', '#Margarita'],
    US,
  ),
  day(
    'national-banana-bread-day',
    'National Banana Bread Day',
    fixed(2, 23),
    ['#BananaBreadDay', '#BananaBread'],
    US,
  ),
  day(
    'national-tortilla-chip-day',
    'National Tortilla Chip Day',
    fixed(2, 24),
    ['#TortillaChipDay', '#Chips'],
    US,
  ),
  day(
    'national-clam-chowder-day',
    'National Clam Chowder Day',
    fixed(2, 25),
    ['#ClamChowderDay', '#Chowder'],
    US,
  ),
  day(
    'national-pistachio-day',
    'National Pistachio Day',
    fixed(2, 26),
    ['#NationalPistachioDay', '#Pistachios'],
    US,
  ),
  day(
    'national-strawberry-day',
    'National Strawberry Day',
    fixed(2, 27),
    ['#NationalStrawberryDay', '#Strawberries'],
    US,
  ),
];
