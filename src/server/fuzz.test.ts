import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { chatEventSchema } from '../contract/chat.js';
import { ERROR_STATUS, errorSchema } from '../contract/http.js';
import { plans } from './db/schema.js';
import { startTestApp, type TestApp } from './test/app.js';
import { startFakeStripe, takeCards } from './test/card-payments.js';
import { callApi, consoleAgency } from './test/console-agency.js';
import { createAgency, createLocation, createUser } from './test/factories.js';
import { FakeGraph } from './test/fake-graph.js';
import { FakeHighLevel } from './test/fake-highlevel.js';
import { FakeOpenAi } from './test/fake-openai.js';
import { generate, WORLD_BREAD_DAY } from './test/generate.js';
import { createNews } from './test/news.js';
import { signedInOperator } from './test/operator.js';
import { signIn } from './test/sign-in.js';
import { startTrialVisitor, trialSlugOf, visitorDetails } from './test/trial-visitor.js';

/*
 * Every operation of the OpenAPI document is sent generated requests, near-valid and broken, from
 * nobody, a client, an agency admin, the operator, a trial visitor and a forged token. Whatever comes in,
 * the answer is never a 5xx, and an error is JSON in the API's error shape.
 *
 * No operation is left out. Every outside service the app calls (Stripe, Facebook, HighLevel, an
 * agency's own AI provider) is a stand-in on loopback, and the AI routes use the built-in writer.
 * Operations that would end the session in use or take away what the run stands on get sessions and
 * ids of their own (see `takesAway`).
 *
 * FUZZ_SEED=<n> generates a failed run's requests again (the seed is printed with every failure);
 * FUZZ_REQUESTS=<n> sends more for a longer hunt.
 */

/** At least this many requests per run, shared evenly among the operations. */
const REQUEST_BUDGET = Math.max(Number(process.env.FUZZ_REQUESTS) || 0, 12_000);
/** A failing request is shrunk to a smaller one for the report, within this many tries. */
const MAX_SHRINKS = 60;
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

// ---------------------------------------------------------------------------------------------------
// The part of the OpenAPI document the requests are made from.

