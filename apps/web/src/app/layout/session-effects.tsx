import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { useMe } from '@/features/auth/api/get-me';
import { useCoupleBootstrap } from '@/features/couple/hooks/use-couple-bootstrap';
import { useAccountAppearance } from '@/features/preferences/hooks/use-save-appearance';
import { useNotifications } from '@/features/notifications/api/get-notifications';
import { SESSION_USER_QUERY_KEY } from '@/lib/session-queries';
import { setSessionExpiredHandler } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { notifyError } from '@/lib/error-toast';
import { STORAGE_KEYS } from '@/lib/storage';
import { syncSessionFromStorage, useIsAuthenticated } from '@/lib/session';
import type { RedirectState } from '../route-guards';
import { notificationsContract, coupleContract } from '@doita/shared';
import { areaKeyOf } from '@/lib/query-key';

const SESSION_KEYS = new Set<string>([
  STORAGE_KEYS.user,
  STORAGE_KEYS.authToken,
  STORAGE_KEYS.refreshToken,
  STORAGE_KEYS.rememberUser,
]);

/**
 * Session plumbing for the whole app: refresh the profile (GET /user/me) and the couple
 * connection on start, follow other tabs signing in or out, and when a session cannot be
 * recovered toast and go to /login.
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
  // On start the app forces a fetch of the couple connection: it may have changed elsewhere.
  useCoupleBootstrap();
  // The account's theme and language follow the user from device to device.
  useAccountAppearance();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!isAuthenticated)
      queryClient.removeQueries({ queryKey: areaKeyOf(notificationsContract.list) });
  }, [isAuthenticated, queryClient]);

  // The partner accepting, declining or disconnecting reaches us as a notification (the
  // bell polls): when a newer couple event arrives, fetch the connection and user again.
  const newestCoupleEvent = useNotifications({ enabled: isAuthenticated }).data?.notifications.find(
    (n) => n.type.startsWith('couple_') || n.type.startsWith('invitation_'),
  )?.id;
  const seenCoupleEvent = useRef<string | undefined>(undefined);
  useEffect(() => {
    const previous = seenCoupleEvent.current;
    seenCoupleEvent.current = newestCoupleEvent;
    if (previous === undefined || newestCoupleEvent === undefined || previous === newestCoupleEvent)
      return;
    void queryClient.invalidateQueries({ queryKey: areaKeyOf(coupleContract.connection) });
    void queryClient.invalidateQueries({ queryKey: SESSION_USER_QUERY_KEY });
  }, [newestCoupleEvent, queryClient]);

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
