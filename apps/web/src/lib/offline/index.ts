export { clearOfflineData, clearOfflineReading, offlineOwner } from './clear';
export {
  QueuedWrite,
  callOrQueue,
  createOutboxFlusher,
  discard,
  enqueue,
  isQueuedWrite,
  loadOutbox,
  onOutboxEvent,
  reasonKey,
  useOutbox,
  useOutboxItems,
} from './outbox';
export type { OutboxItem, OutboxOperation } from './outbox';
export { persistQueryCache, restoreQueryCache } from './persist-queries';
export { isPendingPhoto, keepPhoto } from './photo-blobs';