interface JsonSchema {
  type?: string;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  nullable?: boolean;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

const jsonSchemaSchema: z.ZodType<JsonSchema> = z.lazy(() =>
  z.object({
    type: z.string().optional(),
    enum: z.array(z.unknown()).optional(),
    format: z.string().optional(),
    pattern: z.string().optional(),
    minLength: z.number().optional(),
    maxLength: z.number().optional(),
    minimum: z.number().optional(),
    maximum: z.number().optional(),
    exclusiveMinimum: z.union([z.boolean(), z.number()]).optional(),
    exclusiveMaximum: z.union([z.boolean(), z.number()]).optional(),
    nullable: z.boolean().optional(),
    items: jsonSchemaSchema.optional(),
    minItems: z.number().optional(),
    maxItems: z.number().optional(),
    properties: z.record(z.string(), jsonSchemaSchema).optional(),
    required: z.array(z.string()).optional(),
    additionalProperties: z.union([z.boolean(), jsonSchemaSchema]).optional(),
    anyOf: z.array(jsonSchemaSchema).optional(),
    oneOf: z.array(jsonSchemaSchema).optional(),
    allOf: z.array(jsonSchemaSchema).optional(),
  }),
);

const parameterSchema = z.object({
  name: z.string(),
  in: z.enum(['path', 'query', 'header', 'cookie']),
  required: z.boolean().optional(),
  schema: jsonSchemaSchema,
});
type Parameter = z.infer<typeof parameterSchema>;

const operationSchema = z.object({
  parameters: z.array(parameterSchema).optional(),
  requestBody: z.object({ content: z.record(z.string(), z.object({ schema: jsonSchemaSchema })) }).optional(),
});
const documentSchema = z.object({ paths: z.record(z.string(), z.record(z.string(), operationSchema)) });

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type Method = (typeof METHODS)[number];

interface Operation {
  method: Method;
  /** OpenAPI's template: /v1/locations/{locationId}/posts. */
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  body: JsonSchema | null;
}

const nameOf = (op: Operation) => `${op.method} ${op.path}`;

function operationsOf(document: unknown): Operation[] {
  const { paths } = documentSchema.parse(document);
  return Object.entries(paths).flatMap(([path, item]) =>
    Object.entries(item).flatMap(([key, operation]) => {
      const method = METHODS.find((candidate) => candidate.toLowerCase() === key);
      if (!method) return [];
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      return [
        {
          method,
          path,
          pathParams: parameters.filter((parameter) => parameter.in === 'path'),
          queryParams: parameters.filter((parameter) => parameter.in === 'query'),
          body: content['application/json']?.schema ?? null,
        },
      ];
    }),
  );
}

// ---------------------------------------------------------------------------------------------------
// Who calls, and the ids that lead past "not found" into the handlers.

type Caller = 'nobody' | 'client' | 'admin' | 'operator' | 'visitor' | 'forged';

interface World {
  tokens: Record<Caller, string | null>;
  /**
   * Sessions of the same people (of another visitor, for the visitor), for the operations that end the
   * caller's session or delete the caller: signing out and a visitor deleting their trial.
   */
  spareTokens: Record<Caller, string | null>;
  /** Ids of what the callers can reach, by the parameter or field that takes them. */
  known: Record<string, string[]>;
  /** Ids handed instead to an operation that would take away what it names (below). */
  spare: Record<string, string[]>;
  /** An OpenAI-compatible stand-in on loopback, the only address an agency's own provider may be. */
  providerUrl: string;
}

/** Fields of the earlier API's calls, by the name the product's own routes give them. */
const ALIASES: Record<string, string> = {
  agency_id: 'agencyId',
  company_id: 'agencyId',
  locationIds: 'locationId',
  profile_id: 'locationId',
  planIds: 'planId',
  plan_id: 'planId',
  user_id: 'userId',
};

/** Operations under these paths suspend an agency, archive a location or move it, change or delete a plan. */
const TAKING_PATHS: [prefix: string, parameter: string][] = [
  ['/v1/admin/agencies/{agencyId}', 'agencyId'],
  ['/v1/agencies/{agencyId}/locations/{locationId}', 'locationId'],
  ['/v1/agencies/{agencyId}/plans/{planId}', 'planId'],
];

/**
 * Whether the operation may take away what it names: those above, every change to a user (a role, a
 * deletion), and every deletion of what the last path parameter names. They get spare ids, so a
 * successful call does not pull the ground from under the rest of the run.
 */
function takesAway(op: Operation, name: string): boolean {
  if (name === 'userId') return true;
  if (op.method === 'DELETE' && op.path.endsWith(`{${name}}`)) return true;
  return TAKING_PATHS.some(([prefix, parameter]) => op.path.startsWith(prefix) && parameter === name);
}

/** Ids to try besides random ones, by the name of the path parameter or body field. */
function knownValues(world: World, op: Operation, name: string): string[] {
  const key = ALIASES[name] ?? name;
  return (takesAway(op, key) ? world.spare[key] : world.known[key]) ?? [];
}

// ---------------------------------------------------------------------------------------------------
// Values: near-valid from a schema, and broken.

type Arb = fc.Arbitrary<unknown>;

const HOSTILE_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u001b[2J',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '0x1F',
  '../../../../etc/passwd',
  '..%2f..%2f..%2fetc%2fpasswd',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  "' OR '1'='1' --",
  '"; drop table users; --',
  '{{7*7}}<%= 7*7 %>',
  '\u202eevil',
  '\u200b',
  '\ud800',
  '\udfff\ud800',
  '\ufeff',
  '🧨👩‍👩‍👧‍👦',
  'Ω≈ç√∫˜µ≤≥÷',
  'ﷺ',
  '__proto__',
  'constructor',
  'https://user:pass@127.0.0.1:1/',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
];

const ODD_NUMBERS = [
  0,
  -0,
  -1,
  1.5,
  -1.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 63),
  2 ** 64,
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
  Number.MAX_SAFE_INTEGER,
  Number.MIN_SAFE_INTEGER,
];

/** A long run of one character: past every length limit, and past the body limit for the largest. */
const hugeText = fc
  .tuple(fc.constantFrom(300, 5_000, 70_000, 400_000), fc.constantFrom('a', 'é', '🧨', '\u0000', ' '))
  .map(([length, character]) => character.repeat(length));

/** JSON nested this deep, as arrays or objects. */
function nested(depth: number, kind: 'array' | 'object'): unknown {
  let value: unknown = 1;
  for (let level = 0; level < depth; level++) value = kind === 'array' ? [value] : { a: value };
  return value;
}
const deepJson = fc
  .tuple(fc.constantFrom(2_000, 64), fc.constantFrom('array', 'object'))
  .map(([depth, kind]) => nested(depth, kind));

/** Addresses a person would type; none is ever fetched (the .invalid top-level domain never resolves). */
const webAddress = fc
  .tuple(fc.constantFrom('https', 'http', 'ftp'), fc.domain(), fc.webPath())
  .map(([scheme, domain, path]) => `${scheme}://${domain}.invalid${path}`);

/** An address the product's validation takes: fast-check's own include every character RFC 5322 allows. */
const emailAddress = fc
  .tuple(fc.stringMatching(/^[a-z0-9][a-z0-9._+-]{0,20}$/), fc.domain())
  .map(([local, domain]) => `${local}@${domain}`);

