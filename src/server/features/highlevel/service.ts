import { and, eq } from 'drizzle-orm';
import { OAUTH_RETURN_PATHS } from '../../../contract/agency-console/apps.js';
import type { HighLevelStatus } from '../../../contract/agency-console/highlevel.js';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/errors.js';
import type { Principal } from '../../core/principal.js';
import type { Database } from '../../db/open.js';
import { locations } from '../../db/schema.js';
import { withTransaction } from '../../db/transaction.js';
import { type HighLevelApi, HighLevelError, type SubAccount } from '../../infra/highlevel-api.js';
import type { JobQueue } from '../../infra/jobs.js';
import type { MediaStore } from '../../infra/media-store.js';
import type { SecretBox } from '../../infra/secret-box.js';
import type { AgencyScope, LocationScope, SystemScopes } from '../../platform/scope.js';
import type { AuditService } from '../audit/index.js';
import { findPost } from '../posts/repository.js';
import { htmlToText } from '../posts/sanitise.js';
import {
  connectedAgencies,
  createAgencyState,
  findConnection,
  type HighLevelRow,
  lockConnection,
  recordRefreshError,
  recordSyncError,
  recordSynced,
  removeConnection,
  saveConnection,
  takeAgencyState,
} from './repository.js';

export interface HighLevelDeps {
  db: Database;
  jobs: JobQueue;
  /** The agencies the hourly sync works for, with nobody signed in. */
  systemScopes: SystemScopes;
  clock: Clock;
  secretBox: SecretBox;
  audit: Pick<AuditService, 'record'>;
  /** The marketplace app the agency signs in through (its own, or the deployment's); null without one. */
  highLevelFor(scope: AgencyScope | LocationScope): Promise<HighLevelApi | null>;
  publicUrl: string;
  /** Where a post's picture is, for HighLevel to fetch. */
  media: MediaStore;
}

/** What a location id may be; a sub-account with another kind of id cannot be a location. */
const LOCATION_ID = /^[A-Za-z0-9]{20}$/;

/** A token this close to its end is refreshed before it is used. */
const REFRESH_MARGIN_MS = 5 * 60_000;

const notConfigured = () =>
  AppError.of(
    'conflict',
    'HighLevel is not set up: add your HighLevel marketplace app under Integrations in the agency console.',
  );
const notConnected = () => AppError.of('conflict', 'Connect HighLevel in the agency console first.');

/** A valid IANA zone and two-letter country, or what the location keeps. */
function zoneOr(zone: string, fallback: string): string {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return fallback;
  }
}

