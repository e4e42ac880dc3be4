import { legacyRoutes } from '../../../contract/legacy.js';
import { bind } from '../../platform/routes.js';
import type { BrandDirectory } from '../agency-console/brand/public-brand.js';

export interface AgencyByDomainDeps {
  brands: Pick<BrandDirectory, 'byDomain'>;
}

/** GET agency/getbydomain: the earlier sign-in page asked for its agency's look by host name. */
export function agencyByDomainRoutes(deps: AgencyByDomainDeps) {
  return [
    bind(legacyRoutes.agencyByDomain, async ({ query }) => ({
      data: await deps.brands.byDomain(query.domain),
    })),
  ];
}