/** Instants mostly of this century, also of any year ISO 8601 writes in four digits, and the edges of that. */
const isoDateTime = fc
  .oneof(
    {
      weight: 3,
      arbitrary: fc.date({
        min: new Date('2000-01-01T00:00:00Z'),
        max: new Date('2100-12-31T23:59:59Z'),
        noInvalidDate: true,
      }),
    },
    fc.date({
      min: new Date('0000-01-01T00:00:00Z'),
      max: new Date('9999-12-31T23:59:59.999Z'),
      noInvalidDate: true,
    }),
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        new Date('0000-01-01T00:00:00Z'),
        new Date('9999-12-31T23:59:59.999Z'),
        new Date(0),
      ),
    },
  )
  .map((date) => date.toISOString());

const unknownKey = fc.oneof(
  fc.constantFrom('extra', '__proto__', 'constructor', 'prototype', '', 'toString', '$where', 'a.b', '🧨'),
  fc.string({ maxLength: 12 }),
);

/** Fields no schema declares, some named to catch prototype pollution. */
const extraFields = fc
  .array(fc.tuple(unknownKey, fc.jsonValue({ maxDepth: 1 })), { minLength: 1, maxLength: 3 })
  .map((entries) => Object.fromEntries(entries));

/** A field that must repeat another (a new password typed twice), and the fields it may repeat. */
const CONFIRMATIONS: Record<string, string[]> = {
  confirmPassword: ['newPassword', 'password'],
  c_new_password: ['new_password'],
};

function withConfirmations(fields: Record<string, unknown>): Record<string, unknown> {
  const confirmed = Object.entries(CONFIRMATIONS).flatMap(([confirmation, originals]) => {
    const original = originals.find((name) => name in fields);
    return confirmation in fields && original ? [[confirmation, fields[original]]] : [];
  });
  return { ...fields, ...Object.fromEntries(confirmed) };
}

interface Context {
  world: World;
  op: Operation;
}

const INSTANT_IN_TEXT = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z/;
const ID_AFTER_TILDE = /(?<=~)[0-9a-f-]{36}/;

function patternArb(pattern: string): fc.Arbitrary<string> | null {
  let matching: fc.Arbitrary<string>;
  try {
    matching = fc.stringMatching(new RegExp(pattern));
  } catch {
    // Lookarounds and other syntax the generator does not support: plain text then.
    return null;
  }
  // A page cursor holds an instant and an id: random digits are seldom a real date, so one is put in,
  // and half the time a real uuid for the id.
  return fc.tuple(matching, isoDateTime, fc.option(fc.uuid(), { freq: 2 })).map(([value, instant, id]) => {
    const dated = value.replace(INSTANT_IN_TEXT, instant);
    return id === null ? dated : dated.replace(ID_AFTER_TILDE, id);
  });
}

function textArb(schema: JsonSchema, name: string): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'date') return isoDateTime.map((value) => value.slice(0, 10));
  if (schema.format === 'date-time') return isoDateTime;
  if (schema.format === 'uri' || /url|origin|page|website|app$/i.test(name)) return webAddress;
  if (/email/i.test(name)) return emailAddress;
  if (name === 'host' || name === 'domain') return fc.domain();
  const matching = schema.pattern ? patternArb(schema.pattern) : null;
  if (matching) return matching;
  const minLength = Math.min(schema.minLength ?? 0, 60);
  return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 40, 40)) });
}

const LOWEST_INT = -(2 ** 31);
const HIGHEST_INT = 2 ** 31 - 1;

function integerArb(schema: JsonSchema): Arb {
  const exclusiveLow = schema.exclusiveMinimum === true ? 1 : 0;
  const exclusiveHigh = schema.exclusiveMaximum === true ? 1 : 0;
  const low = (schema.minimum ?? -1_000) + exclusiveLow;
  const high = (schema.maximum ?? 1_000_000) - exclusiveHigh;
  const inRange = fc.integer({
    min: Math.max(LOWEST_INT, Math.min(low, HIGHEST_INT)),
    max: Math.min(HIGHEST_INT, Math.max(high, LOWEST_INT)),
  });
  return fc.oneof({ weight: 4, arbitrary: inRange }, fc.constantFrom(low, high));
}

function numberArb(schema: JsonSchema): Arb {
  const low = schema.minimum ?? -1e6;
  const high = schema.maximum ?? 1e6;
  return fc.double({ min: low, max: high, noNaN: true, noDefaultInfinity: true });
}

