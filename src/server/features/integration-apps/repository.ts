import { and, eq } from 'drizzle-orm';
import type { IntegrationAppKind } from '../../../contract/agency-console/apps.js';
import type { Database } from '../../db/open.js';
import { agencyApps } from '../../db/schema.js';
import type { AgencyScope, LocationScope } from '../../platform/scope.js';

export type AgencyAppRow = typeof agencyApps.$inferSelect;

/** The agency's own app of a kind, for a console change or for a location's sign-in and publishing. */
export async function findAgencyApp(
  db: Database,
  scope: AgencyScope | LocationScope,
  kind: IntegrationAppKind,
): Promise<AgencyAppRow | undefined> {
  const [row] = await db
    .select()
    .from(agencyApps)
    .where(and(eq(agencyApps.agencyId, scope.agencyId), eq(agencyApps.kind, kind)));
  return row;
}

export async function saveAgencyApp(
  db: Database,
  scope: AgencyScope,
  app: Omit<AgencyAppRow, 'agencyId'>,
): Promise<void> {
  const row = { ...app, agencyId: scope.agencyId };
  await db
    .insert(agencyApps)
    .values(row)
    .onConflictDoUpdate({ target: [agencyApps.agencyId, agencyApps.kind], set: row });
}

/** Removes the agency's own app; true when it had one. */
export async function removeAgencyApp(
  db: Database,
  scope: AgencyScope,
  kind: IntegrationAppKind,
): Promise<boolean> {
  const removed = await db
    .delete(agencyApps)
    .where(and(eq(agencyApps.agencyId, scope.agencyId), eq(agencyApps.kind, kind)))
    .returning({ kind: agencyApps.kind });
  return removed.length > 0;
}