export function createHighLevelService(deps: HighLevelDeps) {
  const { db, clock, secretBox } = deps;
  const redirectUri = `${deps.publicUrl}${OAUTH_RETURN_PATHS.highlevel}`;

  /** The agency's app, or a clear refusal. */
  async function apiFor(scope: AgencyScope | LocationScope): Promise<HighLevelApi> {
    const api = await deps.highLevelFor(scope);
    if (!api) throw notConfigured();
    return api;
  }

  const status = async (scope: AgencyScope): Promise<HighLevelStatus> => {
    const row = await findConnection(db, scope.agencyId);
    return {
      configured: (await deps.highLevelFor(scope)) !== null,
      connected: row !== undefined,
      companyId: row?.companyId ?? null,
      connectedAt: row?.connectedAt.toISOString() ?? null,
      refreshError: row?.refreshError ?? null,
      syncedAt: row?.syncedAt?.toISOString() ?? null,
      syncError: row?.syncError ?? null,
    };
  };

  /**
   * The agency's access token, refreshed first when it is about to end. The row is locked while the
   * refresh runs, so two instances never spend the same refresh token; a refusal is kept for the console.
   */
  async function accessToken(
    api: HighLevelApi,
    agencyId: string,
    force = false,
  ): Promise<{ token: string; row: HighLevelRow }> {
    const current = await findConnection(db, agencyId);
    if (!current) throw notConnected();
    const fresh = (row: HighLevelRow) =>
      !force && row.expiresAt.getTime() - REFRESH_MARGIN_MS > clock().getTime();
    if (fresh(current)) return { token: secretBox.open(current.accessTokenSealed), row: current };
    try {
      return await withTransaction(db, async (tx) => {
        const row = await lockConnection(tx, agencyId);
        if (!row) throw notConnected();
        // Another instance may have refreshed it while this one waited for the lock.
        if (fresh(row)) return { token: secretBox.open(row.accessTokenSealed), row };
        const tokens = await api.refresh(secretBox.open(row.refreshTokenSealed), clock());
        const next: HighLevelRow = {
          ...row,
          accessTokenSealed: secretBox.seal(tokens.accessToken),
          refreshTokenSealed: secretBox.seal(tokens.refreshToken),
          expiresAt: tokens.expiresAt,
          refreshError: null,
        };
        await saveConnection(tx, next);
        return { token: tokens.accessToken, row: next };
      });
    } catch (error) {
      if (!(error instanceof HighLevelError)) throw error;
      await recordRefreshError(db, agencyId, error.message);
      throw AppError.of(
        'ai_unavailable',
        `HighLevel refused to renew the connection: ${error.message}. Connect HighLevel again.`,
      );
    }
  }

  /** The agency's sub-accounts, with a token refreshed first when it is about to end. */
  async function subAccountsOf(api: HighLevelApi, agencyId: string): Promise<SubAccount[]> {
    const { token, row } = await accessToken(api, agencyId);
    try {
      const accounts = await api.subAccounts(token, row.companyId);
      return accounts.filter((entry) => LOCATION_ID.test(entry.id));
    } catch (error) {
      if (error instanceof HighLevelError) {
        throw AppError.of('ai_unavailable', `HighLevel did not list the sub-accounts: ${error.message}`);
      }
      throw error;
    }
  }

  /**
   * Creates or updates the agency's location for a sub-account; another agency's location of that id is
   * left alone. Without someone importing (the hourly sync), only locations already imported are updated.
   */
  async function upsertSubAccount(
    tx: Database,
    scope: AgencyScope,
    principal: Principal | null,
    account: SubAccount,
  ) {
    const [existing] = await tx.select().from(locations).where(eq(locations.id, account.id)).for('update');
    if (existing && existing.agencyId !== scope.agencyId) return 'skipped' as const;
    const fields = {
      businessName: account.name.trim().slice(0, 200) || 'HighLevel sub-account',
      email: account.email.trim().slice(0, 254),
      phoneNumber: account.phone.trim().slice(0, 40),
      address: account.address.trim().slice(0, 500),
      timeZone: zoneOr(account.timeZone, existing?.timeZone ?? 'America/New_York'),
      country: /^[A-Za-z]{2}$/.test(account.country)
        ? account.country.toUpperCase()
        : (existing?.country ?? 'US'),
    };
    if (existing) {
      await tx
        .update(locations)
        .set(fields)
        .where(and(eq(locations.id, account.id), eq(locations.agencyId, scope.agencyId)));
      return 'updated' as const;
    }
    if (!principal) return 'skipped' as const;
    await tx.insert(locations).values({ ...fields, id: account.id, agencyId: scope.agencyId });
    await deps.audit.record(tx, scope, principal, {
      action: 'location.create',
      subject: fields.businessName,
      before: null,
      after: { ...fields, id: account.id, source: 'HighLevel' },
    });
    return 'created' as const;
  }

  async function bringInStep(api: HighLevelApi, scope: AgencyScope, principal: Principal | null) {
    const accounts = await subAccountsOf(api, scope.agencyId);
    const counts = { created: 0, updated: 0, skipped: 0 };
    for (const account of accounts) {
      const outcome = await withTransaction(db, (tx) => upsertSubAccount(tx, scope, principal, account));
      counts[outcome]++;
    }
    await recordSynced(db, scope.agencyId, clock());
    return counts;
  }

  return {
    status,

    async connect(scope: AgencyScope, principal: Principal) {
      const api = await apiFor(scope);
      const id = await createAgencyState(db, scope, principal.userId, clock());
      return { url: api.loginUrl(redirectUri, secretBox.seal(id)) };
    },

    async complete(scope: AgencyScope, principal: Principal, code: string, state: string) {
      const api = await apiFor(scope);
      let stateId: string;
      try {
        stateId = secretBox.open(state);
      } catch {
        throw AppError.invalid('state', 'is not one this server made; start Connect HighLevel again');
      }
      if (!(await takeAgencyState(db, scope, principal.userId, stateId, clock()))) {
        throw AppError.invalid('state', 'has been used or has expired; start Connect HighLevel again');
      }
      let tokens: Awaited<ReturnType<HighLevelApi['exchangeCode']>>;
      try {
        tokens = await api.exchangeCode(code, redirectUri, clock());
      } catch (error) {
        if (error instanceof HighLevelError) {
          throw AppError.of('bad_request', `HighLevel refused the connection: ${error.message}`, {
            field: 'code',
          });
        }
        throw error;
      }
      await withTransaction(db, async (tx) => {
        await saveConnection(tx, {
          agencyId: scope.agencyId,
          companyId: tokens.companyId,
          accessTokenSealed: secretBox.seal(tokens.accessToken),
          refreshTokenSealed: secretBox.seal(tokens.refreshToken),
          expiresAt: tokens.expiresAt,
          refreshError: null,
          connectedAt: clock(),
          syncedAt: null,
          syncError: null,
        });
        await deps.audit.record(tx, scope, principal, {
          action: 'highlevel.connect',
          subject: tokens.companyId,
          before: null,
          after: { companyId: tokens.companyId },
        });
      });
      return status(scope);
    },

    async importLocations(scope: AgencyScope, principal: Principal) {
      return bringInStep(await apiFor(scope), scope, principal);
    },

    /**
     * Brings every connected agency's imported locations in step with their sub-accounts (names,
     * contact details, time zones), renewing tokens before they end; what fails is kept for the console.
     */
    async syncAll(): Promise<void> {
      for (const agencyId of await connectedAgencies(db)) {
        const scope = await deps.systemScopes.agency(agencyId);
        if (!scope) continue;
        const api = await deps.highLevelFor(scope);
        if (!api) continue;
        try {
          await bringInStep(api, scope, null);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          await recordSyncError(db, agencyId, error.message);
        }
      }
    },

    /** Renews the token now, as the earlier product's refresh call did. */
    async refreshNow(scope: AgencyScope) {
      await accessToken(await apiFor(scope), scope.agencyId, true);
      return status(scope);
    },

    async disconnect(scope: AgencyScope) {
      await removeConnection(db, scope);
      return status(scope);
    },

    /** Whether the location's agency has HighLevel connected, for its posts' Send to Social Planner. */
    async connected(scope: LocationScope): Promise<boolean> {
      return (
        (await findConnection(db, scope.agencyId)) !== undefined && (await deps.highLevelFor(scope)) !== null
      );
    },

    /** Creates the post in the sub-account's HighLevel Social Planner, for all its accounts, now or at a time. */
    async sendToPlanner(scope: LocationScope, postId: string, at: string | null) {
      const post = await findPost(db, scope, postId);
      if (!post) throw AppError.notFound('Post');
      const api = await apiFor(scope);
      const when = at === null ? null : new Date(at);
      if (when && when.getTime() < clock().getTime() - 60_000)
        throw AppError.invalid('at', 'must not be in the past');
      const { token, row } = await accessToken(api, scope.agencyId);
      try {
        const locationToken = await api.locationToken(token, row.companyId, scope.locationId);
        const accountIds = await api.plannerAccounts(locationToken, scope.locationId);
        if (accountIds.length === 0) {
          throw AppError.of(
            'conflict',
            "This sub-account's HighLevel Social Planner has no connected social account yet.",
          );
        }
        const id = await api.createPlannerPost(locationToken, scope.locationId, {
          accountIds,
          text: htmlToText(post.html),
          imageUrl: post.imagePath ? deps.media.fullAddressOf(post.imagePath, deps.publicUrl) : null,
          at: when,
        });
        return { id, status: when ? ('scheduled' as const) : ('published' as const) };
      } catch (error) {
        if (error instanceof HighLevelError) {
          throw AppError.of(
            'ai_unavailable',
            `HighLevel's Social Planner refused the post: ${error.message}`,
          );
        }
        throw error;
      }
    },
  };
}

export type HighLevelService = ReturnType<typeof createHighLevelService>;
