import type { ErrorCode } from '../../contract/http';
import { fieldSentence } from './field-sentence';
import { capitalised, wordsOfKey } from './key-words';

export const UNKNOWN_ERROR = 'Unknown error, please try later';

/**
 * What went wrong with a call: one of the contract's error codes, or what the browser saw on its own
 * side (no connection, an answer that does not match the contract, an answer that is not an error body).
 */
export type ApiErrorCode = ErrorCode | 'network' | 'bad_response' | 'unknown';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly field?: string,
    /** For `insufficient_balance`: what the action costs, in cents, against a smaller balance. */
    readonly neededCents?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Narrows an unknown failure to an ApiError, and to one code when one is named. */
export function isApiError<C extends ApiErrorCode = ApiErrorCode>(
  error: unknown,
  code?: C,
): error is ApiError & { code: C } {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

/**
 * The message for a failed call: the server's own words for what the user can act on (a 4xx), else the
 * screen's message for a failure that is nobody's fault on screen (the server or the connection).
 */
export function failureMessage(error: unknown, whenItIsNotYou: string): string {
  return isApiError(error) && error.status >= 400 && error.status < 500 ? error.message : whenItIsNotYou;
}

/**
 * The message to show for a failed call; anything that is not an ApiError is not the user's to read. A
 * field the screen shows no box for is named in words ("locationIds: …" reads "Location ids: …").
 */
export function errorMessage(error: unknown): string {
  if (!isApiError(error)) return UNKNOWN_ERROR;
  const prefix = error.field ? `${error.field}: ` : '';
  if (!prefix || !error.message.startsWith(prefix)) return error.message;
  return `${capitalised(wordsOfKey(error.field ?? ''))}: ${error.message.slice(prefix.length)}`;
}

/** The failures that are about one field of a form: a bad value, a wrong password, a value someone else has. */
const FIELD_CODES: ReadonlySet<ApiErrorCode> = new Set(['invalid_input', 'wrong_password', 'conflict']);

/**
 * A 400 (or a 409 naming its field: "This e-mail already has an account") the server answered about one of a
 * form's fields, with its message as it reads under the field (the server writes "password: is too common: …").
 * Null for any other failure.
 */
export function fieldErrorOf(
  error: unknown,
  fields: readonly string[],
): { field: string; message: string } | null {
  // Invalid input and a wrong password name the field they are about; both show beside it.
  if (!isApiError(error) || !FIELD_CODES.has(error.code) || !error.field || !fields.includes(error.field))
    return null;
  const prefix = `${error.field}: `;
  const message = error.message.startsWith(prefix) ? error.message.slice(prefix.length) : error.message;
  return { field: error.field, message: fieldSentence(message) };
}