function objectArb(schema: JsonSchema, context: Context, broken: boolean): Arb {
  const properties = Object.entries(schema.properties ?? {});
  const names = properties.map(([name]) => name);
  const model = Object.fromEntries(
    properties.map(([name, property]) => [name, valueArb(property, context, name, broken)]),
  );
  const requiredKeys = (schema.required ?? []).filter((name) => names.includes(name));
  const declared = fc.record<Record<string, unknown>>(model, { requiredKeys }).map(withConfirmations);
  const additional = schema.additionalProperties;
  const withAdditional =
    typeof additional === 'object'
      ? fc
          .tuple(
            declared,
            fc.dictionary(fc.string({ maxLength: 12 }), valueArb(additional, context, 'value', broken), {
              maxKeys: 4,
            }),
          )
          .map(([fields, more]) => ({ ...more, ...fields }))
      : declared;
  if (!broken) return withAdditional;
  const dropped = names.length > 0 ? fc.option(fc.constantFrom(...names), { freq: 4 }) : fc.constant(null);
  return fc
    .tuple(withAdditional, dropped, fc.option(extraFields, { freq: 4 }))
    .map(([fields, drop, extra]) => {
      const result = Object.fromEntries(Object.entries(fields).filter(([name]) => name !== drop));
      return extra ? { ...result, ...extra } : result;
    });
}

/** A value the schema accepts, or, where `broken`, one that may be wrong anywhere in its tree. */
function valueArb(schema: JsonSchema, context: Context, name: string, broken: boolean): Arb {
  const wellFormed = wellFormedArb(schema, context, name, broken);
  const maybeNull = schema.nullable
    ? fc.oneof({ weight: 4, arbitrary: wellFormed }, fc.constant(null))
    : wellFormed;
  if (!broken) return maybeNull;
  return fc.oneof({ weight: 12, arbitrary: maybeNull }, brokenArb(schema, context, name));
}

function wellFormedArb(schema: JsonSchema, context: Context, name: string, broken: boolean): Arb {
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices && choices.length > 0) {
    return fc.oneof(...choices.map((choice) => valueArb(choice, context, name, broken)));
  }
  const [first] = schema.allOf ?? [];
  if (first) return valueArb(first, context, name, broken);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'string': {
      const known = knownValues(context.world, context.op, name);
      const generated = textArb(schema, name);
      return known.length > 0
        ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...known) }, generated)
        : generated;
    }
    case 'integer':
      return integerArb(schema);
    case 'number':
      return numberArb(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const items = schema.items ? valueArb(schema.items, context, name, broken) : fc.jsonValue();
      return fc.array(items, {
        minLength,
        maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 4, 4)),
      });
    }
    case 'object':
      return objectArb(schema, context, broken);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** What a client should never send here: the wrong type, hostile or huge text, odd numbers, deep JSON. */
function brokenArb(schema: JsonSchema, context: Context, name: string): Arb {
  const wellFormed = wellFormedArb(schema, context, name, false);
  return fc.oneof(
    fc.constantFrom(...HOSTILE_TEXT),
    fc.string({ unit: 'binary', maxLength: 30 }),
    hugeText,
    fc.constantFrom(...ODD_NUMBERS),
    fc.constantFrom(null, true, false, {}, [], ''),
    deepJson,
    // An array where one value belongs, or the value wrapped in an object.
    wellFormed.map((value) => [value, value]),
    wellFormed.map((value) => ({ value })),
    fc.jsonValue({ maxDepth: 3 }),
  );
}

// ---------------------------------------------------------------------------------------------------
// Requests.

interface Payload {
  contentType: string | null;
  body: string | null;
}

interface FuzzRequest {
  method: Method;
  url: string;
  caller: Caller;
  token: string | null;
  headers: Header[];
  payload: Payload;
  remoteAddress: string;
}

const NO_PAYLOAD: Payload = { contentType: null, body: null };
const asJson = (value: unknown): Payload => ({
  contentType: 'application/json',
  body: JSON.stringify(value),
});

/** Percent-encoded as UTF-8; a lone surrogate, which has no UTF-8, is sent as U+FFFD. */
const escaped = (text: string) => encodeURIComponent(Buffer.from(text).toString());

/** Path segments as a client must never send them: traversal, broken escapes, NUL, empty, huge. */
const RAW_SEGMENTS = [
  '',
  '.',
  '..',
  '..%2f..%2f..%2fhealthz',
  '%2e%2e%2f',
  '%2e%2e',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%5c..%5cwindows',
  '%2F',
  '%00',
  'a%00.png',
  '%ZZ',
  '%',
  '%E0%A4%A',
  '%ED%A0%80',
  '%C0%AE%C0%AE%2F',
  '..;',
  '%20',
  '~',
  '*',
  'null',
  'undefined',
  '-1',
  '1e309',
  'NaN',
  '[object Object]',
  '%F0%9F%A7%A8',
];

function segmentArb(context: Context, parameter: Parameter): fc.Arbitrary<string> {
  const known = knownValues(context.world, context.op, parameter.name);
  const fitting = valueArb(parameter.schema, context, parameter.name, false).map((value) =>
    escaped(String(value)),
  );
  const broken = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
    fc.string({ unit: 'grapheme', maxLength: 20 }).map(escaped),
    fc.constantFrom(101, 5_000).map((length) => 'a'.repeat(length)),
    fc.oneof(fc.integer(), fc.double(), fc.uuid()).map(String),
  );
  return fc.oneof(
    ...(known.length > 0 ? [{ weight: 6, arbitrary: fc.constantFrom(...known) }] : []),
    { weight: 6, arbitrary: fitting },
    { weight: 3, arbitrary: broken },
  );
}

