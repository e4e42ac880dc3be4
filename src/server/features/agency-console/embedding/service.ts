import type { EmbeddingChange } from '../../../../contract/agency-console/embedding.js';
import { AppError } from '../../../core/errors.js';
import type { Principal } from '../../../core/principal.js';
import { newToken } from '../../../infra/tokens.js';
import type { AgencyScope } from '../../../platform/scope.js';
import { signEmbedLink } from '../../embed/signed-link.js';
import { changeConsoleAgency } from '../console-agency-change.js';
import { type ConsoleAgency, findConsoleAgency } from '../console-agency-repository.js';
import type { ConsoleDeps } from '../deps.js';
import { presentEmbedding } from './presenter.js';
import { isAgencyLocation } from './repository.js';

export type EmbeddingDeps = Pick<ConsoleDeps, 'db' | 'audit' | 'secretBox' | 'clock' | 'publicUrl'>;

/** A sample link is for trying the embed at once, so it dies soon. */
export const SAMPLE_LINK_SECONDS = 5 * 60;

/** The address a signed link opens: the app's home for that e-mail and location, as a platform links it. */
function embedAddress(publicUrl: string, email: string, locationId: string, exp: number, sig: string) {
  const query = new URLSearchParams({ exp: String(exp), sig });
  return `${publicUrl}/${encodeURIComponent(email)}/${locationId}/app/home?${query}`;
}

export function createEmbeddingService(deps: EmbeddingDeps) {
  const { db, secretBox, clock, publicUrl } = deps;

  /** The settings as the audit log shows them; the secret is masked by the log itself. */
  const settingsOf = (agency: ConsoleAgency) => {
    const shown = presentEmbedding(agency, secretBox);
    return {
      platformOrigin: shown.platformOrigin,
      allowUnsigned: shown.allowUnsigned,
      highlevelSecret: shown.highlevelSecret.hint,
    };
  };

  async function agencyOf(scope: AgencyScope): Promise<ConsoleAgency> {
    const agency = await findConsoleAgency(db, scope);
    if (!agency) throw AppError.notFound('Agency');
    return agency;
  }

  return {
    async settings(scope: AgencyScope) {
      return presentEmbedding(await agencyOf(scope), secretBox);
    },

    async change(scope: AgencyScope, principal: Principal, input: EmbeddingChange) {
      const { agency } = await changeConsoleAgency(
        deps,
        scope,
        principal,
        'embedding.settings',
        (current) => {
          const highlevel =
            input.highlevelSecret === undefined
              ? {}
              : {
                  highlevelSecretEncrypted:
                    input.highlevelSecret === null ? null : secretBox.seal(input.highlevelSecret),
                };
          const set = {
            platformOrigin: input.platformOrigin,
            allowUnsignedEmbed: input.allowUnsigned,
            ...highlevel,
          };
          return { set, before: settingsOf(current), after: settingsOf({ ...current, ...set }) };
        },
      );
      return presentEmbedding(agency, secretBox);
    },

    /** A new embed secret, shown this once; links signed with the old one stop working. */
    async rotateSecret(scope: AgencyScope, principal: Principal) {
      const secret = newToken();
      const { agency } = await changeConsoleAgency(deps, scope, principal, 'embedding.secret', (current) => {
        const set = { embedSecretEncrypted: secretBox.seal(secret) };
        return {
          set,
          before: { embedSecret: presentEmbedding(current, secretBox).embedSecret.hint },
          after: { embedSecret: presentEmbedding({ ...current, ...set }, secretBox).embedSecret.hint },
        };
      });
      return { secret, embedding: presentEmbedding(agency, secretBox) };
    },

    /** A link signed as the agency's platform would sign it, for one of its locations. */
    async sampleLink(scope: AgencyScope, input: { locationId: string; email: string }) {
      const agency = await agencyOf(scope);
      if (!(await isAgencyLocation(db, scope, input.locationId))) throw AppError.notFound('Location');
      // A conflict with the agency's settings, not a 401: the console's caller is signed in, and the web
      // ends the session on any 401 to a signed-in request.
      if (!agency.embedSecretEncrypted) {
        throw AppError.of('conflict', 'Generate an embed secret first: sign-in links are signed with it.');
      }
      const exp = Math.floor(clock().getTime() / 1000) + SAMPLE_LINK_SECONDS;
      const secret = secretBox.open(agency.embedSecretEncrypted);
      const sig = signEmbedLink(secret, input.email, input.locationId, exp);
      return {
        link: embedAddress(publicUrl, input.email, input.locationId, exp, sig),
        expiresAt: new Date(exp * 1000).toISOString(),
      };
    },
  };
}
