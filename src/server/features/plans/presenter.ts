import type { Plan } from '../../../contract/agency.js';
import type { PlanRecord } from './repository.js';

export function presentPlan(plan: PlanRecord): Plan {
  return {
    _id: plan.id,
    type: plan.type,
    apps: plan.apps,
    user_limit: plan.userLimit,
    agency_id: plan.agencyId,
  };
}
