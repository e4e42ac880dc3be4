import { type AppName, plansRoutes } from '../../../contract/agency.js';
import type { Database } from '../../db/open.js';
import { bind } from '../../platform/routes.js';
import type { AgencyScope, LocationScope } from '../../platform/scope.js';
import { appsOfPlan, locationOpens } from './service.js';

export function createPlansFeature({ db }: { db: Database }) {
  const service = {
    appsOfPlan: (scope: AgencyScope, planId: string) => appsOfPlan(db, scope, planId),
    locationOpens: (scope: LocationScope, app: AppName) => locationOpens(db, scope, app),
  };
  const routes = [bind(plansRoutes.apps, ({ scope, params }) => service.appsOfPlan(scope, params.planId))];
  return { routes, service };
}

export type PlansFeature = ReturnType<typeof createPlansFeature>['service'];