function pathArb(context: Context): fc.Arbitrary<string> {
  const { op } = context;
  const segments = Object.fromEntries(
    op.pathParams.map((parameter) => [parameter.name, segmentArb(context, parameter)]),
  );
  return fc
    .record<Record<string, string>>(segments)
    .map((values) => op.path.replace(/\{(\w+)\}/g, (_match, name: string) => values[name] ?? ''));
}

const encodedPair = (name: string, value: unknown) =>
  `${escaped(name)}=${escaped(typeof value === 'string' ? value : JSON.stringify(value))}`;

/** Query pieces no well-behaved client writes. */
const RAW_QUERY_PIECES = [
  '',
  '&',
  '=',
  '==',
  'a',
  'a=%ZZ',
  'a=%',
  'a=%E0%A4%A',
  'a=%00',
  'a=+',
  'a[b]=1',
  'a[]=1&a[]=2',
  '__proto__[admin]=1',
  'constructor[prototype][admin]=1',
  ';a=1',
  `long=${'x'.repeat(9_000)}`,
];

function queryArb(context: Context): fc.Arbitrary<string> {
  const declared = context.op.queryParams.map((parameter) => {
    const fitting = valueArb(parameter.schema, context, parameter.name, false);
    const broken = brokenArb(parameter.schema, context, parameter.name);
    const name = parameter.name;
    return fc.oneof(
      { weight: parameter.required ? 1 : 3, arbitrary: fc.constant<string[]>([]) },
      { weight: 5, arbitrary: fitting.map((value) => [encodedPair(name, value)]) },
      { weight: 2, arbitrary: broken.map((value) => [encodedPair(name, value)]) },
      // The same key twice reaches the handler as an array.
      fc
        .tuple(fitting, fc.oneof(fitting, broken))
        .map(([a, b]) => [encodedPair(name, a), encodedPair(name, b)]),
      fc
        .constantFrom(`${name}`, `${name}=`, `${name}=%ZZ`, `${name}[]=1`, `${name}=%00`)
        .map((piece) => [piece]),
    );
  });
  const extras = fc.array(
    fc.oneof(
      fc.constantFrom(...RAW_QUERY_PIECES),
      fc.tuple(unknownKey, fc.string({ maxLength: 20 })).map(([name, value]) => encodedPair(name, value)),
    ),
    { maxLength: 2 },
  );
  return fc
    .tuple(fc.tuple(...declared), fc.option(extras, { freq: 3 }))
    .map(([pieces, extra]) => [...pieces.flat(), ...(extra ?? [])])
    .map((pieces) => (pieces.length > 0 ? `?${pieces.join('&')}` : ''));
}

/** Bytes under the wrong content type, JSON that is not JSON, and nothing at all where JSON is expected. */
function oddPayloadArb(bodyText: fc.Arbitrary<string>): fc.Arbitrary<Payload> {
  return fc.oneof(
    fc.constant({ contentType: 'application/json', body: '' }),
    fc
      .constantFrom(
        '{',
        '{"a":',
        "{'a':1}",
        '{a:1}',
        '[1,]',
        'NaN',
        'undefined',
        '\u0000',
        '\ufeff{}',
        '{"a":1}{"b":2}',
        '1e999999',
        '"unterminated',
        '{"a":"\\ud800"}',
        '{"a":"\\u0000"}',
        '{"__proto__":{"admin":true}}',
        '{"constructor":{"prototype":{"admin":true}}}',
        `${'['.repeat(100_000)}`,
      )
      .map((body) => ({ contentType: 'application/json', body })),
    fc
      .tuple(
        fc.constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/xml',
          'application/json; charset=utf-16',
          'application/json; charset=latin1',
          'application/json;;',
          'APPLICATION/JSON',
          'application/vnd.api+json',
          'application/octet-stream',
          '*/*',
          'json',
        ),
        bodyText,
      )
      .map(([contentType, body]) => ({ contentType, body })),
    bodyText.map((body) => ({ contentType: null, body })),
    fc.constant({ contentType: 'application/x-www-form-urlencoded', body: 'a=1&b=%ZZ&c[d]=2' }),
  );
}

const AGENCY_AI = 'PUT /v1/agencies/{agencyId}/ai';

/**
 * The agency's own provider is called before its settings are saved, at the address in the body or at
 * the provider's public API when there is none. Every body this operation sends names the stand-in on
 * loopback instead, so no request of the run leaves the machine.
 */
function keepProviderLocal(context: Context, value: unknown): unknown {
  if (
    nameOf(context.op) !== AGENCY_AI ||
    typeof value !== 'object' ||
    value === null ||
    Array.isArray(value)
  ) {
    return value;
  }
  return { ...value, baseUrl: context.world.providerUrl };
}

