import type { AppName, AppsList } from '../../../contract/agency.js';
import { AppError } from '../../core/errors.js';
import type { Database } from '../../db/open.js';
import type { AgencyScope, LocationScope } from '../../platform/scope.js';
import { findActivePlan, findPlan, findPlanOfLocation, type PlanRecord } from './repository.js';

/**
 * The apps a location's plan opens: a free plan lists its own; any other plan defers
 * to the agency's active plan.
 */
export async function appsOfPlan(db: Database, scope: AgencyScope, planId: string): Promise<AppsList> {
  const plan = await findPlan(db, scope, planId);
  if (!plan) throw AppError.notFound('Plan');
  return appsOf(db, scope, plan);
}

async function appsOf(db: Database, scope: AgencyScope | LocationScope, plan: PlanRecord): Promise<AppsList> {
  if (plan.type === 'free') return { type: plan.type, apps: plan.apps };
  const active = await findActivePlan(db, scope);
  return { type: plan.type, apps: active?.apps ?? [] };
}

/**
 * Whether the location's plan opens the app, as the Apps menu lists it: "calendar" (the Social Calendar) or
 * "social" (the Chat App). A location whose plan was removed opens none.
 */
export async function locationOpens(db: Database, scope: LocationScope, app: AppName): Promise<boolean> {
  const plan = await findPlanOfLocation(db, scope);
  return plan !== undefined && (await appsOf(db, scope, plan)).apps.includes(app);
}
