import { type AgencyOverview, SIGN_IN_AGENCY_PARAM } from '../../../../contract/agency-console/brand.js';
import type { ConsoleAgency } from '../console-agency-repository.js';

export function presentOverview(agency: ConsoleAgency, publicUrl: string): AgencyOverview {
  return {
    id: agency.id,
    name: agency.name,
    domain: agency.domain,
    customisation: agency.customisation,
    links: agency.links,
    suspended: agency.suspendedAt !== null,
    serviceHost: new URL(publicUrl).hostname,
    signInLink: `${publicUrl}/auth/sign-in?${new URLSearchParams({ [SIGN_IN_AGENCY_PARAM]: agency.trialSlug })}`,
  };
}
