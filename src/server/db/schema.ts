import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  char,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { AgencyLinks, Customisation, GenerationLimits } from '../../contract/agency.js';
import type { AgencyAiProvider } from '../../contract/agency-console/ai.js';
import { INTEGRATION_APP_KINDS } from '../../contract/agency-console/apps.js';
import {
  LEDGER_KINDS,
  LEDGER_STATUSES,
  type PaymentPurpose,
  type PaymentStatus,
  type UsagePrices,
} from '../../contract/balance.js';
import type { BrandProfileValues } from '../../contract/brand-profile.js';
import { CHAT_MESSAGE_ROLES } from '../../contract/chat.js';
import { PUBLICATION_STATUSES, SOCIAL_ACCOUNT_KINDS } from '../../contract/integrations.js';
import { NEWS_AUDIENCES, NEWS_STATUSES } from '../../contract/news.js';
import type { NewsDocument } from '../../contract/news-document.js';
import { OPTION_KINDS } from '../../contract/options.js';
import { POST_ACTIONS } from '../../contract/posts.js';
import { ROLES, SESSION_ORIGINS, USER_TYPES } from '../../contract/roles.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const agencies = pgTable('agencies', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  domain: text('domain').unique(),
  customisation: jsonb('customisation').$type<Customisation>().notNull(),
  links: jsonb('links').$type<AgencyLinks>().notNull().default({}),
  /** HMAC key of signed embed links; encrypted at rest. HighLevel's sign-on has a key of its own. */
  embedSecretEncrypted: text('embed_secret_encrypted'),
  /** The marketing platform's origin allowed to answer the embedded single sign-on. */
  platformOrigin: text('platform_origin'),
  allowUnsignedEmbed: boolean('allow_unsigned_embed').notNull().default(false),
  /** The agency's own generation limits per location; null uses the deployment's defaults. */
  generationLimits: jsonb('generation_limits').$type<Partial<GenerationLimits>>(),
  activePlanId: uuid('active_plan_id').references((): AnyPgColumn => plans.id, { onDelete: 'set null' }),
  /** The key HighLevel encrypts its single sign-on payload with; encrypted at rest. */
  highlevelSecretEncrypted: text('highlevel_secret_encrypted'),
  /** The agency's own AI provider; its key sealed by the secret box. Null uses the deployment's. */
  ai: jsonb('ai').$type<StoredAgencyAi>(),
  /** Set while the operator has suspended the agency: its users cannot sign in. */
  suspendedAt: timestamp('suspended_at', { withTimezone: true }),
  /** The operator's own agency, home of the superadmin; not listed among the agencies it runs. */
  operator: boolean('operator').notNull().default(false),
  /**
   * Its free trial's address on the shared host, /trial/{slug}. Made from the name when the operator
   * creates the agency; any other insert gets a random one, unique all the same.
   */
  trialSlug: text('trial_slug')
    .notNull()
    .unique()
    .default(sql`'trial-' || substr(md5(gen_random_uuid()::text), 1, 10)`),
  /** Days a trial visitor's data is kept after their last visit (7 to 3650, as the console allows). */
  trialRetentionDays: integer('trial_retention_days').notNull().default(180),
  createdAt: createdAt(),
});

export interface StoredAgencyAi {
  provider: AgencyAiProvider;
  baseUrl: string | null;
  model: string;
  keyEncrypted: string;
  keyHint: string;
}

export const plans = pgTable(
  'plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    type: text('type').notNull(),
    apps: text('apps').array().notNull().default([]),
    userLimit: integer('user_limit').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('plans_agency_idx').on(table.agencyId)],
);

