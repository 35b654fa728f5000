import { vi } from 'vitest';
import { jsonResponse } from './render';

export type StubAnswer = Response | ((body: unknown) => Response | Promise<Response>);

/**
 * Stubs fetch with answers by `METHOD /api/path` (query strings ignored). Unknown calls get
 * a 404. Returns the mock, whose calls record every request.
 */
export function stubApi(routes: Record<string, StubAnswer>) {
  const mock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = url.replace(/^https?:\/\/[^/]+/, '').split('?')[0] ?? '';
    const key = `${(init?.method ?? 'GET').toUpperCase()} ${path}`;
    const answer = routes[key];
    if (!answer) return Promise.resolve(jsonResponse({ message: 'Not found' }, { status: 404 }));
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    return Promise.resolve(typeof answer === 'function' ? answer(body) : answer.clone());
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** The requests a stub received, as `METHOD /api/path` with their JSON bodies. */
export function callsOf(mock: ReturnType<typeof stubApi>): { key: string; body: unknown }[] {
  return mock.mock.calls.map(([input, init]) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return {
      key: `${(init?.method ?? 'GET').toUpperCase()} ${url.split('?')[0] ?? ''}`,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
  });
}

/** An error answer in the API's one error shape, as the server sends it. */
export function errorAnswer(error: {
  status: number;
  code?: string;
  message?: string;
  errors?: { field: string; code?: string; message: string }[];
  retryAfterSeconds?: number;
}): Response {
  const { status, retryAfterSeconds, ...body } = error;
  return jsonResponse(
    { message: body.message ?? '', ...body },
    {
      status,
      headers: retryAfterSeconds ? { 'Retry-After': String(retryAfterSeconds) } : {},
    },
  );
}

/** Answers one after the other, the last one repeated (a retry after an error, say). */
export function inTurn(...answers: Response[]): () => Response {
  let next = 0;
  return () => {
    const answer = answers[Math.min(next, answers.length - 1)];
    next += 1;
    if (!answer) throw new Error('inTurn needs at least one answer');
    return answer.clone();
  };
}
