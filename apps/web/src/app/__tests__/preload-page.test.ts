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

/** Replaces a page's code, and its data module's prefetch (when it has one), with records. */
function stubPage(path: string) {
  const route = routeOf(path);
  if (!route) throw new Error(`no route ${path}`);
  const prefetch = vi.fn();
  const lazy = vi.spyOn(route as { lazy: () => Promise<object> }, 'lazy');
  lazy.mockResolvedValue({ Component: () => null });
  const handle = route.handle as { data?: (() => Promise<object>) | object } | undefined;
  let data = null;
  if (typeof handle?.data === 'function')
    data = vi.spyOn(handle as { data: () => Promise<object> }, 'data').mockResolvedValue({
      prefetch,
    });
  else if (handle?.data) {
    // a data module that comes with the entry: its namespace cannot be spied on, so swapped
    const original = handle.data;
    handle.data = { prefetch };
    restores.push(() => (handle.data = original));
  }
  return { lazy, prefetch, data };
}

const restores: (() => void)[] = [];

/** `expect.any` is typed `any`: named once */
const anyFunction: unknown = expect.any(Function);

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('preloadPage: the first page’s code and answers start at once', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    for (const restore of restores.splice(0)) restore();
  });

  it('someone signed in on the dashboard: its first answers, asked before its code', () => {
    const home = stubPage('');
    const login = stubPage('login');
    const order: string[] = [];
    // the page's code still on its way: the answers do not wait for it
    home.lazy.mockImplementation(() => {
      order.push('code');
      return new Promise(() => undefined);
    });
    home.prefetch.mockImplementation(() => order.push('answers'));
    const client = new QueryClient();
    void preloadPage('/', client, 'u1');
    // at once, with the entry (no module to load first), and ahead of the code's requests
    expect(order).toEqual(['answers', 'code']);
    expect(home.data).toBeNull();
    expect(home.prefetch).toHaveBeenCalledWith({
      params: {},
      userId: 'u1',
      fetch: anyFunction,
      fetchInfinite: anyFunction,
      search: new URLSearchParams(),
    });
    expect(login.lazy).not.toHaveBeenCalled();
  });

  it('settles once the page’s code is in, or failed to load (the first render waits for it)', async () => {
    const memories = stubPage('memories');
    let arrive: (module: object) => void = () => undefined;
    memories.lazy.mockReturnValue(new Promise<object>((resolve) => (arrive = resolve)));
    let settled = false;
    void preloadPage('/memories', new QueryClient(), 'u1').then(() => (settled = true));
    await settle();
    expect(settled).toBe(false);
    arrive({ Component: () => null });
    await settle();
    expect(settled).toBe(true);

    memories.lazy.mockRejectedValueOnce(new Error('chunk gone'));
    await expect(preloadPage('/memories', new QueryClient(), 'u1')).resolves.toBeUndefined();
    // a guest sent to the sign-in page: its code; someone signed in on it: nothing to wait for
    const login = stubPage('login');
    await expect(preloadPage('/memories', new QueryClient(), null)).resolves.toBeUndefined();
    expect(login.lazy).toHaveBeenCalledTimes(1);
    await expect(preloadPage('/login', new QueryClient(), 'u1')).resolves.toBeUndefined();
  });

  it('a guest on a signed-in page loads the sign-in page instead; someone signed in on it, nothing', async () => {
    const home = stubPage('');
    const memories = stubPage('memories');
    const login = stubPage('login');
    void preloadPage('/memories', new QueryClient(), null);
    await settle();
    expect(memories.lazy).not.toHaveBeenCalled();
    expect(memories.data).not.toHaveBeenCalled();
    expect(home.lazy).not.toHaveBeenCalled();
    expect(login.lazy).toHaveBeenCalledTimes(1);
    login.lazy.mockClear();
    void preloadPage('/login', new QueryClient(), 'u1');
    await settle();
    expect(login.lazy).not.toHaveBeenCalled();
  });

  it('a public post gets its id, for a guest as for a reader; a failed load is left to the router', async () => {
    const post = stubPage('blog/:id');
    void preloadPage('/blog/abc-123', new QueryClient(), null);
    await settle();
    expect(post.prefetch).toHaveBeenCalledWith({
      params: { id: 'abc-123' },
      userId: null,
      fetch: anyFunction,
      fetchInfinite: anyFunction,
      search: new URLSearchParams(),
    });
    post.lazy.mockRejectedValueOnce(new Error('chunk gone'));
    expect(() => preloadPage('/blog/abc-123', new QueryClient(), 'u1')).not.toThrow();
    await settle();
  });

  it('asks quietly (the page shows its own failure), and nothing once the session is someone else’s', async () => {
    const home = stubPage('');
    const client = new QueryClient();
    const user = signIn(makeUser());
    void preloadPage('/', client, user.id);
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

  it('a list read page by page: its first page, quietly, under the same rule', async () => {
    const home = stubPage('');
    const client = new QueryClient();
    const user = signIn(makeUser());
    void preloadPage('/', client, user.id);
    await settle();
    const { fetchInfinite } = home.prefetch.mock.calls[0]![0] as PrefetchContext;
    const page = vi.fn(({ pageParam }: { pageParam: number }) => Promise.resolve([pageParam]));
    const list = {
      queryKey: ['list'],
      queryFn: page,
      initialPageParam: 0,
      getNextPageParam: () => 1,
    };
    await fetchInfinite(list);
    expect(page).toHaveBeenCalledTimes(1);
    expect(client.getQueryData(['list'])).toEqual({ pages: [[0]], pageParams: [0] });
    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    await expect(
      fetchInfinite({ ...list, queryKey: ['broken'], queryFn: failing }),
    ).resolves.toBeUndefined();
    expect(client.getQueryCache().find({ queryKey: ['broken'] })?.meta).toEqual({
      errorToast: false,
    });
    clearSession();
    await fetchInfinite({ ...list, queryKey: ['late'] });
    expect(client.getQueryData(['late'])).toBeUndefined();
  });

  it('asks nothing offline: the page shows the saved copy and asks when the network is back', async () => {
    const home = stubPage('');
    const client = new QueryClient();
    const user = signIn(makeUser());
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    void preloadPage('/', client, user.id);
    await settle();
    const { fetch, fetchInfinite } = home.prefetch.mock.calls[0]![0] as PrefetchContext;
    const answer = vi.fn(() => Promise.resolve('fresh'));
    expect(await fetch({ queryKey: ['dashboard'], queryFn: answer })).toBeUndefined();
    await fetchInfinite({
      queryKey: ['list'],
      queryFn: answer,
      initialPageParam: 0,
      getNextPageParam: () => undefined,
    });
    expect(answer).not.toHaveBeenCalled();
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    onLine.mockReturnValue(true);
    expect(await fetch({ queryKey: ['dashboard'], queryFn: answer })).toBe('fresh');
  });
});

