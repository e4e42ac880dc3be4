import { authRoutes } from '../../../contract/auth.js';
import type { Config } from '../../config.js';
import type { Clock } from '../../core/clock.js';
import type { Database } from '../../db/open.js';
import type { AccessChanges } from '../../infra/access-changes.js';
import type { AttemptLimiter } from '../../infra/attempt-limiter.js';
import type { Mailer } from '../../infra/mailer.js';
import { bind } from '../../platform/routes.js';
import type { LocationsFeature } from '../locations/index.js';
import { createPasswordResets, resetLinkDelivery } from './password-reset.js';
import { createAuthService } from './service.js';
import { SessionStore } from './session-store.js';

export interface AuthFeatureDeps {
  db: Database;
  clock: Clock;
  config: Pick<
    Config,
    'SESSION_IDLE_DAYS' | 'SESSION_MAX_DAYS' | 'LOGIN_MAX_FAILURES' | 'SMTP_URL' | 'NODE_ENV' | 'publicUrl'
  >;
  accessChanges: AccessChanges;
  attempts: AttemptLimiter;
  locations: Pick<LocationsFeature, 'locationsOfUser'>;
  mailer: Mailer;
}

export function createAuthFeature({
  db,
  clock,
  config,
  accessChanges,
  attempts,
  locations,
  mailer,
}: AuthFeatureDeps) {
  const sessions = new SessionStore(
    db,
    { idleDays: config.SESSION_IDLE_DAYS, maxDays: config.SESSION_MAX_DAYS },
    clock,
    accessChanges,
  );
  const service = createAuthService({
    db,
    sessions,
    attempts,
    maxFailures: config.LOGIN_MAX_FAILURES,
    locations,
  });
  const resets = createPasswordResets({
    db,
    clock,
    mailer,
    attempts,
    sessions,
    delivery: resetLinkDelivery(config),
    publicUrl: config.publicUrl,
  });
  const routes = [
    bind(authRoutes.login, ({ body, request }) => service.login(body, request.ip)),
    bind(authRoutes.session, ({ principal }) => service.currentSession(principal)),
    bind(authRoutes.logout, async ({ principal }) => {
      await service.logout(principal);
      return { ok: true as const };
    }),
    bind(authRoutes.requestPasswordReset, ({ body, request }) =>
      resets.request(body.email, request.ip, request.log),
    ),
    bind(authRoutes.resetPassword, ({ body, request }) => resets.reset(body, request.ip)),
  ];
  return { routes, service, sessions };
}

export type AuthFeature = ReturnType<typeof createAuthFeature>;
