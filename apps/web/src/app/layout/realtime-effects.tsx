import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { notificationsQueryKeys } from '@/features/notifications/api/notifications-query-keys';
import { remindersQueryKeys } from '@/features/reminders/api/reminders-query-keys';
import { connectRealtime } from '@/lib/realtime';
import { useIsAuthenticated } from '@/lib/session';

/**
 * While signed in, listens to the server's event stream: a new notification refreshes the
 * bell at once; a change to the couple's reminders (the partner's, or the scheduler's)
 * refreshes the reminder lists. On (re)connection both are refreshed.
 */
export function RealtimeEffects() {
  const isAuthenticated = useIsAuthenticated();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!isAuthenticated) return;
    return connectRealtime((event) => {
      if (event !== 'reminders')
        void queryClient.invalidateQueries({ queryKey: notificationsQueryKeys.all });
      if (event !== 'notification')
        void queryClient.invalidateQueries({ queryKey: remindersQueryKeys.all });
    });
  }, [isAuthenticated, queryClient]);
  return null;
}
