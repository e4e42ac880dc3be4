import { brandProfileRoutes as routes } from '../../../contract/brand-profile.js';
import { bind } from '../../platform/routes.js';
import { type BrandProfileDeps, createBrandProfileService } from './service.js';

/** The business's brand profile: what its posts, pictures and calendar follow. */
export function createBrandProfileFeature(deps: BrandProfileDeps) {
  const service = createBrandProfileService(deps);
  const routes_ = [
    bind(routes.get, ({ scope }) => service.profile(scope)),
    bind(routes.save, ({ scope, body }) => service.save(scope, body)),
    bind(routes.uploadLogo, ({ scope, body, request }) => service.uploadLogo(scope, body.data, request.log)),
    bind(routes.removeLogo, ({ scope, request }) => service.removeLogo(scope, request.log)),
  ];
  return { routes: routes_, service };
}

export type BrandProfileFeature = ReturnType<typeof createBrandProfileFeature>;
