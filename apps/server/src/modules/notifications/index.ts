/** The notifications module's public entry: what other modules may use. */
export type { NotificationsRepository } from './notifications-repository.js';
export { newNotification } from './notifications-service.js';
export type { Notifier, NotifyInput } from './notifier.js';
