import type { QueryClient } from '@tanstack/react-query';

/** Online, the start waits this long at most for the saved copy: the network answers too. */
export const ONLINE_RESTORE_WAIT_MS = 500;
/**
 * Offline, the saved copy is all the first screen can show: the start waits for it, up to
 * this long for a stuck IndexedDB. Right after an update, or on a busy phone, reading it
 * has taken more than half a second; a page drawn before it was back asked the network,
 * failed, and showed its load error in place of what had been seen.
 */
export const OFFLINE_RESTORE_WAIT_MS = 5_000;

type Restore = (queryClient: QueryClient, userId: string) => Promise<boolean>;

/**
 * Puts back what this person saw last time, before the first screen draws (offline
 * reading). Settles when that is done or the wait for it is over, whichever comes first.
 * The restoring code loads only for someone signed in (it is not in the entry).
 */
export async function restoreSeenOnStart(
  queryClient: QueryClient,
  userId: string | undefined,
  online: boolean = navigator.onLine,
  restore: () => Promise<Restore> = () =>
    import('./persist-queries').then((module) => module.restoreQueryCache),
): Promise<void> {
  if (!userId) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    restore()
      .then((restoreQueryCache) => restoreQueryCache(queryClient, userId))
      .catch(() => false),
    new Promise((resolve) => {
      timer = setTimeout(resolve, online ? ONLINE_RESTORE_WAIT_MS : OFFLINE_RESTORE_WAIT_MS);
    }),
  ]);
  clearTimeout(timer);
}
