import { randomUUID } from 'node:crypto';
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FREE_USAGE } from '../contract/balance.js';
import { chatEventSchema } from '../contract/chat.js';
import type { RouteShape } from '../contract/route.js';
import { sentInvitationSchema } from '../contract/team.js';
import { publications, socialAccounts } from './db/schema.js';
import type { RouteAccess } from './platform/access.js';
import { startTestApp, type TestApp } from './test/app.js';
import { createLocation, createTenant, createUser, testCustomisation } from './test/factories.js';
import { generate, WORLD_BREAD_DAY } from './test/generate.js';
import { createNews } from './test/news.js';
import { signIn } from './test/sign-in.js';

/**
 * Every route of the API that takes the id of something a tenant owns, walked from the registered route
 * table: called with another tenant's id, it must answer 404 as if the thing did not exist. A new route
 * with an id and no declared scope, or without a sample request below, fails here.
 */

/** What an id names, which decides who must not reach it. */
type IdKind =
  | 'location'
  | 'post'
  | 'user'
  | 'plan'
  | 'invitation'
  | 'agency'
  | 'news'
  | 'conversation'
  | 'spareConversation'
  | 'spareInvitation'
  | 'answer'
  | 'account'
  | 'publication';

const ID_FIELDS: Record<string, IdKind> = {
  locationId: 'location',
  locationIds: 'location',
  activeLocation: 'location',
  agency_id: 'agency',
  agencyId: 'agency',
  invitationId: 'invitation',
  profile_id: 'location',
  parentId: 'post',
  userId: 'user',
  _id: 'user',
  planId: 'plan',
  plan_id: 'plan',
  planIds: 'plan',
  newsId: 'news',
  conversationId: 'conversation',
  messageId: 'answer',
  account_id: 'location',
  company_id: 'agency',
  postId: 'post',
  accountId: 'account',
  publicationId: 'publication',
};

/** Fields that name something else on one route than ID_FIELDS says. */
const ROUTE_ID_FIELDS: Record<string, Record<string, IdKind>> = {
  // The earlier balance calls named the account, a location, `id` and `_id`.
  'POST /v1/accounts/getBalance': { id: 'location' },
  'PUT /v1/accounts/update': { _id: 'location' },
  // The product's delete removes the first conversation before the earlier app's delete runs.
  'GET /v1/chat/delete': { id: 'spareConversation' },
  // The team's own revoke removes the first invitation before the console's routes run.
  'POST /v1/agencies/:agencyId/invitations/:invitationId/resend': { invitationId: 'spareInvitation' },
  'DELETE /v1/agencies/:agencyId/invitations/:invitationId': { invitationId: 'spareInvitation' },
};

interface Ids {
  location: string;
  post: string;
  user: string;
  plan: string;
  invitation: string;
  agency: string;
  news: string;
  conversation: string;
  spareConversation: string;
  spareInvitation: string;
  answer: string;
  account: string;
  publication: string;
  email: string;
}

interface Sample {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: Record<string, unknown>;
}

/** The earlier Add Team Member modal's body. */
const legacyInvitation = (ids: Ids): Sample => ({
  body: {
    userName: 'New',
    email: `${randomUUID()}@example.com`,
    roles: 'User',
    agency_id: ids.agency,
    activeLocation: ids.location,
  },
});

const { logo: _logo, ...testColours } = testCustomisation;
const agencyOf = (ids: Ids) => ({ agencyId: ids.agency });
const consoleLocation = (ids: Ids) => ({
  businessName: 'Harbour Bakery',
  firstName: 'Ana',
  email: '',
  phoneNumber: '',
  address: '',
  country: 'US',
  timeZone: 'America/New_York',
  planId: ids.plan,
});
const consolePlan = { name: 'Starter', type: 'free', apps: ['calendar'], userLimit: 3 };
const template = (ids: Ids) => ({ ...agencyOf(ids), kind: 'tone', name: 'Friendly' });
/** The smallest PNG there is: one transparent pixel. */
const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const newsOf = (ids: Ids) => ({ ...agencyOf(ids), newsId: ids.news });
const conversationOfIds = (ids: Ids) => ({ locationId: ids.location, conversationId: ids.conversation });
/** A news item for some plans, naming a location too, so both lists' ids are checked. */
const newsBody = (ids: Ids) => ({
  title: 'Holiday hours',
  description: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Open' }] }] },
  status: 'published',
  pinned: false,
  audience: 'plans',
  planIds: [ids.plan],
  locationIds: [ids.location],
});

