import { embeddingRoutes as routes } from '../../../../contract/agency-console/embedding.js';
import { type BoundRoute, bind } from '../../../platform/routes.js';
import type { ConsoleDeps } from '../deps.js';
import { createEmbeddingService } from './service.js';

/** How the product is embedded in the agency's platform: its secrets, origin and sign-in links. */
export function embeddingRoutes(deps: ConsoleDeps): BoundRoute[] {
  const embedding = createEmbeddingService(deps);
  return [
    bind(routes.get, ({ scope }) => embedding.settings(scope)),
    bind(routes.change, ({ scope, principal, body }) => embedding.change(scope, principal, body)),
    bind(routes.rotateSecret, ({ scope, principal }) => embedding.rotateSecret(scope, principal)),
    bind(routes.sampleLink, ({ scope, body }) => embedding.sampleLink(scope, body)),
  ];
}
