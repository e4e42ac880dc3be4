import { FacebookGraph } from '../../infra/facebook-graph.js';
import { HighLevelApi } from '../../infra/highlevel-api.js';
import type { AgencyScope, LocationScope } from '../../platform/scope.js';
import type { IntegrationAppsDeps } from './deps.js';
import { findAgencyApp } from './repository.js';

/**
 * The app an agency's sign-ins go through: its own when it added one in the console, else the
 * deployment's, else none. Addresses (Graph API, HighLevel's API and login pages) are the deployment's.
 */
export function createAppResolver(deps: IntegrationAppsDeps) {
  const { db, secretBox, facebook, highLevel, timeoutMs } = deps;
  return {
    async facebookFor(scope: AgencyScope | LocationScope): Promise<FacebookGraph | null> {
      const own = await findAgencyApp(db, scope, 'facebook');
      const app = own
        ? { appId: own.clientId, appSecret: secretBox.open(own.secretSealed) }
        : facebook.deployment;
      return app ? new FacebookGraph({ ...app, ...facebook.endpoints, timeoutMs }) : null;
    },

    async highLevelFor(scope: AgencyScope | LocationScope): Promise<HighLevelApi | null> {
      const own = await findAgencyApp(db, scope, 'highlevel');
      const app = own
        ? { clientId: own.clientId, clientSecret: secretBox.open(own.secretSealed) }
        : highLevel.deployment;
      return app ? new HighLevelApi({ ...app, ...highLevel.endpoints, timeoutMs }) : null;
    },
  };
}

export type AppResolver = ReturnType<typeof createAppResolver>;
