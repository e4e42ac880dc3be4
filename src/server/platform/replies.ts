import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Sends JSON that was serialised (and gzipped) once and cached, skipping per-request work:
 * the gzipped bytes to clients that accept gzip, the plain bytes to the others.
 */
export function sendSerialisedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  body: { json: Buffer; gzip: Buffer },
) {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  const accepts = request.headers['accept-encoding'];
  if (typeof accepts === 'string' && /\bgzip\b/.test(accepts)) {
    return reply.header('content-encoding', 'gzip').send(body.gzip);
  }
  return reply.send(body.json);
}

export function sendNotModified(reply: FastifyReply) {
  return reply.code(304).send();
}

/** Starts a streamed response of newline-delimited JSON. */
export function sendNdjsonStream(reply: FastifyReply, stream: Readable) {
  return reply.type('application/x-ndjson; charset=utf-8').header('cache-control', 'no-store').send(stream);
}

/** Fires when the client hangs up before its answer is complete, so the work on it can stop. */
export function signalWhenClientLeaves(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}
