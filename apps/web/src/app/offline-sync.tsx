import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getSession, useCurrentUser } from '@/lib/session';
import {
  clearOfflineData,
  clearOfflineReading,
  createOutboxFlusher,
  hasWaiting,
  loadOutbox,
  offlineOwner,
  onOutboxEvent,
  onServerHeard,
  persistQueryCache,
  reasonKey,
} from '@/lib/offline';
import { removeToast, toast } from '@/lib/toast-store';

/**
 * Offline reading and writing for the whole app: saves the query cache as it changes;
 * sends the outbox at start, when the network returns, when the service worker says
 * Background Sync fired, when the server's event stream is heard (a write whose answer was
 * lost is already done there: its replay answers at once), and again a while later when a
 * send was left undecided; refreshes
 * the lists after a send and tells the person about a write that was refused; and when
 * another account signs in, clears what the previous one left (a sign-out clears it in
 * useSignOut).
 */
export function OfflineSync() {
  const { t } = useTranslation('pwa');
  const queryClient = useQueryClient();
  const userId = useCurrentUser()?.id ?? null;
  const tRef = useRef(t);
  useEffect(() => {
    tRef.current = t;
  }, [t]);

  useEffect(
    () => persistQueryCache(queryClient, () => getSession()?.user.id ?? null),
    [queryClient],
  );

  useEffect(() => {
    let cancelled = false;
    const owner = offlineOwner.get();
    if (!userId) {
      // signed out or expired: what was seen goes; waiting writes stay for the same person
      void clearOfflineReading();
      void loadOutbox(null);
      return;
    }
    const flusher = createOutboxFlusher(userId);
    const start = async () => {
      if (owner && owner !== userId) await clearOfflineData();
      offlineOwner.set(userId);
      await loadOutbox(userId);
      if (!cancelled) await flusher.now();
    };
    void start();
    const flush = () => void flusher.now();
    const onMessage = (event: MessageEvent<{ type?: string } | null>) => {
      if (event.data?.type === 'doita:flush-outbox') flush();
    };
    window.addEventListener('online', flush);
    navigator.serviceWorker?.addEventListener('message', onMessage);
    const offQueued = onOutboxEvent((event) => {
      if (event.type === 'queued') flusher.soon();
    });
    const offHeard = onServerHeard(() => {
      if (hasWaiting(userId)) void flusher.now();
    });
    return () => {
      cancelled = true;
      flusher.stop();
      offQueued();
      offHeard();
      window.removeEventListener('online', flush);
      navigator.serviceWorker?.removeEventListener('message', onMessage);
    };
  }, [userId]);

  useEffect(() => {
    let refresh: ReturnType<typeof setTimeout> | undefined;
    // One "waiting to send" at a time: three messages written offline said it three times,
    // a pile over half a phone's screen. Each new one replaces the last (its time anew).
    let queuedToast: string | undefined;
    const off = onOutboxEvent((event) => {
      if (event.type === 'queued') {
        if (queuedToast) removeToast(queuedToast);
        queuedToast = toast.info(
          tRef.current('outbox.queuedTitle'),
          tRef.current('outbox.queuedMessage'),
        );
      } else if (event.type === 'failed') {
        toast.error(
          tRef.current('outbox.failedTitle', { label: event.item.label }),
          tRef.current(reasonKey(event.item.failure?.status)),
        );
      } else {
        clearTimeout(refresh);
        refresh = setTimeout(() => void queryClient.invalidateQueries(), 300);
      }
    });
    return () => {
      clearTimeout(refresh);
      off();
    };
  }, [queryClient]);

  return null;
}
