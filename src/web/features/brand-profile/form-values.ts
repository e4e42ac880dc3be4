import {
  type BrandProfile,
  type BrandProfileInput,
  BUSINESS_CATEGORIES,
  type BusinessCategoryName,
  brandProfileInputSchema,
} from '../../../contract/brand-profile';
import { fieldSentence } from '../../api/field-sentence';
import { fullHex } from '../../ui/full-hex';

/** What the form edits: the profile without its logo, which is uploaded on its own. */
export type BrandFormValues = Required<Omit<BrandProfileInput, 'colours' | 'category'>> & {
  /** For a new profile, the kind its name says, or empty until the client picks one. */
  category: BusinessCategoryName | '';
  /** Kept apart from the colours so they can be switched off without losing them. */
  ownColours: boolean;
  primary: string;
  accent: string;
};

const AGENCY_LIKE = { primary: '#f4a259', accent: '#1f3a5f' };

export function formValuesOf(profile: BrandProfile, exists: boolean): BrandFormValues {
  const { colours } = profile;
  return {
    category: exists || profile.category !== 'other' ? profile.category : '',
    categoryOther: profile.categoryOther,
    offers: profile.offers.map((offer) => ({ ...offer })),
    audience: profile.audience,
    voice: profile.voice,
    avoid: profile.avoid,
    hours: profile.hours,
    website: profile.website,
    address: profile.address,
    phone: profile.phone,
    hiddenCategories: [...profile.hiddenCategories],
    showSolemn: profile.showSolemn,
    ownColours: colours !== null,
    primary: colours?.primary ?? AGENCY_LIKE.primary,
    accent: colours?.accent ?? AGENCY_LIKE.accent,
  };
}

/** A product row added and left empty, which is not sent. */
export function isEmptyOffer(offer: { name: string; line: string }): boolean {
  return !offer.name.trim() && !offer.line.trim();
}

/** What is sent: empty product rows left out; an empty kind sent as it is, for the contract to name the field. */
export function inputOf({ ownColours, primary, accent, ...values }: BrandFormValues) {
  return {
    ...values,
    // A row added and left empty is no product; one with only a line still needs its name.
    offers: values.offers.filter((offer) => !isEmptyOffer(offer)),
    categoryOther: values.category === 'other' ? values.categoryOther : '',
    // "#fff" is a colour too, sent written out in full.
    colours: ownColours ? { primary: fullHex(primary), accent: fullHex(accent) } : null,
  };
}

/** The contract's messages, placed on the form's own fields (its colours are two fields of their own). */
export function validateBrandForm(values: BrandFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const result = brandProfileInputSchema.safeParse(inputOf(values));
  if (result.success) return errors;
  // Empty rows are not sent, so a product's place in what is sent is not always its row on the form.
  const rows = values.offers.flatMap((offer, row) => (isEmptyOffer(offer) ? [] : [row]));
  for (const issue of result.error.issues) {
    const [first, second, ...rest] = issue.path;
    const onForm =
      first === 'offers' && typeof second === 'number' ? [first, rows[second], ...rest] : issue.path;
    const path = onForm
      .map(String)
      .join('.')
      .replace(/^colours\./, '');
    errors[path] ??= fieldSentence(issue.message);
  }
  return errors;
}

/**
 * A new profile takes the usual products, customers, voice and hidden days of the kind of business
 * picked; the contact details the client already has stay.
 */
export function withCategoryDefaults(
  values: BrandFormValues,
  category: BusinessCategoryName,
): BrandFormValues {
  const defaults = BUSINESS_CATEGORIES[category];
  return {
    ...values,
    category,
    offers: defaults.offers.map((offer) => ({ ...offer })),
    audience: defaults.audience,
    voice: defaults.voice,
    hiddenCategories: [...defaults.hidden],
  };
}
