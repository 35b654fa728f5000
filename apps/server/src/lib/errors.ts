import { ERROR_CODES, ERROR_MESSAGES, validationMessageEn } from '@doita/shared';
import type { ErrorCode, ErrorResponse } from '@doita/shared';

/**
 * A failure the client is meant to see. Services throw these; the one error handler
 * turns them into `{ message, code }` with the status. Anything else becomes a 500.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    /** extra response headers, e.g. Retry-After */
    readonly headers: Record<string, string> = {},
    /** per-field errors, as schema validation gives them (422) */
    readonly errors?: ErrorResponse['errors'],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (code: ErrorCode, message: string) => new HttpError(400, code, message);

export const unauthorized = (
  code: ErrorCode = ERROR_CODES.unauthorized,
  message: string = ERROR_MESSAGES.unauthorized,
) => new HttpError(401, code, message);

export const forbidden = (message: string = ERROR_MESSAGES.forbidden) =>
  new HttpError(403, ERROR_CODES.forbidden, message);

export const notFound = (message: string = ERROR_MESSAGES.notFound) =>
  new HttpError(404, ERROR_CODES.notFound, message);

/**
 * A rule about one field that needs more than the schema knows (a date not in the
 * caller's future, in the caller's time zone): answered like a schema error, 422 with
 * the field and its validation key, so the web shows it under the field.
 */
export const fieldInvalid = (field: string, key: string) =>
  new HttpError(422, ERROR_CODES.validation, ERROR_MESSAGES.validation, {}, [
    { field, code: key, message: validationMessageEn(key) },
  ]);

export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, ERROR_CODES.rateLimited, ERROR_MESSAGES.rateLimited, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });

export const serviceUnavailable = (message = 'Service unavailable') =>
  new HttpError(503, ERROR_CODES.unavailable, message);

/**
 * The database has more work queued than it can clear soon (plugins/overload.ts), or a query
 * waited DB_POOL_WAIT_MS for a connection in vain: 503, Retry-After the seconds the queue
 * should take to clear (1 to 30).
 */
export const overloaded = (expectedWaitMs: number) =>
  new HttpError(503, ERROR_CODES.unavailable, 'The server is busy: try again in a moment', {
    'retry-after': String(Math.min(30, Math.max(1, Math.ceil(expectedWaitMs / 1000)))),
  });

/** pg's error when a query waited for a pooled connection longer than the pool allows */
export function isPoolTimeout(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if (current instanceof Error && /timeout exceeded when trying to connect/.test(current.message))
      return true;
  }
  return false;
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}
