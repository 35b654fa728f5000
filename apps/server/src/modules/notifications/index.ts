/** The notifications module's public entry: what other modules may use. */
export * from './notifications-repository.js';
export * from './notifications-service.js';
export * from './notifier.js';
