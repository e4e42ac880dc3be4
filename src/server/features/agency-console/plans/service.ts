import {
  type ConsolePlan,
  type PlanInput,
  planDeletionRefusal,
} from '../../../../contract/agency-console/plans.js';
import { AppError } from '../../../core/errors.js';
import type { Principal } from '../../../core/principal.js';
import { lockAgency } from '../../../db/agency-lock.js';
import type { Database } from '../../../db/open.js';
import { withTransaction } from '../../../db/transaction.js';
import type { AgencyScope } from '../../../platform/scope.js';
import type { ConsoleDeps } from '../deps.js';
import { planFields, presentConsolePlan } from './presenter.js';
import {
  deletePlan,
  findPlanUsage,
  insertPlan,
  listConsolePlans,
  lockPlan,
  planNameTaken,
  updatePlan,
} from './repository.js';

const nameTaken = (name: string) =>
  AppError.of('conflict', `The agency already has a plan named “${name}”. Choose another name.`, {
    field: 'name',
  });

export function createConsolePlansService({ db, audit }: Pick<ConsoleDeps, 'db' | 'audit'>) {
  async function shown(executor: Database, scope: AgencyScope, planId: string): Promise<ConsolePlan> {
    const found = await findPlanUsage(executor, scope, planId);
    if (!found) throw AppError.notFound('Plan');
    return presentConsolePlan(found);
  }

  return {
    async list(scope: AgencyScope): Promise<ConsolePlan[]> {
      return (await listConsolePlans(db, scope)).map(presentConsolePlan);
    },

    async create(principal: Principal, scope: AgencyScope, input: PlanInput): Promise<ConsolePlan> {
      return withTransaction(db, async (tx) => {
        // Under the agency's lock, so two plans given one name at once cannot both be saved.
        await lockAgency(tx, scope);
        if (await planNameTaken(tx, scope, input.name)) throw nameTaken(input.name);
        const created = await insertPlan(tx, scope, input);
        await audit.record(tx, scope, principal, {
          action: 'plan.create',
          subject: created.name,
          before: null,
          after: planFields(created),
        });
        return shown(tx, scope, created.id);
      });
    },

    async update(principal: Principal, scope: AgencyScope, planId: string, input: PlanInput) {
      return withTransaction(db, async (tx) => {
        await lockAgency(tx, scope);
        const existing = await lockPlan(tx, scope, planId);
        if (!existing) throw AppError.notFound('Plan');
        if (await planNameTaken(tx, scope, input.name, planId)) throw nameTaken(input.name);
        const updated = await updatePlan(tx, scope, planId, input);
        if (!updated) throw AppError.notFound('Plan');
        await audit.record(tx, scope, principal, {
          action: 'plan.update',
          subject: updated.name,
          before: planFields(existing),
          after: planFields(updated),
        });
        return shown(tx, scope, planId);
      });
    },

    async remove(principal: Principal, scope: AgencyScope, planId: string): Promise<void> {
      await withTransaction(db, async (tx) => {
        if (!(await lockPlan(tx, scope, planId))) throw AppError.notFound('Plan');
        const usage = await findPlanUsage(tx, scope, planId);
        if (!usage) throw AppError.notFound('Plan');
        const refusal = planDeletionRefusal({
          name: usage.plan.name,
          locations: usage.locations,
          active: usage.active,
        });
        if (refusal) throw AppError.of('conflict', refusal);
        await deletePlan(tx, scope, planId);
        await audit.record(tx, scope, principal, {
          action: 'plan.delete',
          subject: usage.plan.name,
          before: planFields(usage.plan),
          after: null,
        });
      });
    },
  };
}
