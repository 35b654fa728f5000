import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { StreamHello } from '@doita/shared';
import { connectRealtime } from '@/lib/realtime';
import { useCurrentUser, useIsAuthenticated } from '@/lib/session';
import { messagesContract, remindersContract, notificationsContract } from '@doita/shared';
import { onMessagesEvent } from '@/lib/messages-events';
import { areaKeyOf, queriesOf } from '@/lib/query-key';
import { NudgeCelebration } from './nudge-celebration';

/**
 * What the conversation's own events keep fresh: its list applies each event itself (one
 * message read again, never the whole list), so a `changed` about messages alone refreshes
 * only the rest (the badge, the pinned notes, the dashboard).
 */
const conversationList = queriesOf(messagesContract.list, messagesContract.get);
const notConversationList = {
  predicate: (query: Parameters<typeof conversationList.predicate>[0]) =>
    !conversationList.predicate(query),
};
const onlyMessages = (areas: string) => areas.split(',').every((area) => area === 'messages');

/** what a change's age may be off by (the hello's way here, the page's own timing) */
const HELLO_SLACK_MS = 2_000;

/**
 * Whether what this page read since it started may be older than the couple's last change:
 * a change heard since then, or a server that started listening after the page did (it
 * cannot know what happened before it, a restart or a new server behind the balancer).
 */
export function changedSincePageStart(hello: StreamHello | undefined): boolean {
  const pageAge = performance.now() + HELLO_SLACK_MS;
  if (hello?.changedAgoMs !== undefined && hello.changedAgoMs <= pageAge) return true;
  return hello?.listeningForMs !== undefined && hello.listeningForMs <= pageAge;
}

/**
 * While signed in, listens to the server's event stream, so partners see each other's changes live
 * (the conversation's own `messages` events go to lib/messages-events.ts: the open
 * conversation applies each one to its cache; here they refresh the header's unread badge
 * and the pinned love notes, and a nudge shows its hearts on any page):
 * - `changed` (someone of the couple, or this person on another device, wrote something):
 *   every query on screen is refetched, so lists, counts, the dashboard, the timeline, the
 *   bell and the couple screen follow within a moment, with access checked again by the
 *   API. This tab's own writes are skipped while it has the focus: its mutations already
 *   refresh what they touched.
 * - a new notification refreshes the bell; a change to the couple's reminders (the
 *   scheduler's) refreshes the reminder lists;
 * - a reconnection refetches everything on screen (what happened meanwhile is not replayed).
 * The stream is reopened when the person's couple changes, so it listens to the new one;
 * that stream's opening refetches too: the couple's events between the old stream and the
 * new one (a memory the partner added right after the couple was made, while this page
 * still listened as someone single) reached neither.
 * The page's first stream opens after its first answers were read (it needs a ticket
 * first): when the server's `hello` says a change was heard since this page started (or
 * the server itself started after the page), it refetches as well; on a quiet couple it
 * asks nothing more.
 */
export function RealtimeEffects() {
  const isAuthenticated = useIsAuthenticated();
  const user = useCurrentUser();
  const userId = user?.id ?? null;
  const coupleId = user?.coupleId ?? null;
  const queryClient = useQueryClient();
  /** this page has started a stream before (the first one's opening needs no refetch) */
  const streamed = useRef(false);
  useEffect(() => {
    if (!isAuthenticated) {
      streamed.current = false;
      return;
    }
    // Started, not opened: the first stream may be closed for the couple's before it opens.
    const later = streamed.current;
    streamed.current = true;
    return connectRealtime((event, change, reconnected, hello) => {
      if (event === 'changed') {
        if (change?.by === userId && document.hasFocus()) return;
        void queryClient.invalidateQueries(
          change && onlyMessages(change.areas) ? notConversationList : undefined,
        );
        return;
      }
      if (event === 'open') {
        if (reconnected || later) void queryClient.invalidateQueries();
        return;
      }
      if (event === 'hello') {
        if (!reconnected && !later && changedSincePageStart(hello))
          void queryClient.invalidateQueries();
        return;
      }
      // The session ended (signed out from another device's list): asking again meets the
      // refused token, and the sign-out that follows sends the page to the sign-in screen.
      if (event === 'signed_out') {
        void queryClient.invalidateQueries();
        return;
      }
      if (event === 'notification')
        void queryClient.invalidateQueries({ queryKey: areaKeyOf(notificationsContract.list) });
      if (event === 'reminders')
        void queryClient.invalidateQueries({ queryKey: areaKeyOf(remindersContract.get) });
    });
  }, [isAuthenticated, userId, coupleId, queryClient]);

  // the header's unread badge and the dashboard's pinned notes follow the conversation
  useEffect(
    () =>
      onMessagesEvent((event) => {
        if (event.type === 'nudge') return;
        void queryClient.invalidateQueries(
          queriesOf(messagesContract.unread, messagesContract.pinnedNotes),
        );
      }),
    [queryClient],
  );
  return <NudgeCelebration />;
}
