import { consolePlansRoutes } from '../../../../contract/agency-console/plans.js';
import { type BoundRoute, bind } from '../../../platform/routes.js';
import type { ConsoleDeps } from '../deps.js';
import { createConsolePlansService } from './service.js';

export function plansRoutes(deps: ConsoleDeps): BoundRoute[] {
  const service = createConsolePlansService(deps);
  return [
    bind(consolePlansRoutes.list, async ({ scope }) => ({ plans: await service.list(scope) })),
    bind(consolePlansRoutes.create, ({ principal, scope, body }) => service.create(principal, scope, body)),
    bind(consolePlansRoutes.update, ({ principal, scope, params, body }) =>
      service.update(principal, scope, params.planId, body),
    ),
    bind(consolePlansRoutes.remove, async ({ principal, scope, params }) => {
      await service.remove(principal, scope, params.planId);
      return { ok: true as const };
    }),
  ];
}
