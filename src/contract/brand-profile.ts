import { z } from 'zod';
import { logoUploadSchema } from './agency-console/brand.js';
import { eventCategorySchema } from './calendar.js';
import { phoneNumberSchema, text } from './common.js';
import { locationIdSchema } from './ids.js';
import { defineRoute } from './route.js';

/**
 * What a business cares about, which the calendar leans to: a day tagged with the business's industry
 * comes first among the day's cards.
 */
export const INDUSTRIES = [
  'food',
  'fitness',
  'health',
  'beauty',
  'retail',
  'professional',
  'hospitality',
  'education',
  'pets',
  'auto',
  'real-estate',
  'family',
] as const;
export const industrySchema = z.enum(INDUSTRIES);
export type Industry = z.infer<typeof industrySchema>;

type EventCategory = z.infer<typeof eventCategorySchema>;

/** A kind of business, with what a new profile of that kind starts from. */
export interface BusinessCategory {
  label: string;
  /** How a post names the kind of business: 'bakery', 'fitness studio'. */
  noun: string;
  industries: readonly Industry[];
  /** Products or services a business of the kind usually offers, prefilled for the client to edit. */
  offers: readonly { name: string; line: string }[];
  audience: string;
  voice: string;
  /** Kinds of days such a business rarely posts about, hidden until the client shows them. */
  hidden: readonly EventCategory[];
}

const offer = (name: string, line: string) => ({ name, line });

