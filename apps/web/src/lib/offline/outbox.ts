import { QueuedWrite } from './queued-write';
import { queuedSendOutcomeOf, uploadsContract } from '@doita/shared';
import type { EndpointDefinition, ReplyOf } from '@doita/shared';
import { call } from '../api-contract';
import type { RequestInput } from '../api-contract';
import { ApiError, isApiError } from '../api-error';
import { prepareImageForUpload } from '../prepare-image';
import { createStore, useStore } from '../create-store';
import { registerServiceWorker } from '../service-worker';
import { getSession } from '../session';
import { idb } from './idb';
import { browserSaysOffline } from './network';
import { dropPhoto, isPendingPhoto, readPhoto } from './photo-blobs';
import type { QueueableEndpoint } from './queueable';

/**
 * Offline writing: the writes a person makes with no network (create a memory or a
 * reminder, complete a reminder, favourite, like, comment) wait here, in IndexedDB, each
 * with the Idempotency-Key it will be sent with, so a send whose answer was lost can be sent
 * again and is still applied once. They leave in the order they were made: when the
 * network returns (`online`), at the next start, when Background Sync wakes the
 * service worker, and a while later while one waits online (`./flusher.ts`: a busy
 * server, an answer lost without the browser going offline). A refusal for good (the memory
 * was deleted meanwhile: 404, a conflict, input no longer valid) marks the item failed with
 * the reason and tells the person; it is never dropped silently. Sign-out clears the outbox (it belongs to that account).
 *
 * A write is kept as its endpoint's operationId and the input `call` takes, and sent
 * through `call` again: the declaration is found by its operationId (./queueable.ts).
 */
export type OutboxOperation = QueueableEndpoint['operationId'];

/** The part of `call`'s input a queued write keeps (no file: photos wait in photo-blobs). */
export interface QueuedInput {
  params?: Record<string, string>;
  body?: unknown;
}

export interface OutboxFailure {
  status?: number;
  code?: string;
  message: string;
}

export interface OutboxItem {
  /** also the Idempotency-Key */
  id: string;
  userId: string;
  /** the endpoint it is sent to */
  operationId: OutboxOperation;
  input: QueuedInput;
  /** what the lists show ("Kỷ niệm Đà Lạt") */
  label: string;
  /** the memory, reminder or post it is about, when it exists already */
  targetId?: string;
  createdAt: number;
  status: 'waiting' | 'failed';
  failure?: OutboxFailure;
}

export type NewOutboxItem = Omit<OutboxItem, 'id' | 'createdAt' | 'status' | 'failure'>;

/**
 * A write queued by an older version of the app kept its method and path by hand, under a
 * name of its own; read as the endpoint it was sent to, it still leaves.
 */
const EARLIER_NAMES: Record<string, OutboxOperation> = {
  createMemory: 'createMemory',
  toggleFavorite: 'toggleMemoryFavorite',
  createReminder: 'createReminder',
  completeReminder: 'completeReminder',
  likePost: 'likeBlogPost',
  createComment: 'createBlogComment',
};

type StoredItem = OutboxItem | (Omit<OutboxItem, 'operationId' | 'input'> & EarlierShape);
interface EarlierShape {
  kind: string;
  body?: unknown;
}

function upgraded(stored: StoredItem): OutboxItem | null {
  if ('operationId' in stored) return stored;
  const { kind, body, ...rest } = stored;
  const operationId = EARLIER_NAMES[kind];
  if (!operationId) return null;
  const params = rest.targetId === undefined ? {} : { params: { id: rest.targetId } };
  const input = body === undefined ? params : { ...params, body };
  return { ...rest, operationId, input };
}

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
    ? (await idb.getAll<StoredItem>('outbox').catch(() => [] as StoredItem[]))
        .map(upgraded)
        .filter((item) => item !== null)
    : itemsStore.get();
  const mine = userId ? all.filter((item) => item.userId === userId).sort(byAge) : [];
  itemsStore.set(mine);
  return mine;
}

export function useOutbox(): OutboxItem[] {
  return useStore(itemsStore);
}

/** The writes to these endpoints still in the outbox. */
export function useOutboxItems(endpoints: readonly QueueableEndpoint[]): OutboxItem[] {
  const items = useStore(itemsStore);
  return items.filter((item) => endpoints.some((e) => e.operationId === item.operationId));
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

const keptPhotosOf = (input: QueuedInput) =>
  (input.body as { images?: unknown[] } | undefined)?.images?.some(isPendingPhoto) ?? false;

/**
 * A memory with photos picked offline: each kept file is uploaded first and its id put in
 * place (saved at once, so a retry does not upload it again), then the memory is sent.
 */
async function uploadKeptPhotos(item: OutboxItem): Promise<OutboxItem> {
  const body = item.input.body as { images?: unknown[] } | undefined;
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
    const uploaded = await call(
      uploadsContract.upload,
      { file: prepared },
      { stallTimeoutMs: 30_000 },
    );
    images.push(uploaded.id);
    const next: OutboxItem = {
      ...item,
      input: {
        ...item.input,
        body: { ...body, images: [...images, ...body.images.slice(images.length)] },
      },
    };
    await idb.put('outbox', next);
    await dropPhoto(ref);
    item = next;
  }
  return item;
}

/** Sends one queued write through `call`, to the endpoint its operationId names. */
const sendByApi: OutboxSender = async (queued) => {
  // the declarations load with the first send, not with the code that reads the outbox
  const { queueableEndpoint } = await import('./queueable');
  const endpoint: EndpointDefinition | undefined = queueableEndpoint(queued.operationId);
  if (!endpoint) throw new Error(`No endpoint ${queued.operationId} to send a queued write to`);
  const item = await uploadKeptPhotos(queued);
  // stored by callOrQueue from this endpoint's own typed input
  const input = item.input as RequestInput<EndpointDefinition>;
  return call(endpoint, input, { idempotencyKey: item.id });
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
  return browserSaysOffline() || hasWaiting(userId);
}

/** Thrown by a write that was queued instead of sent: the caller says "waiting to send". */
export { QueuedWrite, isQueuedWrite } from './queued-write';

/** What the outbox's list says of a write, and the item it is about. */
export interface QueuedAbout {
  label: string;
  targetId?: string;
}

/**
 * `call` for a write that may wait offline: sends it now with an Idempotency-Key, or queues
 * it (offline, earlier writes still waiting, or the network failed on the way) and throws
 * `QueuedWrite`. Signed out, it is a plain `call`.
 */
export async function callOrQueue<E extends QueueableEndpoint>(
  endpoint: E,
  input: RequestInput<E> & QueuedInput,
  about: QueuedAbout,
): Promise<ReplyOf<E>> {
  const userId = getSession()?.user.id ?? null;
  const reply = (options?: { idempotencyKey: string }) => call(endpoint, input, options);
  if (!userId) return reply();
  const write: NewOutboxItem = { userId, operationId: endpoint.operationId, input, ...about };
  if (keptPhotosOf(input) || shouldQueue(userId)) {
    const item = await enqueue(write);
    // photos picked offline, the network back since: the outbox uploads them and sends it now
    if (navigator.onLine) void flushOutbox(userId);
    throw new QueuedWrite(item);
  }
  const key = newKey();
  try {
    return await reply({ idempotencyKey: key });
  } catch (error) {
    if (isApiError(error) && error.isNetworkError) {
      // the answer may be lost after the server applied it: the same key makes a repeat safe
      lastCreatedAt = Math.max(Date.now(), lastCreatedAt + 1);
      const item: OutboxItem = { ...write, id: key, createdAt: lastCreatedAt, status: 'waiting' };
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
