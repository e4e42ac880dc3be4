import { dashboardRoutes } from '../../../contract/dashboard.js';
import { AppError } from '../../core/errors.js';
import { bind } from '../../platform/routes.js';
import type { DashboardDeps } from './deps.js';
import { maySeeAgencyFigures } from './policy.js';
import { dashboardOf } from './service.js';

/** The dashboard: a location's (or its agency's) figures and charts, read from aggregates. */
export function createDashboardFeature(deps: DashboardDeps) {
  const routes = [
    bind(dashboardRoutes.dashboard, async ({ scope, principal, grants, query }) => {
      // Periods are the active location's, whichever figures are shown.
      const timeZone = scope.location.timeZone;
      if (query.of === 'location') return dashboardOf(deps, { location: scope }, query, timeZone);
      if (!maySeeAgencyFigures(principal)) {
        throw AppError.of('forbidden', "Only the agency's admins can see the whole agency's figures");
      }
      const agency = await grants.agency(principal, scope.agencyId);
      return dashboardOf(deps, { agency }, query, timeZone);
    }),
  ];
  return { routes };
}
