import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiErrorBody, ErrorCode } from '../../contract/http.js';
import { AppError, RequestCancelled } from '../core/errors.js';
import { isConnectionLost } from '../db/connection-lost.js';

const CLIENT_ERROR_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'body_too_large',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'invalid_content_length',
};

/** PostgreSQL's unique_violation, raised directly or wrapped by the query builder. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; typeof current === 'object' && current !== null; ) {
    if ('code' in current && current.code === '23505') return true;
    current = 'cause' in current ? current.cause : null;
  }
  return false;
}

/** A moment without the database (a failover, a restart): the caller may try again shortly. */
const databaseInterrupted = () =>
  AppError.of('not_ready', 'The connection to the database was interrupted. Please try again in a moment.', {
    headers: { 'retry-after': '1' },
  });

/**
 * The error as the caller may be told it: an AppError as it is, a lost database connection as a 503
 * to try again, or null for a fault of ours, which is logged and answered as internal.
 */
export function answerableError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  if (isConnectionLost(error)) return databaseInterrupted();
  return null;
}

function send(reply: FastifyReply, status: number, body: ApiErrorBody) {
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

export function sendBadUrl(reply: FastifyReply, detail: string) {
  return send(reply, 400, { message: `The address is not valid: ${detail}`, code: 'bad_url' });
}

export function sendNoSuchEndpoint(reply: FastifyReply, method: string, path: string) {
  return send(reply, 404, { message: `No such endpoint: ${method} ${path}`, code: 'not_found' });
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const answerable = answerableError(error);
    if (answerable) {
      if (!(error instanceof AppError)) request.log.warn({ err: error }, 'the database connection was lost');
      reply.headers(answerable.headers);
      return send(reply, answerable.statusCode, {
        message: answerable.message,
        code: answerable.code,
        field: answerable.field,
        neededCents: answerable.neededCents,
      });
    }
    if (error instanceof RequestCancelled) {
      // Nobody is left to read an answer; close quietly.
      request.log.info('the client left before its answer was ready');
      return reply.code(204).send();
    }
    if (error.code === 'ERR_STREAM_PREMATURE_CLOSE' && reply.raw.destroyed) {
      // A streamed answer whose client went away half-way: nothing failed here, and nobody reads on.
      request.log.info('the client left during its answer');
      return reply;
    }
    if (isUniqueViolation(error)) {
      // Two requests wanted the same unique value at once (two users taking one e-mail); the check
      // before the write cannot see a write that is not committed yet, the constraint does.
      return send(reply, 409, {
        message: 'This was just taken by another change made at the same time. Please try again.',
        code: 'conflict',
      });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return send(reply, 500, { message: 'Internal server error', code: 'internal' });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return send(reply, 400, { message: 'The request body is not valid JSON', code: 'invalid_json' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return send(reply, status, {
        message: error.message,
        code: CLIENT_ERROR_CODES[error.code] ?? 'bad_request',
      });
    }
    request.log.error({ err: error }, 'request failed');
    return send(reply, 500, { message: 'Internal server error', code: 'internal' });
  });
}