export const locations = pgTable(
  'locations',
  {
    id: varchar('id', { length: 20 }).primaryKey(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull().default(''),
    businessName: text('business_name').notNull(),
    email: text('email').notNull().default(''),
    phoneNumber: text('phone_number').notNull().default(''),
    address: text('address').notNull().default(''),
    country: char('country', { length: 2 }).notNull().default('US'),
    timeZone: text('time_zone').notNull().default('America/New_York'),
    planId: uuid('plan_id').references(() => plans.id, { onDelete: 'set null' }),
    /** Set while archived: nobody but the agency's console reaches the location; its posts are kept. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /**
     * A trial visitor's business: it lets the calendar and post studio work for the visitor unchanged,
     * but it is not the agency's client, so it is never listed, counted, billed or reached by embedded
     * sign-in.
     */
    trial: boolean('trial').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    index('locations_agency_idx').on(table.agencyId),
    check('locations_id_format', sql`${table.id} ~ '^[A-Za-z0-9]{20}$'`),
  ],
);

export const userRole = pgEnum('user_role', ROLES);
export const userType = pgEnum('user_type', USER_TYPES);
export const sessionOrigin = pgEnum('session_origin', SESSION_ORIGINS);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    userName: text('user_name').notNull(),
    name: text('name').notNull().default(''),
    /** Stored lower-cased; unique across the product because it is the sign-in name. */
    email: text('email').notNull().unique(),
    contactNumber: text('contact_number').notNull().default(''),
    /** argon2id; null for users who only ever arrive through an embedded sign-on. */
    passwordHash: text('password_hash'),
    role: userRole('role').notNull(),
    type: userType('type').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('users_agency_idx').on(table.agencyId)],
);

export const userLocations = pgTable(
  'user_locations',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    locationId: varchar('location_id', { length: 20 })
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.locationId] }),
    index('user_locations_location_idx').on(table.locationId),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** SHA-256 of the 32-byte token, hex; the token itself is never stored. */
    tokenHash: char('token_hash', { length: 64 }).notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** How the session began: the same person may sign in with a password one day and embedded the next. */
    origin: sessionOrigin('origin').notNull().default('password'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/**
 * Attempts at a secret (a password, later invitation and reset tokens) under a key such as
 * `sign-in:email:…`. An attempt is recorded before the secret is checked and removed when it succeeds,
 * so what stays is failures; every instance counts the same rows.
 */
export const secretAttempts = pgTable(
  'secret_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    attemptId: uuid('attempt_id').notNull(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('secret_attempts_key_idx').on(table.key, table.createdAt),
    index('secret_attempts_attempt_idx').on(table.attemptId),
  ],
);

/**
 * Proofs an embedded sign-in was made with (a signed link's signature, a platform payload), by their
 * SHA-256: each is accepted once, and remembered until it could no longer be accepted anyway.
 */
export const usedEmbedProofs = pgTable(
  'used_embed_proofs',
  {
    proofHash: char('proof_hash', { length: 64 }).primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('used_embed_proofs_expires_idx').on(table.expiresAt)],
);

/**
 * What a location generated in a window (a minute or a day), counted with a conditional update so
 * parallel requests on any instance cannot pass the limit.
 */
export const usageCounters = pgTable(
  'usage_counters',
  {
    locationId: varchar('location_id', { length: 20 })
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.locationId, table.kind, table.windowStart] })],
);

/**
 * A change of e-mail waiting for the new address to confirm it: nothing changes until the link sent
 * there is opened. Only the token's SHA-256 is kept.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    tokenHash: char('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('email_changes_user_idx').on(table.userId)],
);

/**
 * An invitation to join an agency's team: a single-use link (only its token's SHA-256 is kept), valid
 * for 7 days. Pending invitations take a seat of the plan like members do.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    userName: text('user_name').notNull(),
    role: userRole('role').notNull(),
    locationIds: text('location_ids').array().notNull().default([]),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    tokenHash: char('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('invitations_agency_idx').on(table.agencyId),
    uniqueIndex('invitations_agency_email_idx').on(table.agencyId, table.email),
  ],
);

/** A password reset asked for by e-mail: single-use, 30 minutes, only the token's SHA-256 kept. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: char('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('password_resets_user_idx').on(table.userId)],
);

/**
 * A link that opens a trial visitor's trial in another browser, e-mailed to the visitor's address: single
 * use, short-lived, only its hash kept.
 */
export const trialLinks = pgTable(
  'trial_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: char('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('trial_links_user_idx').on(table.userId)],
);

export const optionKind = pgEnum('option_kind', OPTION_KINDS);

/** The option lists (platforms, tones, languages, image styles) with their prompt templates. */
export const promptOptions = pgTable(
  'prompt_options',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: optionKind('kind').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    image: text('image').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [uniqueIndex('prompt_options_kind_name_idx').on(table.kind, table.name)],
);

export const postAction = pgEnum('post_action', POST_ACTIONS);

