import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/open.js';
import { agencies, type StoredAgencyAi } from '../../../db/schema.js';
import type { AgencyScope, LocationScope } from '../../../platform/scope.js';

/** The agency's own AI provider, with its key still sealed; null when it uses the deployment's. */
export async function findAgencyAi(
  db: Database,
  scope: AgencyScope | LocationScope,
): Promise<StoredAgencyAi | null> {
  const [row] = await db
    .select({ ai: agencies.ai })
    .from(agencies)
    .where(eq(agencies.id, scope.agencyId))
    .limit(1);
  return row?.ai ?? null;
}

/** Stores the agency's own provider, or with null deletes it (and its key). */
export async function storeAgencyAi(db: Database, scope: AgencyScope, ai: StoredAgencyAi | null) {
  await db.update(agencies).set({ ai }).where(eq(agencies.id, scope.agencyId));
}