/** A test publishable key with a live secret key: refused before Stripe is ever asked. */
const mixedStripeKeys = {
  publishableKey: 'pk_test_SampleKey0000000000',
  secretKey: 'sk_live_SampleKey0000000000',
  webhookSecret: 'whsec_SampleSecret000000000',
};
const legacyStripeKeys = {
  publish_key: mixedStripeKeys.publishableKey,
  secret_key: mixedStripeKeys.secretKey,
  webhook_secret: mixedStripeKeys.webhookSecret,
};
/** Card routes answer that the sample agency takes no cards, after its location is checked. */
const cardOf = (ids: Ids) => ({ locationId: ids.location, cardId: randomUUID() });

/** The agency console's and the operator's routes: every one names the agency it works on. */
const CONSOLE_SAMPLES: Record<string, (ids: Ids) => Sample> = {
  'GET /v1/agencies/:agencyId': (ids) => ({ params: agencyOf(ids) }),
  'PUT /v1/agencies/:agencyId/colours': (ids) => ({ params: agencyOf(ids), body: testColours }),
  'PUT /v1/agencies/:agencyId/logo': (ids) => ({ params: agencyOf(ids), body: { data: ONE_PIXEL_PNG } }),
  'DELETE /v1/agencies/:agencyId/logo': (ids) => ({ params: agencyOf(ids) }),
  'PUT /v1/agencies/:agencyId/domain': (ids) => ({
    params: agencyOf(ids),
    body: { domain: `${randomUUID().slice(0, 8)}.example.com` },
  }),
  'PUT /v1/agencies/:agencyId/links': (ids) => ({
    params: agencyOf(ids),
    body: { upgradePage: 'https://agency.example.com/upgrade' },
  }),
  'GET /v1/agencies/:agencyId/embedding': (ids) => ({ params: agencyOf(ids) }),
  'PUT /v1/agencies/:agencyId/embedding': (ids) => ({
    params: agencyOf(ids),
    body: { platformOrigin: 'https://app.gohighlevel.com', allowUnsigned: false },
  }),
  'POST /v1/agencies/:agencyId/embedding/secret': (ids) => ({ params: agencyOf(ids) }),
  'POST /v1/agencies/:agencyId/embedding/sample-link': (ids) => ({
    params: agencyOf(ids),
    body: { locationId: ids.location, email: ids.email },
  }),
  'GET /v1/agencies/:agencyId/locations': (ids) => ({ params: agencyOf(ids), query: { search: 'a' } }),
  'POST /v1/agencies/:agencyId/locations': (ids) => ({ params: agencyOf(ids), body: consoleLocation(ids) }),
  'PATCH /v1/agencies/:agencyId/locations/:locationId': (ids) => ({
    params: { ...agencyOf(ids), locationId: ids.location },
    body: consoleLocation(ids),
  }),
  // Registered in this order, so the location the later samples use is back before they run.
  'POST /v1/agencies/:agencyId/locations/:locationId/archive': (ids) => ({
    params: { ...agencyOf(ids), locationId: ids.location },
  }),
  'POST /v1/agencies/:agencyId/locations/:locationId/restore': (ids) => ({
    params: { ...agencyOf(ids), locationId: ids.location },
  }),
  'GET /v1/agencies/:agencyId/plans': (ids) => ({ params: agencyOf(ids) }),
  'POST /v1/agencies/:agencyId/plans': (ids) => ({ params: agencyOf(ids), body: consolePlan }),
  'PATCH /v1/agencies/:agencyId/plans/:planId': (ids) => ({
    params: { ...agencyOf(ids), planId: ids.plan },
    body: { ...consolePlan, apps: ['calendar', 'social'], userLimit: 50 },
  }),
  // The sample plan is in use, so this is refused as a conflict, never carried out.
  'DELETE /v1/agencies/:agencyId/plans/:planId': (ids) => ({
    params: { ...agencyOf(ids), planId: ids.plan },
  }),
  'GET /v1/agencies/:agencyId/users': (ids) => ({ params: agencyOf(ids) }),
  'POST /v1/agencies/:agencyId/invitations': (ids) => ({
    params: agencyOf(ids),
    body: {
      userName: 'New',
      email: `${randomUUID()}@example.com`,
      role: 'agency',
      locationIds: [ids.location],
    },
  }),
  'POST /v1/agencies/:agencyId/invitations/:invitationId/resend': (ids) => ({
    params: { ...agencyOf(ids), invitationId: ids.spareInvitation },
  }),
  'DELETE /v1/agencies/:agencyId/invitations/:invitationId': (ids) => ({
    params: { ...agencyOf(ids), invitationId: ids.spareInvitation },
  }),
  'GET /v1/agencies/:agencyId/ai': (ids) => ({ params: agencyOf(ids) }),
  // Nothing listens at this address, so the trial call fails and nothing is saved.
  'PUT /v1/agencies/:agencyId/ai': (ids) => ({
    params: agencyOf(ids),
    body: {
      provider: 'openai-compatible',
      baseUrl: 'https://127.0.0.1:9/v1',
      model: 'm',
      apiKey: 'sk-sample-key',
    },
  }),
  'DELETE /v1/agencies/:agencyId/ai': (ids) => ({ params: agencyOf(ids) }),
  'GET /v1/agencies/:agencyId/prompt-templates': (ids) => ({ params: agencyOf(ids) }),
  'PUT /v1/agencies/:agencyId/prompt-templates/:kind/:name': (ids) => ({
    params: template(ids),
    body: { template: 'Rewrite this in a warm voice: {{post}}' },
  }),
  'DELETE /v1/agencies/:agencyId/prompt-templates/:kind/:name': (ids) => ({ params: template(ids) }),
  'POST /v1/agencies/:agencyId/prompt-templates/:kind/:name/preview': (ids) => ({
    params: template(ids),
    body: { template: 'Rewrite this in a warm voice: {{post}}' },
  }),
  'GET /v1/agencies/:agencyId/audit': (ids) => ({ params: agencyOf(ids) }),
  'GET /v1/agencies/:agencyId/billing': (ids) => ({ params: agencyOf(ids) }),
  // Keys of two modes are refused before Stripe is asked, so nothing is saved and nothing is called.
  'PUT /v1/agencies/:agencyId/billing/stripe': (ids) => ({ params: agencyOf(ids), body: mixedStripeKeys }),
  'DELETE /v1/agencies/:agencyId/billing/stripe': (ids) => ({ params: agencyOf(ids) }),
  'PUT /v1/agencies/:agencyId/billing/pricing': (ids) => ({
    params: agencyOf(ids),
    body: { prices: FREE_USAGE, monthlyRechargeCapCents: null },
  }),
  'GET /v1/agency/stripe/filter/:agencyId': (ids) => ({ params: agencyOf(ids) }),
  'POST /v1/agency/stripe/integrate': (ids) => ({ body: { ...legacyStripeKeys, agency_id: ids.agency } }),
  'POST /v1/agency/stripe/submit': (ids) => ({ body: { ...legacyStripeKeys, agency_id: ids.agency } }),
  'PUT /v1/agency/stripe/update/:agencyId': (ids) => ({ params: agencyOf(ids), body: legacyStripeKeys }),
  'DELETE /v1/agency/stripe/delete/:agencyId': (ids) => ({ params: agencyOf(ids) }),
  'GET /v1/agency/stripe/invoices/:agencyId': (ids) => ({ params: agencyOf(ids) }),
  'GET /v1/agencies/:agencyId/trial': (ids) => ({ params: agencyOf(ids) }),
  'PUT /v1/agencies/:agencyId/trial': (ids) => ({
    params: agencyOf(ids),
    body: { slug: `trial-${randomUUID().slice(0, 8)}`, retentionDays: 90 },
  }),
  'GET /v1/agencies/:agencyId/trial/leads': (ids) => ({ params: agencyOf(ids), query: { search: 'a' } }),
  'GET /v1/agencies/:agencyId/trial/leads.csv': (ids) => ({ params: agencyOf(ids) }),
  'GET /v1/agencies/:agencyId/news': (ids) => ({ params: agencyOf(ids), query: { search: 'a' } }),
  'POST /v1/agencies/:agencyId/news': (ids) => ({ params: agencyOf(ids), body: newsBody(ids) }),
  'GET /v1/agencies/:agencyId/news/:newsId': (ids) => ({ params: newsOf(ids) }),
  'PATCH /v1/agencies/:agencyId/news/:newsId': (ids) => ({ params: newsOf(ids), body: newsBody(ids) }),
  'PUT /v1/agencies/:agencyId/news/:newsId/picture': (ids) => ({
    params: newsOf(ids),
    body: { data: ONE_PIXEL_PNG },
  }),
  'DELETE /v1/agencies/:agencyId/news/:newsId/picture': (ids) => ({ params: newsOf(ids) }),
  // Registered last of the news routes, so the samples before it use the item it deletes.
  'DELETE /v1/agencies/:agencyId/news/:newsId': (ids) => ({ params: newsOf(ids) }),
  'POST /v1/admin/agencies/:agencyId/suspend': (ids) => ({ params: agencyOf(ids) }),
  'POST /v1/admin/agencies/:agencyId/resume': (ids) => ({ params: agencyOf(ids) }),
  'POST /v1/admin/agencies/:agencyId/open': (ids) => ({ params: agencyOf(ids) }),
  'GET /v1/super_admin/customers': (ids) => ({ query: { agency_id: ids.agency } }),
  'POST /v1/super_admin/add_team': (ids) => ({
    body: { userName: 'New', email: `${randomUUID()}@example.com`, agency_id: ids.agency },
  }),
};

