import { eq } from 'drizzle-orm';
import type { Database } from '../db/open.js';
import { locations } from '../db/schema.js';
import { userHasLocation } from '../features/auth/repository.js';
import type { Principal } from './access.js';
import { notFound } from './errors.js';

/**
 * The location, when the caller may use it: a superadmin any, an agency admin any of the agency's,
 * anyone else only those given to them. Otherwise 404, so other tenants' ids reveal nothing.
 */
export async function accessibleLocation(db: Database, principal: Principal, locationId: string) {
  const [location] = await db.select().from(locations).where(eq(locations.id, locationId)).limit(1);
  if (!location) throw notFound('Location');
  if (principal.role === 'superadmin') return location;
  if (location.agencyId !== principal.agencyId) throw notFound('Location');
  if (principal.role === 'admin') return location;
  if (!(await userHasLocation(db, principal.userId, locationId))) throw notFound('Location');
  return location;
}