/** Every generated result: a post's text or picture for one location's event. */
export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    locationId: varchar('location_id', { length: 20 })
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    eventDate: date('event_date', { mode: 'string' }).notNull(),
    eventTitle: text('event_title').notNull(),
    hashtags: text('hashtags').array().notNull().default([]),
    platform: text('platform').notNull(),
    action: postAction('action').notNull(),
    /** The tone, language or image style chosen, when the action takes one. */
    option: text('option'),
    /**
     * The tone the post's words are in: the one chosen for a post written or re-toned, its parent's for a
     * translation or a picture, so Regenerate and the tone menu know it whatever was done last. Null for a chat
     * answer used as a post.
     */
    tone: text('tone'),
    parentId: uuid('parent_id').references((): AnyPgColumn => posts.id, { onDelete: 'set null' }),
    /** Sanitised HTML of the post text; for pictures, the text they illustrate. */
    html: text('html').notNull(),
    imagePath: text('image_path'),
    revisedPrompt: text('revised_prompt'),
    prompt: text('prompt').notNull(),
    provider: text('provider').notNull(),
    model: text('model').notNull(),
    inputTokens: integer('input_tokens'),
    outputTokens: integer('output_tokens'),
    durationMs: integer('duration_ms').notNull(),
    /** Taken from a chat answer ("Use as post"): no model was called for it, the chat reply was. */
    fromChat: boolean('from_chat').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [index('posts_location_event_idx').on(table.locationId, table.eventDate, table.createdAt)],
);

/** An agency's own prompt template for one option, used instead of the deployment's. */
export const agencyPromptTemplates = pgTable(
  'agency_prompt_templates',
  {
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    kind: optionKind('kind').notNull(),
    name: text('name').notNull(),
    template: text('template').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.agencyId, table.kind, table.name] })],
);

/**
 * Every change made in an agency's console (by its admins or the operator): who, when, what, and the
 * values before and after, with secrets already masked when they are written here.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    actorRole: text('actor_role').notNull(),
    action: text('action').notNull(),
    subject: text('subject').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (table) => [index('audit_events_agency_idx').on(table.agencyId, table.createdAt)],
);

export const ledgerKind = pgEnum('ledger_kind', LEDGER_KINDS);
export const ledgerStatus = pgEnum('ledger_status', LEDGER_STATUSES);

/**
 * A location's prepaid balance, kept equal to the sum of its ledger entries by updating both in one
 * transaction, and its auto-recharge settings. No row is a balance of 0 with auto-recharge off.
 */
export const balances = pgTable(
  'balances',
  {
    locationId: varchar('location_id', { length: 20 })
      .primaryKey()
      .references(() => locations.id, { onDelete: 'cascade' }),
    cents: bigint('cents', { mode: 'number' }).notNull().default(0),
    /** What auto-recharge adds; null while auto-recharge is off. */
    autoRechargeCents: integer('auto_recharge_cents'),
    /** Auto-recharge charges the primary card when a debit takes the balance under this. */
    lowBalanceCents: integer('low_balance_cents'),
    /** Why auto-recharge turned itself off (a decline, a card asking for authentication); null while on. */
    autoRechargeStopped: text('auto_recharge_stopped'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('balances_never_negative', sql`${table.cents} >= 0`)],
);

/**
 * Every change of a location's balance. The source key names what caused it (a PaymentIntent, a
 * generation, an admin's action) and is unique, so no source is ever booked twice.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    locationId: varchar('location_id', { length: 20 })
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    kind: ledgerKind('kind').notNull(),
    /** Signed: credits and refunds add, debits take away, adjustments do either. */
    cents: bigint('cents', { mode: 'number' }).notNull(),
    balanceAfterCents: bigint('balance_after_cents', { mode: 'number' }).notNull(),
    status: ledgerStatus('status').notNull().default('succeeded'),
    reason: text('reason').notNull(),
    sourceKey: text('source_key').notNull().unique(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who caused it, kept when the user is gone: an e-mail, or Stripe, or auto-recharge. */
    actorLabel: text('actor_label').notNull(),
    postId: uuid('post_id').references(() => posts.id, { onDelete: 'set null' }),
    paymentId: uuid('payment_id').references((): AnyPgColumn => payments.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('ledger_entries_location_idx').on(table.locationId, table.createdAt, table.id),
    index('ledger_entries_reserved_idx').on(table.createdAt).where(sql`${table.status} = 'reserved'`),
    check('ledger_entries_not_zero', sql`${table.cents} <> 0`),
  ],
);

/** A card payment for a location's balance: a top-up the client asked for, or an auto-recharge. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    locationId: varchar('location_id', { length: 20 })
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<PaymentPurpose>().notNull(),
    cents: integer('cents').notNull(),
    status: text('status').$type<PaymentStatus>().notNull(),
    /** The agency's Stripe account that took it. */
    stripeAccountId: text('stripe_account_id').notNull(),
    paymentIntentId: text('payment_intent_id').unique(),
    /** The platform's words when it failed, or why it needs the client. */
    failure: text('failure'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payments_location_idx').on(table.locationId, table.createdAt),
    // At most one auto-recharge in flight per location, whichever instance starts it.
    uniqueIndex('payments_one_recharge_in_flight_idx')
      .on(table.locationId)
      .where(sql`${table.purpose} = 'auto-recharge' and ${table.status} in ('starting', 'processing')`),
  ],
);

