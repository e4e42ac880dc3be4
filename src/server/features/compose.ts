import type { RenderPool } from '../ai/builtin/graphic/render-pool.js';
import type { Engines } from '../ai/engines.js';
import type { Config } from '../config.js';
import type { Clock } from '../core/clock.js';
import type { Database } from '../db/open.js';
import type { AccessChanges } from '../infra/access-changes.js';
import { AttemptLimiter } from '../infra/attempt-limiter.js';
import type { JobQueue } from '../infra/jobs.js';
import type { Mailer } from '../infra/mailer.js';
import type { MediaStore } from '../infra/media-store.js';
import type { Metrics } from '../infra/metrics.js';
import type { SecretBox } from '../infra/secret-box.js';
import { StripeClients } from '../infra/stripe.js';
import type { BoundRoute } from '../platform/routes.js';
import { type ScopeRules, SystemScopes } from '../platform/scope.js';
import { createAdminConsoleFeature } from './admin-console/index.js';
import { createAgenciesFeature } from './agencies/index.js';
import { createAgencyTextEngines } from './agency-console/ai/engines.js';
import { createBrandDirectory } from './agency-console/brand/public-brand.js';
import { createAgencyConsoleFeature } from './agency-console/index.js';
import { createAuditFeature } from './audit/index.js';
import { createAuthFeature } from './auth/index.js';
import { resetLinkDelivery } from './auth/password-reset.js';
import { agencyCardPayments } from './balance/card-payments.js';
import { createBalanceFeature } from './balance/index.js';
import { ledgerTotals } from './balance/ledger-totals.js';
import { createBillingFeature } from './billing/index.js';
import { createBrandProfileFeature } from './brand-profile/index.js';
import { createCalendarFeature } from './calendar/index.js';
import { createChatFeature } from './chat/index.js';
import { createDashboardFeature } from './dashboard/index.js';
import { createEmbedFeature } from './embed/index.js';
import { createHighLevelFeature } from './highlevel/index.js';
import { createIntegrationAppsFeature } from './integration-apps/index.js';
import { createIntegrationsFeature } from './integrations/index.js';
import { createLegacyApiFeature } from './legacy-api/index.js';
import { createLocationsFeature } from './locations/index.js';
import { createNewsFeature } from './news/index.js';
import { createPlansFeature } from './plans/index.js';
import { createPostsFeature } from './posts/index.js';
import { createPromptOptionsFeature } from './prompt-options/index.js';
import { createTeamFeature } from './team/index.js';
import { createTrialFeature } from './trial/index.js';
import { createUsersFeature } from './users/index.js';

/** The infrastructure features are built on: nothing a feature owns. */
export interface Infrastructure {
  config: Config;
  db: Database;
  clock: Clock;
  secretBox: SecretBox;
  media: MediaStore;
  engines: Engines;
  accessChanges: AccessChanges;
  /** Background work shared by every instance. */
  jobs: JobQueue;
  mailer: Mailer;
  /** Draws the built-in pictures in worker threads. */
  renderer: RenderPool;
  metrics: Pick<Metrics, 'generation'>;
}

