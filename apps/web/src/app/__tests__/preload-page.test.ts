import { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadPage, routes, type PrefetchContext } from '@/app/router';
import { clearSession } from '@/lib/session';
import { makeUser, signIn } from '@/test/fixtures';

/** The route object of `path` ('' for the index page) in the app's table. */
function routeOf(path: string, table: RouteObject[] = routes): RouteObject | undefined {
  for (const route of table) {
    if (path === '' ? route.index : route.path === path) return route;
    const inner = route.children && routeOf(path, route.children);
    if (inner) return inner;
  }
  return undefined;
}

/** Replaces a page's code with a module whose prefetch is recorded. */
function stubPage(path: string) {
  const route = routeOf(path);
  if (!route) throw new Error(`no route ${path}`);
  const prefetch = vi.fn();
  const lazy = vi.spyOn(route as { lazy: () => Promise<object> }, 'lazy');
  lazy.mockResolvedValue({ Component: () => null, prefetch });
  return { lazy, prefetch };
}

/** `expect.any` is typed `any`: named once */
const anyFunction: unknown = expect.any(Function);

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('preloadPage: the first page’s code and answers start at once', () => {
  afterEach(() => vi.restoreAllMocks());

  it('someone signed in on the dashboard: its code, then its first answers', async () => {
    const home = stubPage('');
    const login = stubPage('login');
    const client = new QueryClient();
    preloadPage('/', client, 'u1');
    await settle();
    expect(home.lazy).toHaveBeenCalledTimes(1);
    expect(home.prefetch).toHaveBeenCalledWith({
      params: {},
      userId: 'u1',
      fetch: anyFunction,
    });
    expect(login.lazy).not.toHaveBeenCalled();
  });

  it('a guest on a signed-in page loads the sign-in page instead; someone signed in on it, nothing', async () => {
    const home = stubPage('');
    const memories = stubPage('memories');
    const login = stubPage('login');
    preloadPage('/memories', new QueryClient(), null);
    await settle();
    expect(memories.lazy).not.toHaveBeenCalled();
    expect(home.lazy).not.toHaveBeenCalled();
    expect(login.lazy).toHaveBeenCalledTimes(1);
    login.lazy.mockClear();
    preloadPage('/login', new QueryClient(), 'u1');
    await settle();
    expect(login.lazy).not.toHaveBeenCalled();
  });

  it('a public post gets its id, for a guest as for a reader; a failed load is left to the router', async () => {
    const post = stubPage('blog/:id');
    preloadPage('/blog/abc-123', new QueryClient(), null);
    await settle();
    expect(post.prefetch).toHaveBeenCalledWith({
      params: { id: 'abc-123' },
      userId: null,
      fetch: anyFunction,
    });
    post.lazy.mockRejectedValueOnce(new Error('chunk gone'));
    expect(() => preloadPage('/blog/abc-123', new QueryClient(), 'u1')).not.toThrow();
    await settle();
  });

  it('asks quietly (the page shows its own failure), and nothing once the session is someone else’s', async () => {
    const home = stubPage('');
    const client = new QueryClient();
    const user = signIn(makeUser());
    preloadPage('/', client, user.id);
    await settle();
    const { fetch } = home.prefetch.mock.calls[0]![0] as PrefetchContext;
    const failing = vi.fn(() => Promise.reject(new Error('503')));
    expect(await fetch({ queryKey: ['dashboard'], queryFn: failing })).toBeUndefined();
    expect(failing).toHaveBeenCalledTimes(1);
    expect(client.getQueryCache().find({ queryKey: ['dashboard'] })?.meta).toEqual({
      errorToast: false,
    });
    const answer = vi.fn(() => Promise.resolve({ days: 1385 }));
    expect(await fetch({ queryKey: ['couple'], queryFn: answer })).toEqual({ days: 1385 });

    // the session expired (or another tab signed someone else in) before the code arrived
    clearSession();
    const late = vi.fn(() => Promise.resolve('theirs'));
    expect(await fetch({ queryKey: ['late'], queryFn: late })).toBeUndefined();
    signIn(makeUser({ id: 'someone-else' }));
    expect(await fetch({ queryKey: ['late'], queryFn: late })).toBeUndefined();
    expect(late).not.toHaveBeenCalled();
    expect(client.getQueryData(['late'])).toBeUndefined();
  });
});
