import { OAUTH_RETURN_PATHS } from '../../../contract/agency-console/apps.js';
import type { PublishInput } from '../../../contract/integrations.js';
import { AppError } from '../../core/errors.js';
import type { Principal } from '../../core/principal.js';
import { withTransaction } from '../../db/transaction.js';
import { GraphError } from '../../infra/facebook-graph.js';
import { isUniqueViolation } from '../../platform/errors.js';
import type { LocationScope } from '../../platform/scope.js';
import { findPost } from '../posts/repository.js';
import { htmlToText } from '../posts/sanitise.js';
import {
  type ConnectedAccount,
  findAccount,
  listAccounts,
  removeAccounts,
  setEnabled,
  upsertAccounts,
} from './accounts-repository.js';
import type { IntegrationsDeps } from './deps.js';
import { checkLimits } from './limits.js';
import { createState, takeState } from './oauth-states.js';
import { presentIntegrations, presentPublication } from './presenter.js';
import { findPublication, insertPublication, listPublications, updateIf } from './publications-repository.js';
import { publishJob } from './publisher.js';

/** How far ahead a post may be scheduled. */
const MAX_AHEAD_MS = 366 * 24 * 3600_000;

const notConfigured = () =>
  AppError.of(
    'conflict',
    'Facebook is not set up for your agency yet: ask your agency to add its Facebook app.',
  );

export function createIntegrationsService(deps: IntegrationsDeps) {
  const { db, clock, secretBox } = deps;
  const redirectUri = `${deps.publicUrl}${OAUTH_RETURN_PATHS.facebook}`;

  const overview = async (scope: LocationScope) =>
    presentIntegrations(
      (await deps.facebookFor(scope)) !== null,
      await listAccounts(db, scope),
      await deps.highLevel.connected(scope),
    );

  async function view(scope: LocationScope, id: string) {
    const found = await findPublication(db, scope, id);
    if (!found) throw AppError.notFound('Publication');
    return presentPublication(found);
  }

  /** Queues the job at once when the publication is due now; later ones are found by the sweep. */
  async function queueIfDue(id: string, at: Date) {
    if (at.getTime() <= clock().getTime())
      await deps.jobs.send(publishJob, { publicationId: id }, { singletonKey: id });
  }

  /** A time to publish at: not in the past (a minute's grace for the clock of the browser), not years ahead. */
  function when(at: string | null): Date {
    const now = clock();
    if (at === null) return now;
    const date = new Date(at);
    if (date.getTime() < now.getTime() - 60_000) throw AppError.invalid('at', 'must not be in the past');
    if (date.getTime() > now.getTime() + MAX_AHEAD_MS) throw AppError.invalid('at', 'must be within a year');
    return date.getTime() < now.getTime() ? now : date;
  }

  return {
    overview,

    async connectFacebook(scope: LocationScope, principal: Principal) {
      const graph = await deps.facebookFor(scope);
      if (!graph) throw notConfigured();
      const id = await createState(db, scope, principal.userId, clock());
      return { url: graph.loginUrl(redirectUri, secretBox.seal(id)) };
    },

    /** The state must be this user's for this location, unused and fresh; then the code gives the Pages. */
    async completeFacebook(scope: LocationScope, principal: Principal, code: string, state: string) {
      const graph = await deps.facebookFor(scope);
      if (!graph) throw notConfigured();
      let stateId: string;
      try {
        stateId = secretBox.open(state);
      } catch {
        throw AppError.invalid('state', 'is not one this server made; start Connect with Facebook again');
      }
      if (!(await takeState(db, scope, principal.userId, stateId, clock()))) {
        throw AppError.invalid('state', 'has been used or has expired; start Connect with Facebook again');
      }
      try {
        const pages = await graph.pages(await graph.exchangeCode(code, redirectUri));
        const accounts: ConnectedAccount[] = pages.flatMap((page) => {
          const tokenSealed = secretBox.seal(page.accessToken);
          const own: ConnectedAccount = {
            kind: 'facebook-page',
            externalId: page.id,
            name: page.name,
            tokenSealed,
          };
          return page.instagram
            ? [
                own,
                {
                  kind: 'instagram',
                  externalId: page.instagram.id,
                  name: `@${page.instagram.username}`,
                  tokenSealed,
                },
              ]
            : [own];
        });
        if (accounts.length === 0) {
          throw AppError.invalid(
            'code',
            'gave no Facebook Page: choose at least one Page when Facebook asks',
          );
        }
        await withTransaction(db, (tx) => upsertAccounts(tx, scope, accounts));
      } catch (error) {
        if (error instanceof GraphError) {
          throw AppError.of('bad_request', `Facebook refused the connection: ${error.message}`, {
            field: 'code',
          });
        }
        throw error;
      }
      return overview(scope);
    },

    async setAccount(scope: LocationScope, accountId: string, enabled: boolean) {
      if (!(await setEnabled(db, scope, accountId, enabled))) throw AppError.notFound('Account');
      return overview(scope);
    },

    /** Deletes the tokens; what was scheduled for those accounts goes with them. */
    async disconnectFacebook(scope: LocationScope) {
      await removeAccounts(db, scope);
      return overview(scope);
    },

    list: async (scope: LocationScope) => ({
      data: (await listPublications(db, scope)).map(presentPublication),
      now: clock().toISOString(),
    }),

    async publish(scope: LocationScope, postId: string, input: Required<PublishInput>) {
      const post = await findPost(db, scope, postId);
      if (!post) throw AppError.notFound('Post');
      const account = await findAccount(db, scope, input.accountId);
      if (!account) throw AppError.notFound('Account');
      if (!account.enabled)
        throw AppError.invalid('accountId', 'is not chosen for publishing: turn it on under Integrations');
      if (account.needsReconnect) throw AppError.invalid('accountId', 'needs Connect with Facebook again');
      const picture = post.imagePath ? await deps.media.read(post.imagePath) : null;
      await checkLimits(account.kind, htmlToText(post.html), picture);
      const at = when(input.at);
      try {
        const row = await insertPublication(db, scope, { postId, accountId: account.id, scheduledAt: at });
        await queueIfDue(row.id, at);
        return view(scope, row.id);
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw AppError.of('conflict', 'This post is already scheduled or published there', {
            field: 'accountId',
          });
        }
        throw error;
      }
    },

    async move(scope: LocationScope, id: string, at: string) {
      const moved = await updateIf(db, scope, id, ['scheduled'], { scheduledAt: when(at) });
      if (!moved) {
        await view(scope, id);
        throw AppError.of(
          'conflict',
          'Only a scheduled post can be moved; this one has gone out or been cancelled',
        );
      }
      await queueIfDue(id, moved.scheduledAt);
      return view(scope, id);
    },

    async cancel(scope: LocationScope, id: string) {
      if (!(await updateIf(db, scope, id, ['scheduled'], { status: 'cancelled' }))) {
        await view(scope, id);
        throw AppError.of(
          'conflict',
          'Only a scheduled post can be cancelled; this one is being published or has gone out',
        );
      }
      return view(scope, id);
    },

    async retry(scope: LocationScope, id: string) {
      const now = clock();
      const retried = await updateIf(db, scope, id, ['failed'], {
        status: 'scheduled',
        scheduledAt: now,
        attempts: 0,
        firstClaimedAt: null,
        error: null,
      });
      if (!retried) {
        await view(scope, id);
        throw AppError.of('conflict', 'Only a failed post can be tried again');
      }
      await queueIfDue(id, now);
      return view(scope, id);
    },
  };
}

export type IntegrationsService = ReturnType<typeof createIntegrationsService>;
