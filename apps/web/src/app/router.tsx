import { createBrowserRouter, type RouteObject } from 'react-router';
import { withChunkReload } from '@/lib/chunk-reload';
import { RouteErrorPage } from './errors/route-error-page';
import { AppShell } from './layout/app-shell';
import { PageFallback } from './layout/page-fallback';
import { RootLayout } from './layout/root-layout';
import { GuestOnly, RequireAuth } from './route-guards';

let appRouter: ReturnType<typeof createBrowserRouter> | null = null;

/** Where the pending navigation is going (the URL changes only once its page has loaded). */
function pendingUrl(): string | undefined {
  const location = appRouter?.state.navigation.location;
  return location ? `${location.pathname}${location.search}${location.hash}` : undefined;
}

/** Each page is its own chunk; a failed chunk load reloads once (DECISIONS "Lazy pages"). */
const page = (load: () => Promise<object>) => ({ lazy: withChunkReload(load, pendingUrl) });

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
              { path: 'blog/:id', ...page(() => import('./routes/blog-post')) },
              {
                element: <RequireAuth />,
                children: [
                  { index: true, ...page(() => import('./routes/home')) },
                  { path: 'blog/new', ...page(() => import('./routes/blog-editor')) },
                  { path: 'blog/:id/edit', ...page(() => import('./routes/blog-editor')) },
                  { path: 'memories', ...page(() => import('./routes/memories')) },
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
