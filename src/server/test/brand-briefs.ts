import type { BrandBrief } from '../ai/builtin/brand.js';

/** A bakery's brand profile as the built-in writer is told it: three products, hours and an address. */
export const BAKERY_BRIEF: BrandBrief = {
  noun: 'bakery',
  offers: [
    { name: 'sourdough loaves', line: 'baked fresh every morning' },
    { name: 'apple pies', line: 'with fruit from local orchards' },
    { name: 'celebration cakes', line: 'made to order' },
  ],
  hours: 'Tuesday to Sunday, 7am to 3pm',
  address: '12 Mill Lane',
  avoid: [],
  voice: [],
};