describe('the memories page asks for the list its address shows', () => {
  afterEach(() => vi.restoreAllMocks());

  const memoriesPrefetch = async (search: string) => {
    const { prefetch } = await import('@/app/routes/memories-data');
    const fetch = vi.fn(() => Promise.resolve(undefined));
    const fetchInfinite = vi.fn(() => Promise.resolve());
    prefetch({
      params: {},
      userId: 'u1',
      fetch,
      fetchInfinite,
      search: new URLSearchParams(search),
    });
    return { fetch, fetchInfinite };
  };

  it.each([
    ['', {}],
    ['?tag=travel&mood=happy', { tag: 'travel', mood: 'happy' }],
    ['?q=%20%C4%90%C3%A0%20L%E1%BA%A1t%20&privacy=private', { q: 'Đà Lạt', isPrivate: true }],
    // a range the wrong way round is not applied, as on the page; an unknown tag is no filter
    ['?from=2026-03-01&to=2026-02-01&tag=nope', {}],
    ['?from=2024-02-29&to=2024-03-31', { dateFrom: '2024-02-29', dateTo: '2024-03-31' }],
  ])('%s', async (search, filter) => {
    const { fetch, fetchInfinite } = await memoriesPrefetch(search);
    expect(fetchInfinite).toHaveBeenCalledWith(
      expect.objectContaining({ queryKey: ['memories', 'list', filter] }),
    );
    expect(fetch).toHaveBeenCalledWith(expect.objectContaining({ queryKey: ['memories', 'tags'] }));
  });

  it('the statistics view asks for no list', async () => {
    const { fetch, fetchInfinite } = await memoriesPrefetch('?view=statistics');
    expect(fetchInfinite).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
  });
});
