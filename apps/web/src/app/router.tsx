import type {
  FetchInfiniteQueryOptions,
  FetchQueryOptions,
  QueryClient,
  QueryKey,
} from '@tanstack/react-query';
import { createBrowserRouter, matchRoutes, type Params, type RouteObject } from 'react-router';
import { withChunkReload } from '@/lib/chunk-reload';
import { getSession } from '@/lib/session';
import { RouteErrorPage } from './errors/route-error-page';
import { AppShell } from './layout/app-shell';
import { PageFallback } from './layout/page-fallback';
import { RootLayout } from './layout/root-layout';
import { GuestOnly, RequireAuth } from './route-guards';
import * as homeData from './routes/home-data';

let appRouter: ReturnType<typeof createBrowserRouter> | null = null;

/** Where the pending navigation is going (the URL changes only once its page has loaded). */
function pendingUrl(): string | undefined {
  const location = appRouter?.state.navigation.location;
  return location ? `${location.pathname}${location.search}${location.hash}` : undefined;
}

/** What a page's `data` module exports: the answers its first screen shows. */
interface PageData {
  prefetch: PagePrefetch;
}

/**
 * Each page is its own chunk; a failed chunk load reloads once (DECISIONS "Lazy pages").
 * `data`, a small module of its own, asks for the page's first answers at the start: its
 * requests leave beside the page's code, not after it (the dashboard's code is 14 files).
 * A data module whose queries' code the entry already holds (under a kilobyte more) comes
 * with the entry, so its requests leave first, ahead of the page's code: behind a slow
 * network's six connections per server, they were the last to leave, and the page's
 * largest text waited on them (the dashboard's day count).
 */
type PageDataSource = PageData | (() => Promise<PageData>);

const page = (load: () => Promise<object>, data?: PageDataSource) => ({
  lazy: withChunkReload(load, pendingUrl),
  ...(data ? { handle: { data } } : {}),
});

/** Spec section 2's route table with DECISIONS' access rules. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    HydrateFallback: PageFallback,
    children: [
      {
        element: <AppShell />,
        children: [
          {
            // Errors inside a page keep the header.
            errorElement: <RouteErrorPage />,
            children: [
              {
                element: <GuestOnly />,
                handle: { access: 'guest' },
                children: [
                  { path: 'login', ...page(() => import('./routes/auth')) },
                  { path: 'register', ...page(() => import('./routes/auth')) },
                ],
              },
              // Reachable signed in or not.
              { path: 'forgot-password', ...page(() => import('./routes/forgot-password')) },
              { path: 'reset-password', ...page(() => import('./routes/reset-password')) },
              { path: 'verify-email', ...page(() => import('./routes/verify-email')) },
              { path: 'combo-test', ...page(() => import('./routes/combo-test')) },
              // DECISIONS: guests may read the blog list and public posts.
              { path: 'blog', ...page(() => import('./routes/blog')) },
              {
                path: 'blog/:id',
                ...page(
                  () => import('./routes/blog-post'),
                  () => import('./routes/blog-post-data'),
                ),
              },
              {
                element: <RequireAuth />,
                handle: { access: 'signedIn' },
                children: [
                  {
                    index: true,
                    ...page(() => import('./routes/home'), homeData),
                  },
                  { path: 'blog/new', ...page(() => import('./routes/blog-editor')) },
                  { path: 'blog/:id/edit', ...page(() => import('./routes/blog-editor')) },
                  {
                    path: 'memories',
                    ...page(
                      () => import('./routes/memories'),
                      () => import('./routes/memories-data'),
                    ),
                  },
                  { path: 'memories/:id', ...page(() => import('./routes/memory')) },
                  { path: 'memories/:id/edit', ...page(() => import('./routes/memory-edit')) },
                  { path: 'reminders', ...page(() => import('./routes/reminders')) },
                  { path: 'timeline', ...page(() => import('./routes/timeline')) },
                  { path: 'profile', ...page(() => import('./routes/profile')) },
                  { path: 'preferences', ...page(() => import('./routes/preferences')) },
                  { path: 'trash', ...page(() => import('./routes/trash')) },
                  { path: 'couple/connect', ...page(() => import('./routes/couple-connect')) },
                ],
              },
              { path: '*', ...page(() => import('./routes/not-found')) },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  appRouter = createBrowserRouter(routes);
  return appRouter;
}

/** What a page's `prefetch` is given. */
export interface PrefetchContext {
  params: Params;
  /** the address's `?…` (a list's filters) */
  search: URLSearchParams;
  userId: string | null;
  /**
   * Asks for a query's answer ahead of the page, quietly: a failure is the page's to show
   * when it renders (and asks again), never a toast before the texts have loaded. Nothing
   * is asked when the session is no longer the one the start began with (it expired, or
   * another tab signed someone else in): the answer would be filed under the wrong reader.
   */
  fetch: <TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
    options: FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
  ) => Promise<TData | undefined>;
  /** the same for a list read page by page: its first page */
  fetchInfinite: <TQueryFnData, TError, TData, TQueryKey extends QueryKey, TPageParam>(
    options: FetchInfiniteQueryOptions<TQueryFnData, TError, TData, TQueryKey, TPageParam>,
  ) => Promise<void>;
}

