import { consoleTrialRoutes as routes } from '../../../../contract/agency-console/trial.js';
import { type BoundRoute, bind } from '../../../platform/routes.js';
import type { ConsoleDeps } from '../deps.js';
import { createConsoleTrialService } from './service.js';

/** The free trial's settings and leads, in the agency console. */
export function trialRoutes(deps: ConsoleDeps): BoundRoute[] {
  const trial = createConsoleTrialService(deps);
  return [
    bind(routes.settings, ({ scope }) => trial.settings(scope)),
    bind(routes.saveSettings, ({ scope, principal, body }) => trial.saveSettings(scope, principal, body)),
    bind(routes.leads, ({ scope, query }) => trial.leads(scope, query)),
    bind(routes.leadsCsv, async ({ scope, query, reply }) => {
      const file = await trial.leadsCsv(scope, query.search);
      // The slug and date in the name are letters, digits and dashes: nothing to escape.
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(file.text, 'utf8'));
    }),
  ];
}
