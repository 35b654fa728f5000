export { clearOfflineData, clearOfflineReading, offlineOwner } from './clear';
export {
  QueuedWrite,
  discard,
  enqueue,
  flushOutbox,
  isQueuedWrite,
  loadOutbox,
  onOutboxEvent,
  pendingFor,
  reasonKey,
  sendOrQueue,
  useOutbox,
  useOutboxItems,
} from './outbox';
export type { OutboxItem, OutboxKind } from './outbox';
export { persistQueryCache, restoreQueryCache } from './persist-queries';
export { isPendingPhoto, keepPhoto } from './photo-blobs';
