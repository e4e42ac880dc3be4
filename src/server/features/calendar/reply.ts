import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendNotModified, sendSerialisedJson } from '../../platform/replies.js';
import type { EventDataBody } from './event-data-cache.js';

/** A year of events, answered from its cached bytes, or 304 when the client has them already. */
export function sendEventData(request: FastifyRequest, reply: FastifyReply, body: EventDataBody) {
  reply.header('etag', body.etag).header('cache-control', 'private, no-cache');
  if (request.headers['if-none-match'] === body.etag) return sendNotModified(reply);
  return sendSerialisedJson(request, reply, body);
}
