import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { connectionQueryOptions } from '@/features/couple/api/get-connection';
import { notificationsQueryOptions } from '@/features/notifications/api/get-notifications';
import { UPCOMING_DAYS, upcomingQueryOptions } from '@/features/reminders/api/get-reminders';
import { unreadMessagesOptions } from '@/lib/messages-unread';
import { browserSaysOffline } from '@/lib/offline/network';
import { getSession } from '@/lib/session';
import { quietly } from './prime';

/**
 * The loader of the app's shell: for someone signed in, it starts the requests for what the
 * header shows on every page (the bell's notifications and upcoming reminders, the unread
 * messages, the couple) beside the page's own. Asked for as the header mounted, they were
 * most of the effects React runs after drawing the first screen (one long task on a phone),
 * and their answers drew the header a second time; started here, they are usually in before
 * the page's answers, and the header's queries take them from the cache as they mount.
 *
 * It does not wait for them: the page draws when its own code and answers are in, whatever
 * the header's requests do (a slow one must not hold back every page). It runs as the app
 * opens; the router does not run it again (`shouldRevalidate`), and from then on the
 * header's queries keep these answers fresh. Offline it asks nothing (the saved copy is what
 * the header shows).
 */
export const shellLoader =
  (queryClient: QueryClient): LoaderFunction =>
  () => {
    const user = getSession()?.user;
    if (!user || browserSaysOffline()) return null;
    void queryClient.prefetchQuery(quietly(notificationsQueryOptions()));
    void queryClient.prefetchQuery(quietly(upcomingQueryOptions(UPCOMING_DAYS)));
    void queryClient.prefetchQuery(quietly(connectionQueryOptions()));
    // only a couple has messages to be unread
    if (user.coupleId) void queryClient.prefetchQuery(quietly(unreadMessagesOptions()));
    return null;
  };
