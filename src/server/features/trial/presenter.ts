import type { AgencyLinks } from '../../../contract/agency.js';
import { FREE_GENERATIONS, type TrialPage, type TrialStatus } from '../../../contract/trial.js';
import { presentPublicBrand } from '../agency-console/brand/public-brand.js';
import type { TrialAgencyRecord, TrialVisitorRecord } from './repository.js';

/** Only where upgrading leads: the trial shows no other page of the agency's. */
const upgradePagesOf = (links: AgencyLinks) => ({
  upgradePage: links.upgradePage ?? null,
  masterclassPage: links.masterclassPage ?? null,
});

export function presentTrialPage(agency: TrialAgencyRecord, linksByEmail: boolean): TrialPage {
  return {
    brand: presentPublicBrand(agency),
    slug: agency.trialSlug,
    ...upgradePagesOf(agency.links),
    linksByEmail,
  };
}

export function presentTrialStatus(
  visitor: TrialVisitorRecord,
  agency: Pick<TrialAgencyRecord, 'trialSlug' | 'links'>,
): TrialStatus {
  const used = Math.min(visitor.generationsUsed, FREE_GENERATIONS);
  return {
    slug: agency.trialSlug,
    userName: visitor.userName,
    businessName: visitor.businessName,
    email: visitor.email,
    used,
    limit: FREE_GENERATIONS,
    left: FREE_GENERATIONS - used,
    ...upgradePagesOf(agency.links),
  };
}
