import { authRoutes } from '../../../contract/auth.js';
import { bind } from '../../platform/routes.js';
import { type EmbedDeps, embedConfig, embedLogin } from './service.js';

export function createEmbedFeature(deps: EmbedDeps) {
  const routes = [
    bind(authRoutes.embedLogin, ({ body, request }) => embedLogin(deps, body, request.ip)),
    bind(authRoutes.embedConfig, ({ query }) => embedConfig(deps.db, query.locationId)),
  ];
  return { routes };
}
