import type { ConsolePlan, PlanInput } from '../../../../contract/agency-console/plans.js';
import type { PlanRecord } from '../../plans/repository.js';
import type { PlanUsage } from './repository.js';

export function presentConsolePlan({ plan, locations, active }: PlanUsage): ConsolePlan {
  return { id: plan.id, ...planFields(plan), locations, active };
}

/** The fields an admin edits, as the audit log records them before and after a change. */
export function planFields(plan: PlanRecord) {
  return { name: plan.name, type: plan.type, apps: plan.apps, userLimit: plan.userLimit } satisfies Record<
    keyof PlanInput,
    unknown
  >;
}
