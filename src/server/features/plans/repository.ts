import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/open.js';
import { agencies, plans } from '../../db/schema.js';
import type { AgencyScope, LocationScope } from '../../platform/scope.js';

export type PlanRecord = typeof plans.$inferSelect;

export async function findPlan(
  db: Database,
  scope: AgencyScope | LocationScope,
  planId: string,
): Promise<PlanRecord | undefined> {
  const [row] = await db
    .select()
    .from(plans)
    .where(and(eq(plans.id, planId), eq(plans.agencyId, scope.agencyId)))
    .limit(1);
  return row;
}

/** The plan the agency itself is on, which decides the apps of its paid plans. */
export async function findActivePlan(
  db: Database,
  scope: AgencyScope | LocationScope,
): Promise<PlanRecord | undefined> {
  const [row] = await db
    .select({ plan: plans })
    .from(agencies)
    .innerJoin(plans, eq(plans.id, agencies.activePlanId))
    .where(eq(agencies.id, scope.agencyId))
    .limit(1);
  return row?.plan;
}

/** The location's own plan; none when it has none (its plan was removed). */
export async function findPlanOfLocation(
  db: Database,
  scope: LocationScope,
): Promise<PlanRecord | undefined> {
  const planId = scope.location.planId;
  return planId ? findPlan(db, scope, planId) : undefined;
}
