import { AppError } from '../../core/errors.js';
import type { Principal } from '../../core/principal.js';
import type { LocationScope, ScopeGrants } from '../../platform/scope.js';
import type { LocationsFeature } from '../locations/index.js';

/**
 * The earlier product's calls that named no location meant the caller's first one; a caller with none is told to
 * name it, in the field the call would have carried it.
 */
export async function firstLocation(
  locations: Pick<LocationsFeature, 'locationsOfUser'>,
  grants: ScopeGrants,
  principal: Principal,
  field: string,
): Promise<LocationScope> {
  const [first] = await locations.locationsOfUser({
    id: principal.userId,
    agencyId: principal.agencyId,
    role: principal.role,
  });
  if (!first) throw AppError.invalid(field, 'is required when you have no location');
  return grants.location(principal, first.id);
}
