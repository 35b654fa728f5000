export { clearOfflineData, clearOfflineReading, offlineOwner } from './clear';
export {
  QueuedWrite,
  callOrQueue,
  discard,
  enqueue,
  hasWaiting,
  isQueuedWrite,
  loadOutbox,
  onOutboxEvent,
  reasonKey,
  useOutbox,
  useOutboxItems,
} from './outbox';
export type { OutboxItem, OutboxOperation } from './outbox';
export { createOutboxFlusher } from './flusher';
export { onServerHeard, serverHeard } from './network';
export { persistQueryCache, restoreQueryCache } from './persist-queries';
export { isPendingPhoto, keepPhoto } from './photo-blobs';
