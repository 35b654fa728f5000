/** One field error of a 422 answer (`{ message, code, errors: [{ field, code, message }] }`). */
export interface ApiFieldError {
  field: string;
  code: string;
  message: string;
}

/** Codes the client itself produces when no usable answer arrived. */
export const CLIENT_ERROR_CODES = {
  network: 'NETWORK_ERROR',
  timeout: 'TIMEOUT',
  invalidResponse: 'INVALID_RESPONSE',
  sessionExpired: 'SESSION_EXPIRED',
} as const;

export interface ApiErrorInit {
  /** undefined when no response arrived (offline, timeout) */
  status?: number;
  code?: string;
  message?: string;
  errors?: ApiFieldError[];
  retryAfterSeconds?: number;
  /** set when a 401 could not be recovered by a refresh and the session was cleared */
  sessionExpired?: boolean;
  cause?: unknown;
}

/** Every failed call surfaces as this error. */
export class ApiError extends Error {
  readonly status: number | undefined;
  readonly code: string;
  readonly errors: ApiFieldError[];
  readonly retryAfterSeconds: number | undefined;
  readonly sessionExpired: boolean;

  constructor(init: ApiErrorInit) {
    super(init.message ?? '', { cause: init.cause });
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code ?? (init.status === undefined ? CLIENT_ERROR_CODES.network : 'UNKNOWN');
    this.errors = init.errors ?? [];
    this.retryAfterSeconds = init.retryAfterSeconds;
    this.sessionExpired = init.sessionExpired ?? false;
  }

  /** No response arrived: network down, server unreachable or the 10 s timeout. */
  get isNetworkError(): boolean {
    return this.status === undefined;
  }
}

/**
 * The text to show for a field error: the shared validation key when the server sent one
 * (as `code`, or as `message`), so the web can say it in the user's language; else its text.
 */
export function fieldErrorMessage(item: ApiFieldError): string {
  if (item.code.startsWith('validation.')) return item.code;
  return item.message || item.code;
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A 422's first field error as a form message (key or server text); else undefined. */
export function firstFieldErrorMessage(error: unknown): string | undefined {
  const field = isApiError(error) && error.status === 422 ? error.errors[0] : undefined;
  return field ? fieldErrorMessage(field) : undefined;
}
