import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** Sends JSON that was serialised once and cached, skipping per-request serialisation. */
export function sendSerialisedJson(reply: FastifyReply, json: string) {
  return reply.type('application/json; charset=utf-8').send(json);
}

export function sendNotModified(reply: FastifyReply) {
  return reply.code(304).send();
}

/** Starts a streamed response of newline-delimited JSON. */
export function sendNdjsonStream(reply: FastifyReply, stream: Readable) {
  return reply.type('application/x-ndjson; charset=utf-8').header('cache-control', 'no-store').send(stream);
}