/** A valid request of each id-taking route, with the ids given. */
const SAMPLES: Record<string, (ids: Ids) => Sample> = {
  'PATCH /v1/users/:userId': (ids) => ({
    params: { userId: ids.user },
    body: { userName: 'Sam', email: ids.email },
  }),
  'GET /v1/plans/:planId/apps': (ids) => ({ params: { planId: ids.plan } }),
  'GET /v1/locations/:locationId/calendar/:year': (ids) => ({
    params: { locationId: ids.location, year: 2026 },
  }),
  'GET /v1/locations/:locationId/posts': (ids) => ({
    params: { locationId: ids.location },
    query: { year: 2026 },
  }),
  'GET /v1/locations/:locationId/writer': (ids) => ({ params: { locationId: ids.location } }),
  'POST /v1/posts/generate': (ids) => ({
    body: {
      locationId: ids.location,
      event: WORLD_BREAD_DAY,
      platform: 'Instagram',
      action: 'tone',
      option: 'Playful',
      parentId: ids.post,
    },
  }),
  'GET /v1/chat/event-data': (ids) => ({ query: { year: 2026, locationId: ids.location } }),
  'POST /v1/chat/generateImagefinal': (ids) => ({
    body: { prompt: 'Fresh bread', profile_id: ids.location },
  }),
  'POST /v1/chat/:env': (ids) => ({
    params: { env: 'prod' },
    body: { date: WORLD_BREAD_DAY.date, event_title: WORLD_BREAD_DAY.title, profile_id: ids.location },
  }),
  'PUT /v1/user/chatuser/update': (ids) => ({ body: { _id: ids.user, userName: 'Sam', email: ids.email } }),
  'PUT /v1/user/chatuser/update/password': (ids) => ({
    body: {
      _id: ids.user,
      old_password: 'not it',
      new_password: 'a new password',
      c_new_password: 'a new password',
    },
  }),
  'GET /v1/accounts/getAppsList': (ids) => ({ query: { plan_id: ids.plan } }),
  'POST /v1/team/invitations': (ids) => ({
    body: {
      userName: 'New',
      email: `${randomUUID()}@example.com`,
      role: 'agency',
      locationIds: [ids.location],
    },
  }),
  'POST /v1/team/invitations/:invitationId/resend': (ids) => ({ params: { invitationId: ids.invitation } }),
  'DELETE /v1/team/invitations/:invitationId': (ids) => ({ params: { invitationId: ids.invitation } }),
  // The caller stays an admin, so the sample never takes away the rights the next samples need.
  'PATCH /v1/team/members/:userId': (ids) => ({
    params: { userId: ids.user },
    body: { userName: 'Sam', role: 'admin', locationIds: [ids.location] },
  }),
  'DELETE /v1/team/members/:userId': (ids) => ({ params: { userId: ids.user } }),
  'POST /v1/user/team-member': (ids) => legacyInvitation(ids),
  'POST /v1/user/add_team': (ids) => legacyInvitation(ids),
  'GET /v1/user/location_user': (ids) => ({ query: { locationId: ids.location } }),
  'GET /v1/user/chatusers': (ids) => ({ query: { locationId: ids.location } }),
  'GET /v1/locations/:locationId/news': (ids) => ({ params: { locationId: ids.location } }),
  'GET /v1/feeds/filter': (ids) => ({ query: { agency_id: ids.agency, locationId: ids.location } }),
  'GET /v1/locations/:locationId/chat': (ids) => ({ params: { locationId: ids.location } }),
  'GET /v1/locations/:locationId/chat/conversations': (ids) => ({ params: { locationId: ids.location } }),
  'GET /v1/locations/:locationId/chat/conversations/:conversationId': (ids) => ({
    params: conversationOfIds(ids),
  }),
  'POST /v1/locations/:locationId/chat/messages': (ids) => ({
    params: { locationId: ids.location },
    body: { conversationId: ids.conversation, text: 'Shorten this post: Fresh bread today.' },
  }),
  'POST /v1/locations/:locationId/chat/messages/:messageId/post': (ids) => ({
    params: { locationId: ids.location, messageId: ids.answer },
    body: { event: WORLD_BREAD_DAY, platform: 'Instagram' },
  }),
  'PATCH /v1/locations/:locationId/chat/conversations/:conversationId': (ids) => ({
    params: conversationOfIds(ids),
    body: { title: 'Plans' },
  }),
  // Registered last of the chat routes, so the samples before it use the conversation it deletes.
  'DELETE /v1/locations/:locationId/chat/conversations/:conversationId': (ids) => ({
    params: conversationOfIds(ids),
  }),
  'GET /v1/chat/get_data_by_location/:locationId': (ids) => ({ params: { locationId: ids.location } }),
  'GET /v1/chat/delete': (ids) => ({ query: { id: ids.spareConversation } }),
  'GET /v1/locations/:locationId/dashboard': (ids) => ({
    params: { locationId: ids.location },
    query: { period: 'all', of: 'agency' },
  }),
  'GET /v1/agencies/:agencyId/apps': (ids) => ({ params: agencyOf(ids) }),
  'PUT /v1/agencies/:agencyId/apps/:kind': (ids) => ({
    params: { ...agencyOf(ids), kind: 'facebook' },
    body: { clientId: '1234567890', clientSecret: 'agency-app-secret' },
  }),
  'DELETE /v1/agencies/:agencyId/apps/:kind': (ids) => ({ params: { ...agencyOf(ids), kind: 'highlevel' } }),
  'GET /v1/agencies/:agencyId/highlevel': (ids) => ({ params: agencyOf(ids) }),
  'POST /v1/agencies/:agencyId/highlevel/connect': (ids) => ({ params: agencyOf(ids) }),
  'POST /v1/agencies/:agencyId/highlevel/complete': (ids) => ({
    params: agencyOf(ids),
    body: { code: 'code', state: 'state' },
  }),
  'POST /v1/agencies/:agencyId/highlevel/import': (ids) => ({ params: agencyOf(ids) }),
  'DELETE /v1/agencies/:agencyId/highlevel': (ids) => ({ params: agencyOf(ids) }),
  'POST /v1/locations/:locationId/posts/:postId/highlevel': (ids) => ({
    params: { locationId: ids.location, postId: ids.post },
    body: {},
  }),
  'GET /v1/locations/:locationId/integrations': (ids) => ({ params: { locationId: ids.location } }),
  'POST /v1/locations/:locationId/integrations/facebook/connect': (ids) => ({
    params: { locationId: ids.location },
  }),
  'POST /v1/locations/:locationId/integrations/facebook/complete': (ids) => ({
    params: { locationId: ids.location },
    body: { code: 'code', state: 'state' },
  }),
  'PATCH /v1/locations/:locationId/integrations/accounts/:accountId': (ids) => ({
    params: { locationId: ids.location, accountId: ids.account },
    body: { enabled: true },
  }),
  'GET /v1/locations/:locationId/publications': (ids) => ({ params: { locationId: ids.location } }),
  'POST /v1/locations/:locationId/posts/:postId/publications': (ids) => ({
    params: { locationId: ids.location, postId: ids.post },
    body: { accountId: ids.account, at: new Date(Date.now() + 200 * 86_400_000).toISOString() },
  }),
  'PATCH /v1/locations/:locationId/publications/:publicationId': (ids) => ({
    params: { locationId: ids.location, publicationId: ids.publication },
    body: { at: new Date(Date.now() + 100 * 86_400_000).toISOString() },
  }),
  'POST /v1/locations/:locationId/publications/:publicationId/retry': (ids) => ({
    params: { locationId: ids.location, publicationId: ids.publication },
  }),
  // Registered after the other integration routes: it cancels the publication they use.
  'DELETE /v1/locations/:locationId/publications/:publicationId': (ids) => ({
    params: { locationId: ids.location, publicationId: ids.publication },
  }),
  // Registered last of them: it removes the accounts the others use.
  'DELETE /v1/locations/:locationId/integrations/facebook': (ids) => ({
    params: { locationId: ids.location },
  }),
  'GET /v1/locations/:locationId/brand-profile': (ids) => ({ params: { locationId: ids.location } }),
  'PUT /v1/locations/:locationId/brand-profile': (ids) => ({
    params: { locationId: ids.location },
    body: { category: 'bakery', offers: [{ name: 'sourdough loaves', line: 'baked every morning' }] },
  }),
  'PUT /v1/locations/:locationId/brand-profile/logo': (ids) => ({
    params: { locationId: ids.location },
    body: { data: ONE_PIXEL_PNG },
  }),
  'DELETE /v1/locations/:locationId/brand-profile/logo': (ids) => ({ params: { locationId: ids.location } }),
  'GET /v1/locations/:locationId/balance': (ids) => ({ params: { locationId: ids.location } }),
  'GET /v1/locations/:locationId/balance/entries': (ids) => ({ params: { locationId: ids.location } }),
  'PUT /v1/locations/:locationId/balance/auto-recharge': (ids) => ({
    params: { locationId: ids.location },
    body: { cents: null, lowBalanceCents: null },
  }),
  'POST /v1/locations/:locationId/balance/adjustments': (ids) => ({
    params: { locationId: ids.location },
    body: { cents: 100, reason: 'Welcome credit' },
  }),
  'POST /v1/accounts/getBalance': (ids) => ({ body: { id: ids.location } }),
  'POST /v1/accounts/getBalanceLogs': (ids) => ({
    body: { account_id: ids.location, agency_id: ids.agency },
  }),
  'PUT /v1/accounts/update': (ids) => ({ body: { _id: ids.location, low_balancs_limit: null } }),
  'GET /v1/locations/:locationId/cards': (ids) => ({ params: { locationId: ids.location } }),
  'POST /v1/locations/:locationId/cards/setup': (ids) => ({ params: { locationId: ids.location } }),
  'POST /v1/locations/:locationId/cards': (ids) => ({
    params: { locationId: ids.location },
    body: { setupIntentId: 'seti_sample', name: 'Alex Baker', makePrimary: true },
  }),
  'POST /v1/locations/:locationId/cards/:cardId/primary': (ids) => ({ params: cardOf(ids) }),
  'DELETE /v1/locations/:locationId/cards/:cardId': (ids) => ({ params: cardOf(ids) }),
  'POST /v1/locations/:locationId/balance/top-ups': (ids) => ({
    params: { locationId: ids.location },
    body: { cents: 2_500 },
  }),
  'POST /v1/locations/:locationId/balance/top-ups/:paymentId/confirm': (ids) => ({
    params: { locationId: ids.location, paymentId: randomUUID() },
    body: { paymentConfirm: 'canceled' },
  }),
  'PUT /v1/accounts/addbalance': (ids) => ({
    body: { account_id: ids.location, agency_id: ids.agency, Balance: 25 },
  }),
  'GET /v1/agency/companyinfo': (ids) => ({ query: { company_id: ids.agency } }),
  'PATCH /v1/locations/:locationId/company': (ids) => ({
    params: { locationId: ids.location },
    body: { businessName: 'Corner Bakery', email: '', phoneNumber: '555 0100', address: '1 Main St' },
  }),
  ...CONSOLE_SAMPLES,
};

