import { QueuedWrite } from './queued-write';
import { queuedSendOutcomeOf } from '@doita/shared';
import { apiRequest } from '../api-client';
import { ApiError, isApiError } from '../api-error';
import { prepareImageForUpload } from '../prepare-image';
import { uploadFile } from '../upload-request';
import { createStore, useStore } from '../create-store';
import { registerServiceWorker } from '../service-worker';
import { idb } from './idb';
import { dropPhoto, isPendingPhoto, readPhoto } from './photo-blobs';

/**
 * Offline writing (issue 19): the writes a person makes with no network (create a memory or
 * a reminder, complete a reminder, favourite, like, comment) wait here, in IndexedDB, each
 * with the Idempotency-Key it will be sent with, so a send whose answer was lost can be sent
 * again and is still applied once. They leave in the order they were made: when the
 * network returns (`online`), at the next start, and when Background Sync wakes the
 * service worker. A refusal for good (the memory was deleted meanwhile: 404, a conflict,
 * input no longer valid) marks the item failed with the reason and tells the person; it is
 * never dropped silently. Sign-out clears the outbox (it belongs to that account).
 */
export type OutboxKind =
  | 'createMemory'
  | 'createReminder'
  | 'completeReminder'
  | 'toggleFavorite'
  | 'likePost'
  | 'createComment';

export interface OutboxFailure {
  status?: number;
  code?: string;
  message: string;
}

export interface OutboxItem {
  /** also the Idempotency-Key */
  id: string;
  userId: string;
  kind: OutboxKind;
  method: 'POST' | 'PATCH';
  /** below /api */
  path: string;
  body?: unknown;
  /** what the lists show ("Kỷ niệm Đà Lạt") */
  label: string;
  /** the memory, reminder or post it is about, when it exists already */
  targetId?: string;
  createdAt: number;
  status: 'waiting' | 'failed';
  failure?: OutboxFailure;
}

export type NewOutboxItem = Omit<OutboxItem, 'id' | 'createdAt' | 'status' | 'failure'>;

const itemsStore = createStore<OutboxItem[]>([]);
const listeners = new Set<(event: OutboxEvent) => void>();

export type OutboxEvent =
  | { type: 'sent'; item: OutboxItem }
  | { type: 'failed'; item: OutboxItem }
  | { type: 'queued'; item: OutboxItem };

