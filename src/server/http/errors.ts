import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiError } from '../../contract/common.js';

/** An error whose message is safe and useful to show to the user. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (field: string, message: string) =>
  new AppError(400, 'invalid_input', `${field}: ${message}`, field);
export const unauthorized = (message = 'Please sign in to continue') =>
  new AppError(401, 'unauthorized', message);
export const forbidden = (message = 'You do not have access to this') =>
  new AppError(403, 'forbidden', message);
export const notFound = (what: string) => new AppError(404, 'not_found', `${what} not found`);

const CLIENT_ERROR_CODES: Record<string, string> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'body_too_large',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'invalid_content_length',
};

function send(reply: FastifyReply, status: number, body: ApiError) {
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

export function sendBadUrl(reply: FastifyReply, detail: string) {
  return send(reply, 400, { message: `The address is not valid: ${detail}`, code: 'bad_url' });
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      reply.headers(error.headers);
      return send(reply, error.statusCode, { message: error.message, code: error.code, field: error.field });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const path = issue?.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const field = path || error.validationContext || 'input';
      const detail = issue?.message ?? 'is invalid';
      return send(reply, 400, { message: `${field}: ${detail}`, code: 'invalid_input', field });
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
      const code = CLIENT_ERROR_CODES[error.code] ?? 'bad_request';
      return send(reply, status, { message: error.message, code });
    }
    request.log.error({ err: error }, 'request failed');
    return send(reply, 500, { message: 'Internal server error', code: 'internal' });
  });
}
