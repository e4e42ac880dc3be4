import { aiRoutes } from './ai/routes.js';
import { billingRoutes } from './billing/routes.js';
import { createConsoleBilling } from './billing/service.js';
import { brandRoutes } from './brand/routes.js';
import type { ConsoleDeps } from './deps.js';
import { embeddingRoutes } from './embedding/routes.js';
import { locationsRoutes } from './locations/routes.js';
import { plansRoutes } from './plans/routes.js';
import { trialRoutes } from './trial/routes.js';
import { usersRoutes } from './users/routes.js';

/** The agency console: where an agency's admins (and the operator) run its white-label product. */
export function createAgencyConsoleFeature(deps: ConsoleDeps) {
  const billing = createConsoleBilling(deps);
  const routes = [
    ...brandRoutes(deps),
    ...embeddingRoutes(deps),
    ...locationsRoutes(deps),
    ...plansRoutes(deps),
    ...usersRoutes(deps),
    ...aiRoutes(deps),
    ...billingRoutes(billing),
    ...trialRoutes(deps),
  ];
  return { routes, service: { billing } };
}
