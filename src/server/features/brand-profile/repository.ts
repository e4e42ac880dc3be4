import { eq, sql } from 'drizzle-orm';
import type { BrandProfileValues } from '../../../contract/brand-profile.js';
import type { Database } from '../../db/open.js';
import { brandProfiles } from '../../db/schema.js';
import type { LocationScope } from '../../platform/scope.js';

export type BrandProfileRow = typeof brandProfiles.$inferSelect;

export async function findProfile(db: Database, scope: LocationScope): Promise<BrandProfileRow | undefined> {
  const [row] = await db.select().from(brandProfiles).where(eq(brandProfiles.locationId, scope.locationId));
  return row;
}

/** Creates the location's profile or replaces its details; the logo stays as it is. */
export async function saveDetails(
  db: Database,
  scope: LocationScope,
  details: BrandProfileValues,
): Promise<BrandProfileRow> {
  const [row] = await db
    .insert(brandProfiles)
    .values({ locationId: scope.locationId, details })
    .onConflictDoUpdate({ target: brandProfiles.locationId, set: { details, updatedAt: sql`now()` } })
    .returning();
  if (!row) throw new Error('The brand profile was not stored');
  return row;
}

/**
 * Points an existing profile at a new logo (or none), answering the profile and the logo it replaced;
 * undefined when the location has no profile. The row is locked so two uploads cannot both keep a file.
 */
export async function replaceLogo(
  db: Database,
  scope: LocationScope,
  logoPath: string | null,
): Promise<{ row: BrandProfileRow; previous: string | null } | undefined> {
  const [current] = await db
    .select({ logoPath: brandProfiles.logoPath })
    .from(brandProfiles)
    .where(eq(brandProfiles.locationId, scope.locationId))
    .for('update');
  if (!current) return undefined;
  const [row] = await db
    .update(brandProfiles)
    .set({ logoPath, updatedAt: sql`now()` })
    .where(eq(brandProfiles.locationId, scope.locationId))
    .returning();
  return row && { row, previous: current.logoPath };
}
