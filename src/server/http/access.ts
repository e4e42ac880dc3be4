import type { FastifyInstance, FastifyRequest, HTTPMethods } from 'fastify';
import type { Role } from '../../contract/roles.js';
import type { SessionStore } from '../features/auth/session-store.js';
import { AppError, forbidden, unauthorized } from './errors.js';

/**
 * Who may call a route: anyone, any signed-in user, or signed-in users with one of these roles.
 * Every route states it in `config.access`; a route without it fails at start.
 */
export type Access = 'public' | 'signed-in' | readonly Role[];

/** The signed-in caller of a request. */
export interface Principal {
  sessionId: string;
  userId: string;
  agencyId: string;
  email: string;
  role: Role;
  ghl: boolean;
}

export interface RouteAccess {
  method: HTTPMethods;
  url: string;
  access: Access;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyInstance {
    /** Every route of the API with its declared access, in registration order. */
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

/** The signed-in caller; only call from routes whose access is not public. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}

/**
 * Installs the access rule on a scope: registration fails for a route without one,
 * and every request to a non-public route must carry a live session of an allowed role.
 */
export function enforceAccess(scope: FastifyInstance, sessions: SessionStore) {
  scope.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (access === undefined) {
      throw new Error(`Route ${String(route.method)} ${route.url} must declare config.access`);
    }
    for (const method of [route.method].flat()) {
      scope.routeAccess.push({ method, url: route.url, access });
    }
  });

  scope.addHook('onRequest', async (request) => {
    // A route without a declared rule cannot exist in this scope; fail closed all the same.
    const access = request.routeOptions.config.access ?? 'signed-in';
    if (access === 'public') return;
    const token = tokenOf(request);
    if (!token) throw unauthorized();
    const principal = await sessions.resolve(token);
    if (!principal) throw new AppError(401, 'session_ended', 'Your session has ended. Please sign in again');
    if (access !== 'signed-in' && principal.role !== 'superadmin' && !access.includes(principal.role)) {
      throw forbidden();
    }
    request.principal = principal;
  });
}
