import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { locations } from '../../db/schema.js';
import type { AgencyScope, LocationScope } from '../../platform/scope.js';

/**
 * Whose figures the dashboard counts: one location, or every client location of an agency (its trial
 * visitors' businesses are not clients and are left out).
 */
export type FiguresOf = { location: LocationScope } | { agency: AgencyScope };

/** The condition that keeps a location-owned table's rows to the subject's. */
export function ownedBy(subject: FiguresOf, locationId: AnyPgColumn): SQL {
  if ('location' in subject) return sql`${locationId} = ${subject.location.locationId}`;
  const clients = and(eq(locations.agencyId, subject.agency.agencyId), eq(locations.trial, false));
  return sql`${locationId} in (select ${locations.id} from ${locations} where ${clients})`;
}
