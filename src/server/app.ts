import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { applyContractMessages } from '../contract/messages.js';
import { RenderPool } from './ai/builtin/graphic/render-pool.js';
import { createEngines } from './ai/engines.js';
import type { Config } from './config.js';
import { type Clock, systemClock } from './core/clock.js';
import type { DatabaseHandle } from './db/open.js';
import { STRIPE_KEYS_CHANNEL } from './features/billing/card-payment-hosts.js';
import { composeFeatures } from './features/compose.js';
import { registerHealthRoutes } from './features/health/index.js';
import { registerMetricsRoute } from './features/health/metrics.js';
import { AccessChanges } from './infra/access-changes.js';
import { JobQueue } from './infra/jobs.js';
import { createMailer } from './infra/mailer.js';
import { Metrics } from './infra/metrics.js';
import { openMediaStore } from './infra/open-media.js';
import type { SecretBox } from './infra/secret-box.js';
import { enforceAccess } from './platform/access.js';
import { serveInArrivalOrder } from './platform/arrival-order.js';
import { closeConnectionsWithTheirAnswers, HandlersInFlight } from './platform/draining.js';
import { registerErrorHandling, sendBadUrl, sendNoSuchEndpoint } from './platform/errors.js';
import { IMMUTABLE, registerMediaRoute } from './platform/media-route.js';
import { registerRoutes } from './platform/routes.js';
import { ScopeGrants } from './platform/scope.js';
import { addSecurityHeaders } from './platform/security-headers.js';

const STRIPE_JS = 'https://js.stripe.com';

/** A hop count trusts that many proxies nearest the server; a list, those addresses and networks. */
function trustProxyOption(trusted: Config['TRUST_PROXY']) {
  return typeof trusted === 'number' ? (_address: string, hop: number) => hop < trusted : trusted;
}

/** What buildApp needs from outside: configuration, an open database and the secret-column key. */
export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  secretBox: SecretBox;
  /** Folder of the built web app; null serves the API alone. */
  webRoot: string | null;
  /** The clock; sessions and limits read time only through it. */
  clock?: Clock;
}

/**
 * Whether a path asks for a file: anything under /assets/, or a last segment with a file extension.
 * Such a path the static files did not answer is a 404, not the web app's page, so that a page of an
 * older build whose scripts were replaced fails visibly instead of loading HTML as JavaScript. A
 * segment with an @ is the e-mail of the embed prefix (/{email}/{locationId}), a path of the web app.
 */