/** The names of the fields a schema's objects have, across unions. */
function fieldNames(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  const names = new Set<string>();
  const visit = (node: unknown) => {
    if (typeof node !== 'object' || node === null) return;
    if ('properties' in node && typeof node.properties === 'object' && node.properties !== null) {
      for (const name of Object.keys(node.properties)) names.add(name);
    }
    for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
      if (key in node) {
        const options: unknown = Reflect.get(node, key);
        if (Array.isArray(options)) for (const option of options) visit(option);
      }
    }
  };
  visit(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }));
  return [...names];
}

function idFieldsOf(
  definition: RouteShape,
): { part: 'params' | 'query' | 'body'; name: string; kind: IdKind }[] {
  const found = [];
  const ofRoute = ROUTE_ID_FIELDS[`${definition.method} /v1${definition.path}`];
  for (const part of ['params', 'query', 'body'] as const) {
    for (const name of fieldNames(definition[part])) {
      const kind = ofRoute?.[name] ?? ID_FIELDS[name];
      if (kind) found.push({ part, name, kind });
    }
  }
  return found;
}

let t: TestApp;
/** The tenant whose things the others try to reach. */
let victim: Ids;
/** An admin of another agency, with a location, post, plan and invitation of their own. */
let outsider: Ids & { token: string };
/** A user of the victim's agency without the victim's location, with a location and post of their own. */
let colleague: Ids & { token: string };