/** The Stripe customer of a location, on one agency Stripe account. */
export const stripeCustomers = pgTable(
  'stripe_customers',
  {
    locationId: varchar('location_id', { length: 20 })
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    stripeAccountId: text('stripe_account_id').notNull(),
    customerId: text('customer_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.locationId, table.stripeAccountId] })],
);

/** A saved card: Stripe holds the number; we keep what the Billing tab shows. */
export const paymentCards = pgTable(
  'payment_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    locationId: varchar('location_id', { length: 20 })
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    stripeAccountId: text('stripe_account_id').notNull(),
    paymentMethodId: text('payment_method_id').notNull().unique(),
    nameOnCard: text('name_on_card').notNull(),
    brand: text('brand').notNull(),
    last4: char('last4', { length: 4 }).notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    primary: boolean('primary').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    index('payment_cards_location_idx').on(table.locationId, table.stripeAccountId),
    uniqueIndex('payment_cards_one_primary_idx')
      .on(table.locationId, table.stripeAccountId)
      .where(sql`${table.primary}`),
  ],
);

/** An agency's own Stripe account, which charges its clients; the secrets are sealed by the secret box. */
export const agencyStripeAccounts = pgTable('agency_stripe_accounts', {
  agencyId: uuid('agency_id')
    .primaryKey()
    .references(() => agencies.id, { onDelete: 'cascade' }),
  accountId: text('account_id').notNull(),
  accountName: text('account_name').notNull(),
  publishableKey: text('publishable_key').notNull(),
  secretKeyEncrypted: text('secret_key_encrypted').notNull(),
  secretKeyHint: text('secret_key_hint').notNull(),
  webhookSecretEncrypted: text('webhook_secret_encrypted').notNull(),
  webhookSecretHint: text('webhook_secret_hint').notNull(),
  livemode: boolean('livemode').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What an agency charges for AI usage, and how much auto-recharge may take from a card in a month. */
export const agencyPricing = pgTable('agency_pricing', {
  agencyId: uuid('agency_id')
    .primaryKey()
    .references(() => agencies.id, { onDelete: 'cascade' }),
  prices: jsonb('prices').$type<UsagePrices>().notNull(),
  /** The most auto-recharge may charge one location in a calendar month; null is no cap. */
  monthlyRechargeCapCents: integer('monthly_recharge_cap_cents'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Stripe events already acted on, written in the transaction of their effect, so a replay does nothing. */
export const stripeEvents = pgTable('stripe_events', {
  eventId: text('event_id').primaryKey(),
  agencyId: uuid('agency_id')
    .notNull()
    .references(() => agencies.id, { onDelete: 'cascade' }),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export const newsStatus = pgEnum('news_status', NEWS_STATUSES);
export const newsAudience = pgEnum('news_audience', NEWS_AUDIENCES);

/** A news item an agency writes in its console for the Home of its locations. */
export const newsItems = pgTable(
  'news_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** The description as the server rendered it from the editor's document and sanitised it. */
    descriptionHtml: text('description_html').notNull(),
    /** The editor's document the HTML was rendered from, as validated: what the editor opens again. */
    descriptionDoc: jsonb('description_doc').$type<NewsDocument>().notNull(),
    /** The picture's path in the media store (in the agency's folder); null without one. */
    picturePath: text('picture_path'),
    status: newsStatus('status').notNull().default('draft'),
    pinned: boolean('pinned').notNull().default(false),
    /** Who sees it once published; for plans and locations, the rows below name which. */
    audience: newsAudience('audience').notNull().default('all'),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who wrote it, kept when the user is gone. */
    authorEmail: text('author_email').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When it was last published; null while a draft. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (table) => [
    // Home's feed: an agency's published items read in the order shown, pinned first, then newest.
    index('news_items_feed_idx')
      .on(table.agencyId, table.pinned.desc(), table.createdAt.desc(), table.id.desc())
      .where(sql`${table.status} = 'published'`),
    // The console's list: every item of the agency, newest first.
    index('news_items_agency_idx').on(table.agencyId, table.createdAt.desc(), table.id.desc()),
    check(
      'news_items_published_when_published',
      sql`(${table.status} = 'published') = (${table.publishedAt} is not null)`,
    ),
  ],
);

/** The plans a news item is for, when its audience is some plans: a location on one of them sees it. */
export const newsItemPlans = pgTable(
  'news_item_plans',
  {
    newsId: uuid('news_id')
      .notNull()
      .references(() => newsItems.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.newsId, table.planId] }),
    index('news_item_plans_plan_idx').on(table.planId),
  ],
);

/** The locations a news item is for, when its audience is some locations. */
export const newsItemLocations = pgTable(
  'news_item_locations',
  {
    newsId: uuid('news_id')
      .notNull()
      .references(() => newsItems.id, { onDelete: 'cascade' }),
    locationId: varchar('location_id', { length: 20 })
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.newsId, table.locationId] }),
    index('news_item_locations_location_idx').on(table.locationId),
  ],
);

/**
 * A visitor trying the product through an agency's free-trial page: what they typed, and the free
 * posts they have used, counted here (never in the browser) with conditional updates. Their user (role
 * demo_user) and their business (a trial location) go with them.
 */
export const trialVisitors = pgTable(
  'trial_visitors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    locationId: varchar('location_id', { length: 20 })
      .notNull()
      .unique()
      .references(() => locations.id, { onDelete: 'cascade' }),
    userName: text('user_name').notNull(),
    businessName: text('business_name').notNull(),
    /** Lower-cased; one trial per e-mail at an agency. */
    email: text('email').notNull(),
    generationsUsed: integer('generations_used').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the visitor first chose to upgrade; what the agency follows up. */
    upgradeClickedAt: timestamp('upgrade_clicked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('trial_visitors_agency_email_idx').on(table.agencyId, table.email),
    // The console's leads, newest first.
    index('trial_visitors_agency_started_idx').on(table.agencyId, table.startedAt.desc(), table.id.desc()),
    // The retention sweep, oldest activity first.
    index('trial_visitors_last_seen_idx').on(table.lastSeenAt),
    check('trial_visitors_used_not_negative', sql`${table.generationsUsed} >= 0`),
  ],
);

export const chatMessageRole = pgEnum('chat_message_role', CHAT_MESSAGE_ROLES);

/** A conversation of one user with the chat assistant, in one location. */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    locationId: varchar('location_id', { length: 20 })
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    createdAt: createdAt(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    /** Until when the user has read it: a reply after this is unread. */
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The user's list, latest activity first.
    index('chat_conversations_user_idx').on(
      table.locationId,
      table.userId,
      table.lastMessageAt.desc(),
      table.id.desc(),
    ),
    // The dashboard's count over a period.
    index('chat_conversations_location_created_idx').on(table.locationId, table.createdAt),
  ],
);

/** One message of a conversation: the user's, or the assistant's answer with who wrote it. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    /** Kept on the message so the daily usage trigger needs no join. */
    locationId: varchar('location_id', { length: 20 })
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    role: chatMessageRole('role').notNull(),
    text: text('text').notNull(),
    /** Who answered (`builtin` for the built-in writer); null for the user's own messages. */
    provider: text('provider'),
    model: text('model'),
    createdAt: createdAt(),
  },
  (table) => [index('chat_messages_conversation_idx').on(table.conversationId, table.createdAt, table.id)],
);

