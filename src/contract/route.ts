import type { z } from 'zod';
import type { Role } from './roles.js';

/**
 * Who may call a route: anyone; any signed-in member of an agency (not a trial visitor); members and
 * trial visitors alike (the few routes the free-trial calendar needs); or signed-in users with one of
 * these roles (a superadmin passes every role list).
 */
export type Access = 'public' | 'signed-in' | 'member-or-visitor' | readonly Role[];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Where a route reads a tenant id: a part of the request and a field of it. */
export type ScopeSource = `params.${string}` | `query.${string}` | `body.${string}`;

/**
 * The tenant a route works in, resolved by the server before the handler runs:
 * - `location`: the location named at that source, which the caller must be allowed to use;
 *   `optional` when the route also works without one;
 * - `agency`: the caller's own agency (`'principal'`) or the agency named at that source;
 * - `publicLookup`: a public route that takes a location id before anyone is signed in; the reason
 *   says why answering it reveals nothing another tenant could use.
 */
export type ScopeDeclaration =
  | { location: ScopeSource; optional?: true }
  | { agency: 'principal' | ScopeSource }
  | { publicLookup: string };

export interface RouteShape {
  method: HttpMethod;
  /** Fastify path syntax under /v1: `/locations/:locationId/posts`. */
  path: string;
  access: Access;
  scope?: ScopeDeclaration;
  summary: string;
  description?: string;
  tags: readonly string[];
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The 200 answer; for a streamed route, the shape of each line. */
  response: z.ZodType;
  /** Answers newline-delimited JSON, one `response` per line. */
  stream?: true;
  /** The largest request body accepted, in bytes, where a route takes more than the server's default. */
  bodyLimit?: number;
  /**
   * The handler receives the JSON body as the bytes sent, unparsed: a signature over them (a webhook's)
   * can only be checked on those exact bytes.
   */
  rawBody?: true;
}

/** Declares a route once, for the server to register, the web to call and OpenAPI to describe. */
export function defineRoute<const R extends RouteShape>(route: R): R {
  return route;
}

export type ParamsOf<R extends RouteShape> = R['params'] extends z.ZodType ? z.input<R['params']> : undefined;
export type QueryOf<R extends RouteShape> = R['query'] extends z.ZodType ? z.input<R['query']> : undefined;
export type BodyOf<R extends RouteShape> = R['body'] extends z.ZodType ? z.input<R['body']> : undefined;
export type ResponseOf<R extends RouteShape> = z.output<R['response']>;

type Scalar = string | number | boolean;

/** The path of a route with its parameters filled in, each encoded. */
export function pathOf(route: RouteShape, params: Record<string, Scalar> | undefined): string {
  return route.path.replace(/:([A-Za-z_]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${route.path} needs the parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The query string of a request, without undefined values; empty when there is nothing to send. */
export function queryStringOf(query: Record<string, Scalar | undefined> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
