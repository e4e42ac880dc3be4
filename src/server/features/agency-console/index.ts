import { aiRoutes } from './ai.js';
import { brandRoutes } from './brand.js';
import type { ConsoleDeps } from './deps.js';
import { embeddingRoutes } from './embedding.js';
import { locationsRoutes } from './locations.js';
import { plansRoutes } from './plans.js';
import { usersRoutes } from './users.js';

/** The agency console: where an agency's admins (and the operator) run its white-label product. */
export function createAgencyConsoleFeature(deps: ConsoleDeps) {
  const routes = [
    ...brandRoutes(deps),
    ...embeddingRoutes(deps),
    ...locationsRoutes(deps),
    ...plansRoutes(deps),
    ...usersRoutes(deps),
    ...aiRoutes(deps),
  ];
  return { routes };
}
