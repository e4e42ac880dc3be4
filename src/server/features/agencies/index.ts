import { generationLimitsSchema } from '../../../contract/agency.js';
import type { Principal } from '../../core/principal.js';
import type { Database } from '../../db/open.js';
import type { MediaStore } from '../../infra/media-store.js';
import type { LocationScope } from '../../platform/scope.js';
import { mayActInAgency } from './policy.js';
import { agencyExists, findAgency } from './repository.js';

/** The colours and logo pictures are drawn in when the built-in renderer makes them. */
export interface AgencyLook {
  brand: { primary: string; accent: string };
  logo: string | null;
}

export function createAgenciesFeature({ db, media }: { db: Database; media: MediaStore }) {
  async function look(scope: LocationScope): Promise<AgencyLook> {
    const customisation = (await findAgency(db, scope))?.customisation;
    const logo = customisation?.logo || null;
    return {
      brand: {
        primary: customisation?.button_bg ?? '#f4a259',
        accent: customisation?.topbar_bg ?? '#1f3a5f',
      },
      // An uploaded logo lives in the media store; the renderer draws only inline data, never fetches.
      logo: logo && !logo.startsWith('data:') ? await media.agencyFileAsData(scope.agencyId, logo) : logo,
    };
  }
  /** The generation limits the agency set for its locations, where it set any. */
  async function generationLimits(scope: LocationScope) {
    const stored = (await findAgency(db, scope))?.generationLimits;
    // Stored JSON is read through the contract's rules; anything else counts as no limits of its own.
    const parsed = generationLimitsSchema.partial().safeParse(stored);
    return parsed.success ? parsed.data : null;
  }

  /**
   * Whether the caller may act in the agency: their own, or for the operator any that exists (so a
   * made-up id is a 404 rather than a write that fails).
   */
  async function mayActIn(principal: Principal, agencyId: string): Promise<boolean> {
    if (!mayActInAgency(principal, agencyId)) return false;
    return principal.agencyId === agencyId || agencyExists(db, agencyId);
  }

  return { look, generationLimits, mayActIn };
}

export type AgenciesFeature = ReturnType<typeof createAgenciesFeature>;
