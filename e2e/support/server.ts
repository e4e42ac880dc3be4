// The browser tests' servers: the real app (buildApp) on in-memory databases with the demo data and the
// built web app: one with the built-in AI, one whose AI provider is a fake OpenAI-compatible server,
// one that sends e-mail to an SMTP server on loopback (a route shows what it received) and has the
// operator's superadmin. Each has routes to create fresh tenants and more users of them. The first takes
// card payments through a fake Stripe on loopback, with routes standing in for what Stripe.js asks of
// Stripe in the browser, and publishes to a fake Graph API on loopback, which also plays Facebook Login.
// A second origin plays the marketing platform's parent frame.
import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { agencyLinksSchema, customisationSchema } from '../../src/contract/agency.js';
import { buildApp } from '../../src/server/app.js';
import { seedDemoData } from '../../src/server/boot/demo-seed.js';
import { prepareDatabase } from '../../src/server/boot/prepare.js';
import { ensureSuperadmin } from '../../src/server/boot/superadmin.js';
import { loadConfig } from '../../src/server/config.js';
import { openDatabase } from '../../src/server/db/open.js';
import { SecretBox } from '../../src/server/infra/secret-box.js';
import { webDistDir } from '../../src/server/paths.js';
import {
  type AgencyFixture,
  createAgency,
  createLocation,
  createUser,
} from '../../src/server/test/factories.js';
import { FakeGraph } from '../../src/server/test/fake-graph.js';
import { FakeHighLevel } from '../../src/server/test/fake-highlevel.js';
import { FakeOpenAi } from '../../src/server/test/fake-openai.js';
import { FakeStripe } from '../../src/server/test/fake-stripe.js';
import { encryptLikePlatform } from '../../src/server/test/platform-payload.js';
import { SmtpInbox } from '../../src/server/test/smtp-inbox.js';
import {
  APP_PORT,
  DEMO_ADMIN_EMAIL,
  DEMO_EMAIL,
  DEMO_PASSWORD,
  MAIL_APP_PORT,
  MALICIOUS_REPLY,
  MODEL_APP_PORT,
  PARENT_ORIGIN,
  PARENT_PORT,
  SUPERADMIN_EMAIL,
  SUPERADMIN_PASSWORD,
} from './constants.js';
import { testCardOf } from './stripe-cards.js';

const tenantOptions = z.object({
  apps: z.array(z.string()).optional(),
  planType: z.string().optional(),
  allowUnsignedEmbed: z.boolean().optional(),
  platformOrigin: z.string().optional(),
  locations: z.number().int().min(0).max(3).default(1),
  /** The first location's business name; the others get made-up ones. */
  businessName: z.string().optional(),
  customisation: customisationSchema.partial().optional(),
  links: agencyLinksSchema.optional(),
  /** The plan's user limit; it counts only when the agency is on the plan (`activePlan`). */
  userLimit: z.number().int().min(1).optional(),
  activePlan: z.boolean().optional(),
  /** The tenant's user is a User (the default) or an admin of the agency. */
  role: z.enum(['agency', 'admin']).optional(),
});

/** Another user of an agency made by /__e2e/tenants, who may use the given locations. */
const userOptions = z.object({
  agencyId: z.string(),
  locationIds: z.array(z.string()).default([]),
  role: z.enum(['agency', 'admin']).optional(),
});

const stripeAccountOptions = z.object({
  name: z.string().optional(),
  mode: z.enum(['test', 'live']).optional(),
});
const intentParams = z.object({ id: z.string() });
const clientSecretOf = (input: unknown) => z.object({ client_secret: z.string() }).parse(input).client_secret;

/** Stripe's words when a card is refused, as Stripe.js hands them to the page. */
const cardError = (code: string, message: string) => ({ error: { type: 'card_error', code, message } });

/**
 * The fake Stripe's side of the browser: new accounts for the tests, and what Stripe's API answers
 * Stripe.js (the stand-in in stripe-js.ts, whose calls the tests route here), form-encoded as Stripe.js sends.
 */
