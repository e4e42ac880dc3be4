import { integrationsRoutes as routes } from '../../../contract/integrations.js';
import { bind } from '../../platform/routes.js';
import type { IntegrationsDeps } from './deps.js';
import { createPublisher } from './publisher.js';
import { createIntegrationsService } from './service.js';

/** Facebook Pages and Instagram accounts a business connects, and the posts it publishes or schedules to them. */
export function createIntegrationsFeature(deps: IntegrationsDeps) {
  const service = createIntegrationsService(deps);
  const publisher = createPublisher(deps);
  const bound = [
    bind(routes.overview, ({ scope }) => service.overview(scope)),
    bind(routes.connectFacebook, ({ scope, principal }) => service.connectFacebook(scope, principal)),
    bind(routes.completeFacebook, ({ scope, principal, body }) =>
      service.completeFacebook(scope, principal, body.code, body.state),
    ),
    bind(routes.setAccount, ({ scope, params, body }) =>
      service.setAccount(scope, params.accountId, body.enabled),
    ),
    bind(routes.publications, ({ scope }) => service.list(scope)),
    bind(routes.publish, ({ scope, params, body }) => service.publish(scope, params.postId, body)),
    bind(routes.move, ({ scope, params, body }) => service.move(scope, params.publicationId, body.at)),
    bind(routes.retry, ({ scope, params }) => service.retry(scope, params.publicationId)),
    bind(routes.cancel, ({ scope, params }) => service.cancel(scope, params.publicationId)),
    bind(routes.disconnectFacebook, ({ scope }) => service.disconnectFacebook(scope)),
  ];
  return { routes: bound, service, publisher };
}