/**
 * What a location used each day (its own calendar day, in its time zone), per platform: kept by
 * database triggers in the same transaction as the posts, chat replies and ledger entries it counts,
 * so the dashboard sums a few hundred rows instead of scanning every post. Spend and chat replies have
 * no platform (''). Deleting a conversation does not take back the calls it made.
 */
export const usageDays = pgTable(
  'usage_days',
  {
    locationId: varchar('location_id', { length: 20 })
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    platform: text('platform').notNull(),
    postsWritten: integer('posts_written').notNull().default(0),
    calls: integer('calls').notNull().default(0),
    providerCalls: integer('provider_calls').notNull().default(0),
    spentCents: bigint('spent_cents', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.locationId, table.day, table.platform] })],
);

/**
 * A business's brand profile: what it is and sells, its voice and details, which days it wants, and
 * its own colours. Stored as the contract's values and read back through the contract's rules; the
 * logo is a file of the location's in the media store.
 */
export const brandProfiles = pgTable('brand_profiles', {
  locationId: varchar('location_id', { length: 20 })
    .primaryKey()
    .references(() => locations.id, { onDelete: 'cascade' }),
  details: jsonb('details').$type<BrandProfileValues>().notNull(),
  logoPath: text('logo_path'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A single-use OAuth state: who started Facebook Login for which location, and when. */
export const oauthStates = pgTable('oauth_states', {
  id: uuid('id').primaryKey().defaultRandom(),
  locationId: varchar('location_id', { length: 20 })
    .notNull()
    .references(() => locations.id, { onDelete: 'cascade' }),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  createdAt: createdAt(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

export const socialAccountKind = pgEnum('social_account_kind', SOCIAL_ACCOUNT_KINDS);

/** A Facebook Page or Instagram business account a location may publish to; its token sealed. */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    locationId: varchar('location_id', { length: 20 })
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    kind: socialAccountKind('kind').notNull(),
    externalId: text('external_id').notNull(),
    name: text('name').notNull(),
    /** The Page's access token (an Instagram account posts with its Page's), sealed by the secret box. */
    tokenSealed: text('token_sealed').notNull(),
    enabled: boolean('enabled').notNull().default(false),
    needsReconnect: boolean('needs_reconnect').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('social_accounts_location_external_idx').on(table.locationId, table.kind, table.externalId),
  ],
);

export const publicationStatus = pgEnum('publication_status', PUBLICATION_STATUSES);

/**
 * A post going out to one account at one time. At most one live publication of a post per account
 * (scheduled, publishing or published), so a post is never sent twice to the same place.
 */
export const publications = pgTable(
  'publications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    locationId: varchar('location_id', { length: 20 })
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => socialAccounts.id, { onDelete: 'cascade' }),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    status: publicationStatus('status').notNull().default('scheduled'),
    attempts: integer('attempts').notNull().default(0),
    /** When an instance took it to publish; an old claim means that instance stopped mid-way. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** When the first attempt began: the platform is searched from then for a post that went out unseen. */
    firstClaimedAt: timestamp('first_claimed_at', { withTimezone: true }),
    externalId: text('external_id'),
    permalink: text('permalink'),
    error: text('error'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('publications_live_idx')
      .on(table.postId, table.accountId)
      .where(sql`${table.status} in ('scheduled', 'publishing', 'published')`),
    index('publications_due_idx').on(table.status, table.scheduledAt),
    index('publications_location_idx').on(table.locationId, table.scheduledAt),
  ],
);

/** An agency's HighLevel connection: the company it authorised, its tokens sealed. */
export const agencyHighLevel = pgTable('agency_highlevel', {
  agencyId: uuid('agency_id')
    .primaryKey()
    .references(() => agencies.id, { onDelete: 'cascade' }),
  companyId: text('company_id').notNull(),
  accessTokenSealed: text('access_token_sealed').notNull(),
  refreshTokenSealed: text('refresh_token_sealed').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  refreshError: text('refresh_error'),
  connectedAt: timestamp('connected_at', { withTimezone: true }).notNull(),
  /** When the agency's locations were last brought in step with their sub-accounts, and why not since. */
  syncedAt: timestamp('synced_at', { withTimezone: true }),
  syncError: text('sync_error'),
});

/**
 * An agency's own Facebook app or HighLevel marketplace app, used instead of the deployment's for its
 * clients' sign-ins; the secret is sealed.
 */
export const agencyApps = pgTable(
  'agency_apps',
  {
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: INTEGRATION_APP_KINDS }).notNull(),
    clientId: text('client_id').notNull(),
    secretSealed: text('secret_sealed').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.agencyId, table.kind] })],
);

/** A single-use state for an agency's HighLevel authorisation. */
export const agencyOauthStates = pgTable('agency_oauth_states', {
  id: uuid('id').primaryKey().defaultRandom(),
  agencyId: uuid('agency_id')
    .notNull()
    .references(() => agencies.id, { onDelete: 'cascade' }),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
