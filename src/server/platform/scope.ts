import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { AppError } from '../core/errors.js';
import type { Principal } from '../core/principal.js';
import type { Database } from '../db/open.js';
import { agencies, locations } from '../db/schema.js';

export type LocationRecord = typeof locations.$inferSelect;

/** Known only to this module, so a scope can be made nowhere else than by the access check below. */
const GRANT: unique symbol = Symbol('scope grant');

/**
 * A location the caller may use. Repositories of location-owned tables take one instead of a bare id,
 * so a read that skipped the access check does not compile. (Its private field makes the type nominal:
 * no object literal passes for one.)
 */
export class LocationScope {
  readonly #location: LocationRecord;
  constructor(grant: typeof GRANT, location: LocationRecord) {
    void grant;
    this.#location = location;
  }
  get location(): LocationRecord {
    return this.#location;
  }
  get locationId(): string {
    return this.#location.id;
  }
  get agencyId(): string {
    return this.#location.agencyId;
  }
}

/** An agency the caller may act in; repositories of agency-owned tables take one. */
export class AgencyScope {
  readonly #agencyId: string;
  constructor(grant: typeof GRANT, agencyId: string) {
    void grant;
    this.#agencyId = agencyId;
  }
  get agencyId(): string {
    return this.#agencyId;
  }
}

/** The features' rules of who may use what, handed to the platform when the app is composed. */
export interface ScopeRules {
  /** The location when the caller may use it, else null. */
  location(principal: Principal, locationId: string): Promise<LocationRecord | null>;
  /** Whether the caller may act in the agency. */
  agency(principal: Principal, agencyId: string): Promise<boolean>;
}

/** Turns ids into scopes through the rules; anything not allowed is a 404, so other tenants' ids reveal nothing. */
export class ScopeGrants {
  constructor(private readonly rules: ScopeRules) {}

  async location(principal: Principal, locationId: string): Promise<LocationScope> {
    const location = await this.rules.location(principal, locationId);
    if (!location) throw AppError.notFound('Location');
    return new LocationScope(GRANT, location);
  }

  async agency(principal: Principal, agencyId: string): Promise<AgencyScope> {
    if (!(await this.rules.agency(principal, agencyId))) throw AppError.notFound('Agency');
    return new AgencyScope(GRANT, agencyId);
  }

  /** An agency the operator is creating: its id, chosen before its row is written. Only the operator creates one. */
  newAgency(principal: Principal): AgencyScope {
    if (principal.role !== 'superadmin') throw AppError.of('forbidden', 'You do not have access to this');
    return new AgencyScope(GRANT, randomUUID());
  }

  /** The caller's own agency, which every signed-in user may act in. */
  ownAgency(principal: Principal): AgencyScope {
    return new AgencyScope(GRANT, principal.agencyId);
  }
}

/**
 * Scopes for work the product does by itself, with nobody signed in whose access could be checked:
 * background jobs, verified webhooks, the demo seed. Request handlers never hold one; it is handed,
 * where the app is composed, only to the code that does such work.
 */
export class SystemScopes {
  constructor(private readonly db: Database) {}

  /** The location of that id; null when it is gone. */
  async location(locationId: string): Promise<LocationScope | null> {
    const [location] = await this.db.select().from(locations).where(eq(locations.id, locationId));
    return location ? new LocationScope(GRANT, location) : null;
  }

  /** The agency of that id; null when it is gone. */
  async agency(agencyId: string): Promise<AgencyScope | null> {
    const [agency] = await this.db
      .select({ id: agencies.id })
      .from(agencies)
      .where(eq(agencies.id, agencyId));
    return agency ? new AgencyScope(GRANT, agency.id) : null;
  }
}