/** A conversation of the token's user with the assistant, in that location, and its answer. */
async function chatOf(token: string, locationId: string): Promise<{ conversation: string; answer: string }> {
  const sent = await t.app.inject({
    method: 'POST',
    url: `/v1/locations/${locationId}/chat/messages`,
    headers: { 'x-auth-token': token },
    payload: { text: 'Ideas for next week' },
  });
  const events = sent.body
    .split('\n')
    .filter(Boolean)
    .map((line) => chatEventSchema.parse(JSON.parse(line)));
  const started = events.find((event) => event.type === 'started');
  const done = events.find((event) => event.type === 'done');
  if (started?.type !== 'started' || done?.type !== 'done') throw new Error(`no conversation: ${sent.body}`);
  return { conversation: started.conversation.id, answer: done.message.id };
}

async function invitationOf(token: string, locationId: string): Promise<string> {
  const sent = await t.app.inject({
    method: 'POST',
    url: '/v1/team/invitations',
    headers: { 'x-auth-token': token },
    payload: {
      userName: 'Invited',
      email: `${randomUUID()}@example.com`,
      role: 'agency',
      locationIds: [locationId],
    },
  });
  return sentInvitationSchema.parse(sent.json()).invitation._id;
}

/** A connected Page of the location, chosen for publishing, and a post scheduled to it next year. */
async function publishingOf(
  locationId: string,
  postId: string,
): Promise<{ account: string; publication: string }> {
  const [account] = await t.database.db
    .insert(socialAccounts)
    .values({
      locationId,
      kind: 'facebook-page',
      externalId: randomUUID(),
      name: 'Page',
      tokenSealed: t.secretBox.seal('page-token'),
      enabled: true,
    })
    .returning();
  if (!account) throw new Error('no account stored');
  const [publication] = await t.database.db
    .insert(publications)
    .values({
      locationId,
      postId,
      accountId: account.id,
      scheduledAt: new Date(Date.now() + 300 * 86_400_000),
    })
    .returning();
  if (!publication) throw new Error('no publication stored');
  return { account: account.id, publication: publication.id };
}

