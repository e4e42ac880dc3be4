import { highLevelRoutes as routes } from '../../../contract/agency-console/highlevel.js';
import { integrationsRoutes } from '../../../contract/integrations.js';
import { legacyHighLevelRoutes } from '../../../contract/legacy-highlevel.js';
import { bind } from '../../platform/routes.js';
import { createHighLevelService, type HighLevelDeps } from './service.js';
import { SYNC_HIGHLEVEL_CRON, syncHighLevelJob } from './sync-job.js';

/** The agency's HighLevel connection: its sub-accounts as locations, and posts sent to their Social Planner. */
export function createHighLevelFeature(deps: HighLevelDeps) {
  const service = createHighLevelService(deps);
  const bound = [
    bind(routes.status, ({ scope }) => service.status(scope)),
    bind(routes.connect, ({ scope, principal }) => service.connect(scope, principal)),
    bind(routes.complete, ({ scope, principal, body }) =>
      service.complete(scope, principal, body.code, body.state),
    ),
    bind(routes.importLocations, ({ scope, principal }) => service.importLocations(scope, principal)),
    bind(routes.disconnect, ({ scope }) => service.disconnect(scope)),
    bind(legacyHighLevelRoutes.connect, ({ scope, principal, body }) =>
      service.complete(scope, principal, body.code, body.state),
    ),
    bind(legacyHighLevelRoutes.refreshToken, ({ scope }) => service.refreshNow(scope)),
    bind(integrationsRoutes.sendToHighLevel, ({ scope, params, body }) =>
      service.sendToPlanner(scope, params.postId, body.at),
    ),
  ];

  /** Keeps imported locations in step with their sub-accounts, every hour. */
  async function startWorkers(): Promise<void> {
    await deps.jobs.schedule(syncHighLevelJob, SYNC_HIGHLEVEL_CRON, {});
    await deps.jobs.work(syncHighLevelJob, () => service.syncAll());
  }

  return { routes: bound, service, startWorkers };
}