function payloadArb(context: Context): fc.Arbitrary<Payload> {
  const schema = context.op.body;
  if (!schema) {
    return fc.oneof(
      { weight: 8, arbitrary: fc.constant(NO_PAYLOAD) },
      fc.jsonValue({ maxDepth: 2 }).map(asJson),
      oddPayloadArb(fc.json({ maxDepth: 2 })),
    );
  }
  const exact = valueArb(schema, context, 'body', false).map((value) => keepProviderLocal(context, value));
  const nearly = valueArb(schema, context, 'body', true).map((value) => keepProviderLocal(context, value));
  const wrong = brokenArb(schema, context, 'body').map((value) => keepProviderLocal(context, value));
  return fc.oneof(
    { weight: 4, arbitrary: exact.map(asJson) },
    { weight: 4, arbitrary: nearly.map(asJson) },
    { weight: 2, arbitrary: wrong.map(asJson) },
    { weight: 2, arbitrary: oddPayloadArb(exact.map((value) => JSON.stringify(value))) },
    { weight: 1, arbitrary: fc.constant(NO_PAYLOAD) },
  );
}

/**
 * A remote address in 198.18.0.0/16, of the benchmarking range that no other test uses: on a database
 * shared by the test files, the limits per address this run uses up are nobody else's.
 */
const remoteAddressArb = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 1, max: 254 }))
  .map(([third, fourth]) => `198.18.${third}.${fourth}`);

const FORGED_TOKENS = ['x', 'A'.repeat(43), 'Bearer abc', `${'a'.repeat(4_096)}`, "' OR 1=1 --", '../../'];

type Header = [name: string, value: string];
const header = (name: string, values: string[]) =>
  fc.constantFrom(...values).map((value): Header => [name, value]);

/** Headers the server reads besides the token: the host it is asked as, caching, compression, ids. */
const oddHeaders = fc.oneof(
  { weight: 4, arbitrary: fc.constant<Header[]>([]) },
  fc.array(
    fc.oneof(
      header('host', [
        'EXAMPLE.COM',
        'a'.repeat(300),
        '[::1]',
        'localhost:99999',
        '',
        '..',
        'xn--',
        'app.example.com.',
      ]),
      header('if-none-match', ['*', 'W/"x"', '"', '""', 'a'.repeat(500)]),
      header('accept-encoding', ['gzip', 'br;q=0', '*', 'identity;q=0', 'gzip, deflate, br, zstd', 'x']),
      header('accept', ['application/xml', 'text/html', '*/*;q=0', 'application/json;q=x']),
      header('x-request-id', ['', 'a b', 'a'.repeat(100), '../']),
      header('x-forwarded-for', ['1.2.3.4', 'x', '::1, 10.0.0.1', '']),
      header('apikey', FORGED_TOKENS),
      header('origin', ['null', 'https://evil.invalid']),
    ),
    { minLength: 1, maxLength: 2 },
  ),
);

function requestArb(context: Context): fc.Arbitrary<FuzzRequest> {
  const { op, world } = context;
  const endsSession = nameOf(op) === 'POST /v1/auth/logout' || nameOf(op) === 'DELETE /v1/trial/me';
  const tokens = endsSession ? world.spareTokens : world.tokens;
  const caller = fc.oneof(
    { weight: 2, arbitrary: fc.constant<Caller>('nobody') },
    { weight: 3, arbitrary: fc.constant<Caller>('client') },
    { weight: 3, arbitrary: fc.constant<Caller>('admin') },
    { weight: 2, arbitrary: fc.constant<Caller>('operator') },
    { weight: 1, arbitrary: fc.constant<Caller>('visitor') },
    { weight: 1, arbitrary: fc.constant<Caller>('forged') },
  );
  return fc
    .record({
      caller,
      forged: fc.constantFrom(...FORGED_TOKENS),
      path: pathArb(context),
      query: queryArb(context),
      payload: payloadArb(context),
      headers: oddHeaders,
      remoteAddress: remoteAddressArb,
    })
    .map(({ caller, forged, path, query, payload, headers, remoteAddress }) => ({
      method: op.method,
      url: `${path}${query}`,
      caller,
      token: caller === 'forged' ? forged : tokens[caller],
      headers,
      payload,
      remoteAddress,
    }));
}

// ---------------------------------------------------------------------------------------------------
// Sending, judging and reporting.

let sent = 0;

function send(t: TestApp, request: FuzzRequest) {
  sent++;
  const headers: Record<string, string> = Object.fromEntries(request.headers);
  if (request.token !== null) headers['x-auth-token'] = request.token;
  if (request.payload.contentType !== null) headers['content-type'] = request.payload.contentType;
  return t.app.inject({
    method: request.method,
    url: request.url,
    headers,
    remoteAddress: request.remoteAddress,
    ...(request.payload.body === null ? {} : { payload: request.payload.body }),
  });
}

