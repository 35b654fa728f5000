import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { connectionQueryOptions } from '@/features/couple/api/get-connection';
import { notificationsQueryOptions } from '@/features/notifications/api/get-notifications';
import { UPCOMING_DAYS, upcomingQueryOptions } from '@/features/reminders/api/get-reminders';
import { unreadMessagesOptions } from '@/lib/messages-unread';
import { getSession } from '@/lib/session';
import { firstAnswers, quietly } from './prime';

/**
 * The loader of the app's shell: for someone signed in, the answers its header shows on every
 * page (the bell's notifications and upcoming reminders, the unread messages, the couple),
 * asked for with the page's own, so the first screen draws them. Asked for as the header
 * mounted instead, they were most of the effects React runs after drawing the first screen
 * (one long task on a phone), and their answers drew the header a second time.
 *
 * It runs as the app opens (the router does not run it again: `shouldRevalidate`); from then
 * on the header's queries keep these answers fresh. Answers already cached (the copy saved
 * for offline reading) come back at once (`ensureQueryData`).
 */
export const shellLoader =
  (queryClient: QueryClient): LoaderFunction =>
  () => {
    const user = getSession()?.user;
    if (!user) return null;
    return firstAnswers([
      () => queryClient.ensureQueryData(quietly(notificationsQueryOptions())),
      () => queryClient.ensureQueryData(quietly(upcomingQueryOptions(UPCOMING_DAYS))),
      () => queryClient.ensureQueryData(quietly(connectionQueryOptions())),
      // only a couple has messages to be unread
      ...(user.coupleId
        ? [() => queryClient.ensureQueryData(quietly(unreadMessagesOptions()))]
        : []),
    ]);
  };
