import { Navigate, Outlet, useLocation, type Location } from 'react-router';
import { useIsAuthenticated } from '@/lib/session';

/** Where a guest was going before being sent to /login. */
export interface RedirectState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

const GUEST_PATHS = new Set(['/login', '/register']);

/** The path to return to after signing in: only an in-app path, never the auth pages. */
export function returnPath(state: unknown): string {
  const from = (state as RedirectState | null)?.from;
  if (
    !from ||
    typeof from.pathname !== 'string' ||
    !from.pathname.startsWith('/') ||
    from.pathname.startsWith('//')
  ) {
    return '/';
  }
  if (GUEST_PATHS.has(from.pathname)) return '/';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

/** Authenticated routes: a guest goes to /login, remembering where they were going. */
export function RequireAuth() {
  const isAuthenticated = useIsAuthenticated();
  const location = useLocation();
  if (!isAuthenticated) {
    const state: RedirectState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to="/login" replace state={state} />;
  }
  return <Outlet />;
}

/** Guest-only routes (/login, /register): a signed-in user goes on to where they were going, or /. */
export function GuestOnly() {
  const isAuthenticated = useIsAuthenticated();
  const location = useLocation();
  if (isAuthenticated) return <Navigate to={returnPath(location.state)} replace />;
  return <Outlet />;
}
