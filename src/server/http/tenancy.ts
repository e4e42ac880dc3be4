import { eq } from 'drizzle-orm';
import type { Database } from '../db/open.js';
import { locations } from '../db/schema.js';
import { userHasLocation } from '../features/auth/repository.js';
import { TtlCache } from '../lib/ttl-cache.js';
import type { Principal } from './access.js';
import { notFound } from './errors.js';

type LocationRow = typeof locations.$inferSelect;

/** A granted access is remembered this long, so a calendar's requests do not each ask the database. */
const ACCESS_CACHE_MS = 5_000;

/**
 * Which locations a caller may use: a superadmin any, an agency admin any of the agency's, anyone else
 * only those given to them. Anything else is a 404, so other tenants' ids reveal nothing.
 */
export class LocationAccess {
  readonly #granted: TtlCache<string, LocationRow>;

  constructor(
    private readonly db: Database,
    now: () => Date,
  ) {
    this.#granted = new TtlCache(ACCESS_CACHE_MS, 10_000, () => now().getTime());
  }

  async location(principal: Principal, locationId: string): Promise<LocationRow> {
    const key = `${principal.userId}:${locationId}`;
    const cached = this.#granted.get(key);
    if (cached) return cached;
    const [location] = await this.db.select().from(locations).where(eq(locations.id, locationId)).limit(1);
    if (!location || !(await this.#mayUse(principal, location))) throw notFound('Location');
    this.#granted.set(key, location);
    return location;
  }

  async #mayUse(principal: Principal, location: LocationRow): Promise<boolean> {
    if (principal.role === 'superadmin') return true;
    if (location.agencyId !== principal.agencyId) return false;
    if (principal.role === 'admin') return true;
    return userHasLocation(this.db, principal.userId, location.id);
  }
}
