import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { z } from 'zod';
import type { RouteShape, ScopeDeclaration, ScopeSource } from '../../contract/route.js';
import { AppError } from '../core/errors.js';
import type { Principal } from '../core/principal.js';
import type { HandlersInFlight } from './draining.js';
import type { AgencyScope, LocationScope, ScopeGrants } from './scope.js';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

type ScopeOf<D extends ScopeDeclaration | undefined> = D extends { location: ScopeSource; optional: true }
  ? LocationScope | null
  : D extends { location: ScopeSource }
    ? LocationScope
    : D extends { agency: string }
      ? AgencyScope
      : null;

/** What a handler receives: the validated request, its caller and its tenant, resolved before it runs. */
export interface HandlerInput<R extends RouteShape> {
  params: Parsed<R['params']>;
  query: Parsed<R['query']>;
  body: Parsed<R['body']>;
  principal: R['access'] extends 'public' ? null : Principal;
  scope: ScopeOf<R['scope']>;
  /** Grants a scope the request did not name (a default location), through the same access check. */
  grants: ScopeGrants;
  /** The body as the bytes sent, for a route declared `rawBody`; null for every other route. */
  rawBody: Buffer | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

type Answer<R extends RouteShape> = z.input<R['response']> | FastifyReply;
type Handler<R extends RouteShape> = (input: HandlerInput<R>) => Promise<Answer<R>> | Answer<R>;

/** A route definition with its handler, ready to be registered. */
export interface BoundRoute {
  definition: RouteShape;
  handle(request: FastifyRequest, reply: FastifyReply, grants: ScopeGrants): Promise<unknown>;
}

const PARTS = { params: 'params', query: 'querystring', body: 'body' } as const;

/** Validates one part of the request with its schema; bad input is a 400 naming the field. */
function parsePart<S extends z.ZodType | undefined>(
  schema: S,
  value: unknown,
  part: keyof typeof PARTS,
): Parsed<S>;
function parsePart(schema: z.ZodType | undefined, value: unknown, part: keyof typeof PARTS): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value ?? (part === 'body' ? undefined : {}));
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = issue?.path.map(String).join('.');
  const field = path || PARTS[part];
  const detail = issue?.message ?? 'is invalid';
  throw AppError.invalid(field, detail);
}

function readSource(source: ScopeSource, parts: Record<string, unknown>): string | undefined {
  const [part = '', field = ''] = source.split('.');
  const container = parts[part];
  if (typeof container !== 'object' || container === null || !(field in container)) return undefined;
  const value: unknown = Reflect.get(container, field);
  return typeof value === 'string' ? value : undefined;
}

async function resolveScope(
  declaration: ScopeDeclaration | undefined,
  principal: Principal | null,
  parts: Record<string, unknown>,
  grants: ScopeGrants,
): Promise<LocationScope | AgencyScope | null> {
  if (!declaration || 'publicLookup' in declaration) return null;
  if (!principal) throw new Error('a scoped route must not be public');
  if ('location' in declaration) {
    const id = readSource(declaration.location, parts);
    if (id === undefined) {
      if (declaration.optional) return null;
      throw AppError.invalid(declaration.location.split('.')[1] ?? 'locationId', 'is required');
    }
    return grants.location(principal, id);
  }
  if (declaration.agency === 'principal') return grants.ownAgency(principal);
  const id = readSource(declaration.agency, parts);
  if (id === undefined) throw AppError.invalid(declaration.agency.split('.')[1] ?? 'agencyId', 'is required');
  return grants.agency(principal, id);
}

/**
 * Binds a handler to its contract definition. The request is validated and its scope resolved
 * before the handler runs, so a handler cannot forget either.
 */
export function bind<const R extends RouteShape>(definition: R, handler: Handler<R>): BoundRoute;
export function bind(
  definition: RouteShape,
  handler: (input: {
    params: unknown;
    query: unknown;
    body: unknown;
    principal: Principal | null;
    scope: LocationScope | AgencyScope | null;
    grants: ScopeGrants;
    rawBody: Buffer | null;
    request: FastifyRequest;
    reply: FastifyReply;
  }) => unknown,
): BoundRoute {
  return {
    definition,
    async handle(request, reply, grants) {
      const rawBody = definition.rawBody && Buffer.isBuffer(request.body) ? request.body : null;
      const params = parsePart(definition.params, request.params, 'params');
      const body = parsePart(definition.body, rawBody ? undefined : request.body, 'body');
      const query = parsePart(definition.query, request.query, 'query');
      const principal = request.principal;
      const scope = await resolveScope(definition.scope, principal, { params, query, body }, grants);
      return handler({ params, query, body, principal, scope, grants, rawBody, request, reply });
    },
  };
}

/**
 * Registers a route whose JSON body reaches the handler as the bytes sent, in a context of its own, so
 * no other route's bodies change.
 */
function registerRaw(app: FastifyInstance, options: RouteOptions) {
  void app.register(async (raw) => {
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });
    raw.route(options);
  });
}

/**
 * Registers bound routes under the current prefix, with their access, scope and documentation; each
 * handler runs counted in `handlers`, which a closing app waits for.
 */
export function registerRoutes(
  app: FastifyInstance,
  routes: readonly BoundRoute[],
  grants: ScopeGrants,
  handlers: HandlersInFlight,
) {
  for (const route of routes) {
    const { definition } = route;
    const scope = definition.scope;
    if (definition.access === 'public' && scope && !('publicLookup' in scope)) {
      throw new Error(
        `Route ${definition.method} ${definition.path} is public, so it cannot have a tenant scope`,
      );
    }
    const options: RouteOptions = {
      method: definition.method,
      url: definition.path,
      config: { access: definition.access, scope: definition.scope, definition },
      ...(definition.bodyLimit ? { bodyLimit: definition.bodyLimit } : {}),
      schema: {
        tags: [...definition.tags],
        summary: definition.summary,
        description: definition.description,
        ...(definition.access === 'public' ? {} : { security: [{ token: [] }] }),
        ...(definition.params ? { params: definition.params } : {}),
        ...(definition.query ? { querystring: definition.query } : {}),
        ...(definition.body ? { body: definition.body } : {}),
        ...(definition.stream ? {} : { response: { 200: definition.response } }),
      },
      // Requests are validated by the bound handler with the contract's schemas, once.
      validatorCompiler: () => (value) => ({ value }),
      handler: (request, reply) => handlers.run(() => route.handle(request, reply, grants)),
    };
    if (definition.rawBody) registerRaw(app, options);
    else app.route(options);
  }
}