/** A post of the location, with a Page to publish it to and its scheduled publication. */
async function postWithPublishing(token: string, locationId: string) {
  const post = await postOf(token, locationId);
  return { post, ...(await publishingOf(locationId, post)) };
}

async function postOf(token: string, locationId: string): Promise<string> {
  const written = await generate(t.app, token, {
    locationId,
    event: WORLD_BREAD_DAY,
    platform: 'Instagram',
    action: 'social',
  });
  if (!written.post) throw new Error('no post written');
  return written.post._id;
}

beforeAll(async () => {
  t = await startTestApp();
  const db = t.database.db;
  const theirs = await createTenant(db, t.secretBox);
  const theirToken = await signIn(t.app, theirs.user);
  const theirAdmin = await createUser(db, theirs.agency, [], { role: 'admin', type: 'admin' });
  const theirNews = await createNews(t, theirs.agency.id, await signIn(t.app, theirAdmin));
  victim = {
    location: theirs.location.id,
    ...(await postWithPublishing(theirToken, theirs.location.id)),
    user: theirs.user.id,
    plan: theirs.agency.planId,
    invitation: await invitationOf(theirToken, theirs.location.id),
    spareInvitation: await invitationOf(theirToken, theirs.location.id),
    agency: theirs.agency.id,
    news: theirNews.id,
    ...(await chatOf(theirToken, theirs.location.id)),
    spareConversation: (await chatOf(theirToken, theirs.location.id)).conversation,
    email: theirs.user.email,
  };
  const other = await createTenant(db, t.secretBox);
  const otherAdmin = await createUser(db, other.agency, [other.location.id], {
    role: 'admin',
    type: 'admin',
  });
  const otherToken = await signIn(t.app, otherAdmin);
  outsider = {
    token: otherToken,
    location: other.location.id,
    ...(await postWithPublishing(otherToken, other.location.id)),
    user: otherAdmin.id,
    plan: other.agency.planId,
    invitation: await invitationOf(otherToken, other.location.id),
    spareInvitation: await invitationOf(otherToken, other.location.id),
    agency: other.agency.id,
    news: (await createNews(t, other.agency.id, otherToken)).id,
    ...(await chatOf(otherToken, other.location.id)),
    spareConversation: (await chatOf(otherToken, other.location.id)).conversation,
    email: otherAdmin.email,
  };
  const ownLocation = await createLocation(db, theirs.agency);
  const sameAgencyUser = await createUser(db, theirs.agency, [ownLocation.id]);
  const colleagueToken = await signIn(t.app, sameAgencyUser);
  colleague = {
    token: colleagueToken,
    location: ownLocation.id,
    ...(await postWithPublishing(colleagueToken, ownLocation.id)),
    user: sameAgencyUser.id,
    plan: theirs.agency.planId,
    invitation: await invitationOf(colleagueToken, ownLocation.id),
    spareInvitation: await invitationOf(colleagueToken, ownLocation.id),
    agency: theirs.agency.id,
    news: theirNews.id,
    ...(await chatOf(colleagueToken, ownLocation.id)),
    spareConversation: (await chatOf(colleagueToken, ownLocation.id)).conversation,
    email: sameAgencyUser.email,
  };
});
afterAll(() => t.close());