/** Builds every feature with the narrow dependencies it asks for, and collects their routes. */
export function composeFeatures(infra: Infrastructure) {
  const { config, db, clock, secretBox, media, engines, accessChanges, jobs, mailer, renderer, metrics } =
    infra;
  const systemScopes = new SystemScopes(db);
  const stripe = new StripeClients(config.STRIPE_API_BASE);
  const attempts = new AttemptLimiter(db, config.LOGIN_WINDOW_MINUTES * 60_000, clock);
  const locations = createLocationsFeature({ db, clock, accessChanges });
  const agencies = createAgenciesFeature({ db, media });
  const plans = createPlansFeature({ db });
  const auth = createAuthFeature({ db, clock, config, accessChanges, attempts, locations, mailer });
  const users = createUsersFeature({
    db,
    sessions: auth.sessions,
    attempts,
    maxFailures: config.LOGIN_MAX_FAILURES,
    clock,
    mailer,
    publicUrl: config.publicUrl,
  });
  const embed = createEmbedFeature({ db, clock, secretBox, attempts, auth: auth.service });
  const audit = createAuditFeature({ db, clock });
  const team = createTeamFeature({
    db,
    clock,
    mailer,
    attempts,
    publicUrl: config.publicUrl,
    auth: auth.service,
    audit: audit.service,
    systemScopes,
  });
  const brandProfile = createBrandProfileFeature({ db, media, attempts });
  const calendar = createCalendarFeature({ clock, brands: brandProfile.service });
  const promptOptions = createPromptOptionsFeature({ db, clock, accessChanges });
  const textEngines = createAgencyTextEngines({
    db,
    clock,
    secretBox,
    engines,
    accessChanges,
    aiHttpHosts: config.AGENCY_AI_HTTP_HOSTS,
  });
  const billing = createBillingFeature({
    db,
    clock,
    secretBox,
    stripe,
    jobs,
    mailer,
    systemScopes,
    publicUrl: config.publicUrl,
  });
  const balance = createBalanceFeature({
    db,
    jobs,
    systemScopes,
    audit: audit.service,
    cardPayments: agencyCardPayments(db),
    lowBalance: billing.service.lowBalance,
  });
  const posts = createPostsFeature({
    db,
    clock,
    engines,
    textEngines,
    media,
    renderer,
    metrics,
    templates: promptOptions.service,
    agencies,
    brands: brandProfile.service,
    calendar: calendar.service,
    limits: {
      postsPerMinute: config.POSTS_PER_MINUTE,
      picturesPerMinute: config.PICTURES_PER_MINUTE,
      picturesPerDay: config.PICTURES_PER_DAY,
    },
    usage: balance.usage,
  });
  const agencyConsole = createAgencyConsoleFeature({
    db,
    clock,
    secretBox,
    media,
    attempts,
    audit: audit.service,
    team: team.service,
    engines,
    publicUrl: config.publicUrl,
    textEngines,
    promptTemplates: promptOptions.service,
    aiHttpHosts: config.AGENCY_AI_HTTP_HOSTS,
    stripe,
    cardPaymentHosts: billing.cardPaymentHosts,
  });
  const news = createNewsFeature({ db, clock, media, attempts, audit: audit.service });
  const dashboard = createDashboardFeature({ db, clock });
  const chat = createChatFeature({
    db,
    clock,
    engines,
    textEngines,
    usage: balance.usage,
    calendar: calendar.service,
    brands: brandProfile.service,
    posts: posts.service,
    plans: plans.service,
    secretBox,
  });
  const integrationApps = createIntegrationAppsFeature({
    db,
    clock,
    secretBox,
    audit: audit.service,
    publicUrl: config.publicUrl,
    facebook: {
      deployment:
        config.FACEBOOK_APP_ID && config.FACEBOOK_APP_SECRET
          ? { appId: config.FACEBOOK_APP_ID, appSecret: config.FACEBOOK_APP_SECRET }
          : null,
      endpoints: { graphUrl: config.FACEBOOK_GRAPH_URL, dialogUrl: config.FACEBOOK_LOGIN_URL },
    },
    highLevel: {
      deployment:
        config.HIGHLEVEL_CLIENT_ID && config.HIGHLEVEL_CLIENT_SECRET
          ? { clientId: config.HIGHLEVEL_CLIENT_ID, clientSecret: config.HIGHLEVEL_CLIENT_SECRET }
          : null,
      endpoints: { apiUrl: config.HIGHLEVEL_API_URL, loginUrl: config.HIGHLEVEL_LOGIN_URL },
    },
    timeoutMs: 30_000,
  });
  const highLevel = createHighLevelFeature({
    db,
    jobs,
    systemScopes,
    clock,
    secretBox,
    audit: audit.service,
    highLevelFor: integrationApps.resolver.highLevelFor,
    publicUrl: config.publicUrl,
    media,
  });
  const integrations = createIntegrationsFeature({
    db,
    clock,
    secretBox,
    jobs,
    media,
    systemScopes,
    facebookFor: integrationApps.resolver.facebookFor,
    publicUrl: config.publicUrl,
    highLevel: highLevel.service,
    sweepSeconds: config.PUBLISH_SWEEP_SECONDS,
  });
  const adminConsole = createAdminConsoleFeature({
    db,
    clock,
    audit: audit.service,
    team: team.service,
    publicUrl: config.publicUrl,
  });
  const trial = createTrialFeature({
    db,
    clock,
    media,
    auth: auth.service,
    sessions: auth.sessions,
    jobs,
    mailer,
    linkDelivery: resetLinkDelivery(config),
    publicUrl: config.publicUrl,
  });
  const legacy = createLegacyApiFeature({
    auth: auth.service,
    team: team.service,
    calendar: calendar.service,
    posts: posts.service,
    users: users.service,
    plans: plans.service,
    promptOptions: promptOptions.service,
    locations,
    adminConsole: adminConsole.service,
    brands: createBrandDirectory(db),
    news: news.service,
    balance: balance.service,
    trial: trial.service,
    consoleBilling: agencyConsole.service.billing,
    billing: billing.service,
    chat: chat.service,
  });

  const routes: BoundRoute[] = [
    ...auth.routes,
    ...embed.routes,
    ...users.routes,
    ...team.routes,
    ...locations.routes,
    ...plans.routes,
    ...calendar.routes,
    ...brandProfile.routes,
    ...promptOptions.routes,
    ...posts.routes,
    ...balance.routes,
    ...billing.routes,
    ...audit.routes,
    ...agencyConsole.routes,
    ...news.routes,
    ...dashboard.routes,
    ...chat.routes,
    ...integrations.routes,
    ...highLevel.routes,
    ...integrationApps.routes,
    ...adminConsole.routes,
    ...trial.routes,
    ...legacy.routes,
  ];
  const scopeRules: ScopeRules = {
    location: locations.usableLocation,
    agency: agencies.mayActIn,
  };
  /** Starts the features' background workers on this instance, once the queue runs. */
  async function startWorkers(): Promise<void> {
    await balance.startWorkers();
    await billing.startWorkers();
    await trial.startWorkers();
    await highLevel.startWorkers();
    await integrations.publisher.start();
  }
  return {
    routes,
    scopeRules,
    sessions: auth.sessions,
    startWorkers,
    /** Money by kind of ledger entry, for the metrics. */
    ledgerTotals: () => ledgerTotals(db),
    /** Stops what the workers run beside the queue. */
    stopWorkers: () => integrations.publisher.stop(),
    /** Registers the page that frames an agency's own chat page, outside the API. */
    registerChatFrame: chat.registerFrame,
    /** Which hosts' pages may load Stripe.js, for the content security policy. */
    cardPaymentHosts: billing.cardPaymentHosts,
  };
}
