import { ERROR_CODES, authContract } from '@doita/shared';
import type { BodyOf, ReplyOf } from '@doita/shared';
import { ApiError, CLIENT_ERROR_CODES, type ApiFieldError } from './api-error';
import {
  clearSession,
  getSession,
  isSigningOut,
  syncSessionFromStorage,
  updateSessionTokens,
} from './session';

/** Every call: base /api, JSON, 10 s timeout, bearer token from local storage. */
export const API_BASE = '/api';
export const REQUEST_TIMEOUT_MS = 10_000;
const REFRESH_LOCK = 'doita-auth-refresh';

/** 401s that mean "wrong credentials", not "expired session": no refresh, no sign-out. */
const CREDENTIAL_CODES = new Set<string>([
  ERROR_CODES.invalidCredentials,
  ERROR_CODES.invalidCurrentPassword,
]);

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** attach the bearer token (default true) */
  auth?: boolean;
  /** on 401, refresh silently once and retry (default true) */
  refreshOnUnauthorized?: boolean;
  timeoutMs?: number;
  /** sent as `Idempotency-Key`: the server applies a repeat once (the offline outbox) */
  idempotencyKey?: string;
  /** headers an endpoint declares beyond these (a share link's passcode) */
  headers?: Record<string, string>;
}

let sessionExpiredHandler: (() => void) | null = null;
/** a session that ended before the app could say so (a route loader's request at the start) */
let expiredUnreported = false;

/**
 * The app registers what happens when a session cannot be recovered (go to /login, toast).
 * A session that ended before it was registered is reported to it at once.
 */
export function setSessionExpiredHandler(handler: (() => void) | null): void {
  sessionExpiredHandler = handler;
  if (handler && expiredUnreported) {
    expiredUnreported = false;
    handler();
  }
}

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

/** One HTTP exchange with the timeout; rejects with ApiError when no response arrives. */
async function send(
  path: string,
  options: RequestOptions,
  token: string | null,
): Promise<Response> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const forwardAbort = () => controller.abort();
  options.signal?.addEventListener('abort', forwardAbort, { once: true });

  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  // A FormData body (a file upload) sets its own multipart type and boundary.
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;

  try {
    return await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: isForm
        ? (options.body as FormData)
        : options.body === undefined
          ? undefined
          : JSON.stringify(options.body),
      signal: controller.signal,
      credentials: 'same-origin',
    });
  } catch (cause) {
    // The caller cancelled (e.g. TanStack Query): not a failure to report.
    if (options.signal?.aborted && !timedOut) throw cause;
    throw new ApiError({
      code: timedOut ? CLIENT_ERROR_CODES.timeout : CLIENT_ERROR_CODES.network,
      message: timedOut ? 'Request timed out' : 'Network error',
      cause,
    });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** An API error from an answer's status, body and Retry-After header (fetch and XHR alike). */
export function errorFromAnswer(
  status: number,
  body: unknown,
  retryAfterHeader: string | null,
): ApiError {
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const errors = Array.isArray(record.errors)
    ? record.errors.filter(
        (item): item is ApiFieldError =>
          !!item && typeof item === 'object' && typeof (item as ApiFieldError).field === 'string',
      )
    : [];
  const retryAfter = Number(retryAfterHeader);
  return new ApiError({
    status,
    code: typeof record.code === 'string' ? record.code : undefined,
    message:
      typeof record.message === 'string' ? record.message : typeof body === 'string' ? body : '',
    errors,
    retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
  });
}

function errorFromResponse(response: Response, body: unknown): ApiError {
  return errorFromAnswer(response.status, body, response.headers.get('Retry-After'));
}

let inflightRefresh: Promise<string | null> | null = null;

/**
 * Exchanges the refresh token for a new pair. Single-flight: concurrent 401s share one call
 * (the server revokes the whole family when a rotated refresh token is reused). Across tabs a
 * Web Lock serialises refreshes, and a tab that waited adopts the pair the other tab stored.
 * Resolves with the new access token, or null when the session cannot be recovered.
 */
export function refreshAccessToken(failedToken: string): Promise<string | null> {
  inflightRefresh ??= runRefresh(failedToken).finally(() => {
    inflightRefresh = null;
  });
  return inflightRefresh;
}

async function runRefresh(failedToken: string): Promise<string | null> {
  const refresh = async (): Promise<string | null> => {
    syncSessionFromStorage();
    const session = getSession();
    if (!session) return null;
    if (session.token !== failedToken) return session.token;
    if (!session.refreshToken) return null;
    const body: BodyOf<typeof authContract.refresh> = { refreshToken: session.refreshToken };
    // Not through `call` (which is built on this file): the same declaration, by hand.
    const response = await send(
      authContract.refresh.path,
      { method: authContract.refresh.method, body },
      null,
    );
    if (!response.ok) return null;
    const answer = (await readBody(response)) as
      Partial<ReplyOf<typeof authContract.refresh>> | undefined;
    if (typeof answer?.token !== 'string' || !answer.token) return null;
    updateSessionTokens({
      token: answer.token,
      refreshToken: typeof answer.refreshToken === 'string' ? answer.refreshToken : null,
    });
    return answer.token;
  };
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request(REFRESH_LOCK, refresh) : refresh();
}

/** A 401 that a refresh could not recover: the session ends, and the caller gets this error. */
export function expireSession(error: ApiError): never {
  clearSession();
  if (sessionExpiredHandler) sessionExpiredHandler();
  else expiredUnreported = true;
  throw sessionEnded(error);
}

/**
 * A 401 as the error of a session that has ended: marked so the global handlers stay quiet
 * about it (the expiry is reported once, and a sign-out is not an expiry at all).
 */
function sessionEnded(error: ApiError): ApiError {
  return new ApiError({
    status: 401,
    code: error.code === 'UNKNOWN' ? CLIENT_ERROR_CODES.sessionExpired : error.code,
    message: error.message,
    sessionExpired: true,
  });
}

/** Whether a 401 answer is worth a silent refresh (not "wrong credentials"). */
export function isRefreshable401(status: number, body: unknown): boolean {
  if (status !== 401) return false;
  const code = (body as { code?: unknown } | undefined)?.code;
  return typeof code !== 'string' || !CREDENTIAL_CODES.has(code);
}

/**
 * Sends a request to the API; resolves with the parsed JSON body or throws ApiError. The
 * layer under `call()` (lib/api-contract.ts), which gives the body its type.
 */
export async function apiRequest(path: string, options: RequestOptions = {}): Promise<unknown> {
  const token = options.auth === false ? null : (getSession()?.token ?? null);
  let response = await send(path, options, token);
  let body = await readBody(response);

  if (token && isSigningOut(token) && response.status === 401) {
    // quiet for the global handlers, as an expiry already reported is (lib/error-toast.ts)
    throw sessionEnded(errorFromResponse(response, body));
  }
  if (token && options.refreshOnUnauthorized !== false && isRefreshable401(response.status, body)) {
    const freshToken = await refreshAccessToken(token);
    if (!freshToken) expireSession(errorFromResponse(response, body));
    response = await send(path, options, freshToken);
    body = await readBody(response);
    if (response.status === 401) expireSession(errorFromResponse(response, body));
  }

  if (!response.ok) throw errorFromResponse(response, body);
  return body;
}