const call = (route: { method: HTTPMethods; url: string }, sample: Sample, token: string) => {
  const url = route.url.replace(/:([A-Za-z_]+)/g, (_m, name: string) => String(sample.params?.[name] ?? ''));
  const query = new URLSearchParams(Object.entries(sample.query ?? {}).map(([k, v]) => [k, String(v)]));
  return t.app.inject({
    method: route.method,
    url: query.size > 0 ? `${url}?${query}` : url,
    headers: { 'x-auth-token': token },
    ...(sample.body ? { payload: sample.body } : {}),
  });
};

function idRoutes() {
  // HEAD routes are Fastify's copies of the GET routes.
  return t.app.routeAccess.flatMap((route) =>
    route.definition && route.method !== 'HEAD' && idFieldsOf(route.definition).length > 0
      ? [{ ...route, definition: route.definition, ids: idFieldsOf(route.definition) }]
      : [],
  );
}

const operatorOnly = (route: { access: RouteAccess['access'] }) =>
  Array.isArray(route.access) && !route.access.includes('admin');

/** The caller's own ids, with one of them replaced by the victim's. */
const withVictims = (own: Ids, kind: IdKind): Ids => ({ ...own, [kind]: victim[kind] });

describe('tenant isolation over the whole route table', () => {
  it('finds the id-taking routes of every feature', () => {
    const keys = idRoutes().map((route) => `${route.method} ${route.url}`);
    expect(keys).toEqual(expect.arrayContaining(Object.keys(SAMPLES)));
    expect(keys.length).toBeGreaterThanOrEqual(12);
  });

  it('every route that takes a tenant id declares its scope', () => {
    const unscoped = idRoutes().filter((route) => route.scope === undefined);
    expect(unscoped.map((route) => `${route.method} ${route.url}`)).toEqual([]);
  });

  it('every scoped route has a sample request here, unless it is a public sign-in lookup', () => {
    const missing = idRoutes().filter(
      (route) => !(route.scope && 'publicLookup' in route.scope) && !SAMPLES[`${route.method} ${route.url}`],
    );
    expect(missing.map((route) => `${route.method} ${route.url}`)).toEqual([]);
  });

  it("each sample works with the caller's own ids, so a 404 below means the id was refused", async () => {
    for (const route of idRoutes()) {
      const sample = SAMPLES[`${route.method} ${route.url}`];
      if (!sample) continue;
      for (const caller of [outsider, colleague]) {
        const response = await call(route, sample(caller), caller.token);
        expect(response.statusCode, `${route.method} ${route.url}: ${response.body}`).not.toBe(404);
        expect(response.statusCode, `${route.method} ${route.url}: ${response.body}`).toBeLessThan(500);
      }
    }
  });

  it("answers 404 to a user of another agency for every id of another tenant's", async () => {
    for (const route of idRoutes()) {
      const sample = SAMPLES[`${route.method} ${route.url}`];
      if (!sample) continue;
      // The operator's routes answer an agency admin 403 before any id is read (proved below).
      if (operatorOnly(route)) continue;
      for (const id of route.ids) {
        const response = await call(route, sample(withVictims(outsider, id.kind)), outsider.token);
        expect(response.statusCode, `${route.method} ${route.url} with their ${id.name}`).toBe(404);
      }
    }
  });

  it('answers 404 to a user of the same agency for a location, post, user or invitation that is not theirs', async () => {
    for (const route of idRoutes()) {
      const sample = SAMPLES[`${route.method} ${route.url}`];
      if (!sample) continue;
      // Routes for admins answer a User 403 before any id is read.
      if (Array.isArray(route.access) && !route.access.includes('agency')) continue;
      // Plans, news and the agency itself belong to the agency as a whole: its users may use them.
      const ofTheAgency: IdKind[] = ['plan', 'news', 'agency'];
      for (const id of route.ids.filter((field) => !ofTheAgency.includes(field.kind))) {
        const response = await call(route, sample(withVictims(colleague, id.kind)), colleague.token);
        expect(response.statusCode, `${route.method} ${route.url} with a colleague's ${id.name}`).toBe(404);
      }
    }
  });

  it("refuses the operator's routes to an agency's admin, whatever agency they name", async () => {
    const operatorRoutes = idRoutes().filter(operatorOnly);
    expect(operatorRoutes.length).toBeGreaterThan(0);
    for (const route of operatorRoutes) {
      const sample = SAMPLES[`${route.method} ${route.url}`];
      if (!sample) continue;
      for (const ids of [outsider, withVictims(outsider, 'agency')]) {
        const response = await call(route, sample(ids), outsider.token);
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      }
    }
  });
});
