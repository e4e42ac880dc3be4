import { consoleLocationsRoutes } from '../../../../contract/agency-console/locations.js';
import { type BoundRoute, bind } from '../../../platform/routes.js';
import type { ConsoleDeps } from '../deps.js';
import { createConsoleLocationsService } from './service.js';

export function locationsRoutes(deps: ConsoleDeps): BoundRoute[] {
  const service = createConsoleLocationsService(deps);
  return [
    bind(consoleLocationsRoutes.list, async ({ scope, query }) => ({
      locations: await service.list(scope, query),
    })),
    bind(consoleLocationsRoutes.create, ({ principal, scope, body }) =>
      service.create(principal, scope, body),
    ),
    bind(consoleLocationsRoutes.update, ({ principal, scope, params, body }) =>
      service.update(principal, scope, params.locationId, body),
    ),
    bind(consoleLocationsRoutes.archive, ({ principal, scope, params }) =>
      service.archive(principal, scope, params.locationId),
    ),
    bind(consoleLocationsRoutes.restore, ({ principal, scope, params }) =>
      service.restore(principal, scope, params.locationId),
    ),
  ];
}
