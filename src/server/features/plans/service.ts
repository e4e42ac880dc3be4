import type { AppsList } from '../../../contract/agency.js';
import { AppError } from '../../core/errors.js';
import type { Database } from '../../db/open.js';
import type { AgencyScope } from '../../platform/scope.js';
import { findActivePlan, findPlan } from './repository.js';

/**
 * The apps a location's plan opens: a free plan lists its own; any other plan defers
 * to the agency's active plan.
 */
export async function appsOfPlan(db: Database, scope: AgencyScope, planId: string): Promise<AppsList> {
  const plan = await findPlan(db, scope, planId);
  if (!plan) throw AppError.notFound('Plan');
  if (plan.type === 'free') return { type: plan.type, apps: plan.apps };
  const active = await findActivePlan(db, scope);
  return { type: plan.type, apps: active?.apps ?? [] };
}
