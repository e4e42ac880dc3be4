import { and, eq, isNull } from 'drizzle-orm';
import type { PublicBrand } from '../../../../contract/agency-console/brand.js';
import { AppError } from '../../../core/errors.js';
import type { Database } from '../../../db/open.js';
import { agencies } from '../../../db/schema.js';

/** What a page shown before anyone signs in may tell of an agency: its name and look, nothing else. */
export function presentPublicBrand(
  agency: Pick<typeof agencies.$inferSelect, 'name' | 'customisation'>,
): PublicBrand {
  return { name: agency.name, customisation: agency.customisation };
}

/** Which agency a host name or a slug belongs to, for the sign-in page shown before anyone signs in. */
export function createBrandDirectory(db: Database) {
  return {
    /** The name and look of the agency whose own host name this is; a suspended agency shows nothing. */
    async byDomain(host: string): Promise<PublicBrand> {
      const [brand] = await db
        .select({ name: agencies.name, customisation: agencies.customisation })
        .from(agencies)
        .where(and(eq(agencies.domain, host), isNull(agencies.suspendedAt)))
        .limit(1);
      if (!brand) throw AppError.notFound('Agency');
      return presentPublicBrand(brand);
    },

    /**
     * The name and look of the agency of this slug (its public name on the shared host, as in its trial's
     * address), for its clients' sign-in link there; a suspended agency, and the operator's, show nothing.
     */
    async bySlug(slug: string): Promise<PublicBrand> {
      const [brand] = await db
        .select({ name: agencies.name, customisation: agencies.customisation })
        .from(agencies)
        .where(and(eq(agencies.trialSlug, slug), isNull(agencies.suspendedAt), eq(agencies.operator, false)))
        .limit(1);
      if (!brand) throw AppError.notFound('Agency');
      return presentPublicBrand(brand);
    },
  };
}

export type BrandDirectory = ReturnType<typeof createBrandDirectory>;
