import { eq } from 'drizzle-orm';
import type { Database } from '../../db/open.js';
import { agencies, plans } from '../../db/schema.js';
import type { AgencyScope, LocationScope } from '../../platform/scope.js';
import type { PlanRecord } from '../plans/repository.js';

export type AgencyRecord = typeof agencies.$inferSelect;

/** The agency of a user who has just proved who they are (sign-in), with the plan it is on. */
export async function findAgencyOfUser(
  db: Database,
  user: { agencyId: string },
): Promise<{ agency: AgencyRecord; plan: PlanRecord | null } | undefined> {
  const [row] = await db
    .select({ agency: agencies, plan: plans })
    .from(agencies)
    .leftJoin(plans, eq(plans.id, agencies.activePlanId))
    .where(eq(agencies.id, user.agencyId))
    .limit(1);
  return row;
}

export async function findAgency(
  db: Database,
  scope: AgencyScope | LocationScope,
): Promise<AgencyRecord | undefined> {
  const [row] = await db.select().from(agencies).where(eq(agencies.id, scope.agencyId)).limit(1);
  return row;
}

export async function agencyExists(db: Database, agencyId: string): Promise<boolean> {
  const [row] = await db.select({ id: agencies.id }).from(agencies).where(eq(agencies.id, agencyId)).limit(1);
  return row !== undefined;
}
