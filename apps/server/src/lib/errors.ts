import { ERROR_CODES, ERROR_MESSAGES } from '@doita/shared';
import type { ErrorCode } from '@doita/shared';

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

export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, ERROR_CODES.rateLimited, ERROR_MESSAGES.rateLimited, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });

export const serviceUnavailable = (message = 'Service unavailable') =>
  new HttpError(503, ERROR_CODES.unavailable, message);

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}
