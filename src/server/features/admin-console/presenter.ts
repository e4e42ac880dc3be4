import type { AdminAgency } from '../../../contract/admin-console.js';
import type { ActiveLocation } from '../../../contract/auth.js';
import type { LocationRecord } from '../../platform/scope.js';
import { presentLocation } from '../locations/presenter.js';
import type { AgencyCounts } from './repository.js';

export function presentAdminAgency(agency: AgencyCounts): AdminAgency {
  return {
    id: agency.id,
    name: agency.name,
    domain: agency.domain,
    suspended: agency.suspendedAt !== null,
    createdAt: agency.createdAt.toISOString(),
    counts: { locations: agency.locations, users: agency.users, postsThisMonth: agency.postsThisMonth },
  };
}

/** A location as the operator's customer list shows it: with the agency it belongs to. */
export function presentCustomer(
  location: LocationRecord,
  agencyName: string,
): ActiveLocation & { agency_id: string; agency_name: string } {
  return { ...presentLocation(location), agency_id: location.agencyId, agency_name: agencyName };
}
