import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useMe } from '@/features/auth/api/get-me';
import { setSessionExpiredHandler } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { notifyError } from '@/lib/error-toast';
import { STORAGE_KEYS } from '@/lib/storage';
import { syncSessionFromStorage, useIsAuthenticated } from '@/lib/session';
import type { RedirectState } from '../route-guards';

const SESSION_KEYS = new Set<string>([
  STORAGE_KEYS.user,
  STORAGE_KEYS.authToken,
  STORAGE_KEYS.refreshToken,
  STORAGE_KEYS.rememberUser,
]);

/**
 * Session plumbing for the whole app: refresh the profile on start (GET /user/me), follow
 * other tabs signing in or out, and when a session cannot be recovered toast and go to /login.
 */
export function SessionEffects() {
  const isAuthenticated = useIsAuthenticated();
  const navigate = useNavigate();
  const location = useLocation();
  const locationRef = useRef(location);
  useEffect(() => {
    locationRef.current = location;
  }, [location]);

  useMe({ enabled: isAuthenticated });

  useEffect(() => {
    setSessionExpiredHandler(() => {
      notifyError(new ApiError({ status: 401 }));
      const { pathname, search, hash } = locationRef.current;
      if (pathname === '/login' || pathname === '/register') return;
      const state: RedirectState = { from: { pathname, search, hash } };
      void navigate('/login', { replace: true, state });
    });
    return () => setSessionExpiredHandler(null);
  }, [navigate]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || SESSION_KEYS.has(event.key)) syncSessionFromStorage();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  return null;
}
