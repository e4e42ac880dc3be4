import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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
