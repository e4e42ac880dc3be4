import {
  type BrandProfile,
  type BrandProfileAnswer,
  type BrandProfileValues,
  BUSINESS_CATEGORIES,
  brandProfileInputSchema,
} from '../../../contract/brand-profile.js';
import { kindFromBusinessName } from '../../../contract/business-kind.js';
import type { MediaAddresses } from '../../infra/media-store.js';
import type { LocationRecord } from '../../platform/scope.js';
import type { BrandProfileRow } from './repository.js';

/**
 * Where a new profile starts: the kind of business its name says (with that kind's usual products,
 * customers, voice and hidden days), or "other" when it does not say, with the contact details from the
 * location and remembrance days hidden. The form fills in the rest from the kind the client picks.
 */
export function startingValues(location: LocationRecord): BrandProfileValues {
  const category = kindFromBusinessName(location.businessName) ?? 'other';
  const defaults = BUSINESS_CATEGORIES[category];
  return {
    category,
    categoryOther: '',
    offers: defaults.offers.map((offer) => ({ ...offer })),
    audience: defaults.audience,
    voice: defaults.voice,
    avoid: '',
    hours: '',
    website: '',
    address: location.address,
    phone: location.phoneNumber,
    colours: null,
    hiddenCategories: [...defaults.hidden],
    showSolemn: false,
  };
}

/** The stored details read through the contract's rules; a row that no longer passes them starts afresh. */
export function storedValues(row: BrandProfileRow, location: LocationRecord): BrandProfileValues {
  const parsed = brandProfileInputSchema.safeParse(row.details);
  return parsed.success ? parsed.data : startingValues(location);
}

export function presentProfile(
  row: BrandProfileRow | undefined,
  location: LocationRecord,
  media: MediaAddresses,
): BrandProfileAnswer {
  const values = row ? storedValues(row, location) : startingValues(location);
  const profile: BrandProfile = { ...values, logo: row?.logoPath ? media.addressOf(row.logoPath) : null };
  return { exists: row !== undefined, profile };
}
