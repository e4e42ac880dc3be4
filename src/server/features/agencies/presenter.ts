import type { SessionAgency } from '../../../contract/auth.js';
import { presentPlan } from '../plans/presenter.js';
import type { PlanRecord } from '../plans/repository.js';
import type { AgencyRecord } from './repository.js';

export function presentAgency(agency: AgencyRecord, plan: PlanRecord | null): SessionAgency {
  return {
    _id: agency.id,
    name: agency.name,
    customisation: agency.customisation,
    plan: plan ? presentPlan(plan) : null,
    links: agency.links,
  };
}
