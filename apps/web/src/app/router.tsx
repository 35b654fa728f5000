import type { QueryClient } from '@tanstack/react-query';
import { Suspense, lazy, type ComponentType } from 'react';
import {
  createBrowserRouter,
  redirect,
  replace,
  type LoaderFunction,
  type RouteObject,
} from 'react-router';
import { withChunkReload } from '@/lib/chunk-reload';
import { nextTask } from '@/lib/next-task';
import { getSession } from '@/lib/session';
import { RouteErrorPage } from './errors/route-error-page';
import { AppShell } from './layout/app-shell';
import { shellLoader } from './routes/shell-loader';
import { PageFallback } from './layout/page-fallback';
import { RootLayout } from './layout/root-layout';
import { GuestOnly, RequireAuth } from './route-guards';

/**
 * What a page's `*-loader.ts` module exports: given the app's query client, the route's
 * loader, which primes the cache with the answers the page's first screen shows.
 */
export type PageLoader = (queryClient: QueryClient) => LoaderFunction;

type PageModule = () => Promise<object>;
type LoaderModule = () => Promise<{ loader: PageLoader }>;

/**
 * The routes of the app, their pages loaded lazily (each page its own chunk).
 *
 * A page whose first screen shows answers names a loader module beside its page module:
 * React Router imports both at once (`lazy` as an object), so the page's requests leave
 * with its code instead of after it, and the page renders once both are in. A chunk that
 * fails to load reloads once (a new deployment replaced it), at the page being opened.
 */
