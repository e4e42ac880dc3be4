import { integrationAppRoutes as routes } from '../../../contract/agency-console/apps.js';
import { bind } from '../../platform/routes.js';
import { createAppResolver } from './apps.js';
import type { IntegrationAppsDeps } from './deps.js';
import { createIntegrationAppsService } from './service.js';

export type { AppResolver } from './apps.js';

/**
 * The Facebook and HighLevel apps an agency's sign-ins go through: the deployment's, or the agency's own,
 * added in its console so its clients see its name on Facebook's and HighLevel's consent pages.
 */
export function createIntegrationAppsFeature(deps: IntegrationAppsDeps) {
  const service = createIntegrationAppsService(deps);
  const bound = [
    bind(routes.list, ({ scope }) => service.list(scope)),
    bind(routes.save, ({ scope, principal, params, body }) =>
      service.save(scope, principal, params.kind, body),
    ),
    bind(routes.remove, ({ scope, principal, params }) => service.remove(scope, principal, params.kind)),
  ];
  return { routes: bound, resolver: createAppResolver(deps) };
}
