import { ERROR_STATUS, type ErrorCode } from '../../contract/http.js';

interface AppErrorOptions {
  /** The input field at fault. */
  field?: string;
  /** Headers the answer carries, such as retry-after. */
  headers?: Record<string, string>;
  /** What an action needs of a balance that holds less. */
  neededCents?: number;
}

/** An error whose message is safe and useful to show to the user; its status follows from its code. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly field: string | undefined;
  readonly headers: Record<string, string>;
  readonly neededCents: number | undefined;

  private constructor(
    readonly code: ErrorCode,
    message: string,
    options: AppErrorOptions,
  ) {
    super(message);
    this.statusCode = ERROR_STATUS[code];
    this.field = options.field;
    this.headers = options.headers ?? {};
    this.neededCents = options.neededCents;
  }

  static of(code: ErrorCode, message: string, options: AppErrorOptions = {}): AppError {
    return new AppError(code, message, options);
  }

  /** Bad input: a 400 that names the field. */
  static invalid(field: string, message: string): AppError {
    return new AppError('invalid_input', `${field}: ${message}`, { field });
  }

  /** Anything the caller may not see is answered as if it did not exist, so ids reveal nothing. */
  static notFound(what: string): AppError {
    return new AppError('not_found', `${what} not found`, {});
  }
}

/**
 * The caller left before its answer was ready: the work stops and stores nothing. It is never
 * answered, since nobody is there to read it.
 */
export class RequestCancelled extends Error {
  constructor() {
    super('The request was cancelled.');
  }
}