export function appRoutes(
  queryClient: QueryClient,
  /** where the pending navigation is going (a data router changes the URL once it has loaded) */
  pendingUrl: () => string | undefined = () => undefined,
  /** whether the router is still loading the page the app was opened on */
  starting: () => boolean = () => false,
): RouteObject[] {
  /**
   * How every lazy part (a page's code, its loader's) is asked for: in a task of its own,
   * not in the router's, and reloading once for a chunk a deployment replaced. Asking for a
   * chunk appends a `<link rel=modulepreload>` for each of its ~30 files (Vite's helper), and
   * each link starts its request there and then: on the app's first load that came on top
   * of the router's creation and first match, one task of ~130 ms on a phone (4x CPU).
   */
  const chunk = <T,>(load: () => Promise<T>) =>
    withChunkReload(() => nextTask().then(load), pendingUrl);

  const page = (Component: PageModule, loader?: LoaderModule): Pick<RouteObject, 'lazy'> => ({
    lazy: {
      Component: chunk(() =>
        Component().then((module) => (module as { Component: RouteObject['Component'] }).Component),
      ),
      ...(loader && {
        loader: chunk(() => loader().then((module) => module.loader(queryClient))),
      }),
    },
  });

  /**
   * The dashboard at `/`, which a guest opens too (and is sent on to sign in). React Router
   * loads a route's lazy parts for every matched route, before its guard renders, so with
   * `page()` a guest paid for the dashboard's code (about thirty files) on the way to the
   * sign-in page. Here the loader loads the page's code and asks for its answers, side by
   * side, only for someone signed in, and the page renders with the code it loaded. Only a
   * render without the loader's work done (none is known) would wait, through React's `lazy`.
   */
  const signedInPage = (
    Component: PageModule,
    loader: LoaderModule,
  ): Pick<RouteObject, 'Component' | 'loader'> => {
    let Loaded: ComponentType | undefined;
    const loadPage = chunk(() =>
      Component().then((module) => (Loaded = (module as { Component: ComponentType }).Component)),
    );
    const loadLoader = chunk(() => loader().then((module) => module.loader(queryClient)));
    const Waiting = lazy(() => loadPage().then((Page) => ({ default: Page })));
    return {
      Component: () =>
        Loaded ? (
          <Loaded />
        ) : (
          <Suspense fallback={<PageFallback />}>
            <Waiting />
          </Suspense>
        ),
      loader: async (args) => {
        // A guest goes on to sign in from here, before anything renders: the guard would
        // first draw the shell around nothing and only then ask for the sign-in page's code.
        // Opening the app, the sign-in page takes `/`'s place in the history (Back does not
        // return to a page that sends them on again); following a link to `/` (the logo),
        // it comes after the page they were on, as any link's page does. (A deep link keeps
        // the guard, which carries where it was going.)
        if (!getSession()) return starting() ? replace('/login') : redirect('/login');
        const [answers] = await Promise.all([loadLoader().then((load) => load(args)), loadPage()]);
        return answers;
      },
    };
  };

  return [
    {
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      HydrateFallback: PageFallback,
      children: [
        // A share link's page: for anyone holding it, without the app's header and menus.
        { path: 's/:token', ...page(() => import('./routes/shared')) },
        {
          element: <AppShell />,
          loader: shellLoader(queryClient),
          // the header's queries keep their answers fresh once mounted: a later navigation
          // (a tab's search parameter, say) has nothing to wait for here
          shouldRevalidate: () => false,
          children: [
            {
              // Errors inside a page keep the header.
              errorElement: <RouteErrorPage />,
              children: [
                {
                  element: <GuestOnly />,
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
                // Guests may read the blog list and public posts.
                { path: 'blog', ...page(() => import('./routes/blog')) },
                {
                  path: 'blog/:id',
                  ...page(
                    () => import('./routes/blog-post'),
                    () => import('./routes/blog-post-loader'),
                  ),
                },
                {
                  element: <RequireAuth />,
                  children: [
                    {
                      index: true,
                      ...signedInPage(
                        () => import('./routes/home'),
                        () => import('./routes/home-loader'),
                      ),
                    },
                    { path: 'blog/new', ...page(() => import('./routes/blog-editor')) },
                    { path: 'blog/:id/edit', ...page(() => import('./routes/blog-editor')) },
                    {
                      path: 'memories',
                      ...page(
                        () => import('./routes/memories'),
                        () => import('./routes/memories-loader'),
                      ),
                    },
                    { path: 'map', ...page(() => import('./routes/map')) },
                    { path: 'memories/:id', ...page(() => import('./routes/memory')) },
                    { path: 'memories/:id/edit', ...page(() => import('./routes/memory-edit')) },
                    { path: 'albums', ...page(() => import('./routes/albums')) },
                    { path: 'albums/:id', ...page(() => import('./routes/album')) },
                    { path: 'reminders', ...page(() => import('./routes/reminders')) },
                    {
                      path: 'together/letters',
                      ...page(() => import('./routes/together-letters')),
                    },
                    {
                      path: 'together/letters/:id',
                      ...page(() => import('./routes/together-letter')),
                    },
                    { path: 'together', ...page(() => import('./routes/together')) },
                    {
                      path: 'together/checkins',
                      ...page(() => import('./routes/together-checkins')),
                    },
                    { path: 'together/list', ...page(() => import('./routes/together-list')) },
                    {
                      path: 'together/question',
                      ...page(() => import('./routes/together-question')),
                    },
                    {
                      path: 'messages',
                      // it lays itself out between the header and the tab bar
                      handle: { fullScreen: true },
                      ...page(() => import('./routes/messages')),
                    },
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
}

/** The browser's router for the app: every page, who may open it, lazy and its own chunk. */
export function createAppRouter(queryClient: QueryClient) {
  // filled once created: the first load's loaders may run before `createBrowserRouter` returns
  const self: { router?: ReturnType<typeof createBrowserRouter> } = {};
  self.router = createBrowserRouter(
    appRoutes(
      queryClient,
      () => {
        const location = self.router?.state.navigation.location;
        return location ? `${location.pathname}${location.search}${location.hash}` : undefined;
      },
      () => !self.router?.state.initialized,
    ),
  );
  return self.router;
}
