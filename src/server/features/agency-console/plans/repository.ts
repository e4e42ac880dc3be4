import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { PlanInput } from '../../../../contract/agency-console/plans.js';
import type { Database } from '../../../db/open.js';
import { agencies, locations, plans } from '../../../db/schema.js';
import type { AgencyScope } from '../../../platform/scope.js';
import type { PlanRecord } from '../../plans/repository.js';

/** A plan with what depends on it: the client locations on it (archived ones too) and the agency itself. */
export interface PlanUsage {
  plan: PlanRecord;
  locations: number;
  active: boolean;
}

const ofAgency = (scope: AgencyScope, planId: string) =>
  and(eq(plans.id, planId), eq(plans.agencyId, scope.agencyId));

/** What depends on each of these plans of the agency. */
async function withUsage(db: Database, scope: AgencyScope, rows: PlanRecord[]): Promise<PlanUsage[]> {
  if (rows.length === 0) return [];
  const counts = await db
    .select({ planId: locations.planId, locations: count() })
    .from(locations)
    .where(
      and(
        eq(locations.agencyId, scope.agencyId),
        eq(locations.trial, false),
        inArray(
          locations.planId,
          rows.map((plan) => plan.id),
        ),
      ),
    )
    .groupBy(locations.planId);
  const [agency] = await db
    .select({ activePlanId: agencies.activePlanId })
    .from(agencies)
    .where(eq(agencies.id, scope.agencyId));
  return rows.map((plan) => ({
    plan,
    locations: counts.find((row) => row.planId === plan.id)?.locations ?? 0,
    active: agency?.activePlanId === plan.id,
  }));
}

/** The agency's plans by name. */
export async function listConsolePlans(db: Database, scope: AgencyScope): Promise<PlanUsage[]> {
  const rows = await db
    .select()
    .from(plans)
    .where(eq(plans.agencyId, scope.agencyId))
    .orderBy(sql`lower(${plans.name})`, plans.createdAt, plans.id);
  return withUsage(db, scope, rows);
}

export async function findPlanUsage(
  db: Database,
  scope: AgencyScope,
  planId: string,
): Promise<PlanUsage | undefined> {
  const rows = await db.select().from(plans).where(ofAgency(scope, planId)).limit(1);
  const [found] = await withUsage(db, scope, rows);
  return found;
}

/**
 * Locks one of the agency's plans for the rest of the transaction: a location given the plan at this
 * moment waits for the lock, so what is counted under it stays true until the plan is deleted.
 */
export async function lockPlan(tx: Database, scope: AgencyScope, planId: string) {
  const [row] = await tx.select().from(plans).where(ofAgency(scope, planId)).for('update');
  return row;
}

/**
 * One of the agency's plans, kept from being deleted until the transaction ends: a location about to
 * be given it is then either counted by the deletion or finds the plan gone.
 */
export async function holdPlanForUse(tx: Database, scope: AgencyScope, planId: string) {
  const [row] = await tx.select({ id: plans.id }).from(plans).where(ofAgency(scope, planId)).for('key share');
  return row;
}

/**
 * Whether another of the agency's plans has this name, in any case: the plans are told apart by their
 * names in the console and in every location's plan choice.
 */
export async function planNameTaken(
  db: Database,
  scope: AgencyScope,
  name: string,
  exceptPlanId?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: plans.id })
    .from(plans)
    .where(
      and(
        eq(plans.agencyId, scope.agencyId),
        sql`lower(${plans.name}) = lower(${name})`,
        exceptPlanId ? sql`${plans.id} <> ${exceptPlanId}` : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertPlan(db: Database, scope: AgencyScope, input: PlanInput): Promise<PlanRecord> {
  const [row] = await db
    .insert(plans)
    .values({ ...input, agencyId: scope.agencyId })
    .returning();
  if (!row) throw new Error('plan insert returned no row');
  return row;
}

export async function updatePlan(
  db: Database,
  scope: AgencyScope,
  planId: string,
  input: PlanInput,
): Promise<PlanRecord | undefined> {
  const [row] = await db.update(plans).set(input).where(ofAgency(scope, planId)).returning();
  return row;
}

export async function deletePlan(db: Database, scope: AgencyScope, planId: string): Promise<void> {
  await db.delete(plans).where(ofAgency(scope, planId));
}
