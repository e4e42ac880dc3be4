import { brandRoutes as routes } from '../../../../contract/agency-console/brand.js';
import { type BoundRoute, bind } from '../../../platform/routes.js';
import type { ConsoleDeps } from '../deps.js';
import { createBrandDirectory } from './public-brand.js';
import { createBrandService } from './service.js';

/** The agency's name, look, host name and links, and the public look-up of a host's brand. */
export function brandRoutes(deps: ConsoleDeps): BoundRoute[] {
  const brand = createBrandService(deps);
  const directory = createBrandDirectory(deps.db);
  return [
    bind(routes.overview, ({ scope }) => brand.overview(scope)),
    bind(routes.colours, ({ scope, principal, body }) => brand.changeColours(scope, principal, body)),
    bind(routes.uploadLogo, ({ scope, principal, body, request }) =>
      brand.uploadLogo(scope, principal, body.data, request.log),
    ),
    bind(routes.removeLogo, ({ scope, principal, request }) =>
      brand.removeLogo(scope, principal, request.log),
    ),
    bind(routes.domain, ({ scope, principal, body }) => brand.changeDomain(scope, principal, body.domain)),
    bind(routes.links, ({ scope, principal, body }) => brand.changeLinks(scope, principal, body)),
    bind(routes.byDomain, ({ query }) => directory.byDomain(query.host)),
    bind(routes.bySlug, ({ query }) => directory.bySlug(query.slug)),
  ];
}
