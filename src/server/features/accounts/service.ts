import { eq } from 'drizzle-orm';
import type { AppsList } from '../../../contract/auth.js';
import type { Database } from '../../db/open.js';
import { plans } from '../../db/schema.js';
import type { Principal } from '../../http/access.js';
import { notFound } from '../../http/errors.js';
import { findAgencyWithActivePlan } from '../auth/repository.js';

/**
 * The apps a location's plan opens: a free plan lists its own; any other plan defers
 * to the agency's active plan.
 */
export async function appsOfPlan(db: Database, principal: Principal, planId: string): Promise<AppsList> {
  const [plan] = await db.select().from(plans).where(eq(plans.id, planId)).limit(1);
  if (!plan || (plan.agencyId !== principal.agencyId && principal.role !== 'superadmin'))
    throw notFound('Plan');
  if (plan.type === 'free') return { type: plan.type, apps: plan.apps };
  const found = await findAgencyWithActivePlan(db, plan.agencyId);
  return { type: plan.type, apps: found?.plan?.apps ?? [] };
}
