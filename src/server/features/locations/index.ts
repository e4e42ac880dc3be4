import { locationsRoutes } from '../../../contract/locations.js';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/errors.js';
import type { Principal } from '../../core/principal.js';
import type { Database } from '../../db/open.js';
import type { AccessChanges } from '../../infra/access-changes.js';
import { TtlCache } from '../../infra/ttl-cache.js';
import { bind } from '../../platform/routes.js';
import type { LocationRecord } from '../../platform/scope.js';
import { mayUseLocation } from './policy.js';
import { presentLocation } from './presenter.js';
import {
  findLocationForAccessCheck,
  isAssigned,
  type LocationUser,
  locationsOfUser,
  updateCompany,
} from './repository.js';

/**
 * A granted location is remembered this long, so a calendar's requests do not each ask the database;
 * any change to locations, users or their grants clears it on every instance at once.
 */
const GRANT_CACHE_MS = 5_000;

export interface LocationsDeps {
  db: Database;
  clock: Clock;
  accessChanges: AccessChanges;
}

export function createLocationsFeature({ db, clock, accessChanges }: LocationsDeps) {
  const granted = new TtlCache<string, LocationRecord>(GRANT_CACHE_MS, 10_000, () => clock().getTime());
  accessChanges.onChange(() => granted.clear());

  /** The location when the caller may use it, else null: the rule the platform's scopes are made by. */
  async function usableLocation(principal: Principal, locationId: string): Promise<LocationRecord | null> {
    const key = `${principal.userId}:${locationId}`;
    const cached = granted.get(key);
    if (cached) return cached;
    // A grant revoked while this lookup runs must not be put back by it.
    const generation = granted.generation;
    const location = await findLocationForAccessCheck(db, locationId);
    if (!location) return null;
    const allowed = await mayUseLocation(principal, location, () =>
      isAssigned(db, principal.userId, location.id),
    );
    if (!allowed) return null;
    granted.setUnlessCleared(key, location, generation);
    return location;
  }

  const routes = [
    bind(locationsRoutes.updateCompany, async ({ scope, body }) => {
      const updated = await updateCompany(db, scope, body);
      if (!updated) throw AppError.notFound('Location');
      return presentLocation(updated);
    }),
  ];

  return {
    routes,
    usableLocation,
    locationsOfUser: (user: LocationUser) => locationsOfUser(db, user),
  };
}

export type LocationsFeature = ReturnType<typeof createLocationsFeature>;