/** Something to hear what happened to queued writes (toasts, cache refreshes). */
export function onOutboxEvent(listener: (event: OutboxEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const emit = (event: OutboxEvent) => listeners.forEach((listener) => listener(event));

const byAge = (a: OutboxItem, b: OutboxItem) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : 1);

/** Reads the outbox of `userId` into the store the lists follow. */
export async function loadOutbox(userId: string | null): Promise<OutboxItem[]> {
  // without IndexedDB the outbox lives in memory only (until the tab closes)
  const all = idb.available()
    ? await idb.getAll<OutboxItem>('outbox').catch(() => [] as OutboxItem[])
    : itemsStore.get();
  const mine = userId ? all.filter((item) => item.userId === userId).sort(byAge) : [];
  itemsStore.set(mine);
  return mine;
}

export function useOutbox(): OutboxItem[] {
  return useStore(itemsStore);
}

export function useOutboxItems(kinds: readonly OutboxKind[]): OutboxItem[] {
  const items = useStore(itemsStore);
  return items.filter((item) => kinds.includes(item.kind));
}

export function pendingFor(targetId: string, kind?: OutboxKind): OutboxItem | undefined {
  return itemsStore.get().find((i) => i.targetId === targetId && (!kind || i.kind === kind));
}

export function hasWaiting(userId: string): boolean {
  return itemsStore.get().some((item) => item.userId === userId && item.status === 'waiting');
}

function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

let lastCreatedAt = 0;

export async function enqueue(input: NewOutboxItem): Promise<OutboxItem> {
  // strictly increasing, so two writes in one millisecond keep their order
  lastCreatedAt = Math.max(Date.now(), lastCreatedAt + 1);
  const item: OutboxItem = { ...input, id: newKey(), createdAt: lastCreatedAt, status: 'waiting' };
  await idb.put('outbox', item);
  itemsStore.set([...itemsStore.get(), item].sort(byAge));
  emit({ type: 'queued', item });
  void registerBackgroundSync();
  return item;
}

/** Takes a failed item away (the person read why and let it go). */
export async function discard(id: string): Promise<void> {
  await idb.delete('outbox', id);
  itemsStore.set(itemsStore.get().filter((item) => item.id !== id));
}

export async function clearOutbox(): Promise<void> {
  await idb.clear('outbox').catch(() => undefined);
  itemsStore.set([]);
}

async function registerBackgroundSync(): Promise<void> {
  try {
    // queued in the first seconds of a first visit: the worker may not be registered yet
    await registerServiceWorker();
    const registration = await navigator.serviceWorker?.ready;
    const sync = (registration as { sync?: { register(tag: string): Promise<void> } } | undefined)
      ?.sync;
    await sync?.register('doita-outbox');
  } catch {
    // no Background Sync: `online` and the next start send the queue
  }
}

/** How a queued write leaves; the default is the API with its Idempotency-Key. */
export type OutboxSender = (item: OutboxItem) => Promise<unknown>;

/**
 * A memory with photos picked offline: each kept file is uploaded first and its id put in
 * place (saved at once, so a retry does not upload it again), then the memory is sent.
 */
async function uploadKeptPhotos(item: OutboxItem): Promise<OutboxItem> {
  const body = item.body as { images?: unknown[] } | undefined;
  if (!body?.images?.some(isPendingPhoto)) return item;
  const images: unknown[] = [];
  for (const ref of body.images) {
    if (!isPendingPhoto(ref)) {
      images.push(ref);
      continue;
    }
    const file = await readPhoto(ref);
    if (!file) throw new ApiError({ status: 422, code: 'PHOTO_LOST', message: 'Photo lost' });
    const prepared = await prepareImageForUpload(file);
    const uploaded = await uploadFile<{ id: string }>('/upload/single', prepared, {
      stallTimeoutMs: 30_000,
    });
    images.push(uploaded.id);
    const next: OutboxItem = {
      ...item,
      body: { ...body, images: [...images, ...body.images.slice(images.length)] },
    };
    await idb.put('outbox', next);
    await dropPhoto(ref);
    item = next;
  }
  return item;
}

const sendByApi: OutboxSender = async (queued) => {
  const item = await uploadKeptPhotos(queued);
  return apiRequest(item.path, { method: item.method, body: item.body, idempotencyKey: item.id });
};

let flushing: Promise<number> | null = null;

/**
 * Sends the waiting writes of `userId`, oldest first, one at a time. Stops at the first one
 * that could not be decided (no network, server busy) so the order holds; resolves with how
 * many left.
 */
export function flushOutbox(userId: string, send: OutboxSender = sendByApi): Promise<number> {
  flushing ??= runFlush(userId, send).finally(() => {
    flushing = null;
  });
  return flushing;
}

async function runFlush(userId: string, send: OutboxSender): Promise<number> {
  const items = await loadOutbox(userId);
  let sent = 0;
  for (const item of items) {
    if (item.status !== 'waiting') continue;
    try {
      await send(item);
      await idb.delete('outbox', item.id);
      itemsStore.set(itemsStore.get().filter((i) => i.id !== item.id));
      sent += 1;
      emit({ type: 'sent', item });
    } catch (error) {
      const failure: OutboxFailure = isApiError(error)
        ? {
            ...(error.status ? { status: error.status } : {}),
            ...(error.code ? { code: error.code } : {}),
            message: error.message,
          }
        : { message: error instanceof Error ? error.message : String(error) };
      const outcome = isApiError(error)
        ? queuedSendOutcomeOf({
            status: error.isNetworkError ? undefined : error.status,
            code: error.code,
          })
        : 'failed';
      if (outcome === 'retry' || (isApiError(error) && error.sessionExpired)) break;
      const failed: OutboxItem = { ...item, status: 'failed', failure };
      await idb.put('outbox', failed);
      itemsStore.set(itemsStore.get().map((i) => (i.id === item.id ? failed : i)));
      emit({ type: 'failed', item: failed });
    }
  }
  return sent;
}

/** The app is offline, or earlier writes still wait: a new write goes behind them. */
export function shouldQueue(userId: string): boolean {
  return (typeof navigator !== 'undefined' && navigator.onLine === false) || hasWaiting(userId);
}

/** Thrown by a write that was queued instead of sent: the caller says "waiting to send". */
export { QueuedWrite, isQueuedWrite } from './queued-write';

/**
 * Sends a write now, or queues it (offline, or earlier writes still waiting, or the network
 * failed on the way): then throws `QueuedWrite`. Sent now, it carries an Idempotency-Key too.
 */
export async function sendOrQueue<T>(
  userId: string | null,
  write: NewOutboxItem | Omit<NewOutboxItem, 'userId'>,
): Promise<T> {
  if (!userId) return apiRequest<T>(write.path, { method: write.method, body: write.body });
  const full: NewOutboxItem = { ...write, userId };
  const keptPhotos = (write.body as { images?: unknown[] } | undefined)?.images?.some(
    isPendingPhoto,
  );
  if (keptPhotos || shouldQueue(userId)) {
    const item = await enqueue(full);
    // photos picked offline, the network back since: the outbox uploads them and sends it now
    if (navigator.onLine) void flushOutbox(userId);
    throw new QueuedWrite(item);
  }
  const key = newKey();
  try {
    return await apiRequest<T>(write.path, {
      method: write.method,
      body: write.body,
      idempotencyKey: key,
    });
  } catch (error) {
    if (isApiError(error) && error.isNetworkError) {
      // the answer may be lost after the server applied it: the same key makes a repeat safe
      lastCreatedAt = Math.max(Date.now(), lastCreatedAt + 1);
      const item: OutboxItem = { ...full, id: key, createdAt: lastCreatedAt, status: 'waiting' };
      await idb.put('outbox', item);
      itemsStore.set([...itemsStore.get(), item].sort(byAge));
      emit({ type: 'queued', item });
      void registerBackgroundSync();
      throw new QueuedWrite(item);
    }
    throw error;
  }
}

/** Why a queued write was refused, in the person's words. */
export function reasonKey(status: number | undefined): string {
  if (status === 404) return 'outbox.reason.gone';
  if (status === 403) return 'outbox.reason.forbidden';
  if (status === 409) return 'outbox.reason.conflict';
  if (status === 400 || status === 422) return 'outbox.reason.invalid';
  return 'outbox.reason.other';
}
