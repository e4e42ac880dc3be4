import type { FastifyInstance, FastifyRequest, HTTPMethods } from 'fastify';
import type { Access, RouteShape, ScopeDeclaration } from '../../contract/route.js';
import { AppError } from '../core/errors.js';
import type { Principal } from '../core/principal.js';

/** Finds the live session of a token; the auth feature provides it when the app is composed. */
export interface SessionResolver {
  resolve(token: string): Promise<Principal | null>;
}

export interface RouteAccess {
  method: HTTPMethods;
  url: string;
  access: Access;
  scope: ScopeDeclaration | undefined;
  /** The contract's definition, for routes declared there (all of /v1). */
  definition: RouteShape | undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    scope?: ScopeDeclaration;
    definition?: RouteShape;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyInstance {
    /** Every route of the API with its declared access and scope, in registration order. */
    routeAccess: RouteAccess[];
  }
}

export const TOKEN_HEADERS = ['x-auth-token', 'apikey'] as const;

function tokenOf(request: FastifyRequest): string | undefined {
  for (const name of TOKEN_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string' && value.length > 0) return value;
  }
  return undefined;
}

export const sessionEnded = () =>
  AppError.of('session_ended', 'Your session has ended. Please sign in again');

/** Whether the caller may use a route of this access, once signed in. */
function admits(access: Exclude<Access, 'public'>, principal: Principal): boolean {
  if (access === 'member-or-visitor') return true;
  // A trial visitor reaches only the routes the free-trial calendar needs, each declared as such.
  if (access === 'signed-in') return principal.role !== 'demo_user';
  return principal.role === 'superadmin' || access.includes(principal.role);
}

/**
 * Installs the access rule on a scope: registration fails for a route without one,
 * and every request to a non-public route must carry a live session of an allowed role.
 */
export function enforceAccess(scope: FastifyInstance, sessions: SessionResolver) {
  scope.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (access === undefined) {
      throw new Error(`Route ${String(route.method)} ${route.url} must declare config.access`);
    }
    for (const method of [route.method].flat()) {
      scope.routeAccess.push({
        method,
        url: route.url,
        access,
        scope: route.config?.scope,
        definition: route.config?.definition,
      });
    }
  });

  scope.addHook('onRequest', async (request) => {
    // A route without a declared rule cannot exist in this scope; fail closed all the same.
    const access = request.routeOptions.config.access ?? 'signed-in';
    if (access === 'public') return;
    const token = tokenOf(request);
    if (!token) throw AppError.of('unauthorized', 'Please sign in to continue');
    const principal = await sessions.resolve(token);
    if (!principal) throw sessionEnded();
    if (!admits(access, principal)) {
      throw AppError.of(
        'forbidden',
        principal.role === 'demo_user'
          ? 'This is not part of the free trial. Log in to use it'
          : 'You do not have access to this',
      );
    }
    request.principal = principal;
  });
}
