import { errorSchema } from '../../contract/http';
import type { RouteShape } from '../../contract/route';
import { readStoredSession } from '../session/store';
import { ApiError, UNKNOWN_ERROR } from './api-error';
import { endSession } from './session-ending';
import { urlOf } from './url';

interface Outgoing {
  params?: unknown;
  query?: unknown;
  body?: unknown;
  signal?: AbortSignal;
  accept: string;
}

export interface Answer {
  response: Response;
  /** Whether the request carried the stored token, so a 401 means the session is over. */
  tokenSent: boolean;
}

/**
 * Sends a request the way every call does: the stored token on routes that need a signed-in user (a
 * public route answers 401 for wrong credentials, which is not a session ending), JSON in, and a
 * failure to reach the server as an ApiError.
 */
export async function send(route: RouteShape, outgoing: Outgoing): Promise<Answer> {
  const headers: Record<string, string> = { accept: outgoing.accept };
  const token = route.access === 'public' ? undefined : readStoredSession()?.token;
  if (token) headers['x-auth-token'] = token;
  if (outgoing.body !== undefined) headers['content-type'] = 'application/json';
  try {
    const response = await fetch(urlOf(route, outgoing.params, outgoing.query), {
      method: route.method,
      headers,
      body: outgoing.body === undefined ? undefined : JSON.stringify(outgoing.body),
      signal: outgoing.signal,
    });
    return { response, tokenSent: token !== undefined };
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network', 'The server could not be reached. Please check your connection.');
  }
}

/**
 * Whether an answer means the signed-in session can go no further: a 401, or the agency's account
 * suspended by the operator (its sessions are refused until it is resumed).
 */
export const endsSession = (status: number, code: string | undefined) =>
  status === 401 || code === 'agency_suspended';

/**
 * Reads a failed answer into an ApiError with the contract's code and message. An answer that ends the
 * session, to a request that carried the token, ends it here, unless the call was only checking the token.
 */
export async function failureOf({ response, tokenSent }: Answer, checkingToken = false): Promise<ApiError> {
  const payload: unknown = await response.json().catch(() => null);
  const parsed = errorSchema.safeParse(payload);
  const message = parsed.success ? parsed.data.message : UNKNOWN_ERROR;
  const code = parsed.success ? parsed.data.code : undefined;
  if (endsSession(response.status, code) && tokenSent && !checkingToken) endSession(message);
  return parsed.success
    ? new ApiError(response.status, parsed.data.code, message, parsed.data.field, parsed.data.neededCents)
    : new ApiError(response.status, 'unknown', message);
}

/** An answer that does not match the contract is not shown to the user as if it did. */
export function badResponse(response: Response): ApiError {
  return new ApiError(response.status, 'bad_response', UNKNOWN_ERROR);
}