/**
 * What a page's `data` module exports: the queries its first screen shows, asked for at the
 * start (before the first render, which waits for the language and the account).
 */
export type PagePrefetch = (context: PrefetchContext) => void;

/**
 * Starts loading the page `pathname` opens on, its code and its first answers, beside the
 * language and the account (issue 19: each waited for those, a slow network's round trip
 * each). A guest on a signed-in page is sent to /login, whose code loads as well (the
 * router still loads the matched page's code); someone signed in on a guest page is sent
 * on, so nothing loads ahead. A page's code that fails to load reloads once, as the
 * router's own load would. Settles once the page's code is in (or failed to load).
 */
export function preloadPage(
  pathname: string,
  queryClient: QueryClient,
  userId: string | null,
  search = '',
): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  const access = matches
    .map((match) => (match.route.handle as { access?: string } | undefined)?.access)
    .find(Boolean);
  if (access === 'guest' && userId) return Promise.resolve();
  if (access === 'signedIn' && !userId) return preloadPage('/login', queryClient, null);
  // Offline, nothing is asked: the page shows the saved copy and asks when the network is back
  // (an early ask would race the saved copy's return and leave the page waiting on it).
  const stillTheirs = () =>
    (getSession()?.user.id ?? null) === userId && navigator.onLine !== false;
  /** asks while the session is still the start's, a failure left to the page to show */
  const quietly = async <T,>(ask: () => Promise<T>): Promise<T | undefined> => {
    if (!stillTheirs()) return undefined;
    try {
      return await ask();
    } catch {
      return undefined;
    }
  };
  const errorToastOff = <M,>(meta: M) => ({ ...meta, errorToast: false });
  const fetch: PrefetchContext['fetch'] = (options) =>
    quietly(() => queryClient.fetchQuery({ ...options, meta: errorToastOff(options.meta) }));
  const fetchInfinite: PrefetchContext['fetchInfinite'] = async (options) => {
    await quietly(() =>
      queryClient.fetchInfiniteQuery({ ...options, meta: errorToastOff(options.meta) }),
    );
  };
  // the answers first: their requests go out ahead of the code's
  for (const { route, params } of matches) {
    const data = (route.handle as { data?: PageDataSource } | undefined)?.data;
    const ask = ({ prefetch }: PageData) =>
      prefetch({ params, userId, fetch, fetchInfinite, search: new URLSearchParams(search) });
    if (typeof data === 'function')
      void data()
        .then(ask)
        .catch(() => undefined);
    else if (data) ask(data);
  }
  // the page's code (a failure reloads once, as the router's own load would)
  const code = matches.map(({ route }) =>
    typeof route.lazy === 'function'
      ? route.lazy().then(
          () => undefined,
          () => undefined,
        )
      : Promise.resolve(),
  );
  return Promise.all(code).then(() => undefined);
}
