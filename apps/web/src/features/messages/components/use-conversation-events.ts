import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Message, MessagesPage, ReadPointer } from '@doita/shared';
import { onMessagesEvent } from '@/lib/messages-events';
import {
  cachedMessage,
  fetchMessage,
  markRead,
  putMessage,
  putReadPointer,
} from '../api/messages-api';
import { canWriteOrRead } from './conversation-parts';

/**
 * What the open conversation does on its own: it applies each event of the stream to the
 * cache (one message read again and put in place, an unsend blanked without asking, a read
 * pointer moved), announces the partner's new message to screen readers (the text it
 * returns), and marks the conversation read while the newest message is on a visible screen.
 */
export function useConversationEvents({
  myId,
  newest,
  atBottom,
  myRead,
  first,
}: {
  myId: string;
  newest: Message | undefined;
  atBottom: boolean;
  myRead: ReadPointer | null;
  first: MessagesPage | undefined;
}): string {
  const { t } = useTranslation('messages');
  const queryClient = useQueryClient();
  const [announcement, setAnnouncement] = useState('');

  // the stream: each change is one message read again and put in place
  useEffect(
    () =>
      onMessagesEvent((event) => {
        if (event.type === 'nudge' || !event.messageId) return;
        const id = event.messageId;
        if (event.type === 'read') {
          const createdAt = event.createdAt ?? cachedMessage(queryClient, id)?.createdAt;
          if (!createdAt) return;
          putReadPointer(queryClient, event.by === myId ? 'me' : 'partner', {
            id,
            createdAt,
            seenAt: event.seenAt ?? event.at,
          });
          return;
        }
        // unsent: the trace is known without asking (the message may no longer be readable)
        const known = cachedMessage(queryClient, id);
        if (event.type === 'unsent' && known) {
          putMessage(queryClient, {
            ...known,
            text: null,
            images: [],
            removed: 'unsent',
            removedAt: event.at,
            canEdit: false,
            editableUntil: null,
            reactions: [],
          });
          return;
        }
        void fetchMessage(id)
          .then((message) => {
            putMessage(queryClient, message);
            if (event.type === 'created' && !message.isMine)
              setAnnouncement(
                t('newIncoming', {
                  name: message.author.displayName,
                  text: message.text ?? t('photos', { count: message.images.length }),
                }),
              );
          })
          .catch(() => undefined);
      }),
    [queryClient, myId, t],
  );

  // read: the page is looked at and the newest message is on screen
  const marking = useRef<string | null>(null);
  useEffect(() => {
    if (!newest || !atBottom || !canWriteOrRead(first)) return;
    const already =
      myRead &&
      (myRead.id === newest.id ||
        new Date(myRead.createdAt).getTime() > new Date(newest.createdAt).getTime());
    if (already || newest.isMine || marking.current === newest.id) return;
    const mark = () => {
      if (document.visibilityState !== 'visible' || marking.current === newest.id) return;
      marking.current = newest.id;
      markRead(queryClient, newest.id).catch(() => {
        marking.current = null;
      });
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [newest, atBottom, myRead, first, queryClient]);

  return announcement;
}
