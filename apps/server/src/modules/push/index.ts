/**
 * The push module's public entry: the subscriptions' repository, which the notifier and the
 * reminder delivery push through.
 */
export type { PushRepository } from './push-repository.js';