export const BUSINESS_CATEGORIES = {
  bakery: {
    label: 'Bakery',
    noun: 'bakery',
    industries: ['food', 'hospitality'],
    offers: [
      offer('sourdough bread', 'baked fresh every morning'),
      offer('pies and tarts', 'made with seasonal fruit'),
      offer('celebration cakes', 'made to order'),
    ],
    audience: 'neighbours who love fresh bread and treats',
    voice: 'warm, homely',
    hidden: [],
  },
  cafe: {
    label: 'Café or coffee shop',
    noun: 'café',
    industries: ['food', 'hospitality'],
    offers: [
      offer('coffee', 'roasted locally and brewed with care'),
      offer('breakfast', 'served all morning'),
      offer('homemade cakes', 'to go with your cup'),
    ],
    audience: 'regulars and people working nearby',
    voice: 'relaxed, friendly',
    hidden: [],
  },
  restaurant: {
    label: 'Restaurant',
    noun: 'restaurant',
    industries: ['food', 'hospitality'],
    offers: [
      offer('seasonal menu', 'cooked from fresh local produce'),
      offer('private dining', 'for birthdays and team dinners'),
      offer('takeaway', 'ready when you are'),
    ],
    audience: 'families, couples and friends eating out',
    voice: 'welcoming, generous',
    hidden: [],
  },
  bar: {
    label: 'Bar or pub',
    noun: 'bar',
    industries: ['hospitality', 'food'],
    offers: [
      offer('craft beers', 'on tap and rotating weekly'),
      offer('cocktails', 'mixed to order'),
      offer('live music nights', 'every weekend'),
    ],
    audience: 'adults meeting friends after work and at weekends',
    voice: 'lively, easy-going',
    hidden: [],
  },
  gym: {
    label: 'Gym or fitness studio',
    noun: 'fitness studio',
    industries: ['fitness', 'health'],
    offers: [
      offer('group classes', 'from cardio to strength, for every level'),
      offer('personal training', 'one to one, at your pace'),
      offer('memberships', 'with no joining fee'),
    ],
    audience: 'people of every fitness level who want to feel better',
    voice: 'energetic, encouraging',
    hidden: ['food'],
  },
  yoga: {
    label: 'Yoga or pilates studio',
    noun: 'yoga studio',
    industries: ['fitness', 'health'],
    offers: [
      offer('yoga classes', 'for beginners and regulars'),
      offer('pilates', 'to build core strength'),
      offer('meditation sessions', 'to slow down and breathe'),
    ],
    audience: 'people looking for balance, strength and calm',
    voice: 'calm, kind',
    hidden: ['food'],
  },
  salon: {
    label: 'Hair or beauty salon',
    noun: 'salon',
    industries: ['beauty'],
    offers: [
      offer('haircuts and colour', 'by stylists who listen'),
      offer('manicures', 'with long-lasting polish'),
      offer('facials', 'for a fresh, healthy glow'),
    ],
    audience: 'clients who want to look and feel their best',
    voice: 'stylish, friendly',
    hidden: ['food'],
  },
  barber: {
    label: 'Barber',
    noun: 'barbershop',
    industries: ['beauty'],
    offers: [
      offer('haircuts', 'classic and modern styles'),
      offer('beard trims', 'shaped with a hot towel finish'),
      offer('walk-in appointments', 'whenever you pass by'),
    ],
    audience: 'men who like a sharp look',
    voice: 'laid-back, confident',
    hidden: ['food'],
  },
  spa: {
    label: 'Spa or wellness',
    noun: 'spa',
    industries: ['beauty', 'health'],
    offers: [
      offer('massages', 'to melt away tension'),
      offer('spa days', 'for some well-earned rest'),
      offer('gift vouchers', 'for someone who deserves a treat'),
    ],
    audience: 'people who need time to unwind',
    voice: 'soothing, caring',
    hidden: ['food'],
  },
  dental: {
    label: 'Dental practice',
    noun: 'dental practice',
    industries: ['health', 'family'],
    offers: [
      offer('check-ups', 'gentle and thorough'),
      offer('teeth whitening', 'for a brighter smile'),
      offer('family dentistry', 'for patients of every age'),
    ],
    audience: 'families and patients of every age',
    voice: 'reassuring, professional',
    hidden: ['food'],
  },
  clinic: {
    label: 'Medical or therapy clinic',
    noun: 'clinic',
    industries: ['health'],
    offers: [
      offer('consultations', 'with experienced practitioners'),
      offer('physiotherapy', 'to get you moving again'),
      offer('health checks', 'to keep you on track'),
    ],
    audience: 'patients who want care they can trust',
    voice: 'reassuring, clear',
    hidden: ['food'],
  },
  pharmacy: {
    label: 'Pharmacy',
    noun: 'pharmacy',
    industries: ['health', 'retail'],
    offers: [
      offer('prescriptions', 'ready quickly'),
      offer('health advice', 'from our pharmacists, no appointment needed'),
      offer('vaccinations', 'in store'),
    ],
    audience: 'local families and neighbours',
    voice: 'helpful, trustworthy',
    hidden: ['food'],
  },
  law: {
    label: 'Law firm',
    noun: 'law firm',
    industries: ['professional'],
    offers: [
      offer('legal advice', 'in plain words'),
      offer('family law', 'handled with discretion'),
      offer('business contracts', 'drafted and reviewed'),
    ],
    audience: 'people and businesses who need sound legal advice',
    voice: 'professional, reassuring',
    hidden: ['food'],
  },
  accounting: {
    label: 'Accounting or finance',
    noun: 'accounting firm',
    industries: ['professional'],
    offers: [
      offer('bookkeeping', 'that keeps you up to date'),
      offer('tax returns', 'filed on time'),
      offer('business advice', 'to help you grow'),
    ],
    audience: 'small business owners and families',
    voice: 'clear, trustworthy',
    hidden: ['food'],
  },
  realEstate: {
    label: 'Real estate agency',
    noun: 'real estate agency',
    industries: ['real-estate', 'family'],
    offers: [
      offer('home sales', 'with honest valuations'),
      offer('rentals', 'managed with care'),
      offer('free valuations', 'with no obligation'),
    ],
    audience: 'home buyers, sellers and landlords',
    voice: 'friendly, knowledgeable',
    hidden: ['food'],
  },
  retail: {
    label: 'Shop or boutique',
    noun: 'shop',
    industries: ['retail'],
    offers: [
      offer('new arrivals', 'every week'),
      offer('gift ideas', 'for every budget'),
      offer('gift cards', 'they can spend on what they love'),
    ],
    audience: 'local shoppers looking for something special',
    voice: 'cheerful, helpful',
    hidden: [],
  },
  florist: {
    label: 'Florist',
    noun: 'florist',
    industries: ['retail'],
    offers: [
      offer('bouquets', 'arranged fresh every day'),
      offer('wedding flowers', 'designed with you'),
      offer('same-day delivery', 'across town'),
    ],
    audience: 'people celebrating, thanking or remembering someone',
    voice: 'warm, thoughtful',
    hidden: [],
  },
  pets: {
    label: 'Pet shop, groomer or vet',
    noun: 'pet care business',
    industries: ['pets'],
    offers: [
      offer('grooming', 'gentle and stress-free'),
      offer('pet food and treats', 'chosen for healthy pets'),
      offer('check-ups', 'for dogs, cats and small pets'),
    ],
    audience: 'pet owners who treat their pets like family',
    voice: 'playful, caring',
    hidden: [],
  },
  auto: {
    label: 'Car repair or dealer',
    noun: 'garage',
    industries: ['auto'],
    offers: [
      offer('servicing', 'done right the first time'),
      offer('MOT and safety checks', 'while you wait'),
      offer('tyres', 'fitted the same day'),
    ],
    audience: 'drivers who want a car they can rely on',
    voice: 'straightforward, honest',
    hidden: ['food'],
  },
  hotel: {
    label: 'Hotel or holiday rental',
    noun: 'hotel',
    industries: ['hospitality'],
    offers: [
      offer('rooms', 'comfortable and quiet'),
      offer('weekend breaks', 'with breakfast included'),
      offer('events', 'from weddings to team days'),
    ],
    audience: 'travellers and locals planning a getaway',
    voice: 'welcoming, polished',
    hidden: [],
  },
  education: {
    label: 'School, tutoring or courses',
    noun: 'school',
    industries: ['education', 'family'],
    offers: [
      offer('classes', 'in small groups'),
      offer('private tutoring', 'tailored to each student'),
      offer('holiday courses', 'that make learning fun'),
    ],
    audience: 'students and their parents',
    voice: 'encouraging, clear',
    hidden: ['food'],
  },
  photography: {
    label: 'Photographer or creative studio',
    noun: 'studio',
    industries: ['family', 'professional'],
    offers: [
      offer('portrait sessions', 'relaxed and natural'),
      offer('wedding photography', 'telling your story'),
      offer('business photos', 'that make you look your best'),
    ],
    audience: 'families, couples and businesses',
    voice: 'creative, warm',
    hidden: [],
  },
  other: {
    label: 'Other',
    noun: 'business',
    industries: [],
    offers: [],
    audience: '',
    voice: 'friendly',
    hidden: [],
  },
} as const satisfies Record<string, BusinessCategory>;