/**
 * A repeated piece of up to eight characters is written ⟨"piece" × n⟩, so a huge or deeply nested body
 * fits in a report; control characters are written as \uXXXX escapes.
 */
const condensed = (text: string) =>
  text
    .replace(
      /(.{1,8}?)\1{15,}/gsu,
      (run, piece: string) => `⟨${JSON.stringify(piece)} × ${run.length / piece.length}⟩`,
    )
    .replace(/\p{Cc}/gu, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);

function describeRequest(request: FuzzRequest): string {
  const forged = request.caller === 'forged' ? ` (x-auth-token: ${condensed(request.token ?? '')})` : '';
  return [
    `${request.method} ${condensed(request.url)}`,
    `  caller: ${request.caller}${forged}`,
    ...request.headers.map(([name, value]) => `  ${name}: ${condensed(value)}`),
    `  remote address: ${request.remoteAddress}`,
    `  content-type: ${request.payload.contentType ?? '(none)'}`,
    `  body: ${request.payload.body === null ? '(none)' : condensed(request.payload.body)}`,
  ].join('\n');
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** An error event in a streamed answer that says the server failed: a 500 in all but its status. */
function internalErrorInStream(body: string): string | null {
  for (const line of body.split('\n')) {
    if (!isJson(line)) continue;
    const event = z.object({ type: z.literal('error'), code: z.string() }).safeParse(JSON.parse(line));
    if (event.success && event.data.code === 'internal') return line;
  }
  return null;
}

/** What is wrong with the answer, or null when it keeps every promise. */
function problemWith(response: LightMyRequestResponse): string | null {
  const status = response.statusCode;
  if (status >= 500) return `answered ${status}`;
  const contentType = String(response.headers['content-type'] ?? '');
  if (status === 200 && contentType.startsWith('application/x-ndjson')) {
    const line = internalErrorInStream(response.body);
    return line ? `streamed an internal error: ${line}` : null;
  }
  const path = (response.raw.req.url ?? '').split('?')[0] ?? '';
  if (status < 400 || !(path === '/v1' || path.startsWith('/v1/'))) return null;
  if (!contentType.startsWith('application/json')) return `answered ${status} as ${contentType || 'no type'}`;
  if (!isJson(response.body)) return `answered ${status} with a body that is not JSON`;
  const error = errorSchema.safeParse(JSON.parse(response.body));
  if (!error.success) return `answered ${status} with a body not in the error shape`;
  if (ERROR_STATUS[error.data.code] !== status) {
    return `answered ${status} with the code ${error.data.code}, whose status is ${ERROR_STATUS[error.data.code]}`;
  }
  return null;
}

/** Starts a conversation with the assistant: its id and the id of the answer. */
async function converse(t: TestApp, locationId: string, token: string) {
  const response = await callApi(t, 'POST', `/v1/locations/${locationId}/chat/messages`, token, {
    text: 'Ideas for World Bread Day?',
  });
  const events = response.body
    .split('\n')
    .filter(Boolean)
    .map((line) => chatEventSchema.parse(JSON.parse(line)));
  const started = events.find((event) => event.type === 'started');
  const done = events.find((event) => event.type === 'done');
  if (started?.type !== 'started' || done?.type !== 'done')
    throw new Error(`no conversation: ${response.body}`);
  return { conversationId: started.conversation.id, answerId: done.message.id };
}

// ---------------------------------------------------------------------------------------------------

let t: TestApp;
let world: World;
let operations: Operation[];
/** The agency and location the run works in, for the check after it. */
let homeAgencyId: string;
let homeLocationId: string;
const provider = new FakeOpenAi();
const graph = new FakeGraph();
const highLevel = new FakeHighLevel();
let payments: Awaited<ReturnType<typeof startFakeStripe>>;

beforeAll(async () => {
  const providerUrl = await provider.start();
  payments = await startFakeStripe();
  t = await startTestApp({
    env: {
      ...payments.env,
      AGENCY_AI_HTTP_HOSTS: new URL(providerUrl).host,
      FACEBOOK_APP_ID: '4242',
      FACEBOOK_APP_SECRET: 'app-secret',
      FACEBOOK_GRAPH_URL: await graph.start(),
      HIGHLEVEL_CLIENT_ID: 'hl-client',
      HIGHLEVEL_CLIENT_SECRET: 'hl-secret',
      HIGHLEVEL_API_URL: await highLevel.start(),
      PUBLIC_URL: 'https://app.example.com',
    },
  });
  const { db } = t.database;
  const home = await consoleAgency(t);
  homeAgencyId = home.agency.id;
  homeLocationId = home.location.id;
  // The agency takes cards, so the card and top-up routes reach Stripe (the stand-in).
  await takeCards(t, payments.stripe, home);
  const operator = await signedInOperator(t);
  const spareAgency = await createAgency(db, t.secretBox);
  const spareLocation = await createLocation(db, home.agency);
  const spareUser = await createUser(db, home.agency, [home.location.id]);
  const [sparePlan] = await db
    .insert(plans)
    .values({
      agencyId: home.agency.id,
      name: 'Spare',
      type: 'free',
      apps: ['calendar', 'social'],
      userLimit: 5,
    })
    .returning({ id: plans.id });
  if (!sparePlan) throw new Error('no plan row');
  const news = await createNews(t, home.agency.id, home.adminToken);
  const spareNews = await createNews(t, home.agency.id, home.adminToken);
  const { post } = await generate(t.app, home.clientToken, {
    locationId: home.location.id,
    event: WORLD_BREAD_DAY,
    platform: 'Instagram',
    action: 'social',
  });
  if (!post) throw new Error('no post was written');
  const chat = await converse(t, home.location.id, home.clientToken);
  const spareChat = await converse(t, home.location.id, home.clientToken);
  const visitor = await startTrialVisitor(t, home.agency.id, visitorDetails(), '198.19.0.1');
  const spareVisitor = await startTrialVisitor(t, home.agency.id, visitorDetails(), '198.19.0.2');
  world = {
    tokens: {
      nobody: null,
      client: home.clientToken,
      admin: home.adminToken,
      operator: operator.token,
      visitor: visitor.token,
      forged: null,
    },
    spareTokens: {
      nobody: null,
      client: await signIn(t.app, home.client),
      admin: await signIn(t.app, home.admin),
      operator: await signIn(t.app, operator.superadmin),
      visitor: spareVisitor.token,
      forged: null,
    },
    known: {
      agencyId: [home.agency.id],
      locationId: [home.location.id],
      planId: [home.agency.planId, sparePlan.id],
      slug: [await trialSlugOf(t, home.agency.id)],
      newsId: [news.id],
      postId: [post._id],
      conversationId: [chat.conversationId],
      messageId: [chat.answerId],
      // Their own addresses let the client and the admin change their profiles without a password.
      email: [home.client.email, home.admin.email],
    },
    spare: {
      agencyId: [spareAgency.id],
      locationId: [spareLocation.id],
      planId: [sparePlan.id],
      userId: [spareUser.id],
      newsId: [spareNews.id],
      conversationId: [spareChat.conversationId],
    },
    providerUrl,
  };
  const document = await t.app.inject({ method: 'GET', url: '/v1/openapi.json' });
  operations = operationsOf(document.json());
});

afterAll(async () => {
  await t.close();
  await Promise.all([provider.stop(), graph.stop(), highLevel.stop(), payments.stripe.close()]);
});

describe('every operation of the API, sent generated requests', () => {
  it('never answers 5xx, and answers every error as JSON in the error shape', async () => {
    expect(operations.length).toBeGreaterThan(100);
    const runsEach = Math.ceil(REQUEST_BUDGET / operations.length);
    const failures: string[] = [];
    for (const [index, op] of operations.entries()) {
      const context: Context = { world, op };
      const property = fc.asyncProperty(fc.limitShrink(requestArb(context), MAX_SHRINKS), async (request) => {
        const response = await send(t, request);
        const problem = problemWith(response);
        if (problem) {
          throw new Error(
            `${problem}\n${describeRequest(request)}\n  answer: ${condensed(response.body.slice(0, 600))}`,
          );
        }
      });
      const details = await fc.check(property, { numRuns: runsEach, seed: SEED + index });
      if (details.failed) {
        const error = details.errorInstance;
        const report = [
          `${nameOf(op)} (FUZZ_SEED=${SEED}, counterexample path ${details.counterexamplePath})`,
          error instanceof Error ? error.message : String(error),
        ].join('\n');
        console.error(report);
        failures.push(report);
      }
    }
    if (failures.length > 0) {
      expect.fail(`${failures.length} operations broke a promise:\n\n${failures.join('\n\n')}`);
    }
    expect(sent).toBeGreaterThanOrEqual(REQUEST_BUDGET);
  }, 360_000);

  it('leaves the server healthy and a signed-in user still served', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    const session = await t.app.inject({
      method: 'GET',
      url: '/v1/auth/session',
      headers: { 'x-auth-token': world.tokens.client ?? '' },
    });
    expect(session.statusCode, session.body).toBe(200);
    const agency = await t.app.inject({
      method: 'GET',
      url: `/v1/agencies/${homeAgencyId}`,
      headers: { 'x-auth-token': world.tokens.admin ?? '' },
    });
    expect(agency.statusCode, agency.body).toBe(200);
    const balance = await t.app.inject({
      method: 'GET',
      url: `/v1/locations/${homeLocationId}/balance`,
      headers: { 'x-auth-token': world.tokens.client ?? '' },
    });
    expect(balance.statusCode, balance.body).toBe(200);
  });
});
