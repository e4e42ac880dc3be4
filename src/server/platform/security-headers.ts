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

/** Sends the security headers and the request id with every answer, errors included. */
export function addSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers).header('x-request-id', request.id);
    done();
  });
}
