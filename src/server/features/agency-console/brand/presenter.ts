import type { AgencyOverview } from '../../../../contract/agency-console/brand.js';
import type { ConsoleAgency } from '../console-agency-repository.js';

export function presentOverview(agency: ConsoleAgency): AgencyOverview {
  return {
    id: agency.id,
    name: agency.name,
    domain: agency.domain,
    customisation: agency.customisation,
    links: agency.links,
    suspended: agency.suspendedAt !== null,
  };
}