async function addStripeRoutes(app: FastifyInstance, stripe: FakeStripe) {
  await app.register(async (browser) => {
    browser.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const open = { config: { access: 'public' } } as const;
    browser.post('/__e2e/stripe/accounts', open, async (request) => {
      const { name, mode } = stripeAccountOptions.parse(request.body ?? {});
      return stripe.createAccount(name, mode);
    });
    browser.post('/__e2e/stripe/v1/setup_intents/:id/confirm', open, async (request, reply) => {
      const { id } = intentParams.parse(request.params);
      const form = z.object({ 'payment_method_data[card][number]': z.string() }).parse(request.body);
      const card = testCardOf(form['payment_method_data[card][number]']);
      if (!card) return reply.code(402).send(cardError('card_declined', 'Your card was declined.'));
      stripe.confirmSetupIntent(id, card);
      return { id, object: 'setup_intent', status: 'succeeded' };
    });
    const intentFor = (id: string, clientSecret: string) => {
      const intent = stripe.paymentIntent(id);
      if (intent.client_secret !== clientSecret) throw new Error('the client secret does not match');
      return intent;
    };
    browser.get('/__e2e/stripe/v1/payment_intents/:id', open, async (request) =>
      intentFor(intentParams.parse(request.params).id, clientSecretOf(request.query)),
    );
    // What the cardholder's answer to 3-D Secure does at Stripe.
    browser.post('/__e2e/stripe/v1/payment_intents/:id/authenticate', open, async (request, reply) => {
      const { id } = intentParams.parse(request.params);
      intentFor(id, clientSecretOf(request.body));
      if (z.object({ outcome: z.enum(['complete', 'fail']) }).parse(request.body).outcome === 'fail') {
        return reply
          .code(402)
          .send(
            cardError(
              'payment_intent_authentication_failure',
              'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
            ),
          );
      }
      stripe.completeAuthentication(id);
      return stripe.paymentIntent(id);
    });
  });
}

async function startInstance(
  port: number,
  env: Record<string, string>,
  services: {
    inbox?: SmtpInbox;
    stripe?: FakeStripe;
    graph?: FakeGraph;
    model?: FakeOpenAi;
    highLevel?: FakeHighLevel;
  } = {},
) {
  const { inbox, stripe, graph, model, highLevel } = services;
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATA_DIR: await mkdtemp(join(tmpdir(), 'e2e-data-')),
    FRAME_ANCESTORS: `'self' ${PARENT_ORIGIN}`,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DEMO_EMAIL,
    DEMO_PASSWORD,
    ...env,
  });
  const database = await openDatabase({ memory: true });
  await prepareDatabase(database);
  const secretBox = new SecretBox(randomBytes(32));
  await seedDemoData(database.db, secretBox, {
    email: DEMO_EMAIL,
    adminEmail: DEMO_ADMIN_EMAIL,
    password: DEMO_PASSWORD,
    embedSecret: undefined,
  });
  // As the real server does at start, where SUPERADMIN_EMAIL and SUPERADMIN_PASSWORD are set.
  if (config.superadmin) await ensureSuperadmin(database.db, config.superadmin);
  const app = await buildApp({ config, database, secretBox, webRoot: webDistDir });
  const tenants = new Map<string, AgencyFixture>();
  app.post('/__e2e/tenants', { config: { access: 'public' } }, async (request) => {
    const options = tenantOptions.parse(request.body ?? {});
    const agency = await createAgency(database.db, secretBox, options);
    tenants.set(agency.id, agency);
    const locations = [];
    for (let i = 0; i < options.locations; i++) {
      const businessName = i === 0 ? options.businessName : undefined;
      locations.push(await createLocation(database.db, agency, businessName ? { businessName } : {}));
    }
    const user = await createUser(
      database.db,
      agency,
      locations.map((l) => l.id),
      options.role === 'admin' ? { role: 'admin', type: 'admin' } : {},
    );
    return { agency, locations, user };
  });
  app.post('/__e2e/users', { config: { access: 'public' } }, async (request, reply) => {
    const options = userOptions.parse(request.body ?? {});
    const agency = tenants.get(options.agencyId);
    if (!agency) return reply.code(404).send({ message: 'No agency made by /__e2e/tenants has this id' });
    return createUser(
      database.db,
      agency,
      options.locationIds,
      options.role === 'admin' ? { role: 'admin', type: 'admin' } : {},
    );
  });
  if (inbox) {
    // What the app e-mailed to an address, newest last: the tests open the links in it.
    app.get('/__e2e/mail', { config: { access: 'public' } }, async (request) => {
      const { to } = z.object({ to: z.string() }).parse(request.query);
      return inbox.received
        .filter((mail) => mail.to.includes(to))
        .map(({ subject, text }) => ({ subject, text }));
    });
  }
  if (stripe) await addStripeRoutes(app, stripe);
  if (graph) {
    // How the fake Graph API answers the next posts: a test of a failure sets it, and sets it back.
    app.post('/__e2e/graph/behaviour', { config: { access: 'public' } }, async (request) => {
      const { kind } = z
        .object({ kind: z.enum(['ok', 'expired-token', 'rate-limit', 'server-error']) })
        .parse(request.body);
      graph.behaviour = { kind };
      return { kind };
    });
  }
  if (highLevel) {
    // The sub-accounts the fake HighLevel lists: a test names its own, so runs never share an id.
    app.post('/__e2e/highlevel/sub-accounts', { config: { access: 'public' } }, async (request) => {
      const accounts = z
        .array(z.object({ id: z.string(), name: z.string(), timezone: z.string(), country: z.string() }))
        .parse(request.body);
      highLevel.subAccounts = accounts;
      return { count: accounts.length };
    });
  }
  if (model) {
    // What the fake model answers requests that mention a key (a test's own business name), and after how
    // long: each test gets its own answer from the one model.
    app.post('/__e2e/model/replies', { config: { access: 'public' } }, async (request) => {
      const { key, text, delayMs } = z
        .object({
          key: z.string().min(1),
          text: z.string(),
          delayMs: z.number().int().min(0).max(10_000).optional(),
        })
        .parse(request.body);
      model.repliesByKey.set(key, delayMs === undefined ? { text } : { text, delayMs });
      return { key };
    });
  }
  await app.listen({ host: '127.0.0.1', port });
}

