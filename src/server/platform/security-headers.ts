import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers, worked out once at start. None of our policies depend on the request, and
 * helmet would otherwise rebuild the Content-Security-Policy string on every request (about a tenth
 * of the server's time on a small answer).
 */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  let failure: unknown = null;
  helmet(options)(response.req, response, (error) => {
    failure = error ?? null;
  });
  if (failure !== null) throw failure;
  return Object.fromEntries(
    Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]),
  );
}

/** Other headers for the requests that need them, such as the pages of agencies that take cards. */
export interface HeaderVariant {
  options: HelmetOptions;
  /** Whether the request (by its host name) gets this variant's headers. */
  applies(host: string): Promise<boolean>;
}

/** Sends the security headers and the request id with every answer, errors included. */
export function addSecurityHeaders(app: FastifyInstance, options: HelmetOptions, variant?: HeaderVariant) {
  const headers = securityHeaders(options);
  if (!variant) {
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(headers).header('x-request-id', request.id);
      done();
    });
    return;
  }
  const variantHeaders = securityHeaders(variant.options);
  app.addHook('onRequest', async (request, reply) => {
    // Without an answer (the database away), the stricter policy: a page never gets more than it may.
    const applies = await variant.applies(request.hostname).catch(() => false);
    const chosen = applies ? variantHeaders : headers;
    reply.headers(chosen).header('x-request-id', request.id);
  });
}
