import {
  INTEGRATION_APP_KINDS,
  type IntegrationApp,
  type IntegrationAppInput,
  type IntegrationAppKind,
  OAUTH_RETURN_PATHS,
} from '../../../contract/agency-console/apps.js';
import { AppError } from '../../core/errors.js';
import type { Principal } from '../../core/principal.js';
import { withTransaction } from '../../db/transaction.js';
import type { AgencyScope } from '../../platform/scope.js';
import type { IntegrationAppsDeps } from './deps.js';
import { type AgencyAppRow, findAgencyApp, removeAgencyApp, saveAgencyApp } from './repository.js';

const APP_NAMES: Readonly<Record<IntegrationAppKind, string>> = {
  facebook: 'Facebook app',
  highlevel: 'HighLevel marketplace app',
};

/** The console's side of the agency's own apps: which one is used, and changing it. */
export function createIntegrationAppsService(deps: IntegrationAppsDeps) {
  const { db, clock, secretBox } = deps;
  const hasDeploymentApp: Readonly<Record<IntegrationAppKind, boolean>> = {
    facebook: deps.facebook.deployment !== null,
    highlevel: deps.highLevel.deployment !== null,
  };

  function present(kind: IntegrationAppKind, own: AgencyAppRow | undefined): IntegrationApp {
    return {
      kind,
      source: own ? 'agency' : hasDeploymentApp[kind] ? 'deployment' : 'none',
      clientId: own?.clientId ?? null,
      redirectUrl: `${deps.publicUrl}${OAUTH_RETURN_PATHS[kind]}`,
      updatedAt: own?.updatedAt.toISOString() ?? null,
    };
  }

  return {
    async list(scope: AgencyScope) {
      const data = await Promise.all(
        INTEGRATION_APP_KINDS.map(async (kind) => present(kind, await findAgencyApp(db, scope, kind))),
      );
      return { data };
    },

    /** A new app id needs its secret; the same id keeps the sealed secret when none is given. */
    async save(
      scope: AgencyScope,
      principal: Principal,
      kind: IntegrationAppKind,
      input: IntegrationAppInput,
    ) {
      return withTransaction(db, async (tx) => {
        const current = await findAgencyApp(tx, scope, kind);
        const keptSecret = current?.clientId === input.clientId ? current.secretSealed : null;
        const secretSealed = input.clientSecret ? secretBox.seal(input.clientSecret) : keptSecret;
        if (!secretSealed) throw AppError.invalid('clientSecret', 'is required for a new app id');
        const saved = { kind, clientId: input.clientId, secretSealed, updatedAt: clock() };
        await saveAgencyApp(tx, scope, saved);
        await deps.audit.record(tx, scope, principal, {
          action: 'integrations.app',
          subject: APP_NAMES[kind],
          before: current ? { clientId: current.clientId } : null,
          after: { clientId: input.clientId, secretChanged: Boolean(input.clientSecret) },
        });
        return present(kind, { ...saved, agencyId: scope.agencyId });
      });
    },

    async remove(scope: AgencyScope, principal: Principal, kind: IntegrationAppKind) {
      return withTransaction(db, async (tx) => {
        const current = await findAgencyApp(tx, scope, kind);
        if (current && (await removeAgencyApp(tx, scope, kind))) {
          await deps.audit.record(tx, scope, principal, {
            action: 'integrations.app.clear',
            subject: APP_NAMES[kind],
            before: { clientId: current.clientId },
            after: null,
          });
        }
        return present(kind, undefined);
      });
    },
  };
}