export type BusinessCategoryName = keyof typeof BUSINESS_CATEGORIES;
export const BUSINESS_CATEGORY_NAMES = Object.keys(BUSINESS_CATEGORIES).filter(
  (name): name is BusinessCategoryName => name in BUSINESS_CATEGORIES,
);

/** How many products or services a profile lists: enough to vary posts, few enough to fill in quickly. */
export const MAX_OFFERS = 8;

const colour = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #1a2b3c')
  .transform((value) => value.toLowerCase());

const optionalText = (max: number) => text().trim().max(max, `must be at most ${max} characters`);

/** A web address as people type it: "sunrisebakery.com" is https://sunrisebakery.com. */
const websiteSchema = z.union([
  z.literal(''),
  text()
    .trim()
    .max(300, 'must be at most 300 characters')
    .transform((address) => (/^[a-z][a-z\d+.-]*:/i.test(address) ? address : `https://${address}`))
    .pipe(
      z.url({
        protocol: /^https?$/,
        hostname: z.regexes.domain,
        message: 'must be a web address, like sunrisebakery.com or https://sunrisebakery.com',
      }),
    ),
]);

export const offerSchema = z.strictObject({
  name: text().trim().min(1, 'is required').max(60, 'must be at most 60 characters'),
  line: optionalText(140),
});
export type Offer = z.infer<typeof offerSchema>;

