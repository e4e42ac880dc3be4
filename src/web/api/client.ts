import type { z } from 'zod';
import { errorSchema } from '../../contract/common';
import { expireSession, readSession } from '../session/store';

export const UNKNOWN_ERROR = 'Unknown error, please try later';
/** After a 401 the app shows why, then returns to the start after this long. */
export const SESSION_END_DELAY_MS = 4000;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

type SessionEndedListener = (message: string) => void;
const sessionEndedListeners = new Set<SessionEndedListener>();

/** The app shell listens here to tell the user their session ended. */
export function onSessionEnded(listener: SessionEndedListener): () => void {
  sessionEndedListeners.add(listener);
  return () => {
    sessionEndedListeners.delete(listener);
  };
}

let endingSession = false;
function endSession(message: string) {
  if (endingSession) return;
  endingSession = true;
  expireSession();
  for (const listener of sessionEndedListeners) listener(message);
  window.setTimeout(() => {
    window.location.assign('/');
  }, SESSION_END_DELAY_MS);
}

interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal;
  /** Sign-in calls answer 401 for wrong credentials, which is not a session ending. */
  anonymous?: boolean;
}

async function request<S extends z.ZodType>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<z.output<S>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = options.anonymous ? undefined : readSession()?.token;
  if (token) headers['x-auth-token'] = token;
  if (options.body !== undefined) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(`/v1${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network', 'The server could not be reached. Please check your connection.');
  }

  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = errorSchema.safeParse(payload);
    const message = parsed.success ? parsed.data.message : UNKNOWN_ERROR;
    if (response.status === 401 && token) endSession(message);
    throw new ApiError(
      response.status,
      parsed.success ? parsed.data.code : 'unknown',
      message,
      parsed.data?.field,
    );
  }
  const parsed = schema.safeParse(payload);
  if (!parsed.success) throw new ApiError(response.status, 'bad_response', UNKNOWN_ERROR);
  return parsed.data;
}

/**
 * POSTs and reads a newline-delimited JSON stream, handing each parsed line on as it arrives.
 * Errors before the stream starts are answered like any other request.
 */
async function stream<S extends z.ZodType>(
  path: string,
  schema: S,
  options: RequestOptions & { onEvent: (event: z.output<S>) => void },
): Promise<void> {
  const token = readSession()?.token;
  const headers: Record<string, string> = {
    accept: 'application/x-ndjson',
    'content-type': 'application/json',
  };
  if (token) headers['x-auth-token'] = token;
  let response: Response;
  try {
    response = await fetch(`/v1${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network', 'The server could not be reached. Please check your connection.');
  }
  if (!response.ok || !response.body) {
    const payload: unknown = await response.json().catch(() => null);
    const parsed = errorSchema.safeParse(payload);
    const message = parsed.success ? parsed.data.message : UNKNOWN_ERROR;
    if (response.status === 401 && token) endSession(message);
    throw new ApiError(
      response.status,
      parsed.success ? parsed.data.code : 'unknown',
      message,
      parsed.data?.field,
    );
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (value) buffered += value;
    let newline = buffered.indexOf('\n');
    while (newline >= 0) {
      const line = buffered.slice(0, newline).trim();
      buffered = buffered.slice(newline + 1);
      if (line) {
        const parsed = schema.safeParse(JSON.parse(line));
        if (!parsed.success) throw new ApiError(response.status, 'bad_response', UNKNOWN_ERROR);
        options.onEvent(parsed.data);
      }
      newline = buffered.indexOf('\n');
    }
    if (done) return;
  }
}

/** The one client the web app talks to the API through. */
export const api = {
  get: <S extends z.ZodType>(path: string, schema: S, options?: RequestOptions) =>
    request('GET', path, schema, options),
  post: <S extends z.ZodType>(path: string, schema: S, options?: RequestOptions) =>
    request('POST', path, schema, options),
  put: <S extends z.ZodType>(path: string, schema: S, options?: RequestOptions) =>
    request('PUT', path, schema, options),
  stream,
};

export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : UNKNOWN_ERROR;
}