function namesAFile(path: string): boolean {
  if (path.startsWith('/assets/')) return true;
  const last = path.slice(path.lastIndexOf('/') + 1);
  return /\.[a-z0-9]+$/i.test(last) && !/@|%40/i.test(last);
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  applyContractMessages();
  const { config, database } = deps;
  const media = openMediaStore(config);
  const accessChanges = new AccessChanges();
  const jobs = new JobQueue(database, { pollingSeconds: config.JOB_POLL_SECONDS });
  const renderer = new RenderPool();
  const metrics = new Metrics({
    jobDepths: () => jobs.depths(),
    // Read at scrape time only, by which time the features exist.
    ledgerTotals: () => features.ledgerTotals(),
    picturesWaiting: () => renderer.waiting,
  });
  const features = composeFeatures({
    config,
    db: database.db,
    clock: deps.clock ?? systemClock,
    secretBox: deps.secretBox,
    media,
    engines: createEngines(config),
    accessChanges,
    jobs,
    renderer,
    metrics,
    // Called only while the app serves requests, by which time its logger exists.
    mailer: createMailer(config.SMTP_URL, config.MAIL_FROM, (error, mail) =>
      app.log.error({ err: error, subject: mail.subject }, 'an e-mail could not be sent'),
    ),
  });
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers["x-auth-token"]', 'req.headers.apikey', 'req.headers.authorization'],
    },
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    bodyLimit: 1_048_576,
    return503OnClosing: true,
    // Errors Fastify raises before routing (a malformed address) get the same shape as every other error.
    frameworkErrors: (error, request, reply) => {
      void sendBadUrl(reply.header('x-request-id', request.id), error.message);
    },
    trustProxy: trustProxyOption(config.TRUST_PROXY),
  }).withTypeProvider<ZodTypeProvider>();

  serveInArrivalOrder(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('routeAccess', []);
  app.decorateRequest('principal', null);
  registerErrorHandling(app);
  closeConnectionsWithTheirAnswers(app);
  const handlers = new HandlersInFlight();

  const directives = {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // Mantine sets component styles at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    connectSrc: ["'self'"],
    // Only the product's own pages: an agency's chat page is framed by the chat frame page, which may frame exactly its origin.
    frameSrc: ["'self'"],
    frameAncestors: config.FRAME_ANCESTORS.split(/\s+/),
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  };
  const headerOptions = (policy: typeof directives) => ({
    contentSecurityPolicy: { directives: policy },
    // The product runs inside agencies' platforms: framing is governed by frame-ancestors alone.
    frameguard: false,
    crossOriginEmbedderPolicy: false,
  });
  addSecurityHeaders(app, headerOptions(directives), {
    // Stripe.js, where an agency takes cards: its script, its frames (card fields, 3-D Secure), its API.
    options: headerOptions({
      ...directives,
      scriptSrc: [...directives.scriptSrc, STRIPE_JS],
      frameSrc: [...directives.frameSrc, STRIPE_JS, 'https://hooks.stripe.com'],
      connectSrc: [...directives.connectSrc, 'https://api.stripe.com'],
    }),
    applies: (host) => features.cardPaymentHosts.takesCards(host),
  });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Social assistant API', version: '1' },
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'x-auth-token' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/v1/docs' });
  app.get('/v1/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () =>
    app.swagger(),
  );

  await accessChanges.start(database);
  app.addHook('onClose', () => accessChanges.stop());
  // An agency saved or forgot its Stripe keys, on this instance or another: pages answer afresh.
  const stopStripeKeysListener = await database.listen(STRIPE_KEYS_CHANNEL, () =>
    features.cardPaymentHosts.forget(),
  );
  app.addHook('onClose', () => stopStripeKeysListener().catch(() => undefined));
  jobs.onError((error, job) => {
    metrics.jobFailed(job);
    app.log.error({ err: error, job }, 'a background job failed');
  });
  app.addHook('onResponse', async (request, reply) => {
    metrics.request(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });
  await jobs.start();
  await features.startWorkers();
  // Closing takes no new background work from its first moment, before the requests in flight end:
  // the sweep stops and the queue's workers take no more jobs, while those running go on to their end.
  app.addHook('preClose', async () => {
    features.stopWorkers();
    // Not awaited here, which would hold the server's close; the close hook below awaits the same stop
    // and hears its failure.
    void jobs.stop().catch(() => undefined);
  });
  // The close hooks run last added first, after the server has stopped taking connections: this one
  // first of the app's own, since requests still being handled may queue jobs, draw pictures and book
  // charges. Access changes and listeners, added before it, stop after it.
  app.addHook('onClose', async () => {
    await handlers.settled();
    await jobs.stop();
    await renderer.close();
    media.files.close();
  });
  const grants = new ScopeGrants(features.scopeRules);
  await app.register(async (scope) => {
    enforceAccess(scope, features.sessions);
    registerHealthRoutes(scope, database, jobs);
    registerMetricsRoute(scope, metrics, config.METRICS_TOKEN);
    features.registerChatFrame(scope);
    await scope.register(
      async (api) => {
        registerRoutes(api, features.routes, grants, handlers);
      },
      { prefix: '/v1' },
    );
  });

  await registerMediaRoute(app, media);

  const webRoot = deps.webRoot && existsSync(join(deps.webRoot, 'index.html')) ? deps.webRoot : null;
  if (webRoot) {
    await app.register(fastifyStatic, {
      root: webRoot,
      index: false,
      wildcard: false,
      // The build writes brotli and gzip copies of each file beside it.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, path) => {
        res.setHeader('cache-control', path.includes('/assets/') ? IMMUTABLE : 'no-cache');
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (
      path === '/v1' ||
      path.startsWith('/v1/') ||
      request.method !== 'GET' ||
      !webRoot ||
      namesAFile(path)
    ) {
      return sendNoSuchEndpoint(reply, request.method, path);
    }
    // Any other path belongs to the web app, whose router decides what it shows.
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
  });

  return app;
}