/** What a client tells about their business, which posts, pictures and the calendar follow. */
export const brandProfileInputSchema = z
  .strictObject({
    category: z.enum(BUSINESS_CATEGORY_NAMES, {
      // The form's select starts empty: an empty choice is a missing one.
      error: (issue) =>
        issue.input === '' || issue.input === undefined
          ? 'is required: choose the kind of business'
          : 'must be one of the listed kinds of business',
    }),
    /** The kind of business in the client's words, when none of the list fits. */
    categoryOther: optionalText(60).default(''),
    offers: z.array(offerSchema).max(MAX_OFFERS, `must list at most ${MAX_OFFERS}`).default([]),
    audience: optionalText(200).default(''),
    /** A few words for how the business sounds: 'warm, homely'. */
    voice: optionalText(120).default(''),
    /** Words the business never wants in its posts, separated by commas. */
    avoid: optionalText(200).default(''),
    hours: optionalText(200).default(''),
    website: websiteSchema.default(''),
    address: optionalText(500).default(''),
    phone: phoneNumberSchema().default(''),
    /** The business's own colours for pictures; null uses the agency's. */
    colours: z.strictObject({ primary: colour, accent: colour }).nullable().default(null),
    /** Kinds of days left off the business's calendar. */
    hiddenCategories: z.array(eventCategorySchema).max(7).default([]),
    /** Remembrance and mourning days are shown only when the business asks for them. */
    showSolemn: z.boolean().default(false),
  })
  .superRefine((profile, ctx) => {
    if (profile.category === 'other' && profile.categoryOther === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['categoryOther'],
        message: 'is required when the kind is Other',
      });
    }
  });
export type BrandProfileInput = z.input<typeof brandProfileInputSchema>;
export type BrandProfileValues = z.output<typeof brandProfileInputSchema>;

export const brandProfileSchema = z.object({
  category: z.enum(BUSINESS_CATEGORY_NAMES),
  categoryOther: z.string(),
  offers: z.array(z.object({ name: z.string(), line: z.string() })),
  audience: z.string(),
  voice: z.string(),
  avoid: z.string(),
  hours: z.string(),
  website: z.string(),
  address: z.string(),
  phone: z.string(),
  colours: z.object({ primary: z.string(), accent: z.string() }).nullable(),
  hiddenCategories: z.array(eventCategorySchema),
  showSolemn: z.boolean(),
  logo: z.string().nullable().describe("The business's own logo, a /media/ address; null uses the agency's"),
});
export type BrandProfile = z.infer<typeof brandProfileSchema>;

export const brandProfileAnswerSchema = z.object({
  /** Whether the client has saved a profile: Personalise is hidden once they have. */
  exists: z.boolean(),
  /** The saved profile, or a starting point prefilled from the location. */
  profile: brandProfileSchema,
});
export type BrandProfileAnswer = z.infer<typeof brandProfileAnswerSchema>;

/** The noun posts use for the profile's kind of business: its own words for Other. */
export function businessNoun(profile: Pick<BrandProfile, 'category' | 'categoryOther'>): string {
  return profile.category === 'other'
    ? profile.categoryOther.trim().toLowerCase() || 'business'
    : BUSINESS_CATEGORIES[profile.category].noun;
}

const params = z.strictObject({ locationId: locationIdSchema });

export const brandProfileRoutes = {
  get: defineRoute({
    method: 'GET',
    path: '/locations/:locationId/brand-profile',
    access: 'member-or-visitor',
    scope: { location: 'params.locationId' },
    summary: "The business's brand profile, and whether it exists (Personalise is hidden once it does)",
    tags: ['brand-profile'],
    params,
    response: brandProfileAnswerSchema,
  }),
  save: defineRoute({
    method: 'PUT',
    path: '/locations/:locationId/brand-profile',
    access: 'member-or-visitor',
    scope: { location: 'params.locationId' },
    summary: 'Save the brand profile: what the business is and sells, its voice, details and days',
    tags: ['brand-profile'],
    params,
    body: brandProfileInputSchema,
    response: brandProfileAnswerSchema,
  }),
  uploadLogo: defineRoute({
    method: 'PUT',
    path: '/locations/:locationId/brand-profile/logo',
    access: 'member-or-visitor',
    scope: { location: 'params.locationId' },
    summary: "Upload the business's own logo (PNG, JPEG, SVG or WebP, at most 2 MB), drawn on its pictures",
    tags: ['brand-profile'],
    params,
    body: logoUploadSchema,
    bodyLimit: 3 * 1024 * 1024,
    response: brandProfileAnswerSchema,
  }),
  removeLogo: defineRoute({
    method: 'DELETE',
    path: '/locations/:locationId/brand-profile/logo',
    access: 'member-or-visitor',
    scope: { location: 'params.locationId' },
    summary: "Remove the business's logo; pictures carry the agency's again",
    tags: ['brand-profile'],
    params,
    response: brandProfileAnswerSchema,
  }),
} as const;
