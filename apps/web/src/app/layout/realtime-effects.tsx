import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { memoriesQueryKeys } from '@/features/memories/api/memories-query-keys';
import { notificationsQueryKeys } from '@/features/notifications/api/notifications-query-keys';
import { remindersQueryKeys } from '@/features/reminders/api/reminders-query-keys';
import { connectRealtime } from '@/lib/realtime';
import { useIsAuthenticated } from '@/lib/session';

/**
 * While signed in, listens to the server's event stream: a new notification refreshes the
 * bell at once; a change to the couple's reminders (the partner's, or the scheduler's)
 * refreshes the reminder lists; a reaction or comment on our memories refreshes them. On
 * (re)connection all are refreshed.
 */
export function RealtimeEffects() {
  const isAuthenticated = useIsAuthenticated();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!isAuthenticated) return;
    return connectRealtime((event) => {
      const all = event === 'open';
      if (all || event === 'notification')
        void queryClient.invalidateQueries({ queryKey: notificationsQueryKeys.all });
      if (all || event === 'reminders')
        void queryClient.invalidateQueries({ queryKey: remindersQueryKeys.all });
      // a reaction or comment on one of our memories (issue 16)
      if (all || event === 'memories')
        void queryClient.invalidateQueries({ queryKey: memoriesQueryKeys.all });
    });
  }, [isAuthenticated, queryClient]);
  return null;
}
