import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/render';
import { makeUser, signIn } from '@/test/fixtures';
import { REQUEST_TIMEOUT_MS, apiRequest, setSessionExpiredHandler } from '../api-client';
import { ApiError } from '../api-error';
import { getSession, markSigningOut } from '../session';

type FetchCall = { url: string; init: RequestInit };

/** A scripted fetch: each handler answers one request in order and records it. */
function fakeFetch(handler: (call: FetchCall, index: number) => Promise<Response> | Response) {
  const calls: FetchCall[] = [];
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const call = { url: input instanceof Request ? input.url : input.toString(), init: init ?? {} };
    calls.push(call);
    return Promise.resolve(handler(call, calls.length - 1));
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

const header = (call: FetchCall | undefined, name: string) =>
  new Headers(call?.init.headers).get(name);

describe('api client', () => {
  afterEach(() => {
    setSessionExpiredHandler(null);
    vi.useRealTimers();
  });

  it('sends JSON to /api with the bearer token from storage', async () => {
    signIn(makeUser(), { token: 'tok-A', refreshToken: 'ref-A' });
    const { calls } = fakeFetch(() => jsonResponse({ ok: true }));
    const body = await apiRequest('/things', { method: 'POST', body: { name: 'x' } });
    expect(body).toEqual({ ok: true });
    expect(calls[0]?.url).toBe('/api/things');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBe(JSON.stringify({ name: 'x' }));
    expect(header(calls[0], 'Authorization')).toBe('Bearer tok-A');
    expect(header(calls[0], 'Content-Type')).toBe('application/json');
    expect(localStorage.getItem('auth_token')).toBe('tok-A');
  });

  it('sends no Authorization header when signed out or when asked not to', async () => {
    const { calls } = fakeFetch(() => jsonResponse({}));
    await apiRequest('/public');
    signIn();
    await apiRequest('/auth/login', { method: 'POST', body: {}, auth: false });
    expect(header(calls[0], 'Authorization')).toBeNull();
    expect(header(calls[1], 'Authorization')).toBeNull();
  });

  it('builds the query string, skipping empty values', async () => {
    const { calls } = fakeFetch(() => jsonResponse({}));
    await apiRequest('/reminders', { query: { page: 2, limit: 10, q: undefined, done: false } });
    expect(calls[0]?.url).toBe('/api/reminders?page=2&limit=10&done=false');
  });

  it('gives up after 10 seconds with a network-type error (no response)', async () => {
    vi.useFakeTimers();
    fakeFetch(
      (call) =>
        new Promise<Response>((_resolve, reject) => {
          call.init.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const request = apiRequest('/slow');
    const outcome = expect(request).rejects.toMatchObject({
      status: undefined,
      code: 'TIMEOUT',
      isNetworkError: true,
    });
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    expect(REQUEST_TIMEOUT_MS).toBe(10_000);
  });

  it('turns a failed connection into a network ApiError', async () => {
    fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(apiRequest('/x')).rejects.toMatchObject({
      status: undefined,
      code: 'NETWORK_ERROR',
    });
  });

  it('throws ApiError with status, code, message and field errors', async () => {
    fakeFetch(() =>
      jsonResponse(
        {
          message: 'Validation failed',
          code: 'VALIDATION_ERROR',
          errors: [{ field: 'email', code: 'invalid', message: 'validation.email' }],
        },
        { status: 422 },
      ),
    );
    const error = await apiRequest('/auth/register', { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      code: 'VALIDATION_ERROR',
      message: 'Validation failed',
      errors: [{ field: 'email', code: 'invalid', message: 'validation.email' }],
    });
  });

  it('reads Retry-After on 429', async () => {
    fakeFetch(() =>
      jsonResponse(
        { message: 'Too many', code: 'RATE_LIMITED' },
        { status: 429, headers: { 'Retry-After': '42' } },
      ),
    );
    await expect(apiRequest('/auth/login', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 429,
      retryAfterSeconds: 42,
    });
  });

  it('on 401 refreshes silently once, stores the new pair and retries', async () => {
    signIn(makeUser(), { token: 'old-access', refreshToken: 'old-refresh' });
    const { calls } = fakeFetch((call) => {
      if (call.url === '/api/auth/refresh')
        return jsonResponse({ token: 'new-access', refreshToken: 'new-refresh' });
      return header(call, 'Authorization') === 'Bearer new-access'
        ? jsonResponse({ user: 'fresh' })
        : jsonResponse(
            { message: 'Authentication required', code: 'UNAUTHORIZED' },
            { status: 401 },
          );
    });
    await expect(apiRequest('/user/me')).resolves.toEqual({ user: 'fresh' });
    expect(calls.map((c) => c.url)).toEqual(['/api/user/me', '/api/auth/refresh', '/api/user/me']);
    expect(JSON.parse(calls[1]?.init.body as string)).toEqual({ refreshToken: 'old-refresh' });
    expect(header(calls[1], 'Authorization')).toBeNull();
    expect(getSession()).toMatchObject({ token: 'new-access', refreshToken: 'new-refresh' });
    expect(localStorage.getItem('auth_token')).toBe('new-access');
    expect(localStorage.getItem('refresh_token')).toBe('new-refresh');
  });

  it('shares one refresh between concurrent 401s (single-flight)', async () => {
    signIn(makeUser(), { token: 'old-access', refreshToken: 'old-refresh' });
    let releaseRefresh: (() => void) | undefined;
    const refreshGate = new Promise<void>((resolve) => (releaseRefresh = resolve));
    const { calls } = fakeFetch(async (call) => {
      if (call.url === '/api/auth/refresh') {
        await refreshGate;
        return jsonResponse({ token: 'new-access', refreshToken: 'new-refresh' });
      }
      return header(call, 'Authorization') === 'Bearer new-access'
        ? jsonResponse({ path: call.url })
        : jsonResponse({ code: 'UNAUTHORIZED', message: 'expired' }, { status: 401 });
    });
    const requests = Promise.all([apiRequest('/a'), apiRequest('/b'), apiRequest('/c')]);
    await vi.waitFor(() =>
      expect(calls.filter((c) => c.url === '/api/auth/refresh')).toHaveLength(1),
    );
    releaseRefresh?.();
    await expect(requests).resolves.toEqual([
      { path: '/api/a' },
      { path: '/api/b' },
      { path: '/api/c' },
    ]);
    expect(calls.filter((c) => c.url === '/api/auth/refresh')).toHaveLength(1);
  });

  it('retries with the newer token without refreshing when another request already rotated it', async () => {
    signIn(makeUser(), { token: 'old-access', refreshToken: 'old-refresh' });
    const { calls } = fakeFetch((call) => {
      if (call.url === '/api/slow') {
        return header(call, 'Authorization') === 'Bearer newer'
          ? jsonResponse({ ok: 1 })
          : jsonResponse({ code: 'UNAUTHORIZED' }, { status: 401 });
      }
      return jsonResponse({});
    });
    // Simulate a rotation that happened while /slow was in flight.
    const pending = apiRequest('/slow');
    signIn(makeUser(), { token: 'newer', refreshToken: 'newer-refresh' });
    await expect(pending).resolves.toEqual({ ok: 1 });
    expect(calls.some((c) => c.url === '/api/auth/refresh')).toBe(false);
  });

  it('clears the session and reports expiry when the refresh fails', async () => {
    signIn(makeUser(), { token: 'old-access', refreshToken: 'revoked' });
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    const { calls } = fakeFetch((call) =>
      call.url === '/api/auth/refresh'
        ? jsonResponse({ code: 'INVALID_TOKEN', message: 'revoked' }, { status: 401 })
        : jsonResponse({ code: 'UNAUTHORIZED', message: 'expired' }, { status: 401 }),
    );
    await expect(apiRequest('/memories')).rejects.toMatchObject({
      status: 401,
      sessionExpired: true,
    });
    expect(calls.map((c) => c.url)).toEqual(['/api/memories', '/api/auth/refresh']);
    expect(getSession()).toBeNull();
    for (const key of ['user', 'auth_token', 'refresh_token', 'remember_user'])
      expect(localStorage.getItem(key)).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('a 401 on the token being signed out is quiet: no refresh, no expiry reported', async () => {
    signIn(makeUser(), { token: 'leaving', refreshToken: 'r' });
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    markSigningOut('leaving');
    const { calls } = fakeFetch(() =>
      jsonResponse({ code: 'UNAUTHORIZED', message: 'Authentication required' }, { status: 401 }),
    );
    await expect(apiRequest('/notifications')).rejects.toMatchObject({
      status: 401,
      sessionExpired: true,
    });
    expect(calls.map((c) => c.url)).toEqual(['/api/notifications']);
    expect(expired).not.toHaveBeenCalled();
    // the sign-out clears the session itself
    expect(getSession()?.token).toBe('leaving');

    // the next person's session is not affected by the old mark
    signIn(makeUser(), { token: 'next', refreshToken: 'revoked' });
    fakeFetch((call) =>
      call.url === '/api/auth/refresh'
        ? jsonResponse({ code: 'INVALID_TOKEN', message: 'revoked' }, { status: 401 })
        : jsonResponse({ code: 'UNAUTHORIZED', message: 'expired' }, { status: 401 }),
    );
    await expect(apiRequest('/memories')).rejects.toMatchObject({ sessionExpired: true });
    expect(expired).toHaveBeenCalledTimes(1);

    // a new session with the same token (as tests sign in) clears the mark
    markSigningOut('same');
    signIn(makeUser(), { token: 'same', refreshToken: 'revoked' });
    await expect(apiRequest('/memories')).rejects.toMatchObject({ sessionExpired: true });
    expect(expired).toHaveBeenCalledTimes(2);
  });

  it('retries only once: a second 401 after a successful refresh ends the session', async () => {
    signIn(makeUser(), { token: 'a', refreshToken: 'r' });
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    const { calls } = fakeFetch((call) =>
      call.url === '/api/auth/refresh'
        ? jsonResponse({ token: 'b', refreshToken: 'r2' })
        : jsonResponse({ code: 'UNAUTHORIZED' }, { status: 401 }),
    );
    await expect(apiRequest('/x')).rejects.toMatchObject({ status: 401, sessionExpired: true });
    expect(calls.map((c) => c.url)).toEqual(['/api/x', '/api/auth/refresh', '/api/x']);
    expect(getSession()).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('does not refresh on wrong credentials (a 401 that is not about the session)', async () => {
    signIn(makeUser(), { token: 'a', refreshToken: 'r' });
    const { calls } = fakeFetch(() =>
      jsonResponse(
        { code: 'INVALID_CURRENT_PASSWORD', message: 'Current password is incorrect' },
        { status: 401 },
      ),
    );
    await expect(
      apiRequest('/user/change-password', { method: 'PUT', body: {} }),
    ).rejects.toMatchObject({
      status: 401,
      code: 'INVALID_CURRENT_PASSWORD',
    });
    expect(calls).toHaveLength(1);
    expect(getSession()).not.toBeNull();
  });

  it('keeps the session when the refresh cannot reach the server', async () => {
    signIn(makeUser(), { token: 'a', refreshToken: 'r' });
    fakeFetch((call) =>
      call.url === '/api/auth/refresh'
        ? Promise.reject(new TypeError('offline'))
        : jsonResponse({ code: 'UNAUTHORIZED' }, { status: 401 }),
    );
    await expect(apiRequest('/x')).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    expect(getSession()).not.toBeNull();
  });
});

describe('api client without a session', () => {
  beforeEach(() => localStorage.clear());
  it('does not try to refresh a 401 when no token was sent', async () => {
    const { calls } = fakeFetch(() =>
      jsonResponse(
        { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' },
        { status: 401 },
      ),
    );
    await expect(
      apiRequest('/auth/login', { method: 'POST', body: {}, auth: false }),
    ).rejects.toMatchObject({
      status: 401,
      code: 'INVALID_CREDENTIALS',
    });
    expect(calls).toHaveLength(1);
  });
});
