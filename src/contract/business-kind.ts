import type { BusinessCategoryName } from './brand-profile.js';

/** Words written as lines of a list, each word or phrase apart from the next by a comma. */
function wordList(...lines: string[]): string[] {
  return lines.flatMap((line) => line.split(',')).map((word) => word.trim());
}

/**
 * Words that name a kind of business in the names businesses give themselves, in the languages of the
 * countries the calendar covers: "Sunrise Bakery", "Bäckerei Müller", "Boulangerie Dupont". The kinds
 * are tried in this order, the most particular first, so "Pet Shop" is a pet business, not a shop,
 * "Coffee Bar" a café, "Sushi Bar" a restaurant and "Grand Hotel & Spa" a hotel. Words that are also
 * surnames or name other trades ("Baker", "Kitchen") are left out: a wrong guess fills a profile wrongly.
 */
const NAME_WORDS: readonly (readonly [BusinessCategoryName, readonly string[]])[] = [
  [
    'bakery',
    wordList(
      'bakery, bakehouse, bakeshop, bakers, cakes, cupcakes, donuts, doughnuts',
      'patisserie, boulangerie, backerei, backstube, konditorei, panaderia, pasteleria',
      'panificio, pasticceria, bakkerij, padaria, confeitaria',
    ),
  ],
  ['barber', wordList('barber shop, barbers, barbershop, barberia, barbiere')],
  ['yoga', wordList('yoga, pilates')],
  [
    'dental',
    wordList(
      'dental, dentist, dentists, dentistry, orthodontics, orthodontist, zahnarzt',
      'zahnarztpraxis, dentiste, dentista, tandarts, odontologia',
    ),
  ],
  ['pharmacy', wordList('pharmacy, chemist, chemists, drugstore, apotheke, pharmacie, farmacia, apotheek')],
  [
    'florist',
    wordList(
      'florist, florists, flowers, floral, fleuriste, fleurs, blumen, floristeria, fioraio',
      'fiori, bloemist, bloemen, floricultura',
    ),
  ],
  [
    'pets',
    wordList(
      'pet, pets, petshop, vet, vets, veterinary, veterinarian, grooming, groomer, groomers',
      'kennels, tierarzt, veterinaire, veterinario, dierenarts, dierenkliniek',
    ),
  ],
  [
    'law',
    wordList(
      'law, legal, lawyer, lawyers, attorney, attorneys, solicitor, solicitors, barristers',
      'notary, rechtsanwalt, rechtsanwalte, kanzlei, avocat, avocats, abogado, abogados',
      'avvocato, avvocati, advocaten, advocacia, advogados',
    ),
  ],
  [
    'accounting',
    wordList(
      'accounting, accountant, accountants, accountancy, bookkeeping, bookkeeper, tax, cpa',
      'financial, wealth, steuerberater, steuerberatung, comptable, comptabilite',
      'contable, asesoria, commercialista, boekhouder, contabilidade',
    ),
  ],
  [
    'realEstate',
    wordList(
      'real estate, estate agents, realty, realtor, realtors, properties, property',
      'lettings, immobilien, immobilier, inmobiliaria, immobiliare, makelaar, makelaardij',
      'imobiliaria',
    ),
  ],
  [
    'salon',
    wordList(
      'salon, beauty, hair, hairdresser, hairdressers, nail, nails, lashes, brows, cosmetics',
      'kosmetik, friseur, coiffeur, coiffure, peluqueria, parrucchiere, kapper, kapsalon',
      'estetica',
    ),
  ],
  [
    'clinic',
    wordList(
      'clinic, medical, physio, physiotherapy, chiropractic, chiropractor, osteopath',
      'osteopathy, podiatry, doctors, clinique, clinica, kliniek',
    ),
  ],
  [
    'gym',
    wordList(
      'gym, fitness, crossfit, bootcamp, boxing, karate, taekwondo, fitnessstudio, gimnasio',
      'palestra, sportschool',
    ),
  ],
  [
    'cafe',
    wordList(
      'cafe, coffee, coffeehouse, espresso, roastery, roasters, kaffee, kaffeehaus, koffie',
      'cafeteria, teahouse, tearoom, kopitiam',
    ),
  ],
  [
    'restaurant',
    wordList(
      'restaurant, bistro, brasserie, trattoria, osteria, pizzeria, pizza',
      'diner, eatery, steakhouse, sushi, burgers, noodles, ramen, taqueria, cantina',
      'ristorante, restaurante, gasthaus, gasthof',
    ),
  ],
  [
    'bar',
    wordList(
      'bar, pub, tavern, taproom, brewery, brewpub, alehouse, kneipe, cerveceria, birreria',
      'brouwerij',
    ),
  ],
  [
    'hotel',
    wordList(
      'hotel, hotels, inn, lodge, hostel, resort, motel, guesthouse, bnb, villas, albergo',
      'hostal, posada, pousada',
    ),
  ],
  ['spa', wordList('spa, massage, wellness, sauna, hammam')],
  [
    'education',
    wordList(
      'school, academy, tutoring, tutors, tuition, learning, college, kindergarten',
      'preschool, montessori, schule, ecole, escuela, scuola, colegio',
    ),
  ],
  [
    'photography',
    wordList('photography, photographer, photo, photos, fotografie, fotograf, photographie', 'fotografia'),
  ],
  [
    'auto',
    wordList(
      'auto, autos, automotive, motors, garage, cars, tyres, tires, mechanic, mechanics',
      'carwash, autohaus, werkstatt, officina, autobedrijf',
    ),
  ],
  [
    'retail',
    wordList(
      'boutique, shop, store, emporium, outlet, gifts, fashion, apparel, clothing',
      'jewellery, jewelry, bookshop, bookstore, tienda, negozio, winkel, loja',
    ),
  ],
];

/** The name's words in lower case without accents, one space apart: "Bäckerei Müller" is "backerei muller". */
function wordsOf(name: string): string {
  return ` ${name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join(' ')} `;
}

/**
 * The kind of business its name says it is, or null when the name does not say: a business without a
 * brand profile still sees its own kind of days first, and its profile starts from that kind.
 */
export function kindFromBusinessName(name: string): BusinessCategoryName | null {
  const words = wordsOf(name);
  const found = NAME_WORDS.find(([, names]) => names.some((word) => words.includes(wordsOf(word))));
  return found?.[0] ?? null;
}
