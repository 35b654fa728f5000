import type { OutboxItem } from './outbox';

/**
 * What a write throws when it went to the outbox instead of the network (offline): a
 * small module of its own, so the query client can recognise it without loading the
 * outbox into the first screen's code.
 */
export class QueuedWrite extends Error {
  constructor(readonly item: OutboxItem) {
    super('Queued until the network returns');
    this.name = 'QueuedWrite';
  }
}

export const isQueuedWrite = (error: unknown): error is QueuedWrite => error instanceof QueuedWrite;