const stripe = new FakeStripe();
const graph = new FakeGraph();
const graphUrl = await graph.start();
const highLevel = new FakeHighLevel();
const highLevelUrl = await highLevel.start();
await startInstance(
  APP_PORT,
  {
    STRIPE_API_BASE: await stripe.start(),
    FACEBOOK_APP_ID: '4242',
    FACEBOOK_APP_SECRET: 'e2e-app-secret',
    FACEBOOK_GRAPH_URL: graphUrl,
    FACEBOOK_LOGIN_URL: `${graphUrl}/dialog/oauth`,
    PUBLISH_SWEEP_SECONDS: '1',
    HIGHLEVEL_CLIENT_ID: 'e2e-highlevel-client',
    HIGHLEVEL_CLIENT_SECRET: 'e2e-highlevel-secret',
    HIGHLEVEL_API_URL: highLevelUrl,
    HIGHLEVEL_LOGIN_URL: `${highLevelUrl}/oauth/chooselocation`,
  },
  { stripe, graph, highLevel },
);

const inbox = new SmtpInbox();
await startInstance(
  MAIL_APP_PORT,
  { SMTP_URL: await inbox.start(), SUPERADMIN_EMAIL, SUPERADMIN_PASSWORD },
  { inbox },
);

const fake = new FakeOpenAi();
fake.behaviour = { kind: 'reply', text: MALICIOUS_REPLY };
const fakeUrl = await fake.start();
await startInstance(
  MODEL_APP_PORT,
  { AI_PROVIDER: 'openai-compatible', AI_BASE_URL: fakeUrl, AI_MODEL: 'fake-writer' },
  { model: fake },
);

// The platform's page: frames the app and answers its REQUEST_USER_DATA with a payload encrypted for the test.
const parent = Fastify();
parent.get('/parent', async (request, reply) => {
  const query = z.object({ src: z.string(), secret: z.string(), data: z.string() }).parse(request.query);
  const payload = encryptLikePlatform(query.data, query.secret);
  const appOrigin = new URL(query.src).origin;
  const html = `<!doctype html><html><body style="margin:0">
<iframe id="app" src="${query.src}" style="width:1200px;height:800px;border:0"></iframe>
<script>
window.addEventListener('message', (event) => {
  if (event.origin !== ${JSON.stringify(appOrigin)} || !event.data || event.data.message !== 'REQUEST_USER_DATA') return;
  event.source.postMessage({ message: 'REQUEST_USER_DATA_RESPONSE', payload: ${JSON.stringify(payload)} }, event.origin);
});
</script></body></html>`;
  return reply.type('text/html').send(html);
});
await parent.listen({ host: '127.0.0.1', port: PARENT_PORT });
process.stdout.write(
  `e2e servers ready on ${APP_PORT}, ${MODEL_APP_PORT} and ${MAIL_APP_PORT} (platform page on ${PARENT_PORT})\n`,
);
