/** Emoji that match an occasion's subject, found from words in its title and hashtags. */
const TOPICS: ReadonlyArray<readonly [RegExp, string]> = [
  [/bread|sourdough|bagel|baguette|toast/i, '🍞'],
  [/croissant|pastry|pastries|baking|\bbake|bakery|\bbuns?\b/i, '🥐'],
  [/donut|doughnut/i, '🍩'],
  [/pizza/i, '🍕'],
  [/taco|nacho|burrito|fajita/i, '🌮'],
  [/burger/i, '🍔'],
  [/cookie|biscuit/i, '🍪'],
  [/cupcake/i, '🧁'],
  [/pancake|waffle/i, '🥞'],
  [/cake|birthday/i, '🎂'],
  [/\bpies?\b|cobbler/i, '🥧'],
  [/chocolate|cocoa|fudge|brownie/i, '🍫'],
  [/ice cream|sundae|gelato|frozen yogurt/i, '🍦'],
  [/coffee|espresso|cappuccino|latte/i, '☕'],
  [/\btea\b/i, '🍵'],
  [/beer|lager|\bales?\b/i, '🍺'],
  [/wine|champagne|malbec|sangria/i, '🍷'],
  [/cocktail|margarita|martini|mimosa|daiquiri/i, '🍸'],
  [/cheese/i, '🧀'],
  [/pasta|spaghetti|noodle|lasagna|linguine|macaroni/i, '🍝'],
  [/sushi/i, '🍣'],
  [/apple/i, '🍎'],
  [/strawberr/i, '🍓'],
  [/avocado|guacamole/i, '🥑'],
  [/vegan|vegetarian|vegetable|salad/i, '🥗'],
  [/food|\bchefs?\b|\bcook|\beat\b/i, '🍽️'],
  [/christmas|xmas/i, '🎄'],
  [/halloween|pumpkin/i, '🎃'],
  [/easter/i, '🐣'],
  [/valentine|galentine|\blove\b|\bkiss|sweetest/i, '❤️'],
  [/new year|hogmanay/i, '🎆'],
  [/patrick/i, '☘️'],
  [/thanksgiving/i, '🦃'],
  [/hanukkah|chanukah/i, '🕎'],
  [/diwali|deepavali|kwanzaa|candle/i, '🪔'],
  [/lunar new year|chinese new year/i, '🧧'],
  [/mother|\bmoms?\b|\bmums?\b/i, '💐'],
  [/father|\bdads?\b/i, '👔'],
  [/\bwomen|\bgirls?\b/i, '💜'],
  [/pride|lgbt|coming out/i, '🏳️‍🌈'],
  [/earth|planet|environment|climate|recycl/i, '🌍'],
  [/ocean|\bseas?\b|beach|water/i, '🌊'],
  [/\btrees?\b|forest|arbor|\bplants?\b|houseplant|garden|flower|\bspring\b/i, '🌱'],
  [/hot ?dog/i, '🌭'],
  [/\bdogs?\b|puppy|\bmutt|\bk9\b/i, '🐶'],
  [/\bcats?\b|kitten/i, '🐱'],
  [/\bpets?\b|animal|wildlife/i, '🐾'],
  [/\bbooks?\b|\bread\b|reading|library|author|poetry|writing|literacy/i, '📚'],
  [/music|jazz|song|violin|dance/i, '🎶'],
  [/\bart\b|\bartists?\b|creativity|design|\bpaint/i, '🎨'],
  [/photo/i, '📸'],
  [/travel|tourism|aviation/i, '✈️'],
  [/teacher|school|education|student/i, '🍎'],
  [/small business|shop|entrepreneur|business/i, '🛍️'],
  [/kindness|compliment|\bhug|friend|smile|laugh|hello/i, '💛'],
  [/fitness|running|\bwalk|\bsports?\b|yoga|athlete/i, '💪'],
  [/\bheart\b/i, '❤️'],
  [/mental health|wellness|wellbeing|self-care/i, '💚'],
  [/health|nurse|doctor|midwife|pharmac/i, '🩺'],
  [/science|\bstem\b|\bmath|chemistry|\bdna\b/i, '🔬'],
  [/\bspace\b|\bufo\b|\bstars?\b|\bmoon/i, '🚀'],
  [/\btech|internet|computer|\bweb\b|password|\bdata\b|emoji|social media|podcast/i, '💻'],
  [/volunteer|community|neighbor|cooperative|charity/i, '🤝'],
  [/peace|remembrance|memorial|veterans/i, '🕊️'],
  [/summer|\bsun\b|sunshine/i, '☀️'],
  [/winter|snow/i, '❄️'],
  [/autumn|\bfall\b|harvest/i, '🍂'],
];

/** A birthday cake is for a party: a holy day's birth (the Twin Holy Birthdays, Guan Yin's Birthday) has none. */
const NOT_FOR_HOLY_DAYS = new Set(['🎂']);

/** Up to two emoji that fit the occasion's subject, most specific first; on a holy day, none that parties. */
export function topicEmoji(words: string, holyDay = false): string[] {
  const found: string[] = [];
  for (const [pattern, emoji] of TOPICS) {
    if (holyDay && NOT_FOR_HOLY_DAYS.has(emoji)) continue;
    if (pattern.test(words) && !found.includes(emoji)) found.push(emoji);
    if (found.length === 2) break;
  }
  return found;
}
